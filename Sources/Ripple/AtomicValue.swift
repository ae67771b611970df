/// A value that many threads read and change, one at a time, as ReactiveSwift's `Atomic`.
///
/// Every access takes the same lock, so a `modify` is one indivisible read-change-write:
///
///     let counter = Atomic(0)
///     DispatchQueue.concurrentPerform(iterations: 1_000) { _ in counter.modify { $0 += 1 } }
///     counter.value  // 1_000
///
/// The closures given to `modify` and `withValue` run while the lock is held, so they must be
/// short and must not touch the same `Atomic` again (the lock is not recursive: that
/// deadlocks). Ripple itself never uses this type: its operators keep state behind internal
/// locks and call your code outside them. It exists so that code written against
/// ReactiveSwift's public `Atomic` ports unchanged.
public final class Atomic<Value> {
    private let state: Locked<Value>

    /// Creates an atomic variable holding `value`.
    ///
    /// - Parameter value: The initial value.
    public init(_ value: Value) {
        state = Locked(value)
    }

    /// The current value. Reading and writing each take the lock once; use `modify` to change
    /// the value based on what it was.
    public var value: Value {
        get { state.withLock { $0 } }
        set { state.withLock { $0 = newValue } }
    }

    /// Changes the value in place while holding the lock, and returns what `action` returns.
    ///
    ///     let names = Atomic(["a"])
    ///     let count = names.modify { names -> Int in names.append("b"); return names.count }
    ///     // count == 2, names.value == ["a", "b"]
    ///
    /// - Parameter action: Changes the value; runs with the lock held. If it throws, the
    ///   changes it made so far stay.
    /// - Returns: What `action` returns.
    @discardableResult
    public func modify<Result>(_ action: (inout Value) throws -> Result) rethrows -> Result {
        try state.withLock { try action(&$0) }
    }

    /// Reads the value while holding the lock, so no one changes it while `action` runs.
    ///
    /// - Parameter action: Reads the value; runs with the lock held.
    /// - Returns: What `action` returns.
    @discardableResult
    public func withValue<Result>(_ action: (Value) throws -> Result) rethrows -> Result {
        try state.withLock { try action($0) }
    }

    /// Replaces the value and returns the one it replaced, in one step.
    ///
    ///     let flag = Atomic(false)
    ///     flag.swap(true)  // false: this caller set it first
    ///     flag.swap(true)  // true
    ///
    /// - Parameter newValue: The value to store.
    /// - Returns: The value before.
    @discardableResult
    public func swap(_ newValue: Value) -> Value {
        state.withLock { current in
            let old = current
            current = newValue
            return old
        }
    }
}

/// An `Atomic` is safe to share between threads when the value it holds is.
extension Atomic: @unchecked Sendable where Value: Sendable {}
