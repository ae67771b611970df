import Ripple
import XCTest

final class SkipFirstTests: XCTestCase {
    func test_skipFirst_dropsFirstValues() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.skip(first: 2))
        for value in 1...4 { input.send(value: value) }
        input.sendCompleted()
        XCTAssertEqual(log.events, [.value(3), .value(4), .completed])
    }

    func test_skipFirst_zeroForwardsEverything() {
        let (output, input) = Signal<Int, Never>.pipe()
        let log = recordEvents(output.skip(first: 0))
        input.send(value: 1)
        XCTAssertEqual(log.events, [.value(1)])
    }

    func test_skipFirst_forwardsTerminationBeforeCountIsReached() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.skip(first: 3))
        input.send(value: 1)
        input.send(error: .boom)
        XCTAssertEqual(log.events, [.failed(.boom)])

        let (other, otherInput) = Signal<Int, OperatorTestError>.pipe()
        let interrupted = recordEvents(other.skip(first: 3))
        otherInput.sendInterrupted()
        XCTAssertEqual(interrupted.events, [.interrupted])
    }

    func test_skipFirst_releasesUpstreamWhenDisposed() {
        assertReleasesUpstream { signal, witness in
            signal.mapConst(witness).skip(first: 1)
        }
    }

    func test_skipFirst_producerCountsPerRun() {
        let producer = SignalProducer<Int, Never>([1, 2, 3]).skip(first: 2)
        XCTAssertEqual(recordEvents(producer).events, [.value(3), .completed])
        XCTAssertEqual(recordEvents(producer).events, [.value(3), .completed])
    }
}
