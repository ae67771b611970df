import RippleTesting
import XCTest

@testable import Ripple

/// ReactiveSwift's facts about `take(until:)`, `take(during:)`, `skip(until:)` and `on(…)`, in
/// Ripple's API.
final class TriggerOperatorParityTests: XCTestCase {
    func test_parity_takeUntil_completesOnTheTriggersValueOrCompletion() {
        for fire in [
            { (trigger: Signal<Void, Never>.Observer) in trigger.send(value: ()) },
            { $0.sendCompleted() },
        ] {
            let (signal, input) = Signal<Int, OperatorTestError>.pipe()
            let (trigger, triggerInput) = Signal<Void, Never>.pipe()
            let log = recordEvents(signal.take(until: trigger))
            input.send(value: 1)
            fire(triggerInput)
            input.send(value: 2)
            XCTAssertEqual(log.events, [.value(1), .completed])
        }
    }

    func test_parity_takeUntil_ignoresTheTriggersInterruption() {
        let (signal, input) = Signal<Int, OperatorTestError>.pipe()
        let (trigger, triggerInput) = Signal<Void, Never>.pipe()
        let log = recordEvents(signal.take(until: trigger))
        triggerInput.sendInterrupted()
        input.send(value: 1)
        input.send(error: .boom)
        XCTAssertEqual(log.events, [.value(1), .failed(.boom)])
    }

    func test_parity_takeUntil_producerTriggerStartedPerRun() {
        let (trigger, triggerInput) = Signal<Void, Never>.pipe()
        let (signal, input) = Signal<Int, Never>.pipe()
        let log = recordEvents(SignalProducer(signal).take(until: SignalProducer(trigger)))
        input.send(value: 1)
        triggerInput.send(value: ())
        input.send(value: 2)
        XCTAssertEqual(log.events, [.value(1), .completed])
    }

    func test_parity_takeDuring_completesWhenTheLifetimeEnds() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let (lifetime, token) = Lifetime.make()
        let log = recordEvents(signal.take(during: lifetime))
        input.send(value: 1)
        token.dispose()
        input.send(value: 2)
        XCTAssertEqual(log.events, [.value(1), .completed])
    }

    func test_parity_takeDuringAnEndedLifetime_isAlreadyTerminated() {
        // ReactiveSwift's `take(during:)` completes inside its generator, so an observer that
        // attaches afterwards (the producer form's run observer too, through `lift`) is
        // interrupted.
        let (signal, _) = Signal<Int, Never>.pipe()
        XCTAssertEqual(recordEvents(signal.take(during: .empty)).events, [.interrupted])
        XCTAssertEqual(
            recordEvents(SignalProducer<Int, Never>.never.take(during: .empty)).events,
            [.interrupted])
    }

    func test_parity_skipUntil_forwardsFromTheTriggersValue() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let (trigger, triggerInput) = Signal<Void, Never>.pipe()
        let log = recordEvents(signal.skip(until: trigger))
        input.send(value: 1)
        triggerInput.send(value: ())
        input.send(value: 2)
        input.sendCompleted()
        XCTAssertEqual(log.events, [.value(2), .completed])
    }

    func test_parity_skipUntil_triggerCompletionAlsoOpens_interruptionDoesNot() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let (trigger, triggerInput) = Signal<Void, Never>.pipe()
        let opened = recordEvents(signal.skip(until: trigger))
        triggerInput.sendCompleted()
        input.send(value: 1)
        XCTAssertEqual(opened.events, [.value(1)])

        let (other, otherTrigger) = Signal<Void, Never>.pipe()
        let closed = recordEvents(signal.skip(until: other))
        otherTrigger.sendInterrupted()
        input.send(value: 2)
        XCTAssertEqual(closed.events, [])
    }

    func test_parity_skipUntil_inputEndsBeforeTheTrigger_isForwarded() {
        // Documented departure (the migration guide, `Docs/Operators.md`): ReactiveSwift's
        // result never terminates here; Ripple forwards the input's termination.
        let (signal, input) = Signal<Int, Never>.pipe()
        let (trigger, _) = Signal<Void, Never>.pipe()
        let log = recordEvents(signal.skip(until: trigger))
        input.send(value: 1)
        input.sendCompleted()
        XCTAssertEqual(log.events, [.completed])
    }

    func test_parity_on_callbackOrderPerEvent() {
        let (signal, input) = Signal<Int, OperatorTestError>.pipe()
        var calls: [String] = []
        let result = signal.on(
            event: { calls.append($0.isTerminating ? "event end" : "event value") },
            failed: { calls.append("failed \($0)") },
            completed: { calls.append("completed") },
            interrupted: { calls.append("interrupted") },
            terminated: { calls.append("terminated") },
            disposed: { calls.append("disposed") },
            value: { calls.append("value \($0)") })
        result.observe { calls.append($0.isTerminating ? "observer end" : "observer value") }
        input.send(value: 1)
        input.send(error: .boom)
        XCTAssertEqual(
            calls,
            [
                "event value", "value 1", "observer value",
                "event end", "failed boom", "terminated", "observer end", "disposed",
            ])
    }

    func test_parity_onProducer_startingBeforeTheHandler_startedAfter_disposedOnInterrupt() {
        var calls: [String] = []
        var kept: Signal<Int, Never>.Observer?
        let producer = SignalProducer<Int, Never> { observer, _ in
            calls.append("handler")
            kept = observer
            observer.send(value: 1)
        }
        .on(
            starting: { calls.append("starting") }, started: { calls.append("started") },
            interrupted: { calls.append("interrupted") },
            terminated: { calls.append("terminated") },
            disposed: { calls.append("disposed") }, value: { calls.append("value \($0)") })
        let disposable = producer.start()
        XCTAssertNotNil(kept)
        disposable.dispose()
        XCTAssertEqual(
            calls,
            ["starting", "handler", "value 1", "started", "interrupted", "terminated", "disposed"])
    }
}
