import RippleTesting
import XCTest

@testable import Ripple

/// ReactiveSwift's facts about the time operators with a `TestScheduler`, in Ripple's API
/// (ReactiveSwift's `TimeInterval` seconds are `Duration`s here).
final class TimeOperatorParityTests: XCTestCase {
    private let scheduler = TestScheduler()
    private let pipe = Signal<Int, OperatorTestError>.pipe()
    private var input: Signal<Int, OperatorTestError>.Observer { pipe.input }

    func test_parity_debounce_sendsTheLastValueOnceQuiet() {
        let log = recordEvents(pipe.output.debounce(.seconds(1), on: scheduler))
        input.send(value: 0)
        scheduler.advance()
        XCTAssertEqual(log.values, [])
        input.send(value: 1)
        input.send(value: 2)
        scheduler.advance(by: .milliseconds(1500))
        XCTAssertEqual(log.values, [2])
        scheduler.advance(by: .seconds(3))
        input.send(value: 3)
        scheduler.advance()
        input.send(value: 4)
        input.send(value: 5)
        scheduler.advance()
        XCTAssertEqual(log.values, [2])
        scheduler.run()
        XCTAssertEqual(log.events, [.value(2), .value(5)])
    }

    func test_parity_debounce_completionDiscardsThePendingValueByDefault() {
        let log = recordEvents(pipe.output.debounce(.seconds(1), on: scheduler))
        input.send(value: 1)
        input.sendCompleted()
        XCTAssertEqual(log.events, [], "the completion goes through the scheduler")
        scheduler.run()
        XCTAssertEqual(log.events, [.completed])
    }

    func test_parity_debounce_keepingThePendingValueOnCompletion() {
        let log = recordEvents(
            pipe.output.debounce(.seconds(1), on: scheduler, discardWhenCompleted: false))
        input.send(value: 1)
        input.sendCompleted()
        scheduler.advance()
        XCTAssertEqual(log.events, [])
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(log.events, [.value(1), .completed])
    }

    func test_parity_debounce_failureIsScheduledAtOnceAndDropsThePendingValue() {
        let log = recordEvents(pipe.output.debounce(.seconds(1), on: scheduler))
        input.send(value: 1)
        input.send(error: .boom)
        scheduler.advance()
        XCTAssertEqual(log.events, [.failed(.boom)])
        scheduler.run()
        XCTAssertEqual(log.events, [.failed(.boom)])
    }

    func test_parity_throttle_firstValueNow_thenTheLatestPerInterval() {
        let log = recordEvents(pipe.output.throttle(.seconds(1), on: scheduler))
        input.send(value: 0)
        XCTAssertEqual(log.values, [], "even the first value goes through the scheduler")
        scheduler.advance()
        XCTAssertEqual(log.values, [0])
        input.send(value: 1)
        input.send(value: 2)
        XCTAssertEqual(log.values, [0])
        scheduler.advance(by: .milliseconds(1500))
        XCTAssertEqual(log.values, [0, 2])
        scheduler.advance(by: .seconds(3))
        input.send(value: 3)
        scheduler.advance()
        XCTAssertEqual(log.values, [0, 2, 3])
        input.send(value: 4)
        input.send(value: 5)
        scheduler.advance(by: .milliseconds(999))
        XCTAssertEqual(log.values, [0, 2, 3])
        scheduler.advance(by: .milliseconds(1))
        XCTAssertEqual(log.values, [0, 2, 3, 5])
    }

    func test_parity_throttle_completionIsScheduledAtOnceAndDropsThePendingValue() {
        let log = recordEvents(pipe.output.throttle(.seconds(1), on: scheduler))
        input.send(value: 0)
        scheduler.advance()
        input.send(value: 1)
        input.sendCompleted()
        XCTAssertEqual(log.events, [.value(0)])
        scheduler.run()
        XCTAssertEqual(log.events, [.value(0), .completed])
    }

    func test_parity_delay_shiftsValuesAndCompletion() {
        let log = recordEvents(pipe.output.delay(.seconds(1), on: scheduler))
        input.send(value: 0)
        scheduler.advance(by: .milliseconds(500))
        input.send(value: 1)
        input.sendCompleted()
        scheduler.advance(by: .milliseconds(499))
        XCTAssertEqual(log.events, [])
        scheduler.advance(by: .milliseconds(1))
        XCTAssertEqual(log.events, [.value(0)])
        scheduler.advance(by: .milliseconds(500))
        XCTAssertEqual(log.events, [.value(0), .value(1), .completed])
    }

    func test_parity_delay_failureIsNotDelayedAndDropsWaitingValues() {
        let log = recordEvents(pipe.output.delay(.seconds(1), on: scheduler))
        input.send(value: 0)
        input.send(error: .boom)
        scheduler.advance()
        XCTAssertEqual(log.events, [.failed(.boom)])
        scheduler.run()
        XCTAssertEqual(log.events, [.failed(.boom)])
    }

    func test_parity_timeout_failsIfNotTerminatedInTime() {
        let log = recordEvents(
            pipe.output.timeout(after: .seconds(2), raising: .other, on: scheduler))
        input.send(value: 1)
        XCTAssertEqual(log.events, [.value(1)], "values pass through at once")
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(log.events, [.value(1)])
        scheduler.advance(by: .seconds(1))
        input.send(value: 2)
        XCTAssertEqual(log.events, [.value(1), .failed(.other)])
    }

    func test_parity_timeout_doesNotFireAfterTermination() {
        let log = recordEvents(
            pipe.output.timeout(after: .seconds(2), raising: .other, on: scheduler))
        input.sendCompleted()
        scheduler.run()
        XCTAssertEqual(log.events, [.completed])
    }

    func test_parity_timeoutOnAProducer_interruptsTheRun() {
        var ended = false
        let producer = SignalProducer<Int, OperatorTestError> { observer, lifetime in
            lifetime.observeEnded {
                _ = observer; ended = true
            }
        }
        let log = recordEvents(producer.timeout(after: .seconds(1), raising: .boom, on: scheduler))
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(log.events, [.failed(.boom)])
        XCTAssertTrue(ended)
    }

    func test_parity_observeOn_deliversEveryEventOnTheScheduler() {
        let log = recordEvents(pipe.output.observe(on: scheduler))
        input.send(value: 1)
        input.send(value: 2)
        input.sendCompleted()
        XCTAssertEqual(log.events, [])
        scheduler.advance()
        XCTAssertEqual(log.events, [.value(1), .value(2), .completed])
    }

    func test_parity_startOn_runsTheStartHandlerOnTheScheduler() {
        var handlerRuns = 0
        let producer = SignalProducer<Int, Never> { observer, _ in
            handlerRuns += 1
            observer.send(value: 1)
            observer.sendCompleted()
        }
        let log = recordEvents(producer.start(on: scheduler))
        XCTAssertEqual(handlerRuns, 0)
        scheduler.advance()
        XCTAssertEqual(handlerRuns, 1)
        XCTAssertEqual(log.events, [.value(1), .completed])
    }
}
