import Ripple
import XCTest

final class NegateTests: XCTestCase {
    func test_negate_invertsValues() {
        let (output, input) = Signal<Bool, OperatorTestError>.pipe()
        let log = recordEvents(output.negate())
        input.send(value: true)
        input.send(value: false)
        input.sendCompleted()
        XCTAssertEqual(log.events, [.value(false), .value(true), .completed])
    }

    func test_negate_forwardsFailureAndInterruption() {
        let (output, input) = Signal<Bool, OperatorTestError>.pipe()
        let log = recordEvents(output.negate())
        input.send(error: .boom)
        XCTAssertEqual(log.events, [.failed(.boom)])

        let (other, otherInput) = Signal<Bool, OperatorTestError>.pipe()
        let interrupted = recordEvents(other.negate())
        otherInput.sendInterrupted()
        XCTAssertEqual(interrupted.events, [.interrupted])
    }

    func test_negate_releasesUpstreamWhenDisposed() {
        assertReleasesUpstream { signal, witness in
            signal.map { value -> Bool in
                _ = witness
                return value > 0
            }.negate()
        }
    }

    func test_negate_producer() {
        XCTAssertEqual(
            recordEvents(SignalProducer<Bool, Never>(value: false).negate()).events,
            [.value(true), .completed])
    }
}
