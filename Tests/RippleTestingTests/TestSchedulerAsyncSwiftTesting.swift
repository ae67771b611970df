import Foundation
import Ripple
import RippleTesting
import Testing

/// Swift Testing twins of `TestSchedulerAsyncTests`: a task sleeping on a `TestScheduler` wakes
/// when `yieldAndAdvance(by:)` reaches its deadline, and the synchronous `advance(by:)` still
/// compiles without `await` in an async test.
@MainActor
struct TestSchedulerAsyncSwiftTesting {
    @Test func sleepingTaskWakesAtItsDeadline() async throws {
        let start = Date(timeIntervalSince1970: 0)
        let scheduler = TestScheduler(startDate: start)
        var wokeAt: Date?
        let task = Task { @MainActor in
            try await scheduler.sleep(for: .seconds(2))
            wokeAt = scheduler.currentDate
        }
        await scheduler.yieldAndAdvance(by: .seconds(1))
        #expect(wokeAt == nil)
        await scheduler.yieldAndAdvance(by: .seconds(1))
        try await task.value
        #expect(wokeAt == start.addingTimeInterval(2))
    }

    @Test func synchronousAdvanceStaysSynchronousInAnAsyncTest() async {
        let scheduler = TestScheduler()
        var log: [Int] = []
        scheduler.schedule(after: .seconds(1)) { log.append(1) }
        scheduler.advance(by: .seconds(1))
        #expect(log == [1])
        scheduler.run()
        #expect(scheduler.now == .seconds(1))
    }
}
