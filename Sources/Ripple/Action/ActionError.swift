/// Why a run of an `Action` failed: the action was disabled when the run started, or the
/// work it runs failed.
///
/// <!-- context
/// struct APIError: Error {}
/// let action = Action<Int, Int, APIError> { SignalProducer(value: $0) }
/// let input = 1
/// -->
/// ```swift fragment
/// action.apply(input).startWithFailed { error in
///     switch error {
///     case .disabled: print("busy, or not enabled")
///     case .producerFailed(let underlying): print(underlying)
///     }
/// }
/// ```
public enum ActionError<Error: Swift.Error>: Swift.Error {
    /// The action was not enabled (or was already executing) when the run started, so no
    /// work ran.
    case disabled

    /// The work the action ran failed with this error.
    case producerFailed(Error)
}

extension ActionError: Equatable where Error: Equatable {
    /// Whether both are `disabled`, or both failed with equal errors.
    ///
    /// - Parameters:
    ///   - lhs: An action error.
    ///   - rhs: Another action error.
    /// - Returns: `true` if they are the same case with equal errors.
    public static func == (lhs: ActionError, rhs: ActionError) -> Bool {
        switch (lhs, rhs) {
        case (.disabled, .disabled): return true
        case (.producerFailed(let left), .producerFailed(let right)): return left == right
        default: return false
        }
    }
}

extension ActionError: Sendable where Error: Sendable {}
