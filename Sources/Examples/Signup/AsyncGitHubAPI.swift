/// The GitHub API as an `async` service, as a Swift 6 app's networking layer writes it; the
/// `AsyncSignupViewModel` calls it through `SignalProducer(operation:)`.
public protocol AsyncGitHubAPI: Sendable {
    /// Whether `username` is free.
    ///
    /// - Parameter username: The user name to check.
    /// - Returns: `true` if nobody has it.
    func usernameAvailable(_ username: String) async -> Bool

    /// Signs up.
    ///
    /// - Parameters:
    ///   - username: The new user name.
    ///   - password: The new password.
    /// - Returns: Whether the server accepted the sign-up.
    /// - Throws: `GitHubAPIError` when the server cannot be reached.
    func signup(username: String, password: String) async throws(GitHubAPIError) -> Bool
}
