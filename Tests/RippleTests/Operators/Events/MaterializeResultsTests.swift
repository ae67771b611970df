import Ripple
import XCTest

final class MaterializeResultsTests: XCTestCase {
    typealias Outcome = Result<Int, OperatorTestError>

    func test_materializeResults_turnsValuesAndFailureIntoResults() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.materializeResults())
        input.send(value: 1)
        input.send(error: .boom)
        XCTAssertEqual(log.events, [.value(.success(1)), .value(.failure(.boom)), .completed])
        for terminal: Signal<Int, OperatorTestError>.Event in [.completed, .interrupted] {
            let (output, input) = Signal<Int, OperatorTestError>.pipe()
            let log = recordEvents(output.materializeResults())
            input.send(terminal)
            XCTAssertEqual(log.events, [terminal.isCompleted ? .completed : .interrupted])
        }
    }

    func test_dematerializeResults_failsAtTheFirstFailure() {
        let (output, input) = Signal<Outcome, Never>.pipe()
        let log = recordEvents(output.dematerializeResults())
        input.send(value: .success(1))
        input.send(value: .failure(.other))
        input.send(value: .success(2))
        XCTAssertEqual(log.events, [.value(1), .failed(.other)])
        for terminal: Signal<Outcome, Never>.Event in [.completed, .interrupted] {
            let (output, input) = Signal<Outcome, Never>.pipe()
            let log: EventLog<Int, OperatorTestError> = recordEvents(output.dematerializeResults())
            input.send(terminal)
            XCTAssertEqual(log.events, [terminal.isCompleted ? .completed : .interrupted])
        }
    }

    func test_materializeResults_producer_roundTrips() {
        let producer = SignalProducer<Int, OperatorTestError>(value: 1).concat(error: .boom)
        XCTAssertEqual(
            recordEvents(producer.materializeResults()).events,
            [.value(.success(1)), .value(.failure(.boom)), .completed])
        XCTAssertEqual(
            recordEvents(producer.materializeResults().dematerializeResults()).events,
            [.value(1), .failed(.boom)])
    }
}
