import Ripple

/// A user's profile, as the profile service returns it.
struct Profile: Equatable, Sendable {
    var name: String
    var followers: Int
}

/// Why the profile service could not answer.
struct ProfileError: Error, Equatable {
    var message: String
}

/// The profile service of a Swift 6 app: `async`, with a typed error.
protocol ProfileService: Sendable {
    /// The profile of the user `id`.
    func profile(id: Int) async throws(ProfileError) -> Profile
}

/// The inputs of `ProfileViewModel`: called by the view, on the main actor.
@MainActor
protocol ProfileViewModelInputs {
    /// Call with the user whose profile the screen shows.
    func configureWith(userID: Int)

    /// Call when the refresh button is tapped.
    func refreshTapped()

    /// Call when the view has loaded.
    func viewDidLoad()
}

/// The outputs of `ProfileViewModel`.
protocol ProfileViewModelOutputs {
    /// The message of a load that failed.
    var errorMessage: Signal<String, Never> { get }

    /// Whether a load is under way.
    var isLoading: Property<Bool> { get }

    /// The name of each profile loaded.
    var name: Signal<String, Never> { get }
}

/// The shape of `ProfileViewModel` that a view sees.
protocol ProfileViewModelType: ViewModelType
where Inputs == any ProfileViewModelInputs, Outputs == any ProfileViewModelOutputs {}

/// A `@MainActor` view model over an `async` service, conforming to its `…ViewModelType`
/// through a conformance isolated to the main actor, in Swift 6 mode with warnings as errors:
/// nothing unsafe, no `@preconcurrency`, no `nonisolated(unsafe)`.
///
///     configureWith: -7-----------
///     viewDidLoad:   ---x-----x---
///     isLoading:     f--t-f---t-f-
///     name:          -----a-----a-
@MainActor
final class ProfileViewModel: @MainActor ProfileViewModelType, ProfileViewModelInputs,
    ProfileViewModelOutputs
{
    init(service: any ProfileService) {
        let load = configureWithProperty.signal.skipNil()
            .takeWhen(Signal.merge(viewDidLoadProperty.signal, refreshTappedProperty.signal))
        // Observed before the service is called, so `true` is sent before any answer.
        let loadStarted = load.mapConst(true)
        let result = load.flatMap(.latest) { id in
            SignalProducer<Profile, ProfileError> { () async throws(ProfileError) in
                try await service.profile(id: id)
            }
            .materialize()
        }
        name = result.values().map(\.name)
        errorMessage = result.errors().map(\.message)
        isLoading = Property(
            initial: false,
            then: Signal.merge(loadStarted, result.filter(\.isTerminating).mapConst(false)))
    }

    private let configureWithProperty = MutableProperty<Int?>(nil)
    func configureWith(userID: Int) {
        configureWithProperty.value = userID
    }

    private let refreshTappedProperty = MutableProperty()
    func refreshTapped() {
        refreshTappedProperty.value = ()
    }

    private let viewDidLoadProperty = MutableProperty()
    func viewDidLoad() {
        viewDidLoadProperty.value = ()
    }

    nonisolated let errorMessage: Signal<String, Never>
    nonisolated let isLoading: Property<Bool>
    nonisolated let name: Signal<String, Never>

    var inputs: any ProfileViewModelInputs { self }
    var outputs: any ProfileViewModelOutputs { self }
}
