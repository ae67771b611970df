import Ripple
import XCTest

/// Kickstarter's `SignalProducer.takeWhen(_: Signal)` returns a `Signal`, started at once.
final class TakeWhenSignalTests: XCTestCase {
    func test_producerTakeWhenSignal_returnsASignalStartedOnce_endingWithTheRun() {
        var starts = 0
        let (source, sourceInput) = Signal<Int, OperatorTestError>.pipe()
        let producer = SignalProducer(source).on(starting: { starts += 1 })
        let (trigger, triggerInput) = Signal<Void, OperatorTestError>.pipe()
        let taken: Signal<Int, OperatorTestError> = producer.takeWhen(trigger)
        XCTAssertEqual(starts, 1)
        let log = recordEvents(taken)
        let second = recordEvents(taken)
        triggerInput.send(value: ())
        sourceInput.send(value: 1)
        triggerInput.send(value: ())
        triggerInput.send(error: .boom)
        sourceInput.send(value: 2)
        sourceInput.send(error: .other)
        XCTAssertEqual(log.events, [.value(1), .failed(.other)])
        XCTAssertEqual(second.events, log.events)
        XCTAssertEqual(starts, 1)
    }

    func test_producerTakePairWhenSignal_pairs_andIsInterruptedWithTheRun() {
        let (source, sourceInput) = Signal<String, Never>.pipe()
        let (trigger, triggerInput) = Signal<Int, Never>.pipe()
        let log = recordEvents(SignalProducer(source).takePairWhen(trigger).map { "\($0)\($1)" })
        sourceInput.send(value: "a")
        triggerInput.send(value: 1)
        triggerInput.send(value: 2)
        sourceInput.sendInterrupted()
        XCTAssertEqual(log.events, [.value("a1"), .value("a2"), .interrupted])
        let (completing, completingInput) = Signal<String, Never>.pipe()
        let completed = recordEvents(SignalProducer(completing).takeWhen(trigger))
        completingInput.sendCompleted()
        XCTAssertEqual(completed.events, [.completed])
    }

    func test_producerTakeWhenSignal_producerFormStillChosenByContext() {
        let (trigger, triggerInput) = Signal<Void, Never>.pipe()
        let producer: SignalProducer<Int, Never> = SignalProducer(value: 1).concat(.never)
            .takeWhen(trigger)
        let first = recordEvents(producer)
        let second = recordEvents(producer)
        triggerInput.send(value: ())
        XCTAssertEqual(first.events, [.value(1)])
        XCTAssertEqual(second.events, [.value(1)])
    }
}
