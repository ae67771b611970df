import Ripple
import XCTest

final class MapConstTests: XCTestCase {
    func test_mapConst_replacesEveryValue() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = record(output.mapConst("x"))
        input.send(value: 1)
        input.send(value: 2)
        input.sendCompleted()
        XCTAssertEqual(log.events, [.value("x"), .value("x"), .completed])
    }

    func test_mapConst_forwardsFailureAndInterruption() {
        let (failing, failingInput) = Signal<Int, OperatorTestError>.pipe()
        let failed = record(failing.mapConst(true))
        failingInput.send(error: .boom)
        XCTAssertEqual(failed.events, [.failed(.boom)])

        let (interrupting, interruptingInput) = Signal<Int, OperatorTestError>.pipe()
        let interrupted = record(interrupting.mapConst(true))
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
            record(SignalProducer<Int, Never>(values: 1, 2).mapConst(0)).events,
            [.value(0), .value(0), .completed])
    }
}
