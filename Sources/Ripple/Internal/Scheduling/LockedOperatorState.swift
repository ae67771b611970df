/// The base of a scheduling operator's state whose fields are kept under a lock in the object
/// itself (`ObserveOnState`): the lock, and the flag that the
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

    /// Makes `work` a scheduled action of the subclass's, cancelling the one it replaces;
    /// cancels `work` itself once the output has ended (as setting a disposed
    /// `SerialDisposable`'s inner). `exchange` runs with the lock held: it stores its argument
    /// in the field and returns the field's action before. (The field is touched only there,
    /// under the lock: passed `inout` from outside, its access would begin before the lock.)
    final func replaceScheduled(
        with work: Disposable?, _ exchange: (Disposable?) -> Disposable?
    ) {
        let cancelled = withLock { isCancelled ? work : exchange(work) }
        DisposableTree.dispose(cancelled)
    }
}
