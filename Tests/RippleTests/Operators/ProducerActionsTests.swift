import Ripple
import XCTest

final class ProducerActionsTests: XCTestCase {
    func test_initResult_sendsSuccessOrFails() {
        XCTAssertEqual(
            recordEvents(SignalProducer<Int, OperatorTestError>(.success(1))).events,
            [.value(1), .completed])
        XCTAssertEqual(
            recordEvents(SignalProducer<Int, OperatorTestError>(.failure(.boom))).events,
            [.failed(.boom)])
    }

    func test_initResultAction_runsOncePerStart() {
        var calls = 0
        let producer = SignalProducer<Int, OperatorTestError> {
            () -> Result<Int, OperatorTestError> in
            calls += 1
            return calls == 1 ? .success(calls) : .failure(.boom)
        }
        XCTAssertEqual(calls, 0)
        XCTAssertEqual(recordEvents(producer).events, [.value(1), .completed])
        XCTAssertEqual(recordEvents(producer).events, [.failed(.boom)])
        XCTAssertEqual(calls, 2)
    }

    func test_initValueAction_sendsTheValuePerStart() {
        var calls = 0
        let producer = SignalProducer<Int, Never> { () -> Int in
            calls += 1
            return calls * 10
        }
        XCTAssertEqual(recordEvents(producer).events, [.value(10), .completed])
        XCTAssertEqual(recordEvents(producer).events, [.value(20), .completed])
    }

    func test_initThrowingAction_failsWithTheThrownError() {
        var shouldThrow = false
        let producer = SignalProducer<Int, Swift.Error> { () throws -> Int in
            if shouldThrow { throw OperatorTestError.boom }
            return 7
        }
        let success = recordEvents(producer)
        XCTAssertEqual(success.values, [7])
        XCTAssertEqual(success.events.count, 2)
        XCTAssertTrue(success.events.last?.isCompleted ?? false)
        shouldThrow = true
        let failure = recordEvents(producer)
        XCTAssertEqual(failure.events.count, 1)
        XCTAssertEqual(failure.events.first?.error as? OperatorTestError, .boom)
    }
}
