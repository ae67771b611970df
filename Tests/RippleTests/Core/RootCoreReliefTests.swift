import Foundation
import XCTest

@testable import Ripple

/// How long one call can be kept delivering other threads' events (Docs/Contracts.md, "Which
/// thread delivers"): eight threads flood one pipe while a ninth makes single calls (`send`,
/// `observe`, `dispose`); every thread counts the events delivered on it during each of its
/// calls.
final class RootCoreReliefTests: XCTestCase {
    /// Sends per flooding thread, at most: the floods stop as soon as the probe is done, so
    /// this only ends a flood that would otherwise outlast a call that never returns.
    private var floodLimit: Int { isThreadSanitizerActive ? 20_000 : 100_000 }
    private var rounds: Int { isThreadSanitizerActive ? 2 : 4 }
    private let callsPerRound = 30

    /// No call is kept delivering other threads' events past the bound: its budget, the
    /// backlog a sender may leave without waiting, and a few per sending thread (those
    /// caught between queuing and looking at the relief word, and the ends of rounds).
    func test_callsDuringAnEightThreadFlood_deliverEverything_andAtMostTheBound() {
        // Every wait is answered however loaded the machine (the owner here never blocks), so
        // the bound does not depend on the processors the threads get; with the default
        // waits a sender that is not answered in time returns and leaves its op queued.
        RootCore.waits = .unbounded
        defer { RootCore.waits = .default }
        let bound = RootCore.reliefBudget + RootCore.backlogLimit + 4 * 9
        var counts: [Int] = []
        var floodLongest: [Int] = []
        for _ in 0..<rounds {
            let round = probeCallsDuringAFlood()
            counts += round.probe
            floodLongest.append(round.floodLongest)
        }
        XCTAssertLessThanOrEqual(counts.max() ?? 0, bound, "a probe call")
        XCTAssertLessThanOrEqual(floodLongest.max() ?? 0, bound, "a flooding thread's send")
        print(
            "RootCoreReliefTests: bound", bound,
            "| probe calls delivering some:", counts.filter { $0 > 0 }.count, "of", counts.count,
            "longest:", counts.sorted().suffix(5),
            "| longest flood send per round:", floodLongest)
    }

    /// The hand-over step by step: thread A delivers while thread C queues far more than the
    /// budget; past it, when thread D sends, A hands the rest to D at its next event and
    /// returns, and D delivers the rest before its own send returns.
    func test_pastTheBudget_theBusyThreadHandsTheRestToTheNextSender() {
        // D waits for A's answer however long the machine keeps A from running: with the
        // default wait, a loaded machine made D withdraw before A reached its next event (1
        // run of the whole suite in 10).
        RootCore.waits = .unbounded
        // C queues far past the backlog limit while A waits for it: C must not wait for A.
        RootCore.waits.backlog = 0
        defer { RootCore.waits = .default }
        let (signal, input) = Signal<Int, Never>.pipe()
        let budget = RootCore.reliefBudget
        let queued = 2 * budget
        // A waits for D's offer while delivering this value (A has asked for relief by then).
        let handOverValue = budget + 10
        let deliveredOn = Locked<[Int: [Int]]>([:])
        let cQueued = DispatchSemaphore(value: 0)
        let dMaySend = DispatchSemaphore(value: 0)
        let offerSeen = Locked(true)
        signal.observeValues { value in
            let thread = Int(bitPattern: pthread_self())
            deliveredOn.update { $0[thread, default: []].append(value) }
            if value == 0 { cQueued.wait() }
            if value == handOverValue {
                dMaySend.signal()
                // D's offer is answered at A's next event boundary, after this value.
                var spins = 0
                while !signal.core.domain.isReliefOffered, spins < 1_000_000 {
                    sched_yield()
                    spins += 1
                }
                offerSeen.update { $0 = signal.core.domain.isReliefOffered }
            }
        }

        let aThread = Locked(0)
        let dThread = Locked(0)
        runTogether(3) { thread in
            switch thread {
            case 0:  // A: its send finds the signal free and delivers.
                aThread.update { $0 = Int(bitPattern: pthread_self()) }
                input.send(value: 0)
            case 1:  // C: queues behind A, which is blocked in value 0.
                while deliveredOn.value.isEmpty { sched_yield() }
                for value in 1...queued { input.send(value: value) }
                cQueued.signal()
            default:  // D: sends once A has asked for relief.
                dThread.update { $0 = Int(bitPattern: pthread_self()) }
                dMaySend.wait()
                input.send(value: -1)
            }
        }

        XCTAssertTrue(offerSeen.value, "D offered to take over")
        let byThread = deliveredOn.value
        XCTAssertEqual(byThread[aThread.value], Array(0...handOverValue))
        XCTAssertEqual(byThread[dThread.value], Array(handOverValue + 1...queued) + [-1])
        XCTAssertEqual(byThread.count, 2, "nothing delivered on C")
    }

    /// Back-pressure never waits on an owner that cannot go on: thread A's observer waits
    /// until thread C has sent far more than the backlog limit, which only queue. C's first
    /// wait sees A run nothing, marks A stalled and gives up; the sends after it do not wait at
    /// all. A's drain of them clears the mark. (Were C to
    /// wait for the queue to shrink, as long as the backlog wait allows here, A and C would
    /// wait for each other, as a sender holding a lock that the busy observer needs would.)
    func test_behindAnOwnerThatRunsNothing_aSenderDoesNotWait() {
        RootCore.waits = .unbounded
        RootCore.waits.stall = ReliefWaits.default.stall
        defer { RootCore.waits = .default }
        let (signal, input) = Signal<Int, Never>.pipe()
        let count = 4 * RootCore.backlogLimit
        let cSent = DispatchSemaphore(value: 0)
        let received = Locked<[Int]>([])
        let cFinished = Locked(false)
        let stallMarked = Locked(false)
        let markedInTheDrain = Locked(true)
        signal.observeValues { value in
            received.update { $0.append(value) }
            if value == 0 { markedInTheDrain.update { $0 = signal.core.domain.isStallMarked } }
            guard value == -1 else { return }
            // A failure, not a wait for time: C has long finished unless it waits for A.
            cFinished.update { $0 = cSent.wait(timeout: .now() + 60) == .success }
            stallMarked.update { $0 = signal.core.domain.isStallMarked }
        }
        runTogether(2) { thread in
            if thread == 0 {
                input.send(value: -1)
            } else {
                while received.value.isEmpty { sched_yield() }
                for value in 0..<count { input.send(value: value) }
                cSent.signal()
            }
        }
        XCTAssertTrue(cFinished.value, "C's sends returned while A's observer waited")
        XCTAssertTrue(stallMarked.value, "C marked A stalled")
        XCTAssertEqual(received.value, [-1] + Array(0..<count))
        // A's drain of what C queued began by clearing the mark (before its budget ran out,
        // which clears it too): senders wait behind a long backlog again.
        XCTAssertFalse(markedInTheDrain.value, "the mark was cleared when A's drain began")
        XCTAssertFalse(signal.core.domain.isStallMarked)
    }

    /// One round: eight threads flood a new pipe while a ninth, started with them, makes
    /// `callsPerRound` calls; returns the events delivered on the ninth thread during each,
    /// and the most delivered during one send of a flooding thread.
    private func probeCallsDuringAFlood() -> (probe: [Int], floodLongest: Int) {
        let (signal, input) = Signal<Int, Never>.pipe()
        let probe = CallProbe()
        signal.observeValues { _ in probe.delivered() }
        let floodLimit = self.floodLimit
        let calls = callsPerRound

        runTogether(9) { thread in
            probe.register(thread)
            guard thread == 8 else {
                var sent = 0
                var longest = 0
                while !probe.isDone, sent < floodLimit {
                    input.send(value: sent)
                    sent += 1
                    longest = max(longest, probe.takeDelivered(on: thread))
                }
                probe.floodEnded(sent: sent, longest: longest)
                return
            }
            for call in 0..<calls {
                // Spreads the calls over the flood.
                probe.waitForDeliveries(500)
                if call % 2 == 0 {
                    probe.measure { input.send(value: -1) }
                    probe.recordSend()
                } else {
                    var observation: Disposable?
                    probe.measure { observation = signal.observeValues { _ in } }
                    probe.measure { observation?.dispose() }
                }
            }
            probe.finish()
        }
        // Every call has returned: everything sent has been delivered.
        XCTAssertEqual(probe.deliveredCount, probe.sentCount)
        return (probe.counts, probe.floodLongest)
    }
}

/// Counts, per call of the probing thread, the events its observer saw delivered on that
/// thread during the call. Atomics only, so that the flooding threads, the delivering thread
/// and the probe never queue on a lock of the test's own (which would starve the floods).
private final class CallProbe: @unchecked Sendable {
    private static let threads = 9
    private static let probeThread = 8
    /// Each thread's id, registered when it starts.
    private let threadIDs = (0..<threads).map { _ in AtomicInt(0) }
    /// Events delivered on each thread since it last took the count; slot `i` is touched by
    /// thread `i` only.
    private let deliveredOn = UnsafeMutablePointer<Int>.allocate(capacity: threads)
    private var measured: [Int] = []
    private let total = AtomicInt(0)
    private let sent = AtomicInt(0)
    private let floodsEnded = AtomicInt(0)
    private let longestFloodSend = AtomicInt(0)
    private let done = AtomicInt(0)

    init() {
        deliveredOn.initialize(repeating: 0, count: Self.threads)
    }

    deinit {
        deliveredOn.deallocate()
    }

    var isDone: Bool { done.value != 0 }
    var deliveredCount: Int { total.value }
    var sentCount: Int { sent.value }
    var floodLongest: Int { longestFloodSend.value }
    /// Read after the probing thread has ended.
    var counts: [Int] { measured }

    func register(_ thread: Int) {
        threadIDs[thread].store(Self.currentThread)
    }

    /// Records a send of the probe.
    func recordSend() {
        sent.fetchAdd(1)
    }

    /// Records that a flooding thread has ended, after `count` sends, the longest of which
    /// delivered `longest` events on it.
    func floodEnded(sent count: Int, longest: Int) {
        sent.fetchAdd(count)
        while true {
            let current = longestFloodSend.value
            if longest <= current || longestFloodSend.exchange(longest) == current { break }
        }
        floodsEnded.fetchAdd(1)
    }

    /// The observer: counts the event for the thread it is delivered on, until the probe is
    /// done (then the floods stop, and no one is left to relieve the call that delivers what
    /// they queued).
    func delivered() {
        total.fetchAdd(1)
        if isDone { return }
        let id = Self.currentThread
        for thread in 0..<Self.threads where threadIDs[thread].value == id {
            deliveredOn[thread] += 1
        }
    }

    /// On thread `thread`: the events delivered on it since it last asked.
    func takeDelivered(on thread: Int) -> Int {
        defer { deliveredOn[thread] = 0 }
        return deliveredOn[thread]
    }

    /// Makes `call` on the probing thread and records how many events were delivered on it
    /// meanwhile.
    func measure(_ call: () -> Void) {
        _ = takeDelivered(on: Self.probeThread)
        call()
        measured.append(takeDelivered(on: Self.probeThread))
    }

    /// Returns once `count` more events have been delivered (on any thread), or a flooding
    /// thread has ended.
    func waitForDeliveries(_ count: Int) {
        let target = total.value + count
        while total.value < target, floodsEnded.value == 0 { sched_yield() }
    }

    func finish() {
        done.store(1)
    }

    private static var currentThread: Int { Int(bitPattern: pthread_self()) }
}

/// A value behind a lock.
private final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    var value: Value { lock.withLock { stored } }

    func update(_ body: (inout Value) -> Void) {
        lock.withLock { body(&stored) }
    }
}
