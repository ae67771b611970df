import CRippleAtomics

/// The serial executor behind a family of signals: a root signal (a pipe, a generator, a
/// combining operator) and every single-upstream signal derived from it share one domain.
///
/// Everything that touches the family's observer lists or operator state runs as an *op*
/// inside the domain: sends, attaches, detaches, terminations. Ops never overlap, and no lock
/// is held while one runs, so an op may call user code that sends again, from any thread:
///
/// - Uncontended, an op runs at once on the caller's thread: one compare-exchange to enter
///   and one fetch-add to leave, no lock, no allocation.
/// - An op submitted while another runs (re-entrantly from inside it, or from another
///   thread) is appended to the inbox; the thread that owns the domain runs it after the
///   current op. Nobody blocks, so nothing can deadlock; submission order per thread is kept.
///
/// `pending` counts ops that were submitted and have not finished. An enqueuer appends its op
/// and counts it as one step, under the inbox lock; only the owner removes ops, also under
/// that lock. So, whenever the lock is free, every op in the inbox is counted:
///
/// - an owner that sees more than its own op pending finds one in the inbox;
/// - while an op waits in the inbox, `pending` is above zero and `tryEnter()` fails, so a
///   later op of the same thread (its next value, its `sendCompleted()`) can only queue
///   behind it: nothing overtakes an op of its own sender.
///
/// (Appending first and counting after the lock was released let an owner run that op,
/// count down to zero and leave while a later op of another thread still sat in the inbox
/// uncounted; that thread's next send then entered the free domain and overtook it.)
///
/// The inbox is guarded by a lock (`InlineLock`: `os_unfair_lock` on Darwin, a futex-backed
/// `pthread_mutex_t` on Linux), held for one append or removal, never around an op and never
/// while taking another lock; a waiter sleeps and, on Darwin, donates its priority to the
/// holder. It is touched only when the domain is contended.
///
/// One allocation: the inbox is the buffer's header; the elements are `pending`, then the
/// words holding the inbox lock.
@usableFromInline
final class DeliveryDomain: ManagedBuffer<RingBuffer<() -> Void>, ripple_atomic_int> {
    @usableFromInline static let pendingSlot = 0
    @usableFromInline static let inboxLockSlot = 1

    /// Makes a free domain with an empty inbox.
    @inlinable
    static func make() -> DeliveryDomain {
        let buffer = create(minimumCapacity: inboxLockSlot + InlineLock.wordCount) { _ in
            RingBuffer()
        }
        buffer.withUnsafeMutablePointerToElements { cells in
            (cells + pendingSlot).initialize(to: ripple_atomic_int())
            ripple_atomic_int_store(cells + pendingSlot, 0)
            _ = InlineLock(initializingAt: UnsafeMutableRawPointer(cells + inboxLockSlot))
        }
        return unsafeDowncast(buffer, to: DeliveryDomain.self)
    }

    deinit {
        inboxLock.destroy()
    }

    /// The inbox lock, in the words after `pending`.
    private var inboxLock: InlineLock {
        withUnsafeMutablePointerToElements { cells in
            InlineLock(
                UnsafeMutableRawPointer(cells + Self.inboxLockSlot).assumingMemoryBound(
                    to: LockPrimitive.self))
        }
    }

    @inlinable @inline(__always)
    var pending: UnsafeMutablePointer<ripple_atomic_int> {
        withUnsafeMutablePointerToElements { $0 + Self.pendingSlot }
    }

    /// Runs `op` inside the domain: now, if it is free, else after the ops before it.
    @inlinable @inline(__always)
    func run(_ op: () -> Void, orEnqueue makeOp: () -> (() -> Void)) {
        if tryEnter() {
            op()
            leave()
        } else {
            enqueue(makeOp())
        }
    }

    /// Queues `op` behind the ops under way; runs the queue if the domain was free.
    @usableFromInline
    func enqueue(_ op: @escaping () -> Void) {
        if enqueueWithoutDraining(op) {
            drainOwned()
        }
    }

    /// Queues `op` in front of the ops waiting (behind the op under way only); runs the queue
    /// if the domain was free. For an interruption, which overtakes the events queued before it.
    @usableFromInline
    func enqueueFirst(_ op: @escaping () -> Void) {
        let pending = self.pending
        let mustDrain = withInbox { inbox in
            inbox.prepend(op)
            return ripple_atomic_int_fetch_add(pending, 1) == 0
        }
        if mustDrain {
            drainOwned()
        }
    }

    /// Enters the domain if no op is running or queued; the caller then runs its op and calls
    /// `leave()`. Lets a caller order its entry under a lock of its own.
    @inlinable @inline(__always)
    func tryEnter() -> Bool {
        ripple_atomic_int_compare_exchange(pending, 0, 1)
    }

    /// Queues and counts `op` in one step; returns whether the caller now owns the domain and
    /// must call `drainOwned()` (after releasing any lock of its own).
    @usableFromInline
    func enqueueWithoutDraining(_ op: @escaping () -> Void) -> Bool {
        let pending = self.pending
        return withInbox { inbox in
            inbox.append(op)
            return ripple_atomic_int_fetch_add(pending, 1) == 0
        }
    }

    /// Runs queued ops until none is left; for the owner after `enqueueWithoutDraining`.
    @usableFromInline
    func drainOwned() {
        runFromInbox()
        leave()
    }

    /// Leaves the domain after the op of a successful `tryEnter()`, running what was queued.
    @inlinable @inline(__always)
    func leave() {
        if ripple_atomic_int_fetch_add(pending, -1) != 1 {
            drain()
        }
    }

    @usableFromInline
    func drain() {
        repeat {
            runFromInbox()
        } while ripple_atomic_int_fetch_add(pending, -1) != 1
    }

    private func runFromInbox() {
        let op = withInbox { $0.removeFirst() }
        guard let op else {
            preconditionFailure("Ripple.DeliveryDomain: an op was counted but none was queued")
        }
        op()
    }

    /// The inbox under its lock: held for an append or a removal only, never around an op.
    private func withInbox<Result>(_ body: (inout RingBuffer<() -> Void>) -> Result) -> Result {
        let lock = inboxLock
        lock.lock()
        defer { lock.unlock() }
        return withUnsafeMutablePointerToHeader { body(&$0.pointee) }
    }
}
