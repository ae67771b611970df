import Ripple
import XCTest

final class CollectTests: XCTestCase {
    func test_collect_sendsAllValuesOnCompletion() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.collect())
        input.send(value: 1)
        input.send(value: 2)
        XCTAssertEqual(log.events, [])
        input.sendCompleted()
        XCTAssertEqual(log.events, [.value([1, 2]), .completed])
    }

    func test_collect_sendsEmptyArrayWhenNoValues() {
        let (output, input) = Signal<Int, Never>.pipe()
        let log = recordEvents(output.collect())
        input.sendCompleted()
        XCTAssertEqual(log.events, [.value([]), .completed])
    }

    func test_collect_forwardsFailureAndInterruptionWithoutValue() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.collect())
        input.send(value: 1)
        input.send(error: .boom)
        XCTAssertEqual(log.events, [.failed(.boom)])

        let (other, otherInput) = Signal<Int, OperatorTestError>.pipe()
        let interrupted = recordEvents(other.collect(count: 2))
        otherInput.send(value: 1)
        otherInput.sendInterrupted()
        XCTAssertEqual(interrupted.events, [.interrupted])
    }

    func test_collectCount_sendsFullArraysThenRemainder() {
        let (output, input) = Signal<Int, Never>.pipe()
        let log = recordEvents(output.collect(count: 2))
        for value in 1...5 { input.send(value: value) }
        XCTAssertEqual(log.events, [.value([1, 2]), .value([3, 4])])
        input.sendCompleted()
        XCTAssertEqual(log.events, [.value([1, 2]), .value([3, 4]), .value([5]), .completed])
    }

    func test_collectCount_sendsNoEmptyRemainderAfterFullArrays() {
        let (output, input) = Signal<Int, Never>.pipe()
        let log = recordEvents(output.collect(count: 2))
        input.send(value: 1)
        input.send(value: 2)
        input.sendCompleted()
        XCTAssertEqual(log.events, [.value([1, 2]), .completed])
    }

    func test_collectCount_sendsEmptyArrayWhenNoValues() {
        let (output, input) = Signal<Int, Never>.pipe()
        let log = recordEvents(output.collect(count: 3))
        input.sendCompleted()
        XCTAssertEqual(log.events, [.value([]), .completed])
    }

    func test_collect_releasesUpstreamWhenDisposed() {
        assertReleasesUpstream { signal, witness in
            signal.mapConst(witness).collect()
        }
        assertReleasesUpstream { signal, witness in
            signal.mapConst(witness).collect(count: 2)
        }
    }

    func test_collect_producer() {
        XCTAssertEqual(
            recordEvents(SignalProducer<Int, Never>(1...3).collect()).events,
            [.value([1, 2, 3]), .completed])
        XCTAssertEqual(
            recordEvents(SignalProducer<Int, Never>(1...3).collect(count: 2)).events,
            [.value([1, 2]), .value([3]), .completed])
    }
}
