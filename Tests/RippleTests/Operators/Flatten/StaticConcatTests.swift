import Ripple
import XCTest

/// Kickstarter's static `Signal.concat` / `SignalProducer.concat`, and `Signal.prefix(value:)`.
final class StaticConcatTests: XCTestCase {
    func test_signalConcat_observesEachSignalOnlyOnItsTurn() {
        let (a, sendA) = Signal<Int, Never>.pipe()
        let (b, sendB) = Signal<Int, Never>.pipe()
        let log = recordEvents(Signal.concat(a, b))
        sendB.send(value: 0)
        sendA.send(value: 1)
        sendA.sendCompleted()
        sendB.send(value: 2)
        sendB.sendCompleted()
        XCTAssertEqual(log.events, [.value(1), .value(2), .completed])
    }

    func test_signalConcat_failureOfTheCurrentSignalEndsTheResult() {
        let (a, sendA) = Signal<Int, OperatorTestError>.pipe()
        let (b, sendB) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(Signal.concat([a, b]))
        sendA.send(error: .boom)
        sendB.send(value: 2)
        XCTAssertEqual(log.events, [.failed(.boom)])
    }

    func test_producerConcat_runsEachProducerInTurn() {
        let first = SignalProducer<Int, Never>(value: 1)
        let log = recordEvents(SignalProducer.concat(first, SignalProducer(values: 2, 3)))
        XCTAssertEqual(log.events, [.value(1), .value(2), .value(3), .completed])
        XCTAssertEqual(recordEvents(SignalProducer<Int, Never>.concat([])).events, [.completed])
    }

    func test_signalPrefix_eachStartSendsTheValueThenLaterEvents() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let prefixed = signal.prefix(value: 0)
        input.send(value: 1)
        let first = recordEvents(prefixed)
        input.send(value: 2)
        let second = recordEvents(prefixed)
        input.sendCompleted()
        XCTAssertEqual(first.events, [.value(0), .value(2), .completed])
        XCTAssertEqual(second.events, [.value(0), .completed])
    }
}
