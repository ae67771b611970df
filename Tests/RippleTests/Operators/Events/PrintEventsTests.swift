import XCTest

@testable import Ripple

/// Kickstarter's print operators, checked through their internal `printer` seam.
final class PrintEventsTests: XCTestCase {
    func test_printEvents_printsAndForwardsEveryEvent() {
        for terminal: Signal<Int, OperatorTestError>.Event in [
            .completed, .interrupted, .failed(.boom),
        ] {
            var lines: [String] = []
            let (output, input) = Signal<Int, OperatorTestError>.pipe()
            let log = recordEvents(output.printEvents(label: "vm") { lines.append($0) })
            input.send(value: 1)
            input.send(terminal)
            XCTAssertEqual(log.events, [.value(1), terminal])
            XCTAssertEqual(
                lines,
                ["[vm] \(Signal<Int, OperatorTestError>.Event.value(1))", "[vm] \(terminal)"])
        }
    }

    func test_producerPrintForms() {
        var lines: [String] = []
        let producer = SignalProducer<Int, Never>(values: 1, 2)
        XCTAssertEqual(
            recordEvents(producer.printValues(label: nil) { lines.append($0) }).events,
            [.value(1), .value(2), .completed])
        XCTAssertEqual(lines, ["1", "2"])
        lines = []
        XCTAssertEqual(
            recordEvents(producer.printEvents(label: "p") { lines.append($0) }).events,
            [.value(1), .value(2), .completed])
        XCTAssertEqual(lines.count, 3)
        XCTAssertEqual(lines.last, "[p] \(Signal<Int, Never>.Event.completed)")
        lines = []
        producer.startAndPrintEvents(label: nil) { lines.append($0) }
        XCTAssertEqual(lines.count, 3)
        let interrupted = SignalProducer<Int, Never>.never.startAndPrintEvents(label: "i") {
            lines.append($0)
        }
        interrupted.dispose()
        XCTAssertEqual(lines.last, "[i] \(Signal<Int, Never>.Event.interrupted)")
    }

    func test_publicPrintForms_forwardEvents() {
        let producer = SignalProducer<Int, Never>(value: 1)
        XCTAssertEqual(recordEvents(producer.printEvents()).events, [.value(1), .completed])
        XCTAssertEqual(
            recordEvents(producer.printValues(label: "v")).events, [.value(1), .completed])
        let (output, input) = Signal<Int, Never>.pipe()
        let log = recordEvents(output.printEvents())
        input.sendCompleted()
        XCTAssertEqual(log.events, [.completed])
        producer.startAndPrintEvents()
    }
}
