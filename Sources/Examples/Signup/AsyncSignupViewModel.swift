import Ripple

/// The inputs of `AsyncSignupViewModel`, called on the main actor (by a view).
@MainActor
public protocol AsyncSignupViewModelInputs {
    /// Call when the password field changes.
    func passwordChanged(_ password: String)

    /// Call when the sign-up button is tapped.
    func signupTapped()

    /// Call when the user name field changes.
    func usernameChanged(_ username: String)
}

/// The outputs of `AsyncSignupViewModel`: observed from anywhere, with `observeForUI()` by a
/// main-actor view.
public protocol AsyncSignupViewModelOutputs {
    /// The message of a sign-up that could not reach the server.
    var errorMessage: Signal<String, Never> { get }

    /// Whether a finished sign-up was accepted.
    var signedIn: Signal<Bool, Never> { get }

    /// `true` when a sign-up starts, `false` when it ends.
    var signingIn: Signal<Bool, Never> { get }

    /// Whether the user name typed is free, once typing pauses.
    var usernameAvailable: Signal<Bool, Never> { get }
}

/// The shape of `AsyncSignupViewModel` that a view sees.
public protocol AsyncSignupViewModelType: ViewModelType
where Inputs == any AsyncSignupViewModelInputs, Outputs == any AsyncSignupViewModelOutputs {}

/// The sign-up screen for a Swift 6 app: a `@MainActor` view model over an `async` service.
///
/// The inputs are main-actor methods, and the conformance to `AsyncSignupViewModelType` is
/// isolated to the main actor (`@MainActor AsyncSignupViewModelType`), so `inputs` and
/// `outputs` are read on the main actor with no unsafe annotation. Each call of the `async`
/// service is a `SignalProducer(operation:)`: `flatMap(.latest)` disposes the run of an
/// outdated user name, which cancels its task. Time (the pause before a name is checked)
/// runs on an injected scheduler, so a test drives it with `TestScheduler` and awaits the
/// service's answers with `asyncValues`.
///
///     usernameChanged:   -a-ab----------------
///     usernameAvailable: -------t-------------   (300 ms after "ab", then the service)
///     signupTapped:      -----------x---------
///     signingIn:         -----------T---F-----
///     signedIn:          ---------------t-----
@MainActor
public final class AsyncSignupViewModel: @MainActor AsyncSignupViewModelType,
    AsyncSignupViewModelInputs, AsyncSignupViewModelOutputs
{
    /// How long typing must pause before a user name is sent to the server.
    public static let usernameDebounce = Duration.milliseconds(300)

    /// Creates a view model.
    ///
    /// - Parameters:
    ///   - api: The async GitHub service.
    ///   - scheduler: Times the pause before a user name is checked.
    public init(api: any AsyncGitHubAPI, scheduler: any DateScheduler) {
        let username = usernameChangedProperty.signal
        let password = passwordChangedProperty.signal

        usernameAvailable =
            username
            .debounce(Self.usernameDebounce, on: scheduler)
            .flatMap(.latest) { name in
                SignalProducer<Bool, Never> { () async in await api.usernameAvailable(name) }
            }

        let signupRequest = username.combineLatest(with: password)
            .takeWhen(signupTappedProperty.signal)
        let signupStarted = signupRequest.mapConst(true)
        let signupEvent =
            signupRequest
            .flatMap(.latest) { name, password in
                SignalProducer<Bool, GitHubAPIError> { () async throws(GitHubAPIError) in
                    try await api.signup(username: name, password: password)
                }
                .materialize()
            }
        signingIn = Signal.merge(signupStarted, signupEvent.filter(\.isTerminating).mapConst(false))
        signedIn = signupEvent.values()
        errorMessage = signupEvent.errors().map(\.message)
    }

    private let passwordChangedProperty = MutableProperty("")
    /// Call when the password field changes.
    public func passwordChanged(_ password: String) {
        passwordChangedProperty.value = password
    }

    private let signupTappedProperty = MutableProperty()
    /// Call when the sign-up button is tapped.
    public func signupTapped() {
        signupTappedProperty.value = ()
    }

    private let usernameChangedProperty = MutableProperty("")
    /// Call when the user name field changes.
    public func usernameChanged(_ username: String) {
        usernameChangedProperty.value = username
    }

    /// The message of a sign-up that could not reach the server.
    public nonisolated let errorMessage: Signal<String, Never>
    /// Whether a finished sign-up was accepted.
    public nonisolated let signedIn: Signal<Bool, Never>
    /// `true` when a sign-up starts, `false` when it ends.
    public nonisolated let signingIn: Signal<Bool, Never>
    /// Whether the user name typed is free, once typing pauses.
    public nonisolated let usernameAvailable: Signal<Bool, Never>

    /// The view model's inputs: itself, on the main actor.
    public var inputs: any AsyncSignupViewModelInputs { self }
    /// The view model's outputs: itself.
    public var outputs: any AsyncSignupViewModelOutputs { self }
}
