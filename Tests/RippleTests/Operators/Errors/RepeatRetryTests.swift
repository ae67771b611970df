import Ripple
import XCTest

final class RepeatRetryTests: XCTestCase {
    func test_repeat_runsSelfCountTimesInARow() {
        var starts = 0
        let producer = SignalProducer<Int, OperatorTestError> { observer, _ in
            starts += 1
            observer.send(value: starts)
            observer.sendCompleted()
        }
        XCTAssertEqual(
            recordEvents(producer.repeat(3)).events, [.value(1), .value(2), .value(3), .completed])
        XCTAssertEqual(recordEvents(producer.repeat(1)).events, [.value(4), .completed])
        XCTAssertEqual(recordEvents(producer.repeat(0)).events, [.completed])
        XCTAssertEqual(starts, 4)
    }

    func test_repeat_failureAndInterruptionEndTheResult() {
        var starts = 0
        let failing = SignalProducer<Int, OperatorTestError> { observer, _ in
            starts += 1
            observer.send(value: 1)
            observer.send(error: .boom)
        }
        XCTAssertEqual(recordEvents(failing.repeat(3)).events, [.value(1), .failed(.boom)])
        XCTAssertEqual(starts, 1)
        let interrupted = SignalProducer<Int, OperatorTestError> { observer, _ in
            observer.sendInterrupted()
        }
        XCTAssertEqual(recordEvents(interrupted.repeat(2)).events, [.interrupted])
    }

    func test_repeat_disposingInterruptsTheCurrentRun() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let log = recordEvents(SignalProducer(signal).repeat(2))
        input.send(value: 1)
        log.disposable?.dispose()
        input.send(value: 2)
        XCTAssertEqual(log.events, [.value(1), .interrupted])
    }

    func test_retry_restartsAfterFailures_upToCount() {
        var attempts = 0
        let producer = SignalProducer<Int, OperatorTestError> { observer, _ in
            attempts += 1
            observer.send(value: attempts)
            if attempts < 3 { observer.send(error: .boom) } else { observer.sendCompleted() }
        }
        XCTAssertEqual(
            recordEvents(producer.retry(upTo: 2)).events,
            [.value(1), .value(2), .value(3), .completed])
        attempts = 0
        XCTAssertEqual(
            recordEvents(producer.retry(upTo: 1)).events, [.value(1), .value(2), .failed(.boom)])
        attempts = 0
        XCTAssertEqual(recordEvents(producer.retry(upTo: 0)).events, [.value(1), .failed(.boom)])
    }

    func test_retry_interruptionIsForwarded() {
        let interrupted = SignalProducer<Int, OperatorTestError> { observer, _ in
            observer.sendInterrupted()
        }
        XCTAssertEqual(recordEvents(interrupted.retry(upTo: 3)).events, [.interrupted])
    }

    func test_repeat_negativeCountStops() throws {
        try expectCrash(message: "repeat(_:) needs a count >= 0, got -1") {
            _ = SignalProducer<Int, Never>.empty.repeat(-1)
        }
    }

    func test_retry_negativeCountStops() throws {
        try expectCrash(message: "retry(upTo:) needs a count >= 0, got -2") {
            _ = SignalProducer<Int, Never>.empty.retry(upTo: -2)
        }
    }
}
