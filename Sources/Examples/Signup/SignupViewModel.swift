import Ripple

/// The inputs of `SignupViewModel`.
public protocol SignupViewModelInputs {
    /// Call with the password field's text on each change.
    func passwordChanged(_ password: String)

    /// Call with the repeated password field's text on each change.
    func repeatedPasswordChanged(_ repeatedPassword: String)

    /// Call when the sign-up button is tapped.
    func signupTapped()

    /// Call with the user name field's text on each change.
    func usernameChanged(_ username: String)
}

/// The outputs of `SignupViewModel`.
public protocol SignupViewModelOutputs {
    /// The message of a failed sign-up request, such as "The server cannot be reached".
    var errorMessage: Signal<String, Never> { get }

    /// Whether sign-up succeeded, once per completed request.
    var signedIn: Signal<Bool, Never> { get }

    /// `true` when a sign-up request starts, `false` when it ends (show a spinner).
    var signingIn: Signal<Bool, Never> { get }

    /// Whether the sign-up button is enabled: all three fields valid and no request running.
    var signupEnabled: Signal<Bool, Never> { get }

    /// The password's validation, on each change.
    var validatedPassword: Signal<ValidationResult, Never> { get }

    /// The repeated password's validation, on each change of either password field.
    var validatedPasswordRepeated: Signal<ValidationResult, Never> { get }

    /// The user name's validation: 300 ms after typing stops, `validating` while the server
    /// is asked, then the answer; only the latest user name's.
    var validatedUsername: Signal<ValidationResult, Never> { get }
}

/// The shape of `SignupViewModel` that a view sees.
public protocol SignupViewModelType: ViewModelType
where Inputs == any SignupViewModelInputs, Outputs == any SignupViewModelOutputs {}

/// RxSwift's GitHub sign-up example, in the Kickstarter template.
///
/// RxSwift's view model takes its inputs as observables in `init` (`username:
/// Observable<String>`, `loginTaps: Observable<Void>`, …), so every text field must exist
/// before the view model does, and a test must build those observables to drive it. Here the
/// inputs are methods that any field, created whenever, can call; the validation rules and the
/// API are injected protocols; and time (the pause before a user name is checked) runs on an
/// injected `DateScheduler`, so a test drives it with `TestScheduler`.
///
///     usernameChanged:   -a-ab---------------
///     validatedUsername: ------v--o----------   (300 ms after "ab": validating, then ok)
///     signupTapped:      ---------------t----
///     signingIn:         ---------------T--F-
///     signedIn:          ------------------t-
public final class SignupViewModel: SignupViewModelType, SignupViewModelInputs,
    SignupViewModelOutputs
{
    /// How long typing must pause before a user name is sent to the server.
    public static let usernameDebounce = Duration.milliseconds(300)

    /// Creates a view model.
    ///
    /// - Parameters:
    ///   - api: Signs up.
    ///   - validationService: Validates each field.
    ///   - scheduler: Times the pause before a user name is checked.
    public init(
        api: any GitHubAPI, validationService: any GitHubValidationService,
        scheduler: any DateScheduler
    ) {
        let username = usernameChangedProperty.signal
        let password = passwordChangedProperty.signal

        let validatedUsername =
            username
            .debounce(Self.usernameDebounce, on: scheduler)
            .flatMap(.latest) { validationService.validateUsername($0) }
        let validatedPassword = password.map { validationService.validatePassword($0) }
        let validatedPasswordRepeated =
            password
            .combineLatest(with: repeatedPasswordChangedProperty.signal)
            .map { validationService.validateRepeatedPassword($0, repeatedPassword: $1) }

        let signupRequest = username.combineLatest(with: password)
            .takeWhen(signupTappedProperty.signal)
        // Made before `signupEvent`, so it observes the request first: "signing in" is sent
        // before the request starts, even when the API answers at once.
        let signupStarted = signupRequest.mapConst(true)
        let signupEvent =
            signupRequest
            .flatMap(.latest) { api.signup(username: $0, password: $1).materialize() }
        let signingIn = Signal.merge(
            signupStarted,
            signupEvent.filter(\.isTerminating).mapConst(false))

        let allValid = Signal.combineLatest(
            validatedUsername, validatedPassword, validatedPasswordRepeated
        )
        .map { $0.isValid && $1.isValid && $2.isValid }
        // Not signing in until the first request: seeded when the fields first become known.
        let isSigningIn = Signal.merge(allValid.take(first: 1).mapConst(false), signingIn)

        self.errorMessage = signupEvent.errors().map(\.message)
        self.signedIn = signupEvent.values()
        self.signingIn = signingIn
        self.signupEnabled = allValid.combineLatest(with: isSigningIn)
            .map { allValid, isSigningIn in allValid && !isSigningIn }
            .skipRepeats()
        self.validatedPassword = validatedPassword
        self.validatedPasswordRepeated = validatedPasswordRepeated
        self.validatedUsername = validatedUsername
    }

    private let passwordChangedProperty = MutableProperty("")
    /// Call with the password field's text on each change.
    public func passwordChanged(_ password: String) {
        passwordChangedProperty.value = password
    }

    private let repeatedPasswordChangedProperty = MutableProperty("")
    /// Call with the repeated password field's text on each change.
    public func repeatedPasswordChanged(_ repeatedPassword: String) {
        repeatedPasswordChangedProperty.value = repeatedPassword
    }

    private let signupTappedProperty = MutableProperty()
    /// Call when the sign-up button is tapped.
    public func signupTapped() {
        signupTappedProperty.value = ()
    }

    private let usernameChangedProperty = MutableProperty("")
    /// Call with the user name field's text on each change.
    public func usernameChanged(_ username: String) {
        usernameChangedProperty.value = username
    }

    /// The message of a failed sign-up request.
    public let errorMessage: Signal<String, Never>
    /// Whether sign-up succeeded, once per completed request.
    public let signedIn: Signal<Bool, Never>
    /// `true` when a sign-up request starts, `false` when it ends.
    public let signingIn: Signal<Bool, Never>
    /// Whether the sign-up button is enabled.
    public let signupEnabled: Signal<Bool, Never>
    /// The password's validation.
    public let validatedPassword: Signal<ValidationResult, Never>
    /// The repeated password's validation.
    public let validatedPasswordRepeated: Signal<ValidationResult, Never>
    /// The user name's validation.
    public let validatedUsername: Signal<ValidationResult, Never>

    /// The view model's inputs: itself.
    public var inputs: any SignupViewModelInputs { self }
    /// The view model's outputs: itself.
    public var outputs: any SignupViewModelOutputs { self }
}
