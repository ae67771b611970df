/// The state of an `Action` behind one lock: the latest value of its state property, whether
/// that value enables it, and whether a run is executing.
struct ActionState<Value> {
    var value: Value
    var isUserEnabled: Bool
    var isExecuting = false

    var isEnabled: Bool { isUserEnabled && !isExecuting }
}

/// An action's state and the two properties that publish it.
///
/// The state changes under its lock; `isEnabled` and `isExecuting` are then set from the
/// state as it is at that moment, outside the state lock, so their observers may change the
/// action's state property (or apply the action) without a deadlock, and the last value each
/// publishes is the state's. Repeats are dropped by the public properties.
final class ActionStateBox<Value>: @unchecked Sendable {
    private let state: Locked<ActionState<Value>>
    let enabledBacking: MutableProperty<Bool>
    let executingBacking: MutableProperty<Bool>

    init(value: Value, isUserEnabled: Bool) {
        let initial = ActionState(value: value, isUserEnabled: isUserEnabled)
        state = Locked(initial)
        enabledBacking = MutableProperty(initial.isEnabled)
        executingBacking = MutableProperty(false)
    }

    /// Changes the state atomically with `body`, then publishes `isEnabled` and
    /// `isExecuting`.
    @discardableResult
    func modify<Result>(_ body: (inout ActionState<Value>) -> Result) -> Result {
        let result = state.withLock(body)
        enabledBacking.modify { $0 = state.withLock { $0.isEnabled } }
        executingBacking.modify { $0 = state.withLock { $0.isExecuting } }
        return result
    }
}
