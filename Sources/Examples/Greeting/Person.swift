/// A person to greet.
public struct Person: Equatable, Sendable {
    /// The first name, such as "David".
    public var firstName: String

    /// The last name, such as "Blaine".
    public var lastName: String

    /// Creates a person.
    ///
    /// - Parameters:
    ///   - firstName: The first name.
    ///   - lastName: The last name.
    public init(firstName: String, lastName: String) {
        self.firstName = firstName
        self.lastName = lastName
    }
}
