import Ripple
import XCTest

final class TakeLastTests: XCTestCase {
    func test_takeLast_sendsLastValuesOnCompletion() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.take(last: 2))
        for value in 1...5 { input.send(value: value) }
        XCTAssertEqual(log.events, [])
        input.sendCompleted()
        XCTAssertEqual(log.events, [.value(4), .value(5), .completed])
    }

    func test_takeLast_sendsFewerIfFewerArrived() {
        let (output, input) = Signal<Int, Never>.pipe()
        let log = recordEvents(output.take(last: 3))
        input.send(value: 1)
        input.sendCompleted()
        XCTAssertEqual(log.events, [.value(1), .completed])
    }

    func test_takeLast_zeroSendsNoValue() {
        let (output, input) = Signal<Int, Never>.pipe()
        let log = recordEvents(output.take(last: 0))
        input.send(value: 1)
        input.sendCompleted()
        XCTAssertEqual(log.events, [.completed])
    }

    func test_takeLast_dropsKeptValuesOnFailureOrInterruption() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.take(last: 2))
        input.send(value: 1)
        input.send(error: .boom)
        XCTAssertEqual(log.events, [.failed(.boom)])

        let (other, otherInput) = Signal<Int, OperatorTestError>.pipe()
        let interrupted = recordEvents(other.take(last: 2))
        otherInput.send(value: 1)
        otherInput.sendInterrupted()
        XCTAssertEqual(interrupted.events, [.interrupted])
    }

    func test_takeLast_releasesUpstreamWhenDisposed() {
        assertReleasesUpstream { signal, witness in
            signal.mapConst(witness).take(last: 2)
        }
    }

    func test_takeLast_producer() {
        let log = recordEvents(SignalProducer<Int, Never>(1...4).take(last: 3))
        XCTAssertEqual(log.events, [.value(2), .value(3), .value(4), .completed])
    }
}
