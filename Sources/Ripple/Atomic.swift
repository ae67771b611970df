/// A value behind a lock, readable and writable from any thread: ReactiveSwift's public
/// `Atomic`, with the same spelling.
///
/// Ripple's own state uses internal lock helpers; `Atomic` is public because libraries built
/// on ReactiveSwift (ReactiveFeedback, Loop) use it, and their users cannot edit them. It runs
/// on Ripple's lock (`os_unfair_lock` on Apple platforms, a `pthread_mutex_t` elsewhere), so it
/// works on iOS 16, where `Synchronization.Mutex` (iOS 18) does not.
///
/// ```swift fragment
/// let counter = Atomic(0)
/// counter.modify { $0 += 1 }
/// counter.value            // 1
/// counter.swap(10)         // returns 1
/// counter.withValue { $0 * 2 }  // 20
/// ```
///
/// The closures of `modify` and `withValue` run with the lock held: keep them short, and do
/// not touch the same `Atomic` from inside them (the lock is not recursive).
///
/// A file that imports both `Ripple` and `Synchronization` sees two types named `Atomic`;
/// write `Ripple.Atomic` (or `Synchronization.Atomic`) there to pick one.
public final class Atomic<Value> {
    private let state: Locked<Value>

    /// The current value. Reading and writing each take the lock once; use `modify` to read
    /// and write in one step.
    public var value: Value {
        get { withValue { $0 } }
        set { swap(newValue) }
    }

    /// Creates an atomic variable holding `value`.
    ///
    /// - Parameter value: The initial value.
    public init(_ value: Value) {
        state = Locked(value)
    }

    /// Changes the value in place, with the lock held, and returns what `action` returns.
    ///
    /// ```swift fragment
    /// let names = Atomic(["a"])
    /// let count = names.modify { names -> Int in
    ///     names.append("b")
    ///     return names.count
    /// }                    // 2
    /// ```
    ///
    /// - Parameter action: A closure given the value to change.
    /// - Returns: The result of `action`.
    @discardableResult
    public func modify<Result>(_ action: (inout Value) throws -> Result) rethrows -> Result {
        try state.withLock { try action(&$0) }
    }

    /// Runs `action` on the current value, with the lock held, and returns its result.
    ///
    /// - Parameter action: A closure given the current value.
    /// - Returns: The result of `action`.
    @discardableResult
    public func withValue<Result>(_ action: (Value) throws -> Result) rethrows -> Result {
        try state.withLock { try action($0) }
    }

    /// Replaces the value and returns the one it replaced.
    ///
    /// - Parameter newValue: The new value.
    /// - Returns: The value before.
    @discardableResult
    public func swap(_ newValue: Value) -> Value {
        modify { value in
            let oldValue = value
            value = newValue
            return oldValue
        }
    }
}

/// An `Atomic` can be shared between threads when its value can: every access takes the lock.
extension Atomic: @unchecked Sendable where Value: Sendable {}
