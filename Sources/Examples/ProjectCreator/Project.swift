import Foundation

/// A Kickstarter project, reduced to what the creator header shows.
public struct Project: Equatable, Sendable {
    /// The project's identifier.
    public var id: Int

    /// The project's name.
    public var name: String

    /// Who created the project.
    public var creator: User

    /// Creates a project.
    ///
    /// - Parameters:
    ///   - id: The identifier.
    ///   - name: The name.
    ///   - creator: Who created it.
    public init(id: Int, name: String, creator: User) {
        self.id = id
        self.name = name
        self.creator = creator
    }
}

/// A Kickstarter user: a project's creator.
public struct User: Equatable, Sendable {
    /// The user's identifier.
    public var id: Int

    /// The user's name, such as "Blob".
    public var name: String

    /// The address of the user's avatar image, as the API sends it.
    public var avatarURL: String

    /// Creates a user.
    ///
    /// - Parameters:
    ///   - id: The identifier.
    ///   - name: The name.
    ///   - avatarURL: The address of the avatar image.
    public init(id: Int, name: String, avatarURL: String) {
        self.id = id
        self.name = name
        self.avatarURL = avatarURL
    }
}
