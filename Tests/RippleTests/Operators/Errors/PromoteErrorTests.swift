import Ripple
import XCTest

final class PromoteErrorTests: XCTestCase {
    func test_promoteError_forwardsEveryEvent() {
        let (output, input) = Signal<Int, Never>.pipe()
        let log = recordEvents(output.promoteError(OperatorTestError.self))
        input.send(value: 1)
        input.sendCompleted()
        XCTAssertEqual(log.events, [.value(1), .completed])

        let (other, otherInput) = Signal<Int, Never>.pipe()
        let interrupted: EventLog<Int, OperatorTestError> = recordEvents(other.promoteError())
        otherInput.sendInterrupted()
        XCTAssertEqual(interrupted.events, [.interrupted])
    }

    func test_promoteError_releasesUpstreamWhenDisposed() {
        assertReleasesUpstream { signal, witness in
            signal.mapConst(witness).demoteErrors().promoteError(OperatorTestError.self)
        }
    }

    func test_promoteError_producer() {
        let log = recordEvents(
            SignalProducer<Int, Never>(value: 3).promoteError(OperatorTestError.self))
        XCTAssertEqual(log.events, [.value(3), .completed])
    }
}
