import CRippleAtomics

/// The serial executor behind a family of signals, which is the family's root core: a root
/// signal (a pipe, a generator, a combining operator) and every single-upstream signal
/// derived from it share one domain.
///
/// Everything that touches the family's observer lists or operator state runs as an *op*
/// inside the domain: sends, attaches, detaches, terminations. Ops never overlap, and no lock
/// is held while one runs, so an op may call user code that sends again, from any thread:
///
/// - Uncontended, an op runs at once on the caller's thread: one compare-exchange to enter
///   and one fetch-add to leave, no lock, no allocation.
/// - An op submitted while another runs (re-entrantly from inside it, or from another
///   thread) is appended to the inbox; the thread that owns the domain runs it after the
///   current op. Submission order per thread is kept.
///
/// The owner drains the inbox until it is empty, but it is not kept at it indefinitely while
/// other threads keep the inbox full: past `reliefBudget` queued ops run in one drain, it asks
/// for relief, and the next thread that queues an op (from outside any drain) offers to take
/// over, waits (`waits.offer` yields at most) for the owner to accept at its next op boundary,
/// and withdraws if it does not. Accepted, the volunteer owns the domain and drains with a
/// budget of its own; the owner's call returns. A thread that queues behind more than
/// `backlogLimit` ops, while the owner has not asked, waits too (`waits.backlog` yields at
/// most, and no longer once the owner runs nothing for `waits.stall`) for the request or a
/// shorter queue: back-pressure, so the queue an owner has when it asks is short. So one call
/// runs its own op, at most `reliefBudget` others, the backlog (`backlogLimit` and one op per
/// thread caught between queuing and waiting) and the few that pass before the first
/// volunteer's offer: `RootCoreReliefTests` checks 548 (2 × 256 and 4 per thread) with nine
/// threads on two processors. A wait that runs out leaves its op to the owner, past that bound.
/// See `RootCore+Relief.swift`.
///
/// Nothing waits unboundedly, so nothing can deadlock: a thread waits at most its yields and
/// never while a drain is under way on it (a re-entrant send, or one from inside an op the
/// thread runs for another domain, only queues), and an owner never waits. Every call that
/// leaves ops in the inbox either owns the domain (and runs them or hands them to a volunteer
/// still inside its own call) or leaves them to an owner still inside its call, so when every
/// sender's call has returned, everything it sent has been delivered.
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
/// The inbox is guarded by a lock of its own (see `DomainInbox`), held for one append or
/// removal. It is made, and touched, only when an op has to wait.
extension RootCore {
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
        ripple_atomic_int_compare_exchange(&pendingWord, 0, 1)
    }

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

    /// After `enqueueWithoutDraining`: the owner runs the queue; another thread offers relief
    /// if the owner asked for it.
    @usableFromInline
    func finishEnqueue(owning: Bool) {
        if owning {
            drainOwned()
        } else {
            offerReliefIfWanted()
        }
    }

    /// Runs queued ops until none is left (or a volunteer takes over); for the owner after
    /// `enqueueWithoutDraining`.
    func drainOwned() {
        DrainDepth.add(1)
        runFromInbox()
        DrainDepth.add(-1)
        leave()
    }

    /// Leaves the domain after the op of a successful `tryEnter()`, running what was queued.
    @inlinable @inline(__always)
    func leave() {
        if ripple_atomic_int_fetch_add(&pendingWord, -1) != 1 {
            drain()
        }
    }

    /// Runs queued ops until none is left; past `reliefBudget` of them, hands the rest to a
    /// volunteer if one comes. For the owner, with at least one op queued and counted.
    @usableFromInline
    func drain() {
        DrainDepth.add(1)
        defer { DrainDepth.add(-1) }
        clearStall()
        var budget = Self.reliefBudget
        while true {
            runFromInbox()
            if budget > 0 {
                budget -= 1
                if ripple_atomic_int_fetch_add(&pendingWord, -1) == 1 { return }
            } else if finishOpPastBudget() {
                return
            }
        }
    }

    func runFromInbox() {
        let op = withInbox { $0.removeFirst() }
        guard let op else {
            preconditionFailure("Ripple.RootCore: an op was counted but none was queued")
        }
        op.run()
    }

    /// The inbox's queue under its lock: held for an append or a removal only.
    private func withInbox<Result>(_ body: (inout RingBuffer<DomainOp>) -> Result) -> Result {
        // Borrowed, not retained: the root keeps its inbox.
        inbox._withUnsafeGuaranteedRef { $0.withQueue(body) }
    }
}
