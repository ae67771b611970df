import Dispatch
import XCTest

@testable import Ripple

final class TakeUntilTests: XCTestCase {
    func test_takeUntil_completesWhenTriggerSendsValue() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let (trigger, fire) = Signal<Void, Never>.pipe()
        let log = recordEvents(output.take(until: trigger))
        input.send(value: 1)
        fire.send(value: ())
        input.send(value: 2)
        XCTAssertEqual(log.events, [.value(1), .completed])
        XCTAssertEqual(output.core.observerCount, 0)
        XCTAssertEqual(trigger.core.observerCount, 0)
    }

    func test_takeUntil_completesWhenTriggerCompletes() {
        let (output, input) = Signal<Int, Never>.pipe()
        let (trigger, fire) = Signal<Void, Never>.pipe()
        let log = recordEvents(output.take(until: trigger))
        fire.sendCompleted()
        input.send(value: 1)
        XCTAssertEqual(log.events, [.completed])
    }

    func test_takeUntil_ignoresTriggerInterruption() {
        let (output, input) = Signal<Int, Never>.pipe()
        let (trigger, fire) = Signal<Void, Never>.pipe()
        let log = recordEvents(output.take(until: trigger))
        fire.sendInterrupted()
        input.send(value: 1)
        XCTAssertEqual(log.events, [.value(1)])
    }

    func test_takeUntil_forwardsUpstreamTerminationAndDetachesTrigger() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let trigger = Signal<Void, Never>.never
        let log = recordEvents(output.take(until: trigger))
        input.send(error: .boom)
        XCTAssertEqual(log.events, [.failed(.boom)])
        XCTAssertEqual(trigger.core.observerCount, 0)

        let (other, otherInput) = Signal<Int, OperatorTestError>.pipe()
        let interrupted = recordEvents(other.take(until: trigger))
        otherInput.sendInterrupted()
        XCTAssertEqual(interrupted.events, [.interrupted])
    }

    func test_takeUntil_triggerDerivedFromSameSignalTakesEffectAfterCurrentEvent() {
        let (output, input) = Signal<Int, Never>.pipe()
        let log = recordEvents(output.take(until: output.filter { $0 == 2 }.ignoreValues()))
        for value in 1...3 { input.send(value: value) }
        XCTAssertEqual(log.events, [.value(1), .value(2), .completed])
    }

    /// A deliberate difference: Ripple keeps its order (the value that fires a trigger derived
    /// from the input is forwarded, then the result completes); ReactiveSwift completes first.
    /// The migration guide says so and gives `take(while:)` for ReactiveSwift's result.
    func test_takeUntil_triggerMappedFromTheInput_forwardsTheFiringValueThenCompletes() {
        let (output, input) = Signal<Int, Never>.pipe()
        let log = recordEvents(output.take(until: output.map { _ in () }))
        input.send(value: 1)
        input.send(value: 2)
        XCTAssertEqual(log.events, [.value(1), .completed])
    }

    func test_takeWhile_givesReactiveSwiftsResultForATriggerDerivedFromTheInput() {
        let (output, input) = Signal<Int, Never>.pipe()
        let log = recordEvents(output.take(while: { $0 != 2 }))
        for value in 1...3 { input.send(value: value) }
        XCTAssertEqual(log.events, [.value(1), .completed])
    }

    func test_takeUntil_triggerFromAnotherThreadCompletesOnce() {
        let (output, input) = Signal<Int, Never>.pipe()
        let (trigger, fire) = Signal<Void, Never>.pipe()
        let log = recordEvents(output.take(until: trigger))
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            if index == 0 {
                for value in 0..<1000 { input.send(value: value) }
            } else {
                fire.send(value: ())
            }
        }
        let events = log.events
        XCTAssertEqual(events.last, .completed)
        XCTAssertEqual(events.filter(\.isTerminating).count, 1)
        XCTAssertEqual(events.compactMap(\.value), Array(0..<events.count - 1))
    }

    func test_takeUntil_releasesTriggerObservationWhenDisposed() {
        let trigger = Signal<Void, Never>.never
        assertReleasesUpstream { signal, witness in
            signal.mapConst(witness).take(until: trigger)
        }
        XCTAssertEqual(trigger.core.observerCount, 0)
    }

    func test_takeUntil_producerWithSignalAndProducerTriggers() {
        let (trigger, fire) = Signal<Void, Never>.pipe()
        let (values, input) = Signal<Int, Never>.pipe()
        let log = recordEvents(SignalProducer(values).take(until: trigger))
        input.send(value: 1)
        fire.send(value: ())
        XCTAssertEqual(log.events, [.value(1), .completed])

        let stopped = recordEvents(
            SignalProducer(values).take(until: SignalProducer<Void, Never>(value: ())))
        input.send(value: 2)
        XCTAssertEqual(stopped.events, [.completed])
    }
}
