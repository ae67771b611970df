import Ripple
import XCTest

final class MapValueTests: XCTestCase {
    func test_mapValue_replacesEveryValue_andForwardsEveryTerminalEvent() {
        for terminal: Signal<Int, OperatorTestError>.Event in [
            .completed, .interrupted, .failed(.boom),
        ] {
            let (output, input) = Signal<Int, OperatorTestError>.pipe()
            let log = recordEvents(output.map(value: "x"))
            input.send(value: 1)
            input.send(value: 2)
            input.send(terminal)
            XCTAssertEqual(log.events, [.value("x"), .value("x"), terminal.map { _ in "x" }])
        }
    }

    func test_mapValue_producer_andTrailingClosureStillMeansTransform() {
        let producer = SignalProducer<Int, Never>(values: 1, 2)
        XCTAssertEqual(
            recordEvents(producer.map(value: true)).events,
            [.value(true), .value(true), .completed])
        XCTAssertEqual(
            recordEvents(producer.mapConst(0)).events, [.value(0), .value(0), .completed])
        let pairs = SignalProducer<(Int, Int), Never>(value: (2, 3)).map { $0 * $1 }
        XCTAssertEqual(recordEvents(pairs).events, [.value(6), .completed])
    }
}
