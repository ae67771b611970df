/// A user name and password, as the form submits them.
public struct Credentials: Equatable, Sendable {
    /// The user name.
    public var userName: String

    /// The password.
    public var password: String

    /// Whether both are filled in: a user name and a password of at least 6 characters.
    public var isComplete: Bool { !userName.isEmpty && password.count >= 6 }

    /// Creates credentials.
    ///
    /// - Parameters:
    ///   - userName: The user name.
    ///   - password: The password.
    public init(userName: String, password: String) {
        self.userName = userName
        self.password = password
    }
}
