import Ripple
import XCTest

final class DemoteErrorsTests: XCTestCase {
    func test_demoteErrors_completesInsteadOfFailing() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.demoteErrors())
        input.send(value: 1)
        input.send(error: .boom)
        XCTAssertEqual(log.events, [.value(1), .completed])
    }

    func test_demoteErrors_sendsReplacementBeforeCompleting() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.demoteErrors(replaceErrorWith: -1))
        input.send(value: 1)
        input.send(error: .boom)
        XCTAssertEqual(log.events, [.value(1), .value(-1), .completed])
    }

    func test_demoteErrors_forwardsCompletionAndInterruptionWithoutReplacement() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.demoteErrors(replaceErrorWith: -1))
        input.sendCompleted()
        XCTAssertEqual(log.events, [.completed])

        let (other, otherInput) = Signal<Int, OperatorTestError>.pipe()
        let interrupted = recordEvents(other.demoteErrors(replaceErrorWith: -1))
        otherInput.sendInterrupted()
        XCTAssertEqual(interrupted.events, [.interrupted])
    }

    func test_demoteErrors_releasesUpstreamWhenDisposed() {
        assertReleasesUpstream { signal, witness in
            signal.mapConst(witness).demoteErrors()
        }
    }

    func test_demoteErrors_producer() {
        let log = recordEvents(
            SignalProducer<[Int], OperatorTestError>(error: .boom).demoteErrors(replaceErrorWith: []
            ))
        XCTAssertEqual(log.events, [.value([]), .completed])
    }
}
