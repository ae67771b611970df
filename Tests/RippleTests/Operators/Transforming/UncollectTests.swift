import Ripple
import XCTest

final class UncollectTests: XCTestCase {
    func test_uncollect_sendsEveryElementInOrder() {
        let (output, input) = Signal<[Int], OperatorTestError>.pipe()
        let log = recordEvents(output.uncollect())
        input.send(value: [1, 2])
        input.send(value: [])
        input.send(value: [3])
        input.sendCompleted()
        XCTAssertEqual(log.events, [.value(1), .value(2), .value(3), .completed])
    }

    func test_uncollect_forwardsFailureAndInterruption() {
        let (output, input) = Signal<[Int], OperatorTestError>.pipe()
        let log = recordEvents(output.uncollect())
        input.send(value: [1])
        input.send(error: .boom)
        XCTAssertEqual(log.events, [.value(1), .failed(.boom)])

        let (other, otherInput) = Signal<Set<Int>, OperatorTestError>.pipe()
        let interrupted = recordEvents(other.uncollect())
        otherInput.sendInterrupted()
        XCTAssertEqual(interrupted.events, [.interrupted])
    }

    func test_uncollect_stopsMidSequenceWhenDownstreamTerminates() {
        let (output, input) = Signal<[Int], Never>.pipe()
        let log = recordEvents(output.uncollect().take(first: 2))
        input.send(value: [1, 2, 3])
        XCTAssertEqual(log.events, [.value(1), .value(2), .completed])
    }

    func test_uncollect_releasesUpstreamWhenDisposed() {
        assertReleasesUpstream { signal, witness in
            signal.map { value -> [Int] in
                _ = witness
                return [value]
            }.uncollect()
        }
    }

    func test_uncollect_producer() {
        let log = recordEvents(SignalProducer<[Int], Never>([[1], [2, 3]]).uncollect())
        XCTAssertEqual(log.events, [.value(1), .value(2), .value(3), .completed])
    }
}
