import Ripple
import RippleTesting
import XCTest

/// Every precondition a doc comment promises, proven in a child process by `expectCrash`:
/// the program stops with a message that names the operator or type. (`take`/`skip` counts,
/// `collect(count: 0)`, `replayLazily`, `debounce` and the test scheduler's negative moves
/// are in `BadInputTests`; `timer`, `interval`, `collect(every:)`, `retry(upTo:interval:on:)`
/// and `asyncValues` limits beside their operators' tests.)
final class DocumentedPreconditionTests: XCTestCase {
    // MARK: - Negative intervals of the time operators

    func test_throttle_negativeIntervalStops() throws {
        try expectCrash(message: "throttle: the interval must not be negative") {
            _ = Signal<Int, Never>.never.throttle(.seconds(-1), on: TestScheduler())
        }
    }

    func test_throttle_negativeIntervalOnAProducerStops() throws {
        try expectCrash(message: "throttle: the interval must not be negative") {
            _ = SignalProducer<Int, Never>.never.throttle(.milliseconds(-1), on: TestScheduler())
        }
    }

    func test_delay_negativeIntervalStops() throws {
        try expectCrash(message: "delay: the interval must not be negative") {
            _ = Signal<Int, Never>.never.delay(.seconds(-1), on: TestScheduler())
        }
    }

    func test_delay_negativeIntervalOnAProducerStops() throws {
        try expectCrash(message: "delay: the interval must not be negative") {
            _ = SignalProducer<Int, Never>.never.delay(-0.5, on: TestScheduler())
        }
    }

    func test_timeout_negativeIntervalStops() throws {
        try expectCrash(message: "timeout: the interval must not be negative") {
            _ = Signal<Int, TestError>.never
                .timeout(after: .seconds(-1), raising: TestError(), on: TestScheduler())
        }
    }

    func test_timeout_negativeIntervalOnAProducerStops() throws {
        try expectCrash(message: "timeout: the interval must not be negative") {
            _ = SignalProducer<Int, TestError>.never
                .timeout(after: .seconds(-1), raising: TestError(), on: TestScheduler())
        }
    }

    // MARK: - Repeating schedulers

    func test_queueScheduler_repeatingIntervalOfZeroStops() throws {
        try expectCrash(message: "QueueScheduler: a repeating interval must be positive") {
            QueueScheduler().schedule(after: .zero, interval: .zero, leeway: .zero) {}
        }
    }

    func test_testScheduler_repeatingIntervalOfZeroStops() throws {
        try expectCrash(message: "TestScheduler: a repeating interval must be positive") {
            TestScheduler().schedule(after: .seconds(1), interval: .zero, leeway: .zero) {}
        }
    }

    func test_testScheduler_runStopsAtItsActionLimitWhenWorkNeverEnds() throws {
        try expectCrash(
            message: "TestScheduler.run(): 100000 actions ran and one-shot work remains"
        ) {
            let scheduler = TestScheduler()
            func reschedule() { scheduler.schedule(after: .seconds(1)) { reschedule() } }
            reschedule()
            scheduler.run()
        }
    }

    func test_testScheduler_runRunsExactlyItsActionLimit() {
        let scheduler = TestScheduler()
        var ran = 0
        func reschedule() {
            scheduler.schedule(after: .seconds(1)) {
                ran += 1
                if ran < TestScheduler.runLimit { reschedule() }
            }
        }
        reschedule()
        scheduler.run()
        XCTAssertEqual(ran, TestScheduler.runLimit)
        XCTAssertEqual(scheduler.now, .seconds(TestScheduler.runLimit))
    }

    // MARK: - Counts

    func test_collectCount_negativeCountStops() throws {
        try expectCrash(message: "collect(count:) needs a count > 0, got -1") {
            _ = Signal<Int, Never>.never.collect(count: -1)
        }
    }

    func test_collectCount_negativeCountOnAProducerStops() throws {
        try expectCrash(message: "collect(count:) needs a count > 0, got -1") {
            _ = SignalProducer<Int, Never>.never.collect(count: -1)
        }
    }

    // MARK: - Properties

    func test_mutableProperty_settingValueInsideItsOwnModifyStops() throws {
        try expectCrash(
            message: "MutableProperty<Int>.modify was called from inside its own modify"
        ) {
            let property = MutableProperty(0)
            property.modify { _ in property.value = 1 }
        }
    }
}
