import Ripple
import XCTest

final class ScanMapTests: XCTestCase {
    func test_scanMapInto_threadsStateAndSendsDerivedValues() {
        let (output, input) = Signal<String, OperatorTestError>.pipe()
        let log = recordEvents(
            output.scanMap(into: 0) { count, title in
                count += 1
                return "\(count). \(title)"
            })
        input.send(value: "a")
        input.send(value: "b")
        input.sendCompleted()
        XCTAssertEqual(log.events, [.value("1. a"), .value("2. b"), .completed])
    }

    func test_scanMap_forwardsFailureAndInterruption() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.scanMap(0) { state, value in (state + value, state * 100) })
        input.send(value: 1)
        input.send(value: 2)
        input.send(error: .boom)
        XCTAssertEqual(log.events, [.value(0), .value(100), .failed(.boom)])

        let (other, otherInput) = Signal<Int, OperatorTestError>.pipe()
        let interrupted = recordEvents(other.scanMap(into: 0) { _, value in value })
        otherInput.sendInterrupted()
        XCTAssertEqual(interrupted.events, [.interrupted])
    }

    func test_scanMap_producerStartsFromInitialPerRun() {
        let producer = SignalProducer<Int, Never>([1, 2]).scanMap(10) { ($0 + $1, $0 + $1) }
        XCTAssertEqual(recordEvents(producer).events, [.value(11), .value(13), .completed])
        XCTAssertEqual(recordEvents(producer).events, [.value(11), .value(13), .completed])
        let into = SignalProducer<Int, Never>([1, 2]).scanMap(into: 0) { state, value -> Int in
            state += value
            return -state
        }
        XCTAssertEqual(recordEvents(into).events, [.value(-1), .value(-3), .completed])
    }
}
