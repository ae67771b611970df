/// The base of a scheduling operator's state whose fields are kept under a lock in the object
/// itself (`DelayState`, `ThrottleState`, `ObserveOnState`): the lock, and the flag that the
/// output's end sets. The subclass adds the fields the lock guards; one allocation in all.
class LockedOperatorState: @unchecked Sendable {
    /// The lock of the subclass's fields and of `isCancelled`, at an address that never moves
    /// (a stored property of a class); reached only through `&` (`withLock`).
    @exclusivity(unchecked) private final var lock = InlineLocked(())
    /// Set once the output has ended: work scheduled then is cancelled at once. Guarded by the
    /// lock.
    @exclusivity(unchecked) final var isCancelled = false

    init() {
        InlineLocked.initializeLock(&lock)
    }

    deinit {
        InlineLocked.destroyLock(&lock)
    }

    /// Runs `body` with the lock held; `body` reads and writes the guarded fields only.
    @inline(__always)
    final func withLock<Result>(_ body: () -> Result) -> Result {
        InlineLocked.withLock(&lock) { _ in body() }
    }

    /// Makes `work` the scheduled work in `slot`, a field of this object that the lock guards,
    /// and cancels what was there; cancels `work` itself once the output has ended (as setting
    /// a disposed `SerialDisposable`'s inner does). The cancelling runs after the lock is
    /// released.
    final func replace(_ slot: inout Disposable?, with work: Disposable?) {
        let cancelled = withLock { () -> Disposable? in
            if isCancelled { return work }
            defer { slot = work }
            return slot
        }
        DisposableTree.dispose(cancelled)
    }
}
