import Ripple
import XCTest

final class DematerializeTests: XCTestCase {
    typealias Event = Signal<Int, OperatorTestError>.Event

    func test_dematerialize_replaysEventsUntilTerminalOne() {
        let (output, input) = Signal<Event, Never>.pipe()
        let log = recordEvents(output.dematerialize())
        input.send(value: .value(1))
        input.send(value: .failed(.boom))
        input.send(value: .value(2))
        XCTAssertEqual(log.events, [.value(1), .failed(.boom)])
    }

    func test_dematerialize_endsWithOuterCompletionOrInterruption() {
        let (output, input) = Signal<Event, Never>.pipe()
        let log = recordEvents(output.dematerialize())
        input.sendCompleted()
        XCTAssertEqual(log.events, [.completed])

        let (other, otherInput) = Signal<Event, Never>.pipe()
        let interrupted = recordEvents(other.dematerialize())
        otherInput.sendInterrupted()
        XCTAssertEqual(interrupted.events, [.interrupted])
    }

    func test_dematerialize_invertsMaterialize() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.materialize().dematerialize())
        input.send(value: 1)
        input.send(error: .other)
        XCTAssertEqual(log.events, [.value(1), .failed(.other)])
    }

    func test_values_sendsValuesOfMaterializedSignal() {
        let (output, input) = Signal<Event, Never>.pipe()
        let log = recordEvents(output.values())
        input.send(value: .value(1))
        input.send(value: .failed(.boom))
        input.send(value: .value(2))
        input.sendCompleted()
        XCTAssertEqual(log.events, [.value(1), .value(2), .completed])
    }

    func test_errors_sendsErrorsOfMaterializedSignal() {
        let (output, input) = Signal<Event, Never>.pipe()
        let log = recordEvents(output.errors())
        input.send(value: .value(1))
        input.send(value: .failed(.boom))
        input.send(value: .completed)
        input.sendInterrupted()
        XCTAssertEqual(log.events, [.value(.boom), .interrupted])
    }

    func test_valuesAndErrors_splitOneMaterializedRequest() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let response = output.materialize()
        let values = recordEvents(response.values())
        let errors = recordEvents(response.errors())
        input.send(value: 1)
        input.send(error: .boom)
        XCTAssertEqual(values.events, [.value(1), .completed])
        XCTAssertEqual(errors.events, [.value(.boom), .completed])
    }

    func test_dematerialize_releasesUpstreamWhenDisposed() {
        assertReleasesUpstream { signal, witness in
            signal.mapConst(witness).materialize().dematerialize()
        }
        assertReleasesUpstream { signal, witness in
            signal.mapConst(witness).materialize().values()
        }
        assertReleasesUpstream { signal, witness in
            signal.mapConst(witness).materialize().errors()
        }
    }

    func test_valuesErrorsDematerialize_producer() {
        let producer = SignalProducer<Int, OperatorTestError> { observer, _ in
            observer.send(value: 1)
            observer.send(error: .boom)
        }.materialize()
        XCTAssertEqual(recordEvents(producer.values()).events, [.value(1), .completed])
        XCTAssertEqual(recordEvents(producer.errors()).events, [.value(.boom), .completed])
        XCTAssertEqual(recordEvents(producer.dematerialize()).events, [.value(1), .failed(.boom)])
    }
}
