import Foundation
import RippleTesting
import XCTest

@testable import Ripple

/// What observing and interrupting do while a signal is busy delivering: an observer attached
/// from inside the signal's own terminal delivery, and an interruption that overtakes queued
/// values (both as in ReactiveSwift).
final class TerminalDeliveryTests: XCTestCase {
    private enum Step: Equatable {
        case first(Signal<Int, TestError>.Event)
        case late(Signal<Int, TestError>.Event)
        case lateObserveReturnedNil(Bool)
        case second(Signal<Int, TestError>.Event)
    }

    private func observeAgainFromTerminalDelivery(
        _ terminate: (Signal<Int, TestError>.Observer) -> Void
    ) -> [Step] {
        let (signal, input) = Signal<Int, TestError>.pipe()
        var steps: [Step] = []
        signal.observe { event in
            steps.append(.first(event))
            guard event.isTerminating else { return }
            let disposable = signal.observe { steps.append(.late($0)) }
            steps.append(.lateObserveReturnedNil(disposable == nil))
        }
        signal.observe { steps.append(.second($0)) }
        input.send(value: 1)
        terminate(input)
        return steps
    }

    func test_observeFromInsideOwnCompletion_interruptsAtOnceAndReturnsNil() {
        let steps = observeAgainFromTerminalDelivery { $0.sendCompleted() }
        XCTAssertEqual(
            steps,
            [
                .first(.value(1)), .second(.value(1)),
                .first(.completed), .late(.interrupted), .lateObserveReturnedNil(true),
                .second(.completed),
            ])
    }

    func test_observeFromInsideOwnFailure_interruptsAtOnceAndReturnsNil() {
        let steps = observeAgainFromTerminalDelivery { $0.send(error: TestError(code: 7)) }
        XCTAssertEqual(
            steps,
            [
                .first(.value(1)), .second(.value(1)),
                .first(.failed(TestError(code: 7))), .late(.interrupted),
                .lateObserveReturnedNil(true), .second(.failed(TestError(code: 7))),
            ])
    }

    func test_observeFromInsideOwnInterruption_interruptsAtOnceAndReturnsNil() {
        let steps = observeAgainFromTerminalDelivery { $0.sendInterrupted() }
        XCTAssertEqual(
            steps,
            [
                .first(.value(1)), .second(.value(1)),
                .first(.interrupted), .late(.interrupted), .lateObserveReturnedNil(true),
                .second(.interrupted),
            ])
    }

    func test_observeUpstreamFromInsideADerivedSignalsCompletion_interruptsAtOnce() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let doubled = signal.map { $0 * 2 }
        var steps: [String] = []
        doubled.observeCompleted {
            let upstream = signal.observe { steps.append("upstream \($0)") }
            let derived = doubled.observe { steps.append("derived \($0)") }
            steps.append("nil: \(upstream == nil) \(derived == nil)")
        }

        input.sendCompleted()

        XCTAssertEqual(
            steps, ["upstream INTERRUPTED", "derived INTERRUPTED", "nil: true true"])
    }

    func test_observeFromInsideTheTerminalDeliveryOfAnotherDomain_interruptsAtOnce() {
        let (outer, outerInput) = Signal<Int, Never>.pipe()
        let (inner, innerInput) = Signal<Int, Never>.pipe()
        var steps: [String] = []
        outer.observeCompleted { innerInput.sendCompleted() }
        inner.observeCompleted {
            let disposable = outer.observe { steps.append("outer \($0)") }
            steps.append("nil: \(disposable == nil)")
        }

        outerInput.sendCompleted()

        XCTAssertEqual(steps, ["outer INTERRUPTED", "nil: true"])
    }

    func test_producer_observeFromInsideTheRunsCompletion_interruptsAtOnceAndReturnsNil() {
        let producer = SignalProducer<Int, Never>(values: 1, 2)
        var steps: [String] = []
        producer.startWithSignal { signal, _ in
            signal.observe { event in
                steps.append("first \(event)")
                guard event.isTerminating else { return }
                let disposable = signal.observe { steps.append("late \($0)") }
                steps.append("nil: \(disposable == nil)")
            }
        }
        XCTAssertEqual(
            steps,
            [
                "first VALUE 1", "first VALUE 2", "first COMPLETED", "late INTERRUPTED",
                "nil: true",
            ]
        )
    }

    // MARK: - An interruption overtakes queued values

    /// Holds up the delivery of `value(1)` on another thread, after its observer queued
    /// `value(2)` (a send from inside the delivery is queued behind it).
    private final class Gate: @unchecked Sendable {
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)

        /// An observer that, for `value(1)`, queues `value(2)` and holds the delivery until
        /// `release` is signalled.
        func blocker<Error>(queueingInto input: @escaping () -> Signal<Int, Error>.Observer?)
            -> Signal<Int, Error>.Observer
        {
            Signal<Int, Error>.Observer(value: { value in
                guard value == 1 else { return }
                input()?.send(value: 2)
                self.entered.signal()
                self.release.wait()
            })
        }

        /// Sends `value(1)` from a new thread; returns once its delivery has begun and is held.
        func sendOneOnAnotherThread<Error>(_ input: Signal<Int, Error>.Observer) {
            Thread.detachNewThread {
                input.send(value: 1)
                self.finished.signal()
            }
            entered.wait()
        }

        /// Lets the held delivery go on and waits until that thread's send returns.
        func releaseAndWait() {
            release.signal()
            finished.wait()
        }
    }

    /// Sends `value(1)` on another thread, whose observer queues `value(2)`; while that
    /// delivery is held, sends `terminal` from a third thread, which waits its turn (or, for an
    /// interruption, is queued at once, in front), then lets the delivery go on.
    private func eventsWhenSending(
        _ terminal: Signal<Int, TestError>.Event
    ) -> [Signal<Int, TestError>.Event] {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let gate = Gate()
        let recorder = EventRecorder<Int, TestError>()
        signal.observe(gate.blocker(queueingInto: { input }))
        signal.observe(recorder.observer)
        gate.sendOneOnAnotherThread(input)
        let terminalSent = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            input.send(terminal)
            terminalSent.signal()
        }
        if terminal == .interrupted {
            terminalSent.wait()  // queued in front, returned at once
            gate.releaseAndWait()
        } else {
            awaitSleepingSenders(1, in: signal)
            gate.releaseAndWait()
            terminalSent.wait()
        }
        input.send(value: 3)
        return recorder.events
    }

    func test_interruptedSentWhileAValueIsQueued_overtakesAndDropsIt() {
        XCTAssertEqual(eventsWhenSending(.interrupted), [.value(1), .interrupted])
    }

    func test_completedSentWhileAValueIsQueued_waitsBehindIt() {
        XCTAssertEqual(eventsWhenSending(.completed), [.value(1), .value(2), .completed])
    }

    func test_failedSentWhileAValueIsQueued_waitsBehindIt() {
        XCTAssertEqual(
            eventsWhenSending(.failed(TestError(code: 3))),
            [.value(1), .value(2), .failed(TestError(code: 3))])
    }

    func test_interruptedSentFromInsideAnObserver_dropsTheValuesItQueuedBefore() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = EventRecorder<Int, Never>()
        signal.observeValues { value in
            guard value == 1 else { return }
            input.send(value: 2)
            input.sendInterrupted()
        }
        signal.observe(recorder.observer)

        input.send(value: 1)

        XCTAssertEqual(recorder.events, [.value(1), .interrupted])
    }

    func test_producer_disposingARunWhileAValueIsQueued_dropsTheQueuedValue() {
        final class InputBox: @unchecked Sendable {
            var input: Signal<Int, Never>.Observer?
        }
        let box = InputBox()
        let producer = SignalProducer<Int, Never> { observer, _ in box.input = observer }
        let gate = Gate()
        let recorder = EventRecorder<Int, Never>()
        var run: Disposable?
        producer.startWithSignal { signal, disposable in
            signal.observe(gate.blocker(queueingInto: { box.input }))
            signal.observe(recorder.observer)
            run = disposable
        }
        guard let input = box.input, let run else { return XCTFail("the producer did not start") }

        gate.sendOneOnAnotherThread(input)
        run.dispose()
        gate.releaseAndWait()

        XCTAssertEqual(recorder.events, [.value(1), .interrupted])
    }
}
