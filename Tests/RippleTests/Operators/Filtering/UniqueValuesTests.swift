import Ripple
import XCTest

final class UniqueValuesTests: XCTestCase {
    func test_uniqueValues_dropsValuesSeenBefore_andForwardsEveryTerminalEvent() {
        for terminal: Signal<Int, OperatorTestError>.Event in [
            .completed, .interrupted, .failed(.boom),
        ] {
            let (output, input) = Signal<Int, OperatorTestError>.pipe()
            let log = recordEvents(output.uniqueValues())
            for value in [1, 2, 1, 3, 2] { input.send(value: value) }
            input.send(terminal)
            XCTAssertEqual(log.events, [.value(1), .value(2), .value(3), terminal])
        }
    }

    func test_uniqueValues_byIdentity_andKickstartersDistincts() {
        let words = SignalProducer<String, Never>(["ant", "bee", "asp", "cat", "bat"])
        XCTAssertEqual(
            recordEvents(words.uniqueValues { $0.first }).events,
            [.value("ant"), .value("bee"), .value("cat"), .completed])
        XCTAssertEqual(
            recordEvents(words.distincts { $0.count }).events, [.value("ant"), .completed])
        XCTAssertEqual(
            recordEvents(SignalProducer<Int, Never>([1, 1, 2]).distincts()).events,
            [.value(1), .value(2), .completed])
    }

    func test_uniqueValues_producer_eachRunStartsAfresh() {
        let producer = SignalProducer<Int, Never>([1, 1]).uniqueValues()
        XCTAssertEqual(recordEvents(producer).events, [.value(1), .completed])
        XCTAssertEqual(recordEvents(producer).events, [.value(1), .completed])
    }

    func test_distincts_onASignal() {
        let (output, input) = Signal<Int, Never>.pipe()
        let log = recordEvents(output.distincts())
        let keyed = recordEvents(output.distincts { $0 % 2 })
        for value in [1, 3, 1, 4] { input.send(value: value) }
        input.sendCompleted()
        XCTAssertEqual(log.events, [.value(1), .value(3), .value(4), .completed])
        XCTAssertEqual(keyed.events, [.value(1), .value(4), .completed])
    }
}
