import Ripple
import XCTest

final class IgnoreValuesTests: XCTestCase {
    func test_ignoreValues_sendsVoidPerValue() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        var count = 0
        var completed = false
        output.ignoreValues().observe { event in
            switch event {
            case .value: count += 1
            case .completed: completed = true
            default: XCTFail("unexpected \(event)")
            }
        }
        input.send(value: 1)
        input.send(value: 2)
        input.sendCompleted()
        XCTAssertEqual(count, 2)
        XCTAssertTrue(completed)
    }

    func test_ignoreValues_forwardsFailureAndInterruption() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.ignoreValues().mapConst(0))
        input.send(value: 5)
        input.send(error: .boom)
        XCTAssertEqual(log.events, [.value(0), .failed(.boom)])

        let (other, otherInput) = Signal<Int, OperatorTestError>.pipe()
        let interrupted = recordEvents(other.ignoreValues().mapConst(0))
        otherInput.sendInterrupted()
        XCTAssertEqual(interrupted.events, [.interrupted])
    }

    func test_ignoreValues_releasesUpstreamWhenDisposed() {
        assertReleasesUpstream { signal, witness in
            signal.map { value -> Int in
                _ = witness
                return value
            }.ignoreValues()
        }
    }

    func test_ignoreValues_producer() {
        let log = recordEvents(SignalProducer<Int, Never>(values: 1, 2).ignoreValues().mapConst(1))
        XCTAssertEqual(log.events, [.value(1), .value(1), .completed])
    }
}
