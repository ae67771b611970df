import Ripple
import XCTest

final class ScanTests: XCTestCase {
    func test_scan_sendsEveryAccumulation() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.scan(0, +))
        for value in 1...3 { input.send(value: value) }
        input.sendCompleted()
        XCTAssertEqual(log.events, [.value(1), .value(3), .value(6), .completed])
    }

    func test_scanInto_mutatesAccumulationInPlace() {
        let (output, input) = Signal<String, Never>.pipe()
        let log = recordEvents(output.scan(into: [String]()) { $0.append($1) })
        input.send(value: "a")
        input.send(value: "b")
        XCTAssertEqual(log.events, [.value(["a"]), .value(["a", "b"])])
    }

    func test_scan_forwardsFailureAndInterruption() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.scan(0, +))
        input.send(value: 2)
        input.send(error: .boom)
        XCTAssertEqual(log.events, [.value(2), .failed(.boom)])

        let (other, otherInput) = Signal<Int, OperatorTestError>.pipe()
        let interrupted = recordEvents(other.scan(into: 0) { $0 += $1 })
        otherInput.sendInterrupted()
        XCTAssertEqual(interrupted.events, [.interrupted])
    }

    func test_scan_releasesClosureAndUpstreamWhenDisposed() {
        assertReleasesUpstream { signal, witness in
            signal.scan(0) { total, value in
                _ = witness
                return total + value
            }
        }
        assertReleasesUpstream { signal, witness in
            signal.scan(into: 0) { total, value in
                _ = witness
                total += value
            }
        }
    }

    func test_scan_producerStartsFromInitialPerRun() {
        let producer = SignalProducer<Int, Never>([1, 2]).scan(10, +)
        XCTAssertEqual(recordEvents(producer).events, [.value(11), .value(13), .completed])
        XCTAssertEqual(recordEvents(producer).events, [.value(11), .value(13), .completed])
        let into = SignalProducer<Int, Never>([1, 2]).scan(into: 0) { $0 += $1 }
        XCTAssertEqual(recordEvents(into).events, [.value(1), .value(3), .completed])
    }
}
