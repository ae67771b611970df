import Dispatch
import Ripple
import XCTest

/// `DateScheduler.sleep(for:)` and `timer(interval:)` reject bad input with a precondition
/// message, each proven in a child process.
final class DateSchedulerSleepBadInputTests: XCTestCase {
    func test_timer_zeroIntervalStops() throws {
        try expectCrash(message: "DateScheduler.timer(interval:): the interval must be positive") {
            _ = QueueScheduler(name: "timer-bad-input").timer(interval: .zero)
        }
    }

    func test_timer_negativeLeewayStops() throws {
        try expectCrash(message: "DateScheduler.timer(interval:): the leeway must not be negative")
        {
            _ = QueueScheduler(name: "timer-bad-input").timer(
                interval: .seconds(1), leeway: .seconds(-1))
        }
    }

    func test_sleep_negativeDurationStops() throws {
        try expectCrash(message: "DateScheduler.sleep(for:): the duration must not be negative") {
            let done = DispatchSemaphore(value: 0)
            Task {
                try? await QueueScheduler(name: "sleep-bad-input").sleep(for: .seconds(-1))
                done.signal()
            }
            done.wait()
        }
    }
}
