import Dispatch
import XCTest

@testable import Ripple

/// `QueueScheduler(internalQueue:)`, ReactiveSwift's internal initializer.
final class QueueSchedulerInternalQueueTests: XCTestCase {
    func test_internalQueue_runsActionsOnThatQueue() {
        let queue = DispatchQueue(label: "internal-queue-test")
        let scheduler = QueueScheduler(internalQueue: queue)
        XCTAssertTrue(scheduler.queue === queue)
        let key = DispatchSpecificKey<Int>()
        queue.setSpecific(key: key, value: 7)
        let ran = DispatchSemaphore(value: 0)
        final class Seen: @unchecked Sendable { var value: Int? }
        // Written on the queue before `ran` is signalled, read after the wait: ordered.
        let seen = Seen()
        scheduler.schedule {
            seen.value = DispatchQueue.getSpecific(key: key)
            ran.signal()
        }
        ran.wait()
        XCTAssertEqual(seen.value, 7)
    }
}
