/// A value and the lock that guards it, kept among an object's stored properties (a
/// `SerialDisposable`'s, a `CompositeDisposable`'s): the object, its state and its lock are one
/// allocation. An object's stored properties never move, so the lock's address is stable; it
/// is reached only through `pointer(in:at:)`, once the owner's `init` has stored the value.
@usableFromInline
struct InlineLocked<State> {
    /// Initialized in place by `initializeLock(_:)`, torn down by `destroyLock(_:)`. The first
    /// field, so its address is the value's own: no offset to compute (a key path's, in a
    /// generic type, would be made on every call).
    @usableFromInline var lock = LockPrimitive()
    /// Guarded by `lock`.
    @usableFromInline var state: State

    init(_ state: State) {
        self.state = state
    }

    /// The value stored `offset` bytes into `object`'s stored properties.
    @inline(__always)
    static func pointer(in object: AnyObject, at offset: Int = 0) -> UnsafeMutablePointer<Self> {
        (_getUnsafePointerToStoredProperties(object) + offset).assumingMemoryBound(to: Self.self)
    }

    /// Initializes the lock at `locked`; once, from the owner's `init`.
    static func initializeLock(_ locked: UnsafeMutablePointer<Self>) {
        _ = InlineLock(initializingAt: UnsafeMutableRawPointer(lockPointer(locked)))
    }

    /// Tears the lock at `locked` down; once, from the owner's `deinit`.
    static func destroyLock(_ locked: UnsafeMutablePointer<Self>) {
        InlineLock(lockPointer(locked)).destroy()
    }

    /// Runs `body` on the state at `locked` with its lock held.
    @inline(__always)
    static func withLock<Result>(
        _ locked: UnsafeMutablePointer<Self>, _ body: (inout State) -> Result
    ) -> Result {
        let lock = InlineLock(lockPointer(locked))
        lock.lock()
        defer { lock.unlock() }
        return body(&locked.pointee.state)
    }

    /// Runs `body` with the lock at `locked` held, for a lock that guards its owner's fields
    /// rather than a state of its own. It makes no access to the empty state: that state has
    /// no size, so its address is the next stored property's, and the thread sanitizer would
    /// take an access to it for an access to that field.
    @inlinable @inline(__always)
    static func withLock<Result>(
        _ locked: UnsafeMutablePointer<Self>, _ body: () -> Result
    ) -> Result where State == Void {
        let lock = InlineLock(lockPointer(locked))
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    @inlinable @inline(__always)
    static func lockPointer(_ locked: UnsafeMutablePointer<Self>) -> UnsafeMutablePointer<
        LockPrimitive
    > {
        UnsafeMutableRawPointer(locked).assumingMemoryBound(to: LockPrimitive.self)
    }
}
