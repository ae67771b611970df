import Dispatch
import RippleTesting
import XCTest

final class TestSchedulerTests: XCTestCase {
    func test_now_startsAtZeroOrAtStartingTime() {
        XCTAssertEqual(TestScheduler().now, .zero)
        XCTAssertEqual(TestScheduler(startingAt: .seconds(5)).now, .seconds(5))
    }

    func test_schedule_runsOnNextAdvanceNotSynchronously() {
        let scheduler = TestScheduler()
        var log: [String] = []
        scheduler.schedule { log.append("a") }
        XCTAssertEqual(log, [])
        scheduler.advance()
        XCTAssertEqual(log, ["a"])
        XCTAssertEqual(scheduler.now, .zero)
    }

    func test_scheduleAfter_runsWhenDeadlineIsReached() {
        let scheduler = TestScheduler()
        var log: [String] = []
        scheduler.schedule(after: .seconds(2)) { log.append("a") }
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(log, [])
        XCTAssertEqual(scheduler.now, .seconds(1))
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(log, ["a"])
        XCTAssertEqual(scheduler.now, .seconds(2))
    }

    func test_advanceTo_runsInDeadlineOrderAndStopsAtTarget() {
        let scheduler = TestScheduler()
        var log: [String] = []
        scheduler.schedule(after: .seconds(3)) { log.append("c") }
        scheduler.schedule(after: .seconds(1)) { log.append("a") }
        scheduler.schedule(after: .seconds(2)) { log.append("b") }
        scheduler.advance(to: .milliseconds(2500))
        XCTAssertEqual(log, ["a", "b"])
        XCTAssertEqual(scheduler.now, .milliseconds(2500))
    }

    func test_equalDeadlines_runInTheOrderScheduled() {
        let scheduler = TestScheduler()
        var log: [Int] = []
        for index in 0..<50 {
            scheduler.schedule(after: .seconds(1)) { log.append(index) }
        }
        scheduler.schedule { log.append(-1) }
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(log, [-1] + Array(0..<50))
    }

    func test_action_seesItsOwnDeadlineAsNow() {
        let scheduler = TestScheduler()
        var times: [Duration] = []
        scheduler.schedule(after: .seconds(1)) { times.append(scheduler.now) }
        scheduler.schedule(after: .seconds(3)) { times.append(scheduler.now) }
        scheduler.advance(by: .seconds(10))
        XCTAssertEqual(times, [.seconds(1), .seconds(3)])
        XCTAssertEqual(scheduler.now, .seconds(10))
    }

    func test_action_canScheduleMoreWorkThatRunsInTheSameAdvance() {
        let scheduler = TestScheduler()
        var log: [String] = []
        scheduler.schedule(after: .seconds(1)) {
            log.append("outer at \(scheduler.now)")
            scheduler.schedule { log.append("now at \(scheduler.now)") }
            scheduler.schedule(after: .seconds(1)) { log.append("later at \(scheduler.now)") }
            scheduler.schedule(after: .seconds(5)) { log.append("too late") }
        }
        scheduler.advance(by: .seconds(2))
        XCTAssertEqual(log, ["outer at 1.0 seconds", "now at 1.0 seconds", "later at 2.0 seconds"])
    }

    func test_advance_runsWorkScheduledForNowByAnAction() {
        let scheduler = TestScheduler()
        var log: [Int] = []
        scheduler.schedule {
            log.append(1)
            scheduler.schedule { log.append(2) }
        }
        scheduler.advance()
        XCTAssertEqual(log, [1, 2])
    }

    func test_dispose_cancelsAndReleasesTheAction() {
        final class Token {}
        let scheduler = TestScheduler()
        var ran = false
        weak var weakToken: Token?
        var disposable: Disposable?
        do {
            let token = Token()
            weakToken = token
            disposable = scheduler.schedule(after: .seconds(1)) {
                _ = token; ran = true
            }
        }
        XCTAssertNotNil(weakToken)
        disposable?.dispose()
        XCTAssertNil(weakToken)
        XCTAssertEqual(disposable?.isDisposed, true)
        scheduler.advance(by: .seconds(2))
        XCTAssertFalse(ran)
    }

    func test_dispose_twiceIsANoOp() {
        let scheduler = TestScheduler()
        let disposable = scheduler.schedule {}
        disposable?.dispose()
        disposable?.dispose()
        XCTAssertEqual(disposable?.isDisposed, true)
    }

    func test_dispose_ofManyActionsLeavesTheRestInOrder() {
        let scheduler = TestScheduler()
        var log: [Int] = []
        let disposables = (0..<300).map { index in
            scheduler.schedule(after: .milliseconds(index % 7)) { log.append(index) }
        }
        for (index, disposable) in disposables.enumerated() where index % 3 != 0 {
            disposable?.dispose()
        }
        scheduler.advance(by: .seconds(1))
        let expected = (0..<300).filter { $0 % 3 == 0 }.sorted { ($0 % 7, $0) < ($1 % 7, $1) }
        XCTAssertEqual(log, expected)
    }

    func test_negativeDelay_isTreatedAsZero() {
        let scheduler = TestScheduler(startingAt: .seconds(1))
        var log: [Duration] = []
        scheduler.schedule(after: .seconds(-5)) { log.append(scheduler.now) }
        XCTAssertEqual(log, [])
        scheduler.advance()
        XCTAssertEqual(log, [.seconds(1)])
    }

    func test_advanceToThePast_isANoOp() {
        let scheduler = TestScheduler()
        var ran = false
        scheduler.advance(to: .seconds(5))
        scheduler.schedule { ran = true }
        scheduler.advance(to: .seconds(1))
        XCTAssertFalse(ran)
        XCTAssertEqual(scheduler.now, .seconds(5))
    }

    func test_repeatingTimer_firesEveryIntervalUntilDisposed() {
        let scheduler = TestScheduler()
        var times: [Duration] = []
        let timer = scheduler.schedule(after: .seconds(1), interval: .seconds(2)) {
            times.append(scheduler.now)
        }
        scheduler.advance(by: .seconds(6))
        XCTAssertEqual(times, [.seconds(1), .seconds(3), .seconds(5)])
        timer?.dispose()
        scheduler.advance(by: .seconds(10))
        XCTAssertEqual(times, [.seconds(1), .seconds(3), .seconds(5)])
    }

    func test_repeatingTimer_canDisposeItselfFromItsAction() {
        let scheduler = TestScheduler()
        var count = 0
        var timer: Disposable?
        timer = scheduler.schedule(after: .zero, interval: .seconds(1)) {
            count += 1
            if count == 3 { timer?.dispose() }
        }
        scheduler.advance(by: .seconds(10))
        XCTAssertEqual(count, 3)
    }

    func test_run_runsEverythingAndStopsAtTheLastDeadline() {
        let scheduler = TestScheduler()
        var log: [String] = []
        scheduler.schedule(after: .seconds(3)) {
            log.append("b")
            scheduler.schedule(after: .seconds(4)) { log.append("c") }
        }
        scheduler.schedule { log.append("a") }
        scheduler.run()
        XCTAssertEqual(log, ["a", "b", "c"])
        XCTAssertEqual(scheduler.now, .seconds(7))
    }

    func test_run_firesRepeatingTimersAsTimePassesButDoesNotWaitForThem() {
        let scheduler = TestScheduler()
        var log: [String] = []
        scheduler.schedule(after: .seconds(1), interval: .seconds(1)) {
            log.append("tick at \(scheduler.now)")
        }
        scheduler.schedule(after: .milliseconds(2500)) { log.append("done") }
        scheduler.run()
        XCTAssertEqual(log, ["tick at 1.0 seconds", "tick at 2.0 seconds", "done"])
        XCTAssertEqual(scheduler.now, .milliseconds(2500))
        scheduler.run()
        XCTAssertEqual(log.count, 3)
    }

    func test_order_isDeterministicAcrossRuns() {
        func trace() -> [Int] {
            let scheduler = TestScheduler()
            var log: [Int] = []
            for index in 0..<200 {
                scheduler.schedule(after: .milliseconds((index * 37) % 11)) {
                    log.append(index)
                    if index % 5 == 0 { scheduler.schedule { log.append(1000 + index) } }
                }
            }
            scheduler.run()
            return log
        }
        let first = trace()
        XCTAssertEqual(first.count, 240)
        for _ in 0..<5 {
            XCTAssertEqual(trace(), first)
        }
    }

    func test_schedule_isSafeFromManyThreads() {
        let scheduler = TestScheduler()
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for index in 0..<500 {
                let disposable = scheduler.schedule(after: .milliseconds(index)) {
                    counter.increment()
                }
                if index % 2 == 1 { disposable?.dispose() }
            }
            _ = thread
        }
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(counter.value, 8 * 250)
    }
}

/// A thread-safe counter for the threading test; Dispatch's serial queue guards it.
private final class Counter: @unchecked Sendable {
    private let queue = DispatchQueue(label: "TestSchedulerTests.Counter")
    private var count = 0

    var value: Int { queue.sync { count } }

    func increment() {
        queue.sync { count += 1 }
    }
}
