/// The state of one field's validation, as the sign-up form shows it under the field.
public enum ValidationResult: Equatable, Sendable {
    /// Valid, with a message to show, such as "Username available".
    case ok(message: String)

    /// Nothing typed yet: no message.
    case empty

    /// Being checked, such as a user name against the server.
    case validating

    /// Invalid, with the reason to show.
    case failed(message: String)

    /// Whether the field is valid: `ok`.
    public var isValid: Bool {
        if case .ok = self { return true }
        return false
    }
}
