import Ripple
import XCTest

final class SkipWhileTests: XCTestCase {
    func test_skipWhile_forwardsFromFirstFailingValueOn() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        var calls = 0
        let log = recordEvents(
            output.skip(while: {
                calls += 1
                return $0 < 3
            }))
        for value in [1, 2, 5, 1, 7] { input.send(value: value) }
        input.sendCompleted()
        XCTAssertEqual(log.events, [.value(5), .value(1), .value(7), .completed])
        XCTAssertEqual(calls, 3, "the predicate is not called after it first fails")
    }

    func test_skipWhile_forwardsFailureAndInterruption() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.skip(while: { _ in true }))
        input.send(value: 1)
        input.send(error: .boom)
        XCTAssertEqual(log.events, [.failed(.boom)])

        let (other, otherInput) = Signal<Int, OperatorTestError>.pipe()
        let interrupted = recordEvents(other.skip(while: { _ in true }))
        otherInput.sendInterrupted()
        XCTAssertEqual(interrupted.events, [.interrupted])
    }

    func test_skipWhile_releasesClosureAndUpstreamWhenDisposed() {
        assertReleasesUpstream { signal, witness in
            signal.skip(while: { _ in
                _ = witness
                return false
            })
        }
    }

    func test_skipWhile_producer() {
        let log = recordEvents(SignalProducer<Int, Never>([1, 4, 2]).skip(while: { $0 < 3 }))
        XCTAssertEqual(log.events, [.value(4), .value(2), .completed])
    }
}
