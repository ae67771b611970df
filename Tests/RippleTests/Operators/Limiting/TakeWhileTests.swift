import XCTest

@testable import Ripple

final class TakeWhileTests: XCTestCase {
    func test_takeWhile_completesAtFirstFailingValue() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.take(while: { $0 < 3 }))
        for value in [1, 2, 5, 1] { input.send(value: value) }
        XCTAssertEqual(log.events, [.value(1), .value(2), .completed])
        XCTAssertEqual(output.core.observerCount, 0)
    }

    func test_takeWhile_forwardsTermination() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.take(while: { _ in true }))
        input.send(value: 1)
        input.send(error: .boom)
        XCTAssertEqual(log.events, [.value(1), .failed(.boom)])

        let (other, otherInput) = Signal<Int, OperatorTestError>.pipe()
        let interrupted = recordEvents(other.take(while: { _ in true }))
        otherInput.sendInterrupted()
        XCTAssertEqual(interrupted.events, [.interrupted])
    }

    func test_takeWhile_releasesClosureAndUpstreamWhenDisposed() {
        assertReleasesUpstream { signal, witness in
            signal.take(while: { _ in
                _ = witness
                return true
            })
        }
    }

    func test_takeWhile_producer() {
        let log = recordEvents(SignalProducer<Int, Never>([1, 5, 2]).take(while: { $0 < 3 }))
        XCTAssertEqual(log.events, [.value(1), .completed])
    }
}
