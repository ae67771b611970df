import CRippleAtomics

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Relief: how the owner of a busy domain hands the rest of its inbox to a thread that sends
/// into it, so that no call is kept delivering other threads' events for long.
///
/// The relief word holds a phase in its low two bits, the stalled bit (below) and a round
/// number above them:
///
///     idle ──owner, past its budget──▶ wanted ──volunteer──▶ offered ──owner──▶ accepted
///                                        ▲                      │
///                                        └──volunteer withdraws─┘
///
/// - The owner (the one thread draining the domain) moves `idle` to `wanted` once it has run
///   `reliefBudget` queued ops in one drain and more remain.
/// - A thread that has just queued an op (and does not own the domain) and finds `wanted`
///   moves it to `offered`, then waits, yielding its processor `waits.offer` times at
///   most, for the owner to answer. It never does so while a drain is under way on its own
///   thread (`DrainDepth`): a send from inside such an op only queues.
/// - Finding another phase with more than `backlogLimit` ops pending, it yields
///   (`waits.backlog` times at most) until the owner asks (`wanted`: it offers) or the
///   queue is shorter, then returns: back-pressure, so that the ops queued by threads that
///   returned, which the owner must run itself, are few when it asks. An owner that runs no
///   op for `waits.stall` yields is blocked (maybe on a lock the waiting thread holds): the
///   thread then sets the stalled bit, in `idle`, and returns; until the owner next writes
///   the word, no thread waits behind the backlog.
/// - At each op boundary past its budget, with ops still queued, the owner moves `offered` to
///   `accepted` and returns without running more: the volunteer, seeing `accepted`, starts
///   the next round (`idle`) and drains as the new owner, with a budget of its own. The
///   count of queued ops never reaches zero in between, so no other thread can enter.
/// - A volunteer not accepted in time moves `offered` back to `wanted` and returns; if that
///   fails, the owner answered meanwhile: accepted, it drains; dismissed, it returns.
/// - Before an owner counts down what may be the last op, it ends the round: whatever the
///   phase, the word becomes the next round's `idle`, which dismisses a waiting volunteer
///   (its op is run by this owner, which is still inside its call). So a free domain's word is
///   always `idle`, and a volunteer tells its own offer from a later round's by the round
///   number.
///
/// Only the owner writes `idle`→`wanted`, `offered`→`accepted`, the round's end and, as it
/// begins a drain, the stalled bit's clearing (the others clear it too); only a volunteer
/// writes `wanted`→`offered` and `offered`→`wanted`, and only one holds `offered`; a thread
/// waiting behind the backlog only sets the stalled bit, in `idle`.
extension RootCore {
    /// Queued ops one drain runs before its owner asks for relief.
    static let reliefBudget = 256
    /// Ops waiting behind an owner that has not asked for relief, past which a thread that
    /// queues one more stays in its call until the owner asks (then it offers) or the queue
    /// is shorter: back-pressure, so that the queue an owner finds when it asks is bounded.
    static let backlogLimit = reliefBudget

    /// How long a thread waits, counted in `sched_yield`s: a few tens of microseconds for 64
    /// unless other threads take the processor meanwhile. Settable only so that a test can
    /// make a wait last as long as it takes, however loaded the machine (`unbounded`), or end
    /// at once; atomic, as a thread left running by an earlier test may read it meanwhile.
    static var waits: ReliefWaits {
        get {
            ReliefWaits(
                offer: waitCells.offer.value, backlog: waitCells.backlog.value,
                stall: waitCells.stall.value)
        }
        set {
            waitCells.offer.store(newValue.offer)
            waitCells.backlog.store(newValue.backlog)
            waitCells.stall.store(newValue.stall)
        }
    }
    private static let waitCells = (
        offer: AtomicInt(ReliefWaits.default.offer),
        backlog: AtomicInt(ReliefWaits.default.backlog),
        stall: AtomicInt(ReliefWaits.default.stall)
    )

    private static let phaseMask = 3
    /// Set (in `idle` only) by a thread that waited behind the backlog and saw the owner run
    /// nothing: threads that queue later do not wait behind it, until the owner next writes
    /// the word (it begins a drain, asks for relief, or a round ends or begins).
    private static let stalledBit = 4
    private static let roundStep = 8
    private static let idle = 0
    private static let wanted = 1
    private static let offered = 2
    private static let accepted = 3

    /// `state`'s round with `phase`.
    private static func word(_ state: Int, phase: Int) -> Int {
        (state & ~(phaseMask | stalledBit)) | phase
    }

    /// Whether a volunteer is waiting for the owner's answer (for tests).
    var isReliefOffered: Bool {
        guard let inbox = inboxIfMade else { return false }
        return ripple_atomic_int_load(inbox.relief) & Self.phaseMask == Self.offered
    }

    /// Whether a waiting thread marked the owner stalled (for tests).
    var isStallMarked: Bool {
        guard let inbox = inboxIfMade else { return false }
        return ripple_atomic_int_load(inbox.relief) & Self.stalledBit != 0
    }

    /// The next round's `idle` word, after `state`.
    private static func nextRound(after state: Int) -> Int {
        (state & ~(roundStep - 1)) &+ roundStep
    }

    /// For an owner beginning a drain: a stall marked before was another op's, which has
    /// ended, so threads that queue behind this drain wait behind a long backlog again.
    func clearStall() {
        let relief = inbox._withUnsafeGuaranteedRef { $0.relief }
        let state = ripple_atomic_int_load(relief)
        if state & Self.stalledBit != 0 {
            // A drain begins in `idle`, where no other thread writes the word but to set the
            // bit: the exchange cannot fail.
            _ = ripple_atomic_int_compare_exchange(relief, state, state & ~Self.stalledBit)
        }
    }

    /// For the owner past its budget, after running an op that is still counted: counts it
    /// down and asks for, or accepts, relief. Returns whether this thread is done: it handed
    /// the domain to a volunteer, or that op was the last and the domain is free.
    func finishOpPastBudget() -> Bool {
        let relief = inbox._withUnsafeGuaranteedRef { $0.relief }
        if ripple_atomic_int_load(&pendingWord) > 1 {
            // Ops remain after this one, whatever happens now: only the owner counts down.
            ripple_atomic_int_fetch_add(&pendingWord, -1)
            let state = ripple_atomic_int_load(relief)
            switch state & Self.phaseMask {
            case Self.idle:
                ripple_atomic_int_store(relief, Self.word(state, phase: Self.wanted))
                return false
            case Self.offered:
                // Fails only if the volunteer has just withdrawn.
                return ripple_atomic_int_compare_exchange(
                    relief, state, Self.word(state, phase: Self.accepted))
            default:
                return false
            }
        }
        // This op may be the last: end the round before counting it down, so that the word of
        // a free domain is `idle`. A volunteer may be moving `wanted`/`offered` meanwhile; it
        // never changes the round number.
        let state = ripple_atomic_int_load(relief)
        if state & (Self.phaseMask | Self.stalledBit) != Self.idle {
            _ = ripple_atomic_int_exchange(relief, Self.nextRound(after: state))
        }
        return ripple_atomic_int_fetch_add(&pendingWord, -1) == 1
    }

    /// For a thread whose op was just queued behind the owner's, with no drain under way on
    /// this thread: offers to take over if the owner asked for relief, and drains as the new
    /// owner if accepted; otherwise, while more than `backlogLimit` ops wait, stays (yielding)
    /// until the owner asks or the queue is shorter, so that what an owner runs before it asks
    /// is bounded too. It stops waiting behind an owner that runs nothing for `waits.stall`
    /// yields (blocked in an op, maybe on a lock this thread holds) and marks the word, so that
    /// later threads do not wait either. Cheap when nothing applies: two loads.
    func offerReliefIfWanted() {
        let relief = inbox._withUnsafeGuaranteedRef { $0.relief }
        guard mayWait(ripple_atomic_int_load(relief)),
            // A send from inside an op this thread runs only queues: its owner may be this
            // thread.
            DrainDepth.current == 0
        else { return }
        waitForRelief(relief, Self.waits)
    }

    /// Whether a thread that queued an op should offer (the owner asked for relief) or wait
    /// behind the backlog (long, and not marked stalled), given the relief word `state`.
    private func mayWait(_ state: Int) -> Bool {
        state & Self.phaseMask == Self.wanted
            || (state & Self.stalledBit == 0
                && ripple_atomic_int_load(&pendingWord) > Self.backlogLimit)
    }

    /// `offerReliefIfWanted()`'s wait: offers as soon as the owner asks; returns when the
    /// backlog is short or marked stalled, or when a limit of `waits` is reached.
    private func waitForRelief(
        _ relief: UnsafeMutablePointer<ripple_atomic_int>, _ waits: ReliefWaits
    ) {
        var yields = 0
        var stalls = 0
        var lowest = Int.max
        while true {
            let state = ripple_atomic_int_load(relief)
            if state & Self.phaseMask == Self.wanted {
                let offer = Self.word(state, phase: Self.offered)
                if ripple_atomic_int_compare_exchange(relief, state, offer) {
                    if isAccepted(offer, waiting: waits.offer) {
                        ripple_atomic_int_store(relief, Self.nextRound(after: offer))
                        drain()
                    }
                    return
                }
            } else {
                guard mayWait(state) else { return }
                // An owner that runs ops makes `pending` fall now and then; a blocked one
                // (or one the scheduler keeps off its processor that long) never does.
                let pending = ripple_atomic_int_load(&pendingWord)
                if pending < lowest {
                    lowest = pending
                    stalls = 0
                } else {
                    stalls += 1
                    if stalls > waits.stall {
                        if state & Self.phaseMask == Self.idle {
                            _ = ripple_atomic_int_compare_exchange(
                                relief, state, state | Self.stalledBit)
                        }
                        return
                    }
                }
                sched_yield()
            }
            yields += 1
            if yields > waits.backlog { return }
        }
    }

    /// Waits for the owner's answer to `offer`; withdraws it if none comes in time. Returns
    /// whether the owner accepted it (the domain is then this thread's).
    private func isAccepted(_ offer: Int, waiting yields: Int) -> Bool {
        let relief = inbox._withUnsafeGuaranteedRef { $0.relief }
        let acceptance = Self.word(offer, phase: Self.accepted)
        for _ in 0..<yields {
            let state = ripple_atomic_int_load(relief)
            if state == acceptance { return true }
            // Dismissed: the owner ran the queue out and ended the round.
            if state != offer { return false }
            sched_yield()
        }
        let withdrawn = Self.word(offer, phase: Self.wanted)
        if ripple_atomic_int_compare_exchange(relief, offer, withdrawn) { return false }
        return ripple_atomic_int_load(relief) == acceptance
    }
}

/// How many `sched_yield`s a thread waits at most, for each of the relief's waits.
struct ReliefWaits {
    /// A volunteer, for the owner's answer to its offer.
    var offer: Int
    /// A thread behind a long backlog, for the owner to ask for relief or the queue to shrink.
    var backlog: Int
    /// The same thread, for the owner to run one op.
    var stall: Int

    /// Outside tests.
    static let `default` = ReliefWaits(offer: 64, backlog: 64, stall: 32)
    /// Waits that last as long as it takes, however loaded the machine: for tests whose owner
    /// never blocks.
    static let unbounded = ReliefWaits(offer: 100_000_000, backlog: 100_000_000, stall: 100_000_000)
}
