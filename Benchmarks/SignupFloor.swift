// The floor of V1 and V2: `SignupViewModel`'s inputs and outputs written by hand, with no
// Ripple. Each output is a `ContiguousArray` of closures; each piece of state a `var` whose
// `didSet` sends to the observers and recomputes what depends on it; the debounce is one
// cancellable action on the same `VirtualScheduler`; `flatMap(.latest)` is a generation
// counter that drops an older request's answer. No locks, no bags.

import Examples
import Ripple

/// The in-memory server of the floor: answers through a callback, at once.
struct FloorGitHubAPI {
    func usernameAvailable(_ username: String, answer: @escaping (Bool) -> Void) {
        answer(!benchUsernameTaken(username))
    }

    func signup(
        username: String, password: String,
        answer: @escaping (Result<Bool, GitHubAPIError>) -> Void
    ) {
        answer(.success(true))
    }
}

/// `SignupViewModel` by hand: the same rules, the same values on the same outputs.
final class FloorSignupViewModel {
    typealias Observers<Value> = ContiguousArray<(Value) -> Void>

    var errorMessage = Observers<String>()
    var signedIn = Observers<Bool>()
    var signingIn = Observers<Bool>()
    var signupEnabled = Observers<Bool>()
    var validatedPassword = Observers<ValidationResult>()
    var validatedPasswordRepeated = Observers<ValidationResult>()
    var validatedUsername = Observers<ValidationResult>()

    private let api: FloorGitHubAPI
    private let scheduler: VirtualScheduler
    private let checksUsernameCharacters: Bool

    /// A view model on `api` and `scheduler`; `checksUsernameCharacters: false` leaves out the
    /// user name's character check, as `UncheckedUsernameValidationService` does (V2o).
    init(api: FloorGitHubAPI, scheduler: VirtualScheduler, checksUsernameCharacters: Bool = true) {
        self.api = api
        self.scheduler = scheduler
        self.checksUsernameCharacters = checksUsernameCharacters
    }

    /// Appends `observers` to every output; returns how many it appended.
    func observe(_ observers: SignupObservers) -> Int {
        errorMessage.append(observers.errorMessage)
        signedIn.append(observers.signedIn)
        signingIn.append(observers.signingIn)
        signupEnabled.append(observers.signupEnabled)
        validatedPassword.append(observers.validatedPassword)
        validatedPasswordRepeated.append(observers.validatedPasswordRepeated)
        validatedUsername.append(observers.validatedUsername)
        return 7
    }

    // MARK: Inputs

    private var username: String?
    private var password: String?
    private var repeatedPassword: String?
    private var debounce: VirtualScheduler.Action?
    private var usernameCheck = 0
    private var signupRequest = 0

    func usernameChanged(_ username: String) {
        self.username = username
        debounce?.dispose()
        debounce = scheduler.enqueue(after: SignupViewModel.usernameDebounce) { [weak self] in
            self?.validateUsername(username)
        }
    }

    func passwordChanged(_ password: String) {
        self.password = password
        passwordValidation = validatePassword(password)
        if let repeatedPassword {
            repeatedValidation = validateRepeatedPassword(password, repeatedPassword)
        }
    }

    func repeatedPasswordChanged(_ repeatedPassword: String) {
        self.repeatedPassword = repeatedPassword
        if let password {
            repeatedValidation = validateRepeatedPassword(password, repeatedPassword)
        }
    }

    func signupTapped() {
        guard let username, let password else { return }
        signupRequest &+= 1
        let request = signupRequest
        signingInChanged(true)
        api.signup(username: username, password: password) { [weak self] result in
            guard let self, self.signupRequest == request else { return }
            switch result {
            case .success(let signedIn): for observer in self.signedIn { observer(signedIn) }
            case .failure(let error): for observer in self.errorMessage { observer(error.message) }
            }
            self.signingInChanged(false)
        }
    }

    // MARK: Validation (the rules of `DefaultGitHubValidationService`)

    private func validateUsername(_ username: String) {
        usernameCheck &+= 1
        if username.isEmpty {
            usernameValidation = .empty
            return
        }
        guard
            !checksUsernameCharacters
                || username.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
        else {
            usernameValidation = .failed(message: "Username can only contain letters or digits")
            return
        }
        usernameValidation = .validating
        let check = usernameCheck
        api.usernameAvailable(username) { [weak self] available in
            guard let self, self.usernameCheck == check else { return }
            self.usernameValidation =
                available
                ? .ok(message: "Username available") : .failed(message: "Username already taken")
        }
    }

    private func validatePassword(_ password: String) -> ValidationResult {
        if password.isEmpty { return .empty }
        if password.count < DefaultGitHubValidationService.minPasswordCount {
            return .failed(
                message:
                    "Password must be at least \(DefaultGitHubValidationService.minPasswordCount) characters"
            )
        }
        return .ok(message: "Password acceptable")
    }

    private func validateRepeatedPassword(_ password: String, _ repeatedPassword: String)
        -> ValidationResult
    {
        if repeatedPassword.isEmpty { return .empty }
        return repeatedPassword == password
            ? .ok(message: "Password repeated") : .failed(message: "Password different")
    }

    // MARK: Derived state

    private var usernameValidation: ValidationResult? {
        didSet {
            guard let usernameValidation else { return }
            for observer in validatedUsername { observer(usernameValidation) }
            validityChanged()
        }
    }

    private var passwordValidation: ValidationResult? {
        didSet {
            guard let passwordValidation else { return }
            for observer in validatedPassword { observer(passwordValidation) }
            validityChanged()
        }
    }

    private var repeatedValidation: ValidationResult? {
        didSet {
            guard let repeatedValidation else { return }
            for observer in validatedPasswordRepeated { observer(repeatedValidation) }
            validityChanged()
        }
    }

    private var allValid: Bool?
    private var isSigningIn: Bool? {
        didSet { enabledChanged() }
    }
    private var enabled: Bool?

    /// A sign-up request started (`true`) or ended (`false`).
    private func signingInChanged(_ value: Bool) {
        for observer in signingIn { observer(value) }
        isSigningIn = value
    }

    /// All three validations known: whether they are all valid. The first time, also "not
    /// signing in", as the view model's `allValid.take(first: 1)` seeds it.
    private func validityChanged() {
        guard let usernameValidation, let passwordValidation, let repeatedValidation else {
            return
        }
        let isFirst = allValid == nil
        allValid =
            usernameValidation.isValid && passwordValidation.isValid
            && repeatedValidation.isValid
        if isFirst {
            isSigningIn = false
        } else {
            enabledChanged()
        }
    }

    /// Sends whether sign-up is enabled, unless it is what was sent last.
    private func enabledChanged() {
        guard let allValid, let isSigningIn else { return }
        let enabled = allValid && !isSigningIn
        guard enabled != self.enabled else { return }
        self.enabled = enabled
        for observer in signupEnabled { observer(enabled) }
    }
}
