import Ripple
import XCTest

final class MapConstTests: XCTestCase {
    func test_mapConst_replacesEveryValue() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.mapConst("x"))
        input.send(value: 1)
        input.send(value: 2)
        input.sendCompleted()
        XCTAssertEqual(log.events, [.value("x"), .value("x"), .completed])
    }

    func test_mapConst_forwardsFailureAndInterruption() {
        let (failing, failingInput) = Signal<Int, OperatorTestError>.pipe()
        let failed = recordEvents(failing.mapConst(true))
        failingInput.send(error: .boom)
        XCTAssertEqual(failed.events, [.failed(.boom)])

        let (interrupting, interruptingInput) = Signal<Int, OperatorTestError>.pipe()
        let interrupted = recordEvents(interrupting.mapConst(true))
        interruptingInput.sendInterrupted()
        XCTAssertEqual(interrupted.events, [.interrupted])
    }

    func test_mapConst_releasesUpstreamWhenDisposed() {
        assertReleasesUpstream { signal, witness in
            signal.mapConst(witness)
        }
    }

    func test_mapConst_producer() {
        XCTAssertEqual(
            recordEvents(SignalProducer<Int, Never>(values: 1, 2).mapConst(0)).events,
            [.value(0), .value(0), .completed])
    }
}
