// What V1 and V2 share: the in-memory GitHub server, the view's observers of the seven
// outputs, and the codes they add into the checksum (by value, so the order in which the
// outputs fire does not matter, only which values they send).

import Examples
import Ripple

/// The benchmark server's answer: a user name ending in an odd digit is taken.
@inline(never)
func benchUsernameTaken(_ username: String) -> Bool {
    (username.utf8.last ?? 0) & 1 == 1
}

/// User names whose availability alternates: `user0` free, `user1` taken, … (an even count,
/// so it keeps alternating when the list wraps). Short enough to be stored inline.
let benchUsernames = (0..<64).map { "user\($0)" }

/// The `Signup` example's API, answering at once from memory.
struct BenchGitHubAPI: GitHubAPI {
    func usernameAvailable(_ username: String) -> SignalProducer<Bool, Never> {
        SignalProducer(value: !benchUsernameTaken(username))
    }

    func signup(username: String, password: String) -> SignalProducer<Bool, GitHubAPIError> {
        SignalProducer(value: true)
    }
}

extension ValidationResult {
    /// This result's share of a checksum.
    var benchCode: Int {
        switch self {
        case .ok: 1
        case .empty: 2
        case .validating: 3
        case .failed: 4
        }
    }
}

/// A view's observers of the seven outputs, built once and shared by every view model, so
/// observing costs what attaching costs, not what forming a closure costs.
struct SignupObservers {
    let errorMessage: (String) -> Void
    let signedIn: (Bool) -> Void
    let signingIn: (Bool) -> Void
    let signupEnabled: (Bool) -> Void
    let validatedPassword: (ValidationResult) -> Void
    let validatedPasswordRepeated: (ValidationResult) -> Void
    let validatedUsername: (ValidationResult) -> Void

    init(adding total: Total) {
        errorMessage = { total.value &+= 1_000 &+ $0.utf8.count }
        signedIn = { total.value &+= $0 ? 2_000 : 2_001 }
        signingIn = { total.value &+= $0 ? 3_000 : 3_001 }
        signupEnabled = { total.value &+= $0 ? 4_000 : 4_001 }
        validatedPassword = { total.value &+= 100 &* $0.benchCode }
        validatedPasswordRepeated = { total.value &+= 10 &* $0.benchCode }
        validatedUsername = { total.value &+= $0.benchCode }
    }
}

/// The services a `Signup` view model is built with, made once as an app makes them.
struct SignupServices {
    let api: any GitHubAPI = BenchGitHubAPI()
    let validation: any GitHubValidationService
    let scheduler = VirtualScheduler()

    /// The example's validation rules, or (`checksUsernameCharacters: false`) the same rules
    /// without the user name's character check, for V2o.
    init(checksUsernameCharacters: Bool = true) {
        validation =
            checksUsernameCharacters
            ? DefaultGitHubValidationService(api: BenchGitHubAPI())
            : UncheckedUsernameValidationService(api: BenchGitHubAPI())
    }
}

/// `DefaultGitHubValidationService` without its check that a user name holds only ASCII
/// letters and digits (every benchmark user name passes it): the `Character` checks cost
/// about 5 k instructions a keystroke on Ripple's side and the floor's alike, so V2o, which
/// leaves them out on both sides, shows Ripple's own part of a keystroke. The producer it
/// returns for a well-formed name is the example's: the answer mapped, `validating` first.
struct UncheckedUsernameValidationService: GitHubValidationService {
    let api: any GitHubAPI
    let rules: DefaultGitHubValidationService

    init(api: any GitHubAPI) {
        self.api = api
        rules = DefaultGitHubValidationService(api: api)
    }

    func validateUsername(_ username: String) -> SignalProducer<ValidationResult, Never> {
        if username.isEmpty {
            return SignalProducer(value: .empty)
        }
        return api.usernameAvailable(username)
            .map {
                $0 ? .ok(message: "Username available") : .failed(message: "Username already taken")
            }
            .prefix(value: .validating)
    }

    func validatePassword(_ password: String) -> ValidationResult {
        rules.validatePassword(password)
    }

    func validateRepeatedPassword(_ password: String, repeatedPassword: String)
        -> ValidationResult
    {
        rules.validateRepeatedPassword(password, repeatedPassword: repeatedPassword)
    }
}

extension SignupViewModel {
    /// Builds a view model on the benchmark's services.
    convenience init(_ services: SignupServices) {
        self.init(
            api: services.api, validationService: services.validation,
            scheduler: services.scheduler)
    }

    /// Observes every output with `observers`; returns how many observations it made.
    func observe(_ observers: SignupObservers) -> Int {
        counted(errorMessage.observeValues(observers.errorMessage))
            &+ counted(signedIn.observeValues(observers.signedIn))
            &+ counted(signingIn.observeValues(observers.signingIn))
            &+ counted(signupEnabled.observeValues(observers.signupEnabled))
            &+ counted(validatedPassword.observeValues(observers.validatedPassword))
            &+ counted(
                validatedPasswordRepeated.observeValues(observers.validatedPasswordRepeated))
            &+ counted(validatedUsername.observeValues(observers.validatedUsername))
    }
}

/// 1 for an observation made, 0 for none (the signal had terminated).
private func counted(_ observation: Disposable?) -> Int {
    observation == nil ? 0 : 1
}
