import Ripple
import XCTest

final class SkipRepeatsTests: XCTestCase {
    func test_skipRepeats_dropsConsecutiveEqualValues() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.skipRepeats())
        for value in [1, 1, 2, 1, 1, 3, 3] { input.send(value: value) }
        input.sendCompleted()
        XCTAssertEqual(log.events, [.value(1), .value(2), .value(1), .value(3), .completed])
    }

    func test_skipRepeats_predicateComparesWithLastForwardedValue() {
        let (output, input) = Signal<Int, Never>.pipe()
        let log = recordEvents(output.skipRepeats { abs($0 - $1) < 2 })
        for value in [10, 11, 12, 13, 20] { input.send(value: value) }
        XCTAssertEqual(log.events, [.value(10), .value(12), .value(20)])
    }

    func test_skipRepeats_firstValueAlwaysPassesEvenIfNil() {
        let (output, input) = Signal<Int?, Never>.pipe()
        let log = recordEvents(output.skipRepeats())
        input.send(value: nil)
        input.send(value: nil)
        input.send(value: 1)
        XCTAssertEqual(log.events, [.value(nil), .value(1)])
    }

    func test_skipRepeats_forwardsFailureAndInterruption() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.skipRepeats())
        input.send(value: 1)
        input.send(error: .boom)
        XCTAssertEqual(log.events, [.value(1), .failed(.boom)])

        let (other, otherInput) = Signal<Int, OperatorTestError>.pipe()
        let interrupted = recordEvents(other.skipRepeats())
        otherInput.sendInterrupted()
        XCTAssertEqual(interrupted.events, [.interrupted])
    }

    func test_skipRepeats_releasesClosureAndUpstreamWhenDisposed() {
        assertReleasesUpstream { signal, witness in
            signal.skipRepeats { lhs, rhs in
                _ = witness
                return lhs == rhs
            }
        }
    }

    func test_skipRepeats_producerStartsFreshPerRun() {
        let producer = SignalProducer<Int, Never>([1, 1, 2]).skipRepeats()
        XCTAssertEqual(recordEvents(producer).events, [.value(1), .value(2), .completed])
        XCTAssertEqual(recordEvents(producer).events, [.value(1), .value(2), .completed])
    }
}
