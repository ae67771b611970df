import CRippleAtomics

/// The serial executor behind a family of signals, which is the family's root core: a root
/// signal (a pipe, a generator, a combining operator) and every single-upstream signal
/// derived from it share one domain.
///
/// Everything that touches the family's observer lists or operator state runs as an *op*
/// inside the domain: sends, attaches, detaches, terminations. Ops never overlap, and no lock
/// is held while one runs, so an op may call user code that sends again, from any thread.
///
/// **A send delivers its own event, on its own thread, before it returns** (`runInTurn`):
///
/// - Uncontended, it enters at once: one compare-exchange and one store of the owner to enter,
///   one store and one fetch-add to leave, and a load to see that nobody waits. No lock, no
///   allocation.
/// - While another thread runs an op, it waits its turn: a brief spin, then it sleeps on the
///   inbox's turnstile until the domain is free, and enters as any thread may (a thread that
///   finds the domain free enters before sleeping ones, as with a mutex: a strict first-come
///   order makes every hand-over a wake, a convoy). Per-sender
///   order follows: a thread's next send starts after its last one returned.
/// - A send on the thread that runs the domain's op (from inside an observer of the family:
///   re-entrancy) is queued, and the owner runs it after the op under way, before it leaves.
///   ReactiveSwift deadlocks here; Ripple delivers it next, in order.
/// - A send whose wait would close a cycle of signals (this thread delivers `a` and sends into
///   `b` while the thread delivering `b` waits to send into `a`) is queued the same way, for
///   `b`'s owner (see `WaitGraph`). So signals alone never deadlock. A cycle through anything
///   else (a lock of the app's held across a send that an observer on another thread takes, a
///   synchronous hop to another queue inside an observer) is not seen: it deadlocks, as it
///   does in ReactiveSwift.
///
/// What a thread hands over without waiting (an attach, a removal, a release, an
/// interruption) is queued when the domain is busy (`run` and `enqueue`), as in ReactiveSwift,
/// whose observe, dispose and terminal events do not wait for a delivery either; waiting in a
/// `deinit` would be an easy deadlock.
///
/// `pending` counts ops that were entered or queued and have not finished. An enqueuer appends
/// its op and counts it as one step, under the inbox lock; only the owner removes ops, also
/// under that lock. So, whenever the lock is free, every op in the inbox is counted, and while
/// an op waits in the inbox `pending` is above zero and no thread enters: nothing overtakes a
/// queued op. The owner runs the inbox until it is empty before it leaves.
///
/// `owner` is exact: written by every path that takes the count from zero (`tryEnter`, the
/// drain of an enqueuer that found the domain free) and cleared before every decrement that
/// may free it, so a thread sees whether the op under way is its own.
extension RootCore {
    /// The thread running the domain's ops, `0` while none is.
    @inlinable @inline(__always)
    var owner: Int { ripple_atomic_int_load(&ownerWord) }

    /// Runs `op` inside the domain before returning, on this thread: now if the domain is free,
    /// else once its turn comes. Queues it (`makeOp`) instead when this thread runs the op under
    /// way (a re-entrant send) or waiting would close a cycle of signals. For sends.
    @inlinable @inline(__always)
    func runInTurn(_ op: () -> Void, orEnqueue makeOp: () -> (() -> Void)) {
        if tryEnter() || enterInTurn() {
            op()
            leave()
        } else {
            enqueue(makeOp())
        }
    }

    /// Runs `op` inside the domain: now, if it is free, else queued behind the op under way,
    /// without waiting. For what a thread hands over (attaches, removals, releases, terminal
    /// events sent from a `deinit`).
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
        finishEnqueue(owning: enqueueWithoutDraining(op))
    }

    /// Queues `op` in front of the ops waiting (behind the op under way only); runs the queue
    /// if the domain was free. For an interruption, which overtakes the events queued before it.
    @usableFromInline
    func enqueueFirst(_ op: @escaping () -> Void) {
        let mustDrain = withInbox { inbox in
            inbox.prepend(DomainOp(op))
            return ripple_atomic_int_fetch_add(&pendingWord, 1) == 0
        }
        finishEnqueue(owning: mustDrain)
    }

    /// Enters the domain if no op is running or queued; the caller then runs its op and calls
    /// `leave()`. Lets a caller order its entry under a lock of its own.
    @inlinable @inline(__always)
    func tryEnter() -> Bool {
        guard ripple_atomic_int_compare_exchange(&pendingWord, 0, 1) else { return false }
        ripple_atomic_int_store(&ownerWord, currentThreadID())
        return true
    }

    /// For a send that found the domain busy: waits until this thread has entered it and
    /// returns `true`; or returns `false` at once, entering nothing, when the op must be
    /// queued instead: this thread runs the op under way, or waiting would close a cycle.
    @usableFromInline
    func enterInTurn() -> Bool {
        let thread = currentThreadID()
        if owner == thread { return false }
        while true {
            if ripple_atomic_int_compare_exchange(&pendingWord, 0, 1) {
                ripple_atomic_int_store(&ownerWord, thread)
                return true
            }
            if !awaitTurn(of: thread) { return false }
        }
    }

    /// Returns once the domain is free (another thread may enter first), or `false` at once
    /// if this thread's wait would close a cycle of signals.
    func awaitTurn(of thread: Int) -> Bool {
        // A brief spin: most ops are short, and a sleeping thread takes microseconds to wake.
        for spin in 0..<Self.spins {
            if ripple_atomic_int_load(&pendingWord) == 0 { return true }
            if spin >= Self.spins / 2 { yieldProcessor() }
        }
        guard WaitGraph.beginWait(of: thread, for: self) else { return false }
        defer { WaitGraph.endWait(of: thread) }
        inbox._withUnsafeGuaranteedRef { inbox in
            let turnstile = inbox.turnstile
            ripple_atomic_int_fetch_add_sc(inbox.waiters, 1)
            turnstile._withUnsafeGuaranteedRef { $0.waitWhileBusy(&pendingWord) }
            ripple_atomic_int_fetch_add(inbox.waiters, -1)
        }
        return true
    }

    /// Checks of a busy domain before a waiting thread sleeps (half of them yield).
    static var spins: Int { 32 }

    /// Queues and counts `op` in one step; returns whether the caller now owns the domain. The
    /// caller then calls `finishEnqueue(owning:)` with the result, after releasing any lock of
    /// its own.
    @usableFromInline
    func enqueueWithoutDraining(_ op: @escaping () -> Void) -> Bool {
        withInbox { inbox in
            inbox.append(DomainOp(op))
            return ripple_atomic_int_fetch_add(&pendingWord, 1) == 0
        }
    }

    /// After `enqueueWithoutDraining`: the owner runs the queue.
    @usableFromInline
    func finishEnqueue(owning: Bool) {
        if owning { drain() }
    }

    /// Leaves the domain after the op of a successful `tryEnter()`, running what was queued.
    @inlinable @inline(__always)
    func leave() {
        ripple_atomic_int_store(&ownerWord, 0)
        if ripple_atomic_int_fetch_add_sc(&pendingWord, -1) != 1 {
            drain()
        } else if ripple_atomic_int_load_sc(&domainWord) != 0 {
            wakeWaiter()
        }
    }

    /// Runs queued ops until none is left, then leaves. For the thread that takes over a
    /// domain with at least one op queued and counted, its own op (if any) counted down.
    @usableFromInline
    func drain() {
        let thread = currentThreadID()
        repeat {
            ripple_atomic_int_store(&ownerWord, thread)
            runFromInbox()
            ripple_atomic_int_store(&ownerWord, 0)
        } while ripple_atomic_int_fetch_add_sc(&pendingWord, -1) != 1
        wakeWaiter()
    }

    /// Wakes a thread waiting for its turn, if one is: for a thread that has just freed the
    /// domain. (Waiters count themselves before they check, under the turnstile's mutex, that
    /// the domain is busy; the thread that frees it counts down before it reads their count.)
    @usableFromInline
    func wakeWaiter() {
        inbox._withUnsafeGuaranteedRef { inbox in
            if ripple_atomic_int_load_sc(inbox.waiters) != 0 {
                inbox.turnstile._withUnsafeGuaranteedRef { $0.wakeOne() }
            }
        }
    }

    func runFromInbox() {
        let op = withInbox { $0.removeFirst() }
        guard let op else {
            fatalError("Ripple.RootCore: an op was counted but none was queued")
        }
        op.run()
    }

    /// The inbox's queue under its lock: held for an append or a removal only.
    private func withInbox<Result>(_ body: (inout RingBuffer<DomainOp>) -> Result) -> Result {
        // Borrowed, not retained: the root keeps its inbox.
        inbox._withUnsafeGuaranteedRef { $0.withQueue(body) }
    }
}
