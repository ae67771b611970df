import Dispatch
import Ripple
import XCTest

final class SchedulerTests: XCTestCase {
    func test_immediateScheduler_runsNow() {
        var ran = false
        let disposable = ImmediateScheduler().schedule { ran = true }
        XCTAssertTrue(ran)
        XCTAssertNil(disposable)
    }

    func test_queueScheduler_defaultQoSIsUnspecified_soTheQueueInheritsTheCallers() {
        XCTAssertEqual(QueueScheduler().queue.qos, .unspecified)
        XCTAssertEqual(QueueScheduler(qos: .utility).queue.qos, .utility)
    }

    func test_queueScheduler_runsActionsInOrderOnItsQueue() {
        let scheduler = QueueScheduler(name: "test")
        let done = expectation(description: "ran")
        let order = Counts()
        scheduler.schedule { order.add(left: 1) }
        scheduler.schedule {
            order.add(right: order.left)
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(order.right, 1)
    }

    func test_queueScheduler_disposedActionDoesNotRun() {
        let queue = DispatchQueue(label: "held")
        let scheduler = QueueScheduler(queue: queue)
        let gate = DispatchSemaphore(value: 0)
        queue.async { gate.wait() }
        let ran = Counts()
        let disposable = scheduler.schedule { ran.add(left: 1) }
        disposable?.dispose()
        gate.signal()
        queue.sync {}
        XCTAssertEqual(ran.left, 0)
    }

    func test_queueScheduler_delayedAndRepeatingActionsRun() {
        let scheduler = QueueScheduler(name: "timers")
        let delayed = expectation(description: "delayed")
        let repeated = expectation(description: "repeated")
        repeated.expectedFulfillmentCount = 3
        repeated.assertForOverFulfill = false
        scheduler.schedule(after: .milliseconds(1)) { delayed.fulfill() }
        let timer = scheduler.schedule(after: .zero, interval: .milliseconds(1)) {
            repeated.fulfill()
        }
        wait(for: [delayed, repeated], timeout: 10)
        timer?.dispose()
        XCTAssertGreaterThan(scheduler.now, .zero)
    }

    func test_uiScheduler_onMainThreadWithNothingQueued_runsSynchronously() {
        var ran = false
        let disposable = UIScheduler().schedule { ran = true }
        XCTAssertTrue(ran)
        XCTAssertNil(disposable)
    }

    func test_uiScheduler_offMainThread_runsOnMainQueueInOrder() {
        let done = expectation(description: "ran on main")
        let log = Counts()
        DispatchQueue.global().async {
            UIScheduler().schedule {
                log.add(left: Thread.isMainThread ? 1 : 100)
                done.fulfill()
            }
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(log.left, 1)
    }
}
