import Ripple
import XCTest

final class MaterializeTests: XCTestCase {
    typealias Event = Signal<Int, OperatorTestError>.Event

    func test_materialize_sendsFailureAsValueThenCompletes() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.materialize())
        input.send(value: 1)
        input.send(error: .boom)
        XCTAssertEqual(log.events, [.value(.value(1)), .value(.failed(.boom)), .completed])
    }

    func test_materialize_sendsCompletionAsValueThenCompletes() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.materialize())
        input.sendCompleted()
        XCTAssertEqual(log.events, [.value(.completed), .completed])
    }

    func test_materialize_sendsInterruptionAsValueThenIsInterrupted() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.materialize())
        input.sendInterrupted()
        XCTAssertEqual(log.events, [.value(.interrupted), .interrupted])
    }

    func test_materialize_releasesUpstreamWhenDisposed() {
        assertReleasesUpstream { signal, witness in
            signal.mapConst(witness).materialize()
        }
    }

    func test_materialize_producer() {
        let log = recordEvents(SignalProducer<Int, OperatorTestError>(error: .boom).materialize())
        XCTAssertEqual(log.events, [.value(.failed(.boom)), .completed])
    }
}
