import CRippleAtomics

/// The part of a delivery domain that only a contended domain needs (see `RootCore`): the
/// queue of ops waiting for the op under way, the lock that guards it, and the relief state
/// (see `RootCore+Relief.swift`).
///
/// The lock is an `InlineLock` (`os_unfair_lock` on Darwin, a futex-backed `pthread_mutex_t`
/// on Linux), held for one append or removal, never around an op and never while taking
/// another lock; a waiter sleeps and, on Darwin, donates its priority to the holder.
///
/// One allocation: the queue is the buffer's header; the elements are the relief word, then
/// the words holding the lock.
@usableFromInline
final class DomainInbox: ManagedBuffer<RingBuffer<DomainOp>, ripple_atomic_int> {
    static let reliefSlot = 0
    static let lockSlot = 1

    /// Makes an empty inbox with a free lock and no relief asked for.
    static func make() -> DomainInbox {
        let buffer = create(minimumCapacity: lockSlot + InlineLock.wordCount) { _ in
            RingBuffer()
        }
        buffer.withUnsafeMutablePointerToElements { cells in
            (cells + reliefSlot).initialize(to: ripple_atomic_int())
            ripple_atomic_int_store(cells + reliefSlot, 0)
            _ = InlineLock(initializingAt: UnsafeMutableRawPointer(cells + lockSlot))
        }
        return unsafeDowncast(buffer, to: DomainInbox.self)
    }

    deinit {
        lock.destroy()
    }

    private var lock: InlineLock {
        withUnsafeMutablePointerToElements { cells in
            InlineLock(
                UnsafeMutableRawPointer(cells + Self.lockSlot).assumingMemoryBound(
                    to: LockPrimitive.self))
        }
    }

    /// The relief word: see `RootCore+Relief.swift`.
    var relief: UnsafeMutablePointer<ripple_atomic_int> {
        withUnsafeMutablePointerToElements { $0 + Self.reliefSlot }
    }

    /// The queue under its lock: held for an append or a removal only, never around an op.
    func withQueue<Result>(_ body: (inout RingBuffer<DomainOp>) -> Result) -> Result {
        let lock = self.lock
        lock.lock()
        defer { lock.unlock() }
        return withUnsafeMutablePointerToHeader { body(&$0.pointee) }
    }
}

/// An op waiting in a `DomainInbox`. A struct around the closure, not the closure itself: a
/// closure stored as a generic buffer's element is kept in its most general form, behind a
/// thunk made for it, one allocation per queued op; a struct's field keeps its own form.
@usableFromInline
struct DomainOp {
    @usableFromInline let run: () -> Void

    @inlinable
    init(_ run: @escaping () -> Void) {
        self.run = run
    }
}
