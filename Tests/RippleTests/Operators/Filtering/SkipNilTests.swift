import Ripple
import XCTest

final class SkipNilTests: XCTestCase {
    func test_skipNil_unwrapsAndDropsNil() {
        let (output, input) = Signal<Int?, OperatorTestError>.pipe()
        let log = recordEvents(output.skipNil())
        input.send(value: 1)
        input.send(value: nil)
        input.send(value: 3)
        input.sendCompleted()
        XCTAssertEqual(log.events, [.value(1), .value(3), .completed])
    }

    func test_skipNil_forwardsFailureAndInterruption() {
        let (output, input) = Signal<Int?, OperatorTestError>.pipe()
        let log = recordEvents(output.skipNil())
        input.send(value: nil)
        input.send(error: .boom)
        XCTAssertEqual(log.events, [.failed(.boom)])

        let (other, otherInput) = Signal<Int?, OperatorTestError>.pipe()
        let interrupted = recordEvents(other.skipNil())
        otherInput.sendInterrupted()
        XCTAssertEqual(interrupted.events, [.interrupted])
    }

    func test_skipNil_unwrapsOneLevelOfNestedOptionals() {
        let (output, input) = Signal<Int??, Never>.pipe()
        let log = recordEvents(output.skipNil())
        input.send(value: .some(nil))
        input.send(value: nil)
        input.send(value: 2)
        XCTAssertEqual(log.events, [.value(nil), .value(2)])
    }

    func test_skipNil_releasesUpstreamWhenDisposed() {
        assertReleasesUpstream { signal, witness in
            signal.map { value -> Int? in
                _ = witness
                return value
            }.skipNil()
        }
    }

    func test_skipNil_producer() {
        let log = recordEvents(SignalProducer<Int?, Never>([nil, 4, nil]).skipNil())
        XCTAssertEqual(log.events, [.value(4), .completed])
    }
}
