import Dispatch
import Ripple
import XCTest

/// A repeating `QueueScheduler` timer whose disposable is dropped keeps running, as in
/// ReactiveSwift (on Linux too, where GCD does not keep a resumed source alive by itself).
final class QueueSchedulerUnretainedTimerTests: XCTestCase {
    func test_repeatingTimer_keepsRunningWhenItsDisposableIsDropped() {
        let queue = DispatchQueue(label: "unretained-timer")
        let scheduler = QueueScheduler(queue: queue)
        let thirdRun = DispatchSemaphore(value: 0)
        let runs = RunCounter()
        weak var droppedDisposable: AnyObject?
        do {
            let disposable = scheduler.schedule(
                after: .zero, interval: .milliseconds(1), leeway: .zero
            ) {
                guard runs.increment() == 3 else { return }
                // Park the timer for good: the queue is never resumed, so it never runs again.
                queue.suspend()
                thirdRun.signal()
            }
            droppedDisposable = disposable as AnyObject?
        }
        XCTAssertNil(droppedDisposable)
        thirdRun.wait()
        XCTAssertEqual(runs.count, 3)
    }

    func test_repeatingTimer_stopsWhenDisposed() {
        let queue = DispatchQueue(label: "disposed-timer")
        let scheduler = QueueScheduler(queue: queue)
        let runs = RunCounter()
        let disposable = scheduler.schedule(
            after: .seconds(3_600), interval: .seconds(1), leeway: .zero
        ) {
            _ = runs.increment()
        }
        disposable?.dispose()
        queue.sync {}
        XCTAssertEqual(runs.count, 0)
        XCTAssertEqual(disposable?.isDisposed, true)
    }
}

/// Counts timer runs across threads.
private final class RunCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var runs = 0
    var count: Int { lock.withLock { runs } }
    func increment() -> Int {
        lock.withLock {
            runs += 1
            return runs
        }
    }
}
