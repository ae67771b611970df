import XCTest

@testable import Ripple

final class AttemptTests: XCTestCase {
    func test_attemptMap_sendsSuccessesThenFailsAndStopsObserving() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(
            output.attemptMap { $0 < 3 ? .success("\($0)") : .failure(OperatorTestError.other) })
        input.send(value: 1)
        input.send(value: 2)
        input.send(value: 3)
        input.send(value: 4)
        input.sendCompleted()
        XCTAssertEqual(log.events, [.value("1"), .value("2"), .failed(.other)])
        XCTAssertEqual(output.core.observerCount, 0)
    }

    func test_attempt_forwardsValuesAndEveryTerminalEvent() {
        for terminal: Signal<Int, OperatorTestError>.Event in [
            .completed, .interrupted, .failed(.boom),
        ] {
            let (output, input) = Signal<Int, OperatorTestError>.pipe()
            let log = recordEvents(output.attempt { _ in .success(()) })
            input.send(value: 1)
            input.send(terminal)
            XCTAssertEqual(log.events, [.value(1), terminal])
        }
    }

    func test_attemptThrowing_promotesTheErrorToSwiftError() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        var seen: [Int] = []
        let log = recordEvents(
            output.attempt { value in
                if value == 2 { throw OperatorTestError.other }
                seen.append(value)
            })
        input.send(value: 1)
        input.send(value: 2)
        XCTAssertEqual(log.values, [1])
        XCTAssertEqual(seen, [1])
        XCTAssertEqual(log.events.last?.error as? OperatorTestError, .other)

        let (upstream, upstreamInput) = Signal<Int, OperatorTestError>.pipe()
        let mapped = recordEvents(upstream.attemptMap { "\($0)" })
        upstreamInput.send(value: 5)
        upstreamInput.send(error: .boom)
        XCTAssertEqual(mapped.values, ["5"])
        XCTAssertEqual(mapped.events.last?.error as? OperatorTestError, .boom)
    }

    func test_attemptThrowing_whenErrorIsSwiftError() {
        let (output, input) = Signal<Int, Swift.Error>.pipe()
        let log = recordEvents(
            output.attemptMap { value -> Int in
                guard value > 0 else { throw OperatorTestError.boom }
                return value * 2
            })
        input.send(value: 1)
        input.send(value: 0)
        XCTAssertEqual(log.values, [2])
        XCTAssertEqual(log.events.count, 2)
        XCTAssertEqual(log.events.last?.error as? OperatorTestError, .boom)
    }

    func test_attempt_producerFormsRunPerStart() {
        let producer = SignalProducer<Int, OperatorTestError>([1, 2, 3])
        XCTAssertEqual(
            recordEvents(producer.attempt { $0 == 3 ? .failure(.boom) : .success(()) }).events,
            [.value(1), .value(2), .failed(.boom)])
        XCTAssertEqual(
            recordEvents(producer.attemptMap { .success($0 * 10) }).events,
            [.value(10), .value(20), .value(30), .completed])
        let throwing = recordEvents(producer.attemptMap { value -> Int in value })
        XCTAssertEqual(throwing.values, [1, 2, 3])
        XCTAssertTrue(throwing.events.last?.isCompleted ?? false)
        let throwingAttempt = recordEvents(
            producer.attempt { if $0 == 2 { throw OperatorTestError.other } })
        XCTAssertEqual(throwingAttempt.values, [1])
        XCTAssertEqual(throwingAttempt.events.last?.error as? OperatorTestError, .other)
    }
}
