import Ripple

/// A failure of the GitHub API, with a message to show.
public struct GitHubAPIError: Error, Equatable, Sendable {
    /// What went wrong, for the user.
    public var message: String

    /// Creates an error.
    ///
    /// - Parameter message: What went wrong, for the user.
    public init(message: String) {
        self.message = message
    }
}

/// The GitHub API the sign-up screen uses; injected, so a test scripts its answers and their
/// timing.
public protocol GitHubAPI: Sendable {
    /// Sends whether `username` is free, then completes.
    ///
    /// - Parameter username: The user name to check.
    /// - Returns: A producer of one `Bool`.
    func usernameAvailable(_ username: String) -> SignalProducer<Bool, Never>

    /// Signs up, then sends whether it succeeded and completes; fails if the server cannot
    /// be reached.
    ///
    /// - Parameters:
    ///   - username: The new user name.
    ///   - password: The new password.
    /// - Returns: A producer of one `Bool`.
    func signup(username: String, password: String) -> SignalProducer<Bool, GitHubAPIError>
}

/// The sign-up form's validation rules; injected, so a test can replace them.
public protocol GitHubValidationService: Sendable {
    /// Validates a user name: at once if it is empty or malformed, else `validating` and then
    /// the server's answer.
    ///
    /// - Parameter username: The user name typed.
    /// - Returns: A producer of the validation states, last one final.
    func validateUsername(_ username: String) -> SignalProducer<ValidationResult, Never>

    /// Validates a password.
    ///
    /// - Parameter password: The password typed.
    /// - Returns: The validation result.
    func validatePassword(_ password: String) -> ValidationResult

    /// Validates the repeated password against the password.
    ///
    /// - Parameters:
    ///   - password: The password typed.
    ///   - repeatedPassword: The password typed again.
    /// - Returns: The validation result.
    func validateRepeatedPassword(_ password: String, repeatedPassword: String)
        -> ValidationResult
}

/// The validation rules of RxSwift's GitHub sign-up example, over an injected API.
public struct DefaultGitHubValidationService: GitHubValidationService {
    /// The shortest password accepted.
    public static let minPasswordCount = 5

    private let api: any GitHubAPI

    /// Creates the service.
    ///
    /// - Parameter api: Answers whether a user name is free.
    public init(api: any GitHubAPI) {
        self.api = api
    }

    /// Empty: `empty`; not only letters and digits: `failed`; else `validating`, then `ok`
    /// if the server says the name is free, `failed` if not.
    ///
    /// - Parameter username: The user name typed.
    /// - Returns: A producer of the validation states, last one final.
    public func validateUsername(_ username: String) -> SignalProducer<ValidationResult, Never> {
        if username.isEmpty {
            return SignalProducer(value: .empty)
        }
        guard username.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            return SignalProducer(
                value: .failed(message: "Username can only contain letters or digits"))
        }
        return api.usernameAvailable(username)
            .map {
                $0 ? .ok(message: "Username available") : .failed(message: "Username already taken")
            }
            .prefix(value: .validating)
    }

    /// Empty: `empty`; shorter than `minPasswordCount`: `failed`; else `ok`.
    ///
    /// - Parameter password: The password typed.
    /// - Returns: The validation result.
    public func validatePassword(_ password: String) -> ValidationResult {
        if password.isEmpty { return .empty }
        if password.count < Self.minPasswordCount {
            return .failed(message: "Password must be at least \(Self.minPasswordCount) characters")
        }
        return .ok(message: "Password acceptable")
    }

    /// Empty: `empty`; equal to `password`: `ok`; else `failed`.
    ///
    /// - Parameters:
    ///   - password: The password typed.
    ///   - repeatedPassword: The password typed again.
    /// - Returns: The validation result.
    public func validateRepeatedPassword(_ password: String, repeatedPassword: String)
        -> ValidationResult
    {
        if repeatedPassword.isEmpty { return .empty }
        return repeatedPassword == password
            ? .ok(message: "Password repeated") : .failed(message: "Password different")
    }
}
