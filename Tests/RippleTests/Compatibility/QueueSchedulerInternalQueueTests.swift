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
        let seen = Locked<Int?>(nil)
        scheduler.schedule {
            seen.withLock { $0 = DispatchQueue.getSpecific(key: key) }
            ran.signal()
        }
        ran.wait()
        XCTAssertEqual(seen.withLock { $0 }, 7)
    }
}
