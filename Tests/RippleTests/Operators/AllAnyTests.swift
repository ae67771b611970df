import Ripple
import XCTest

final class AllAnyTests: XCTestCase {
    private typealias Pipe = (
        output: Signal<Bool, OperatorTestError>, input: Signal<Bool, OperatorTestError>.Observer
    )

    private func pipes(_ count: Int) -> [Pipe] {
        (0..<count).map { _ in Signal<Bool, OperatorTestError>.pipe() }
    }

    func test_all_sendsConjunctionOnceEveryInputHasAValue() {
        let inputs = pipes(3)
        let log = recordEvents(Signal.all(inputs.map(\.output)))
        inputs[0].input.send(value: true)
        inputs[1].input.send(value: true)
        inputs[2].input.send(value: true)
        inputs[1].input.send(value: false)
        inputs[1].input.send(value: true)
        for pipe in inputs { pipe.input.sendCompleted() }
        XCTAssertEqual(log.events, [.value(true), .value(false), .value(true), .completed])
    }

    func test_any_sendsDisjunctionOnceEveryInputHasAValue() {
        let inputs = pipes(2)
        let log = recordEvents(Signal.any(inputs[0].output, inputs[1].output))
        inputs[0].input.send(value: false)
        inputs[1].input.send(value: false)
        inputs[0].input.send(value: true)
        inputs[0].input.send(value: false)
        inputs[0].input.sendCompleted()
        inputs[1].input.sendCompleted()
        XCTAssertEqual(
            log.events, [.value(false), .value(true), .value(false), .completed])
    }

    func test_allAny_failOrAreInterruptedWhenAnyInputIs() {
        // Each array of pipes is kept to the end: an optimized build releases it once the last
        // input is taken out, and the other input's deinit would interrupt first.
        let failing = pipes(2)
        let failed = recordEvents(Signal.all(failing[0].output, failing[1].output))
        withExtendedLifetime(failing) {
            failing[0].input.send(value: true)
            failing[1].input.send(error: .boom)
            XCTAssertEqual(failed.events, [.failed(.boom)])
        }

        let interrupting = pipes(2)
        let interrupted = recordEvents(Signal.any(interrupting.map(\.output)))
        withExtendedLifetime(interrupting) {
            interrupting[0].input.sendInterrupted()
            XCTAssertEqual(interrupted.events, [.interrupted])
        }
    }

    func test_allAny_signalOfNoInputsHasAlreadyTerminated() {
        // Completed at creation, so a later observer is interrupted, as for every
        // terminated signal.
        XCTAssertEqual(recordEvents(Signal<Bool, Never>.all([])).events, [.interrupted])
        XCTAssertEqual(recordEvents(Signal<Bool, Never>.any([])).events, [.interrupted])
    }

    func test_allAny_producer() {
        let t = SignalProducer<Bool, OperatorTestError>(value: true)
        let f = SignalProducer<Bool, OperatorTestError>(value: false)
        XCTAssertEqual(recordEvents(SignalProducer.all(t, t)).events, [.value(true), .completed])
        XCTAssertEqual(
            recordEvents(SignalProducer.all([t, f])).events, [.value(false), .completed])
        XCTAssertEqual(recordEvents(SignalProducer.any(f, t)).events, [.value(true), .completed])
        XCTAssertEqual(
            recordEvents(SignalProducer.any([f, f])).events, [.value(false), .completed])
        let failing = SignalProducer<Bool, OperatorTestError>(error: .other)
        XCTAssertEqual(recordEvents(SignalProducer.all([t, failing])).events, [.failed(.other)])
        XCTAssertEqual(recordEvents(SignalProducer.any(failing, t)).events, [.failed(.other)])
    }

    func test_allAny_producerOfNoInputsSendsTheIdentity() {
        let none: [SignalProducer<Bool, Never>] = []
        XCTAssertEqual(recordEvents(SignalProducer.all(none)).events, [.value(true), .completed])
        XCTAssertEqual(recordEvents(SignalProducer.any(none)).events, [.value(false), .completed])
    }

    func test_allAny_producerOfSignals_startsWithEachRun() {
        let inputs = pipes(2)
        let all = recordEvents(SignalProducer.all(inputs.map(\.output)))
        let any = recordEvents(SignalProducer.any(inputs.map(\.output)))
        inputs[0].input.send(value: true)
        inputs[1].input.send(value: false)
        inputs[0].input.sendInterrupted()
        XCTAssertEqual(all.events, [.value(false), .interrupted])
        XCTAssertEqual(any.events, [.value(true), .interrupted])
    }
}
