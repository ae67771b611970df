import Ripple
import XCTest

final class FilterTests: XCTestCase {
    func test_filter_forwardsIncludedValues() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.filter { $0.isMultiple(of: 2) })
        for value in 1...5 { input.send(value: value) }
        input.sendCompleted()
        XCTAssertEqual(log.events, [.value(2), .value(4), .completed])
    }

    func test_filter_forwardsFailureAndInterruption() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.filter { _ in false })
        input.send(value: 1)
        input.send(error: .boom)
        XCTAssertEqual(log.events, [.failed(.boom)])

        let (other, otherInput) = Signal<Int, OperatorTestError>.pipe()
        let interrupted = recordEvents(other.filter { _ in true })
        otherInput.sendInterrupted()
        XCTAssertEqual(interrupted.events, [.interrupted])
    }

    func test_filter_releasesClosureAndUpstreamWhenDisposed() {
        assertReleasesUpstream { signal, witness in
            signal.filter { _ in
                _ = witness
                return true
            }
        }
    }

    func test_filter_producer() {
        let log = recordEvents(SignalProducer<Int, Never>(1...4).filter { $0 > 2 })
        XCTAssertEqual(log.events, [.value(3), .value(4), .completed])
    }
}
