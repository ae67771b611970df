import Ripple
import XCTest

final class ReduceTests: XCTestCase {
    func test_reduce_sendsFinalAccumulationOnCompletion() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.reduce(0, +))
        for value in 1...3 { input.send(value: value) }
        XCTAssertEqual(log.events, [])
        input.sendCompleted()
        XCTAssertEqual(log.events, [.value(6), .completed])
    }

    func test_reduce_sendsInitialWhenNoValues() {
        let (output, input) = Signal<Int, Never>.pipe()
        let log = recordEvents(output.reduce(into: [Int]()) { $0.append($1) })
        input.sendCompleted()
        XCTAssertEqual(log.events, [.value([]), .completed])
    }

    func test_reduceInto_mutatesAccumulationInPlace() {
        let (output, input) = Signal<Int, Never>.pipe()
        let log = recordEvents(output.reduce(into: [Int]()) { $0.append($1) })
        input.send(value: 1)
        input.send(value: 2)
        input.sendCompleted()
        XCTAssertEqual(log.events, [.value([1, 2]), .completed])
    }

    func test_reduce_forwardsFailureAndInterruptionWithoutValue() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.reduce(0, +))
        input.send(value: 1)
        input.send(error: .boom)
        XCTAssertEqual(log.events, [.failed(.boom)])

        let (other, otherInput) = Signal<Int, OperatorTestError>.pipe()
        let interrupted = recordEvents(other.reduce(into: 0) { $0 += $1 })
        otherInput.send(value: 1)
        otherInput.sendInterrupted()
        XCTAssertEqual(interrupted.events, [.interrupted])
    }

    func test_reduce_releasesClosureAndUpstreamWhenDisposed() {
        assertReleasesUpstream { signal, witness in
            signal.reduce(0) { total, value in
                _ = witness
                return total + value
            }
        }
        assertReleasesUpstream { signal, witness in
            signal.reduce(into: 0) { total, value in
                _ = witness
                total += value
            }
        }
    }

    func test_reduce_producer() {
        XCTAssertEqual(
            recordEvents(SignalProducer<Int, Never>(1...4).reduce(0, +)).events,
            [.value(10), .completed])
        XCTAssertEqual(
            recordEvents(SignalProducer<Int, Never>(1...2).reduce(into: 1) { $0 *= $1 + 1 }).events,
            [.value(6), .completed])
    }
}
