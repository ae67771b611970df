import Dispatch
import Foundation
import Ripple
import RippleTesting
import XCTest

/// `TestScheduler`'s async forms (ReactiveSwift 7's): actions run on the main actor, each at its
/// own deadline, and other tasks get to run before each action and before the advance returns.
/// The tasks here run on the main actor too, so every step below happens in a fixed order.
@MainActor
final class TestSchedulerAsyncTests: XCTestCase {
    func test_advance_runsWorkDueNowOnTheMainThreadInOrder() async {
        let scheduler = TestScheduler()
        var log: [String] = []
        scheduler.schedule { log.append("a main=\(Thread.isMainThread)") }
        scheduler.schedule { log.append("b main=\(Thread.isMainThread)") }
        XCTAssertEqual(log, [])
        await scheduler.yieldAndAdvance()
        XCTAssertEqual(log, ["a main=true", "b main=true"])
        XCTAssertEqual(scheduler.now, .zero)
    }

    func test_advanceBy_runsEachActionAtItsDeadline() async {
        let start = Date(timeIntervalSince1970: 1_000)
        let scheduler = TestScheduler(startDate: start)
        var seen: [Date] = []
        scheduler.schedule(after: .seconds(15)) { seen.append(scheduler.currentDate) }
        scheduler.schedule(after: .seconds(5)) { seen.append(scheduler.currentDate) }
        await scheduler.yieldAndAdvance(by: .seconds(10))
        XCTAssertEqual(seen, [start.addingTimeInterval(5)])
        XCTAssertEqual(scheduler.currentDate, start.addingTimeInterval(10))
        let interval: DispatchTimeInterval = .seconds(3)
        await scheduler.yieldAndAdvance(by: interval)
        await scheduler.yieldAndAdvance(by: 2 as TimeInterval)
        XCTAssertEqual(seen, [start.addingTimeInterval(5), start.addingTimeInterval(15)])
        XCTAssertEqual(scheduler.currentDate, start.addingTimeInterval(15))
    }

    func test_advanceToDate_inThePast_isANoOp() async {
        let scheduler = TestScheduler(startingAt: .seconds(10))
        var ran = false
        scheduler.schedule { ran = true }
        await scheduler.yieldAndAdvance(to: scheduler.currentDate.addingTimeInterval(-5))
        XCTAssertFalse(ran)
        XCTAssertEqual(scheduler.now, .seconds(10))
        await scheduler.yieldAndAdvance(to: scheduler.currentDate.addingTimeInterval(1))
        XCTAssertTrue(ran)
        XCTAssertEqual(scheduler.now, .seconds(11))
    }

    func test_run_runsEveryOneShotActionInOrder() async {
        let scheduler = TestScheduler()
        var log: [String] = []
        scheduler.schedule(after: .seconds(15)) { log.append("bar") }
        scheduler.schedule(after: .seconds(5)) { log.append("foo") }
        scheduler.schedule { log.append("now") }
        await scheduler.yieldAndRun()
        XCTAssertEqual(log, ["now", "foo", "bar"])
        XCTAssertEqual(scheduler.now, .seconds(15))
    }

    func test_sleepFor_wakesWhenTheClockGetsThere() async throws {
        let start = Date(timeIntervalSince1970: 0)
        let scheduler = TestScheduler(startDate: start)
        var wokeAt: Date?
        let task = Task { @MainActor in
            try await scheduler.sleep(for: .seconds(5))
            wokeAt = scheduler.currentDate
        }
        await scheduler.yieldAndAdvance(by: .seconds(4))
        XCTAssertNil(wokeAt)
        await scheduler.yieldAndAdvance(by: .seconds(1))
        try await task.value
        XCTAssertEqual(wokeAt, start.addingTimeInterval(5))
    }

    func test_sleepUntil_wakesAtTheDate_andAPastDateReturnsAtOnce() async throws {
        let start = Date(timeIntervalSince1970: 0)
        let scheduler = TestScheduler(startDate: start)
        var wokeAt: Date?
        let task = Task { @MainActor in
            try await scheduler.sleep(until: start.addingTimeInterval(5))
            wokeAt = scheduler.currentDate
        }
        await scheduler.yieldAndAdvance(by: .seconds(5))
        try await task.value
        XCTAssertEqual(wokeAt, start.addingTimeInterval(5))

        try await scheduler.sleep(until: start)
        XCTAssertEqual(scheduler.currentDate, start.addingTimeInterval(5))
    }

    func test_sleep_cancelled_throwsCancellationError() async {
        let scheduler = TestScheduler()
        var outcome = "sleeping"
        let task = Task { @MainActor in
            do {
                try await scheduler.sleep(for: .seconds(5))
                outcome = "woke"
            } catch is CancellationError {
                outcome = "cancelled"
            } catch {
                outcome = "other error"
            }
        }
        await scheduler.yieldAndAdvance()
        task.cancel()
        await task.value
        XCTAssertEqual(outcome, "cancelled")
        await scheduler.yieldAndAdvance(by: .seconds(10))
        XCTAssertEqual(outcome, "cancelled")
    }

    func test_sleep_inAnAlreadyCancelledTask_throwsWithoutScheduling() async {
        let scheduler = TestScheduler()
        let task = Task { @MainActor () -> Bool in
            withUnsafeCurrentTask { $0?.cancel() }
            do {
                try await scheduler.sleep(for: .seconds(1))
                return false
            } catch {
                return error is CancellationError
            }
        }
        let threw = await task.value
        XCTAssertTrue(threw)
    }

    func test_timer_sendsTheDateAtEveryInterval_untilCancelled() async {
        let start = Date(timeIntervalSince1970: 0)
        let scheduler = TestScheduler(startDate: start)
        var dates: [Date] = []
        let task = Task { @MainActor in
            for await date in scheduler.timer(interval: .seconds(1)) {
                XCTAssertEqual(scheduler.currentDate, date)
                dates.append(date)
            }
        }
        await scheduler.yieldAndAdvance(by: .milliseconds(900))
        XCTAssertEqual(dates, [])
        await scheduler.yieldAndAdvance(by: .seconds(1))
        XCTAssertEqual(dates, [start.addingTimeInterval(1)])
        await scheduler.yieldAndAdvance(by: .milliseconds(1200))
        XCTAssertEqual(
            dates,
            [start.addingTimeInterval(1), start.addingTimeInterval(2), start.addingTimeInterval(3)])
        task.cancel()
        await task.value
        await scheduler.yieldAndAdvance(by: .seconds(5))
        XCTAssertEqual(dates.count, 3)
    }

    func test_timer_dispatchTimeIntervalForm() async {
        let scheduler = TestScheduler()
        var ticks = 0
        let interval: DispatchTimeInterval = .milliseconds(500)
        let task = Task { @MainActor in
            for await _ in scheduler.timer(interval: interval) { ticks += 1 }
        }
        await scheduler.yieldAndAdvance(by: .seconds(1))
        XCTAssertEqual(ticks, 2)
        task.cancel()
        await task.value
    }

    func test_sleepOnAQueueScheduler_wakesForReal() async throws {
        let scheduler = QueueScheduler(name: "sleep-test")
        try await scheduler.sleep(for: .zero)
        let interval: DispatchTimeInterval = .nanoseconds(1)
        try await scheduler.sleep(for: interval)
    }
}

/// The synchronous forms keep compiling, without `await`, inside async tests: the async
/// stepping has its own names, so Swift's preference for async overloads cannot capture them.
final class TestSchedulerSyncInAsyncTests: XCTestCase {
    func test_synchronousAdvanceAndRun_inAnAsyncTest() async {
        let scheduler = TestScheduler()
        let log = Log()
        scheduler.schedule(after: .milliseconds(300)) { log.append("due") }
        scheduler.advance(by: .milliseconds(299))
        XCTAssertEqual(log.entries, [])
        scheduler.advance(by: .milliseconds(1))
        XCTAssertEqual(log.entries, ["due"])
        scheduler.advance()
        scheduler.advance(by: 1 as TimeInterval)
        scheduler.run()
        XCTAssertEqual(scheduler.now, .milliseconds(1_300))
    }
}

/// A sendable log for the non-isolated test above.
private final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    var entries: [String] { lock.withLock { stored } }
    func append(_ entry: String) { lock.withLock { stored.append(entry) } }
}
