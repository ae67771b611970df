import Ripple
import XCTest

final class SignalProducerTests: XCTestCase {
    func test_initValue_sendsValueAndCompletes() {
        let recorder = EventRecorder<Int, Never>()
        SignalProducer<Int, Never>(value: 3).start(recorder.observer)
        XCTAssertEqual(recorder.events, [.value(3), .completed])
    }

    func test_initSequence_sendsEveryElementAndCompletes() {
        let recorder = EventRecorder<Int, Never>()
        SignalProducer<Int, Never>([1, 2, 3]).start(recorder.observer)
        XCTAssertEqual(recorder.events, [.value(1), .value(2), .value(3), .completed])
    }

    func test_initValues_variadic() {
        let recorder = EventRecorder<String, Never>()
        SignalProducer<String, Never>(values: "a", "b", "c").start(recorder.observer)
        XCTAssertEqual(recorder.events, [.value("a"), .value("b"), .value("c"), .completed])
    }

    func test_initErrorAndResult() {
        let failing = EventRecorder<Int, TestError>()
        let succeeding = EventRecorder<Int, TestError>()
        let failingResult = EventRecorder<Int, TestError>()
        SignalProducer<Int, TestError>(error: TestError(code: 4)).start(failing.observer)
        SignalProducer<Int, TestError>(result: .success(1)).start(succeeding.observer)
        SignalProducer<Int, TestError>(result: .failure(TestError(code: 5))).start(
            failingResult.observer)
        XCTAssertEqual(failing.events, [.failed(TestError(code: 4))])
        XCTAssertEqual(succeeding.events, [.value(1), .completed])
        XCTAssertEqual(failingResult.events, [.failed(TestError(code: 5))])
    }

    func test_emptyCompletes_neverSendsNothing() {
        let empty = EventRecorder<Int, Never>()
        let never = EventRecorder<Int, Never>()
        SignalProducer<Int, Never>.empty.start(empty.observer)
        let disposable = SignalProducer<Int, Never>.never.start(never.observer)
        XCTAssertEqual(empty.events, [.completed])
        XCTAssertEqual(never.events, [])
        disposable.dispose()
        XCTAssertEqual(never.events, [.interrupted])
    }

    func test_initSignal_forwardsEventsFromStart() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let producer = SignalProducer(signal)
        input.send(value: 1)
        let recorder = EventRecorder<Int, Never>()
        producer.start(recorder.observer)
        input.send(value: 2)
        input.sendCompleted()
        XCTAssertEqual(recorder.events, [.value(2), .completed])
    }

    func test_startWithSignal_setupRunsBeforeTheStartHandler() {
        var log: [String] = []
        let producer = SignalProducer<Int, Never> { observer, _ in
            log.append("start")
            observer.send(value: 1)
        }
        producer.startWithSignal { signal, _ in
            log.append("setup")
            signal.observeValues { log.append("value \($0)") }
        }
        XCTAssertEqual(log, ["setup", "start", "value 1"])
    }

    func test_startWithSignal_interruptedInSetup_doesNotRunTheStartHandler() {
        var started = false
        let producer = SignalProducer<Int, Never> { _, _ in started = true }
        producer.startWithSignal { _, interrupter in interrupter.dispose() }
        XCTAssertFalse(started)
    }

    func test_startVariants_receiveTheirKindOfEvent() {
        var values: [Int] = []
        var results: [Result<Int, TestError>] = []
        var completed = 0
        var failed: [TestError] = []
        var interrupted = 0
        SignalProducer<Int, TestError>(value: 1).startWithValues { values.append($0) }
        SignalProducer<Int, TestError>(value: 2).startWithResult { results.append($0) }
        SignalProducer<Int, TestError>.empty.startWithCompleted { completed += 1 }
        SignalProducer<Int, TestError>(error: TestError()).startWithFailed { failed.append($0) }
        SignalProducer<Int, TestError>.never.startWithInterrupted { interrupted += 1 }.dispose()
        XCTAssertEqual(values, [1])
        XCTAssertEqual(results, [.success(2)])
        XCTAssertEqual(completed, 1)
        XCTAssertEqual(failed, [TestError()])
        XCTAssertEqual(interrupted, 1)
    }

    func test_sequenceProducer_stopsSendingWhenInterrupted() {
        var sent: [Int] = []
        SignalProducer<Int, Never>(1...1_000).startWithSignal { signal, interrupter in
            signal.observeValues { value in
                sent.append(value)
                if value == 3 { interrupter.dispose() }
            }
        }
        XCTAssertEqual(sent, [1, 2, 3])
    }

    func test_runWhoseObserverIsReleasedUnterminated_isInterrupted() {
        let recorder = EventRecorder<Int, Never>()
        var lifetimeEnded = false
        SignalProducer<Int, Never> { observer, lifetime in
            observer.send(value: 1)
            lifetime.observeEnded { lifetimeEnded = true }
        }.start(recorder.observer)
        XCTAssertEqual(recorder.events, [.value(1), .interrupted])
        XCTAssertTrue(lifetimeEnded)
    }

    func test_lift_appliesTheSignalOperatorPerStart() {
        var starts = 0
        let producer = SignalProducer<Int, Never> { observer, _ in
            starts += 1
            observer.send(value: starts)
            observer.sendCompleted()
        }
        let doubled = producer.lift { signal in
            Signal<Int, Never> { observer, lifetime in
                lifetime += signal.observe { observer.send($0.map { $0 * 2 }) }
            }
        }
        let first = EventRecorder<Int, Never>()
        let second = EventRecorder<Int, Never>()
        doubled.start(first.observer)
        doubled.start(second.observer)
        XCTAssertEqual(first.events, [.value(2), .completed])
        XCTAssertEqual(second.events, [.value(4), .completed])
    }
}
