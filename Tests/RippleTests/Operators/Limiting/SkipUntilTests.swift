import XCTest

@testable import Ripple

final class SkipUntilTests: XCTestCase {
    func test_skipUntil_forwardsValuesAfterTriggerValue() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let (trigger, fire) = Signal<Void, Never>.pipe()
        let log = recordEvents(output.skip(until: trigger))
        input.send(value: 1)
        fire.send(value: ())
        input.send(value: 2)
        input.sendCompleted()
        XCTAssertEqual(log.events, [.value(2), .completed])
    }

    func test_skipUntil_opensWhenTriggerCompletes() {
        let (output, input) = Signal<Int, Never>.pipe()
        let (trigger, fire) = Signal<Void, Never>.pipe()
        let log = recordEvents(output.skip(until: trigger))
        fire.sendCompleted()
        input.send(value: 1)
        XCTAssertEqual(log.events, [.value(1)])
    }

    func test_skipUntil_staysClosedWhenTriggerIsInterrupted() {
        let (output, input) = Signal<Int, Never>.pipe()
        let (trigger, fire) = Signal<Void, Never>.pipe()
        let log = recordEvents(output.skip(until: trigger))
        fire.sendInterrupted()
        input.send(value: 1)
        XCTAssertEqual(log.events, [])
    }

    func test_skipUntil_forwardsTerminationBeforeTrigger() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let trigger = Signal<Void, Never>.never
        let log = recordEvents(output.skip(until: trigger))
        input.send(value: 1)
        input.send(error: .boom)
        XCTAssertEqual(log.events, [.failed(.boom)])
        XCTAssertEqual(trigger.core.observerCount, 0)

        let (other, otherInput) = Signal<Int, OperatorTestError>.pipe()
        let interrupted = recordEvents(other.skip(until: trigger))
        otherInput.sendInterrupted()
        XCTAssertEqual(interrupted.events, [.interrupted])
    }

    func test_skipUntil_triggerDerivedFromSameSignalOpensAfterCurrentEvent() {
        let (output, input) = Signal<Int, Never>.pipe()
        let log = recordEvents(output.skip(until: output.filter { $0 == 2 }.ignoreValues()))
        for value in 1...3 { input.send(value: value) }
        XCTAssertEqual(log.events, [.value(3)])
    }

    func test_skipUntil_releasesTriggerObservationWhenDisposed() {
        let trigger = Signal<Void, Never>.never
        assertReleasesUpstream { signal, witness in
            signal.mapConst(witness).skip(until: trigger)
        }
        XCTAssertEqual(trigger.core.observerCount, 0)
    }

    func test_skipUntil_producer() {
        let (trigger, fire) = Signal<Void, Never>.pipe()
        let (values, input) = Signal<Int, Never>.pipe()
        let log = recordEvents(SignalProducer(values).skip(until: trigger))
        input.send(value: 1)
        fire.send(value: ())
        input.send(value: 2)
        XCTAssertEqual(log.events, [.value(2)])
    }
}
