import CRippleAtomics

/// The part of a delivery domain that only a contended domain needs (see `RootCore`): the
/// queue of ops waiting for the op under way, the lock that guards it, and the turnstile where
/// threads that wait for their turn sleep, with their count.
///
/// The lock is an `InlineLock` (`os_unfair_lock` on Darwin, a futex-backed `pthread_mutex_t`
/// on Linux), held for one append or removal, never around an op and never while taking
/// another lock; a waiter sleeps and, on Darwin, donates its priority to the holder.
///
/// Two allocations: the queue is the buffer's header; the elements are the waiter count, the
/// turnstile's address, then the words holding the lock. The turnstile is the second.
@usableFromInline
final class DomainInbox: ManagedBuffer<RingBuffer<DomainOp>, ripple_atomic_int> {
    static let waitersSlot = 0
    static let turnstileSlot = 1
    static let lockSlot = 2

    /// Makes an empty inbox with a free lock and no waiter.
    static func make() -> DomainInbox {
        let buffer = create(minimumCapacity: lockSlot + InlineLock.wordCount) { _ in
            RingBuffer()
        }
        buffer.withUnsafeMutablePointerToElements { cells in
            (cells + waitersSlot).initialize(to: ripple_atomic_int())
            ripple_atomic_int_store(cells + waitersSlot, 0)
            (cells + turnstileSlot).initialize(to: ripple_atomic_int())
            ripple_atomic_int_store(cells + turnstileSlot, 0)
            _ = InlineLock(initializingAt: UnsafeMutableRawPointer(cells + lockSlot))
        }
        return unsafeDowncast(buffer, to: DomainInbox.self)
    }

    deinit {
        if let bits = turnstileBits { Unmanaged<Turnstile>.fromOpaque(bits).release() }
        lock.destroy()
    }

    private var lock: InlineLock {
        withUnsafeMutablePointerToElements { cells in
            InlineLock(
                UnsafeMutableRawPointer(cells + Self.lockSlot).assumingMemoryBound(
                    to: LockPrimitive.self))
        }
    }

    /// How many threads are waiting for their turn in the domain (see `RootCore.awaitTurn`).
    var waiters: UnsafeMutablePointer<ripple_atomic_int> {
        withUnsafeMutablePointerToElements { $0 + Self.waitersSlot }
    }

    /// Where waiting threads sleep; made on first use, by whichever thread's compare-exchange
    /// comes first. Unmanaged: the inbox keeps it.
    var turnstile: Unmanaged<Turnstile> {
        if let bits = turnstileBits { return Unmanaged.fromOpaque(bits) }
        let made = Unmanaged.passRetained(Turnstile())
        let slot = withUnsafeMutablePointerToElements { $0 + Self.turnstileSlot }
        if ripple_atomic_int_compare_exchange(slot, 0, Int(bitPattern: made.toOpaque())) {
            return made
        }
        made.release()
        return Unmanaged.fromOpaque(turnstileBits.unsafelyUnwrapped)
    }

    /// The turnstile's address, if a thread has slept there.
    private var turnstileBits: UnsafeRawPointer? {
        withUnsafeMutablePointerToElements { cells in
            UnsafeRawPointer(bitPattern: ripple_atomic_int_load(cells + Self.turnstileSlot))
        }
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
