import Foundation
import Ripple
import RippleTesting
import XCTest

/// ReactiveSwift's async test spelling, `await scheduler.advance(by:)`, calls Ripple's
/// synchronous `advance(by:)`: a nonisolated task started before it but registering its sleep
/// after it counts the sleep from before the advance, so the test neither hangs nor depends on
/// which came first. A task on the main actor keeps Ripple's deterministic stepping.
final class SynchronousAdvanceInTaskTests: XCTestCase {
    func test_nonisolatedSleep_registeredAfterASynchronousAdvance_countsFromBeforeIt() async throws
    {
        let start = Date(timeIntervalSince1970: 1_000)
        let scheduler = TestScheduler(startDate: start)
        // The task waits for the gate, so it begins sleeping after the advance: the order
        // that hung.
        let (gate, open) = AsyncStream<Void>.makeStream()
        let task = Task {
            for await _ in gate { break }
            try await scheduler.sleep(for: .seconds(5))
            return scheduler.currentDate
        }
        scheduler.advance(by: .seconds(5))
        open.yield(())
        let wokeAt = try await task.value
        XCTAssertEqual(wokeAt, start.addingTimeInterval(5))
        XCTAssertEqual(scheduler.currentDate, start.addingTimeInterval(5))
    }

    @MainActor
    func test_mainActorSleep_afterASynchronousAdvance_countsFromWhenItBegins() async throws {
        let start = Date(timeIntervalSince1970: 1_000)
        let scheduler = TestScheduler(startDate: start)
        scheduler.advance(by: .seconds(5))
        var wokeAt: Date?
        let task = Task { @MainActor in
            try await scheduler.sleep(for: .seconds(5))
            wokeAt = scheduler.currentDate
        }
        await Task.yield()
        scheduler.advance(by: .zero)
        XCTAssertNil(wokeAt)
        await scheduler.yieldAndAdvance(by: .seconds(5))
        XCTAssertEqual(wokeAt, start.addingTimeInterval(10))
        try await task.value
    }
}
