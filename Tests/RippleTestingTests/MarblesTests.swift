import RippleTesting
import XCTest

private struct MarbleError: Error, Equatable {}

final class MarblesTests: XCTestCase {
    private let values: [Character: Int] = ["a": 1, "b": 2, "c": 3]

    private func parse(_ marbles: String) throws -> [String] {
        try Marbles.parse(marbles, values: values, error: MarbleError())
            .map { "\($0.tick):\($0.event)" }
    }

    private func syntaxError(_ marbles: String) -> Marbles.SyntaxError? {
        do {
            _ = try Marbles.parse(marbles, values: values, error: Never?.none)
            return nil
        } catch {
            return error as? Marbles.SyntaxError
        }
    }

    func test_parse_readsValuesAndTerminalEventsWithTheirTicks() throws {
        XCTAssertEqual(try parse("-a--b-|"), ["1:VALUE 1", "4:VALUE 2", "6:COMPLETED"])
        XCTAssertEqual(try parse("a#"), ["0:VALUE 1", "1:FAILED MarbleError()"])
        XCTAssertEqual(try parse("--^"), ["2:INTERRUPTED"])
        XCTAssertEqual(try parse(""), [])
    }

    func test_parse_groupHappensAtOneTickAndTakesOneTick() throws {
        XCTAssertEqual(
            try parse("-(ab)-c(b|)"),
            ["1:VALUE 1", "1:VALUE 2", "3:VALUE 3", "4:VALUE 2", "4:COMPLETED"])
    }

    func test_parse_ignoresSpaces() throws {
        XCTAssertEqual(try parse("- a  - b"), ["1:VALUE 1", "3:VALUE 2"])
    }

    func test_parse_rejectsBadDiagramsWithTheirOffset() {
        XCTAssertEqual(
            syntaxError("-x"), .init(message: "'x' is not in the values table", offset: 1))
        XCTAssertEqual(
            syntaxError("-#"), .init(message: "'#' needs an error: pass `error:`", offset: 1))
        XCTAssertEqual(syntaxError("a|b"), .init(message: "'b' after a terminal event", offset: 2))
        XCTAssertEqual(syntaxError("(a(b))"), .init(message: "nested group", offset: 2))
        XCTAssertEqual(syntaxError("a)"), .init(message: "')' with no group open", offset: 1))
        XCTAssertEqual(syntaxError("-()"), .init(message: "empty group", offset: 2))
        XCTAssertEqual(syntaxError("(a-b)"), .init(message: "'-' inside a group", offset: 2))
        XCTAssertEqual(syntaxError("(ab"), .init(message: "group not closed", offset: 3))
        XCTAssertEqual(
            syntaxError("-x")?.description,
            "marbles, at character 1: 'x' is not in the values table")
    }

    func test_render_writesTicksEventsAndGroups() {
        let events: [(tick: Int, event: Signal<Int, MarbleError>.Event)] = [
            (1, .value(1)), (3, .value(2)), (3, .value(3)), (5, .failed(MarbleError())),
        ]
        XCTAssertEqual(Marbles.render(events) { Character("\($0)") }, "-1-(23)-#")
        XCTAssertEqual(
            Marbles.render([(tick: 0, event: Signal<Int, Never>.Event.interrupted)]) { _ in "x" },
            "^")
        XCTAssertEqual(
            Marbles.render([(tick: Int, event: Signal<Int, Never>.Event)]()) { _ in "x" }, "")
    }

    func test_createHotSignal_sendsTheDiagramAsTimePasses() {
        let scheduler = TestScheduler()
        let signal = scheduler.createHotSignal(
            "a-b-#", values: values, error: MarbleError(), tick: .seconds(1))
        let recorder = TestObserver<Int, MarbleError>()
        signal.observe(recorder.observer)
        XCTAssertEqual(recorder.events, [], "tick 0 goes out on the next advance")
        scheduler.advance()
        XCTAssertEqual(recorder.events, [.value(1)])
        scheduler.advance(by: .seconds(2))
        XCTAssertEqual(recorder.events, [.value(1), .value(2)])
        scheduler.advance(by: .seconds(2))
        XCTAssertEqual(recorder.events, [.value(1), .value(2), .failed(MarbleError())])
    }

    func test_createHotSignal_withoutTerminalEventStaysAlive() {
        let scheduler = TestScheduler()
        let signal = scheduler.createHotSignal("-a", values: values)
        let recorder = TestObserver<Int, Never>()
        let observation = signal.observe(recorder.observer)
        scheduler.run()
        XCTAssertEqual(recorder.events, [.value(1)])
        observation?.dispose()  // the signal stays while observed
    }

    func test_createHotSignal_releasedUnobservedCancelsItsEvents() {
        final class Token {}
        let scheduler = TestScheduler()
        weak var weakToken: Token?
        do {
            let token = Token()
            weakToken = token
            _ = scheduler.createHotSignal("--t|", values: ["t": token])
        }
        XCTAssertNil(weakToken)
    }

    func test_recorder_roundTripsADiagram() {
        for diagram in ["-a--b-|", "(ab)-c", "a-(b#)", "---^", "-(abc)"] {
            let scheduler = TestScheduler()
            let signal = scheduler.createHotSignal(
                diagram, values: values, error: MarbleError(), tick: .milliseconds(10))
            let recorder = MarbleRecorder(signal, on: scheduler, tick: .milliseconds(10))
            scheduler.run()
            XCTAssertEqual(recorder.marbles(values: [1: "a", 2: "b", 3: "c"]), diagram)
            recorder.dispose()  // without a terminal event, the signal stays while recorded
        }
    }

    func test_recorder_timesEventsFromItsCreationAndShowsUnknownValuesAsQuestionMarks() {
        let scheduler = TestScheduler(startingAt: .seconds(100))
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = MarbleRecorder(signal, on: scheduler)
        scheduler.schedule(after: .milliseconds(2)) { input.send(value: 9) }
        scheduler.schedule(after: .microseconds(3500)) { input.sendCompleted() }
        scheduler.run()
        XCTAssertEqual(recorder.marbles(values: [1: "a"]), "--?|")
        XCTAssertEqual(recorder.events.map(\.time), [.milliseconds(2), .microseconds(3500)])
    }

    func test_recorder_recordsAProducerRunAndCharacterValues() {
        let scheduler = TestScheduler()
        let recorder = MarbleRecorder(
            SignalProducer<Character, Never>(values: "x", "y").delay(
                .milliseconds(2), on: scheduler),
            on: scheduler)
        scheduler.run()
        XCTAssertEqual(recorder.marbles(), "--(xy|)")
    }

    func test_recorder_disposeInterruptsAProducerRun() {
        let scheduler = TestScheduler()
        let recorder = MarbleRecorder(SignalProducer<Int, Never>.never, on: scheduler)
        scheduler.advance(by: .milliseconds(1))
        recorder.dispose()
        XCTAssertEqual(recorder.marbles { _ in "v" }, "-^")
    }
}
