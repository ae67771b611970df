import Ripple
import XCTest

final class CompactMapTests: XCTestCase {
    func test_compactMap_dropsNilResults() {
        let (output, input) = Signal<String, OperatorTestError>.pipe()
        let log = recordEvents(output.compactMap { Int($0) })
        input.send(value: "1")
        input.send(value: "x")
        input.send(value: "3")
        input.sendCompleted()
        XCTAssertEqual(log.events, [.value(1), .value(3), .completed])
    }

    func test_compactMap_forwardsFailureAndInterruption() {
        let (output, input) = Signal<String, OperatorTestError>.pipe()
        let log = recordEvents(output.compactMap { Int($0) })
        input.send(error: .boom)
        XCTAssertEqual(log.events, [.failed(.boom)])

        let (other, otherInput) = Signal<String, OperatorTestError>.pipe()
        let interrupted = recordEvents(other.compactMap { Int($0) })
        otherInput.sendInterrupted()
        XCTAssertEqual(interrupted.events, [.interrupted])
    }

    func test_compactMap_releasesClosureAndUpstreamWhenDisposed() {
        assertReleasesUpstream { signal, witness in
            signal.compactMap { value -> Int? in
                _ = witness
                return value
            }
        }
    }

    func test_compactMap_producer() {
        let log = recordEvents(SignalProducer<String, Never>(["a", "2"]).compactMap { Int($0) })
        XCTAssertEqual(log.events, [.value(2), .completed])
    }
}
