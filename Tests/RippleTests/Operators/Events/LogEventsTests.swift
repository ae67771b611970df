import Ripple
import XCTest

final class LogEventsTests: XCTestCase {
    private final class Lines {
        var lines: [String] = []
    }

    func test_logEvents_logsEveryEventKindWithIdentifier() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = Lines()
        let result = output.logEvents(identifier: "query") { identifier, event, _, _, _ in
            log.lines.append("[\(identifier)] \(event)")
        }
        let events = recordEvents(result)
        input.send(value: 1)
        input.send(error: .boom)
        XCTAssertEqual(events.events, [.value(1), .failed(.boom)])
        XCTAssertEqual(
            log.lines,
            ["[query] value 1", "[query] failed boom", "[query] terminated", "[query] disposed"])
    }

    func test_logEvents_logsOnlySelectedKinds() {
        let (output, input) = Signal<Int, Never>.pipe()
        let log = Lines()
        recordEvents(
            output.logEvents(events: [.completed, .interrupted]) { _, event, _, _, _ in
                log.lines.append(event)
            })
        input.send(value: 1)
        input.sendCompleted()
        XCTAssertEqual(log.lines, ["completed"])
    }

    func test_logEvents_passesCallSite() {
        let (output, input) = Signal<Int, Never>.pipe()
        var sites: [String] = []
        let logged = output.logEvents(events: [.value]) { _, _, file, function, line in
            sites.append("\(file) \(function) \(line)")
        }
        let callLine = #line - 3
        recordEvents(logged)
        input.send(value: 1)
        XCTAssertEqual(sites, ["\(#fileID) \(#function) \(callLine)"])
    }

    func test_logEvents_releasesLoggerAndUpstreamWhenDisposed() {
        assertReleasesUpstream { signal, witness in
            signal.logEvents { _, _, _, _, _ in _ = witness }
        }
    }

    func test_logEvents_producerLogsStartingAndStarted() {
        let log = Lines()
        let producer = SignalProducer<Int, Never>(value: 1).logEvents(identifier: "p") {
            identifier, event, _, _, _ in log.lines.append("[\(identifier)] \(event)")
        }
        recordEvents(producer)
        XCTAssertEqual(
            log.lines,
            [
                "[p] starting", "[p] value 1", "[p] completed", "[p] terminated", "[p] disposed",
                "[p] started",
            ])
    }
}
