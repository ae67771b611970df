import Foundation
import Ripple
import RippleTesting
import XCTest

/// `sleep` schedules its wake-up on the caller's actor, before it suspends: a task on the main
/// actor that has started sleeping on a `TestScheduler` is already waiting when the test
/// advances the clock. (Hopping to the global executor first left a window in which a test's
/// advance could run before the wake-up was scheduled, which then fell due too late.)
@MainActor
final class DateSchedulerSleepIsolationTests: XCTestCase {
    func test_sleepFor_fromTheMainActor_schedulesOnTheMainThread() async throws {
        let scheduler = ThreadRecordingScheduler()
        let task = Task { @MainActor in try await scheduler.sleep(for: .seconds(5)) }
        try await scheduler.wakeAfterFirstSchedule(task, advancingBy: .seconds(5))
        XCTAssertEqual(scheduler.scheduledOnMainThread.elements, [true])
    }

    func test_sleepUntil_fromTheMainActor_schedulesOnTheMainThread() async throws {
        let scheduler = ThreadRecordingScheduler()
        let deadline = scheduler.currentDate.addingTimeInterval(5)
        let task = Task { @MainActor in try await scheduler.sleep(until: deadline) }
        try await scheduler.wakeAfterFirstSchedule(task, advancingBy: .seconds(5))
        XCTAssertEqual(scheduler.scheduledOnMainThread.elements, [true])
    }

    func test_sleepForInterval_fromTheMainActor_schedulesOnTheMainThread() async throws {
        let scheduler = ThreadRecordingScheduler()
        let interval: DispatchTimeInterval = .seconds(5)
        let task = Task { @MainActor in try await scheduler.sleep(for: interval) }
        try await scheduler.wakeAfterFirstSchedule(task, advancingBy: .seconds(5))
        XCTAssertEqual(scheduler.scheduledOnMainThread.elements, [true])
    }
}

/// A `TestScheduler` that records, for each `schedule(after:)`, whether it ran on the main
/// thread.
private final class ThreadRecordingScheduler: DateScheduler, @unchecked Sendable {
    let base = TestScheduler()
    let scheduledOnMainThread = LockedList<Bool>()

    var now: Duration { base.now }
    var currentDate: Date { base.currentDate }

    func schedule(_ action: @escaping () -> Void) -> Disposable? {
        base.schedule(action)
    }

    func schedule(after delay: Duration, action: @escaping () -> Void) -> Disposable? {
        scheduledOnMainThread.append(Thread.isMainThread)
        return base.schedule(after: delay, action: action)
    }

    func schedule(
        after delay: Duration, interval: Duration, leeway: Duration,
        action: @escaping () -> Void
    ) -> Disposable? {
        base.schedule(after: delay, interval: interval, leeway: leeway, action: action)
    }

    /// Lets the sleeping `task` run until it has scheduled its wake-up (giving the main actor
    /// away at each step), then moves the clock by `duration` and waits for the task to end.
    @MainActor
    func wakeAfterFirstSchedule(
        _ task: Task<Void, Error>, advancingBy duration: Duration
    ) async throws {
        var turns = 0
        while scheduledOnMainThread.elements.isEmpty {
            turns += 1
            precondition(turns < 100_000, "the sleeping task never scheduled its wake-up")
            await Task.yield()
        }
        base.advance(by: duration)
        try await task.value
    }
}
