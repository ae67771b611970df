import Ripple
import XCTest

final class ConcatTests: XCTestCase {
    typealias Producer = SignalProducer<Int, CombineTestError>

    func test_concat_runsNextAfterCompletion() {
        XCTAssertEqual(
            Producer(values: 1, 2).concat(Producer(value: 3)).recorded().events,
            [.value(1), .value(2), .value(3), .completed])
        XCTAssertEqual(
            Producer(value: 1).concat(value: 2).recorded().events,
            [.value(1), .value(2), .completed])
    }

    func test_concat_failureSkipsNext() {
        var started = false
        let next = Producer { observer, _ in
            started = true
            observer.sendCompleted()
        }
        XCTAssertEqual(Producer(error: .boom).concat(next).recorded().events, [.failed(.boom)])
        XCTAssertFalse(started)
    }

    func test_then_replacesValuesAfterCompletion() {
        let recorder = Producer(values: 1, 2).then(
            SignalProducer<String, CombineTestError>(value: "a")
        )
        .recorded()
        XCTAssertEqual(recorder.events, [.value("a"), .completed])
        let failed = Producer(error: .boom).then(
            SignalProducer<String, CombineTestError>(value: "a")
        )
        .recorded()
        XCTAssertEqual(failed.events, [.failed(.boom)])
    }

    func test_then_selfInterruptingItself_interruptsWithoutStartingTheReplacement() {
        var started = false
        let replacement = SignalProducer<String, CombineTestError> { observer, _ in
            started = true
            observer.sendCompleted()
        }
        let interrupting = Producer { observer, _ in
            observer.send(value: 1)
            observer.sendInterrupted()
        }
        XCTAssertEqual(interrupting.then(replacement).recorded().events, [.interrupted])
        XCTAssertFalse(started)
    }

    func test_concat_selfInterruptingItself_countsAsCompleted_asInReactiveSwift() {
        let interrupting = Producer { observer, _ in
            observer.send(value: 1)
            observer.sendInterrupted()
        }
        XCTAssertEqual(
            interrupting.concat(value: 2).recorded().events, [.value(1), .value(2), .completed])
    }

    func test_flatMapError_recovers() {
        let source = testPipe(Int.self)
        let recorder = source.output
            .flatMapError { _ in SignalProducer<Int, Never>(values: 8, 9) }
            .observeEvents()
        source.input.send(value: 1)
        source.input.send(error: .boom)
        XCTAssertEqual(recorder, [.value(1), .value(8), .value(9), .completed])
    }

    func test_flatMapErrorProducer_passesCompletionAndInterruption() {
        var recovered = false
        let recover: (CombineTestError) -> Producer = { _ in
            recovered = true
            return .empty
        }
        XCTAssertEqual(
            Producer(value: 1).flatMapError(recover).recorded().events,
            [.value(1), .completed])
        let source = testPipe(Int.self)
        let recorder = source.output.flatMapError(recover).recorded()
        source.input.sendInterrupted()
        XCTAssertEqual(recorder.events, [.interrupted])
        XCTAssertFalse(recovered)
    }
}

extension Signal where Error == Never, Value: Equatable {
    /// Records every event into an array box the test reads after sending.
    fileprivate func observeEvents() -> EventBox<Value> {
        let box = EventBox<Value>()
        observe { box.events.append($0) }
        return box
    }
}

/// A box of `Never`-failing events that compares to an array literal.
final class EventBox<Value: Equatable>: Equatable, ExpressibleByArrayLiteral {
    var events: [Signal<Value, Never>.Event] = []

    init() {}

    init(arrayLiteral elements: Signal<Value, Never>.Event...) {
        events = elements
    }

    static func == (lhs: EventBox, rhs: EventBox) -> Bool { lhs.events == rhs.events }
}
