import Foundation
import XCTest

@testable import Ripple

/// How long one call can be kept delivering other threads' events (Docs/Contracts.md, "Which
/// thread delivers"): eight threads flood one pipe while a ninth makes single calls (`send`,
/// `observe`, `dispose`) and counts the events delivered on its own thread during each call.
final class DeliveryDomainReliefTests: XCTestCase {
    /// Sends per flooding thread, at most: the floods stop as soon as the probe is done, so
    /// this only ends a flood that would otherwise outlast a call that never returns.
    private var floodLimit: Int { isThreadSanitizerActive ? 20_000 : 100_000 }
    private var rounds: Int { isThreadSanitizerActive ? 2 : 4 }
    private let callsPerRound = 30

    func test_callsDuringAnEightThreadFlood_deliverEverything_andReportTheLongestCall() {
        var counts: [Int] = []
        for _ in 0..<rounds {
            counts += probeCallsDuringAFlood()
        }
        print(

            "DeliveryDomainReliefTests: most events delivered during one call:",
            counts.max() ?? 0, "calls delivering some:", counts.filter { $0 > 0 }.count,
            "of", counts.count, "sorted top:", counts.sorted().suffix(10))
    }

    /// One round: eight threads flood a new pipe while a ninth, started with them, makes
    /// `callsPerRound` calls; returns the events delivered on the ninth thread during each.
    private func probeCallsDuringAFlood() -> [Int] {
        let (signal, input) = Signal<Int, Never>.pipe()
        let probe = CallProbe()
        signal.observeValues { _ in probe.delivered() }
        let floodLimit = self.floodLimit
        let calls = callsPerRound

        runTogether(9) { thread in
            guard thread == 8 else {
                var sent = 0
                while !probe.isDone, sent < floodLimit {
                    input.send(value: sent)
                    sent += 1
                }
                probe.floodEnded(sent: sent)
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
        return probe.counts
    }
}

/// Counts, per call of the probing thread, the events its observer saw delivered on that
/// thread during the call. Atomics only, so that the flooding threads, the delivering thread
/// and the probe never queue on a lock of the test's own (which would starve the floods).
private final class CallProbe: @unchecked Sendable {
    /// The probing thread while one of its calls is under way, else 0.
    private let probing = AtomicInt(0)
    /// Touched by the probing thread only.
    private var current = 0
    private var measured: [Int] = []
    private let total = AtomicInt(0)
    private let sent = AtomicInt(0)
    private let floodsEnded = AtomicInt(0)
    private let done = AtomicInt(0)

    var isDone: Bool { done.value != 0 }
    var deliveredCount: Int { total.value }
    var sentCount: Int { sent.value }
    /// Read after the probing thread has ended.
    var counts: [Int] { measured }

    /// Records a send of the probe.
    func recordSend() {
        sent.fetchAdd(1)
    }

    /// Records that a flooding thread has ended, after `count` sends.
    func floodEnded(sent count: Int) {
        sent.fetchAdd(count)
        floodsEnded.fetchAdd(1)
    }

    func delivered() {
        total.fetchAdd(1)
        if probing.value == Self.currentThread { current += 1 }
    }

    /// Makes `call` on the probing thread and records how many events were delivered on it
    /// meanwhile (a negative count if a flood had ended by then: no one was left to relieve
    /// the call).
    func measure(_ call: () -> Void) {
        current = 0
        probing.store(Self.currentThread)
        call()
        probing.store(0)
        measured.append(floodsEnded.value == 0 ? current : -current)
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
