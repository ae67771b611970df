import Ripple
import XCTest

final class SignalTests: XCTestCase {
    func test_pipe_deliversValuesThenCompletion() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = EventRecorder<Int, TestError>()
        signal.observe(recorder.observer)

        input.send(value: 1)
        input.send(value: 2)
        input.sendCompleted()

        XCTAssertEqual(recorder.events, [.value(1), .value(2), .completed])
    }

    func test_pipe_deliversToEveryObserverInAttachOrder() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var order: [String] = []
        signal.observeValues { order.append("a\($0)") }
        signal.observeValues { order.append("b\($0)") }

        input.send(value: 1)

        XCTAssertEqual(order, ["a1", "b1"])
    }

    func test_observe_seesOnlyEventsSentAfterAttaching() {
        let (signal, input) = Signal<Int, Never>.pipe()
        input.send(value: 1)
        let recorder = EventRecorder<Int, Never>()
        signal.observe(recorder.observer)
        input.send(value: 2)

        XCTAssertEqual(recorder.events, [.value(2)])
    }

    func test_observeVariants_receiveTheirKindOfEvent() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        var values: [Int] = []
        var results: [Result<Int, TestError>] = []
        var failures: [TestError] = []
        signal.observeValues { values.append($0) }
        signal.observeResult { results.append($0) }
        signal.observeFailed { failures.append($0) }

        input.send(value: 7)
        input.send(error: TestError(code: 3))

        XCTAssertEqual(values, [7])
        XCTAssertEqual(results, [.success(7), .failure(TestError(code: 3))])
        XCTAssertEqual(failures, [TestError(code: 3)])
    }

    func test_observeCompletedAndInterrupted_fireOnce() {
        let (completedSignal, completedInput) = Signal<Int, Never>.pipe()
        let (interruptedSignal, interruptedInput) = Signal<Int, Never>.pipe()
        var completions = 0
        var interruptions = 0
        completedSignal.observeCompleted { completions += 1 }
        interruptedSignal.observeInterrupted { interruptions += 1 }

        completedInput.sendCompleted()
        completedInput.sendCompleted()
        interruptedInput.sendInterrupted()

        XCTAssertEqual(completions, 1)
        XCTAssertEqual(interruptions, 1)
    }

    func test_observe_terminatedSignal_sendsInterruptedAndReturnsNil() {
        let (signal, input) = Signal<Int, Never>.pipe()
        input.sendCompleted()
        let recorder = EventRecorder<Int, Never>()

        let disposable = signal.observe(recorder.observer)

        XCTAssertNil(disposable)
        XCTAssertEqual(recorder.events, [.interrupted])
    }

    func test_generator_lifetimeEndsWhenSignalTerminates() {
        var ended = false
        var input: Signal<Int, Never>.Observer?
        let signal = Signal<Int, Never> { observer, lifetime in
            input = observer
            lifetime.observeEnded { ended = true }
        }
        signal.observeValues { _ in }
        XCTAssertFalse(ended)

        input?.sendCompleted()

        XCTAssertTrue(ended)
    }

    func test_generator_lifetimeEndsWhenReleasedWithoutObservers() {
        var ended = false
        var signal: Signal<Int, Never>? = Signal { _, lifetime in
            lifetime.observeEnded { ended = true }
        }
        XCTAssertNotNil(signal)

        signal = nil

        XCTAssertTrue(ended)
    }

    func test_pipeDisposable_disposedOnTermination() {
        let cleanup = AnyDisposable()
        let (signal, input) = Signal<Int, Never>.pipe(disposable: cleanup)
        signal.observeValues { _ in }

        input.sendInterrupted()

        XCTAssertTrue(cleanup.isDisposed)
    }

    func test_never_sendsNothing_empty_interruptsLateObservers() {
        let neverRecorder = EventRecorder<Int, Never>()
        let never = Signal<Int, Never>.never
        never.observe(neverRecorder.observer)
        let emptyRecorder = EventRecorder<Int, Never>()

        Signal<Int, Never>.empty.observe(emptyRecorder.observer)

        XCTAssertEqual(neverRecorder.events, [])
        XCTAssertEqual(emptyRecorder.events, [.interrupted])
    }

    func test_event_helpers() {
        typealias Event = Signal<Int, TestError>.Event
        XCTAssertEqual(Event.value(1).value, 1)
        XCTAssertNil(Event.completed.value)
        XCTAssertEqual(Event.failed(TestError()).error, TestError())
        XCTAssertFalse(Event.value(1).isTerminating)
        XCTAssertTrue(Event.interrupted.isTerminating)
        XCTAssertTrue(Event.completed.isCompleted)
        XCTAssertFalse(Event.failed(TestError()).isCompleted)
        XCTAssertEqual(Event.value(2).map { "\($0)" }, .value("2"))
        XCTAssertEqual(
            Event.failed(TestError(code: 1)).mapError { TestError(code: $0.code + 1) },
            .failed(TestError(code: 2)))
        XCTAssertEqual(Event.value(3).description, "VALUE 3")
        XCTAssertEqual(Event.failed(TestError(code: 4)).description, "FAILED TestError(code: 4)")
        XCTAssertEqual(Event.completed.description, "COMPLETED")
        XCTAssertEqual(Event.interrupted.description, "INTERRUPTED")
    }

    func test_observerInit_routesEachKindOfEvent() {
        var log: [String] = []
        let observer = Signal<Int, TestError>.Observer(
            value: { log.append("v\($0)") }, failed: { log.append("f\($0.code)") },
            completed: { log.append("c") }, interrupted: { log.append("i") })

        observer.send(value: 1)
        observer.send(error: TestError(code: 2))
        observer.sendCompleted()
        observer.sendInterrupted()

        XCTAssertEqual(log, ["v1", "f2", "c", "i"])
    }
}
