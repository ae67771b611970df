import Foundation
import Ripple
import RippleTesting
import XCTest

/// The error of the public-surface tests.
struct SurfaceError: Swift.Error, Equatable {
    var code = 1
}

/// Every core name of the public API, used with its documented labels and checked for one small
/// behaviour: signals, events, observers, producers and properties.
final class PublicSurfaceTests: XCTestCase {
    func test_signal_pipeReturnsLabelledOutputAndInput() {
        let pipe = Signal<Int, SurfaceError>.pipe()
        let observer = TestObserver<Int, SurfaceError>()
        pipe.output.observe(observer.observer)
        pipe.input.send(value: 1)
        pipe.input.send(error: SurfaceError())
        XCTAssertEqual(observer.events, [.value(1), .failed(SurfaceError())])
    }

    func test_signal_observerSendsCompletedAndInterrupted() {
        let (completing, completer) = Signal<Int, Never>.pipe()
        let (interrupting, interrupter) = Signal<Int, Never>.pipe()
        let completed = TestObserver<Int, Never>()
        let interrupted = TestObserver<Int, Never>()
        completing.observe(completed.observer)
        interrupting.observe(interrupted.observer)
        completer.sendCompleted()
        interrupter.sendInterrupted()
        XCTAssertEqual(completed.events, [.completed])
        XCTAssertEqual(interrupted.events, [.interrupted])
    }

    func test_signal_generatorReceivesObserverAndLifetimeEndingAtTermination() {
        var input: Signal<Int, Never>.Observer?
        var ended = false
        let signal = Signal<Int, Never> { observer, lifetime in
            input = observer
            lifetime.observeEnded { ended = true }
        }
        let observer = TestObserver<Int, Never>()
        signal.observe(observer.observer)
        input?.send(value: 7)
        XCTAssertFalse(ended)
        input?.sendCompleted()
        XCTAssertEqual(observer.events, [.value(7), .completed])
        XCTAssertTrue(ended)
    }

    func test_signal_observeVariantsEachReceiveTheirKind() {
        let (output, input) = Signal<Int, SurfaceError>.pipe()
        var log: [String] = []
        let disposables: [Disposable?] = [
            output.observe { log.append("event \($0)") },
            output.observeValues { log.append("value \($0)") },
            output.observeResult {
                log.append("result \((try? $0.get()).map(String.init) ?? "f")")
            },
            output.observeFailed { log.append("failed \($0.code)") },
            output.observeCompleted { log.append("completed") },
            output.observeInterrupted { log.append("interrupted") },
        ]
        XCTAssertTrue(disposables.allSatisfy { $0 != nil })
        input.send(value: 1)
        input.send(error: SurfaceError(code: 2))
        XCTAssertEqual(
            log,
            [
                "event VALUE 1", "value 1", "result 1",
                "event FAILED SurfaceError(code: 2)", "result f", "failed 2",
            ])
        XCTAssertNil(output.observeCompleted { log.append("late") })
    }

    func test_signal_neverSendsNothingAndEmptyInterruptsLateObservers() {
        let never = TestObserver<Int, Never>()
        let empty = TestObserver<Int, Never>()
        Signal<Int, Never>.never.observe(never.observer)
        Signal<Int, Never>.empty.observe(empty.observer)
        XCTAssertEqual(never.events, [])
        XCTAssertEqual(empty.events, [.interrupted])
    }

    func test_event_membersDescribeTheEvent() {
        let value = Signal<Int, SurfaceError>.Event.value(2)
        let failed = Signal<Int, SurfaceError>.Event.failed(SurfaceError(code: 3))
        XCTAssertEqual(value.value, 2)
        XCTAssertNil(value.error)
        XCTAssertFalse(value.isTerminating)
        XCTAssertEqual(failed.error, SurfaceError(code: 3))
        XCTAssertTrue(failed.isTerminating)
        XCTAssertFalse(failed.isCompleted)
        XCTAssertTrue(Signal<Int, SurfaceError>.Event.completed.isCompleted)
        XCTAssertTrue(Signal<Int, SurfaceError>.Event.interrupted.isTerminating)
        XCTAssertEqual(value.map { "\($0)" }, .value("2"))
        XCTAssertEqual(
            failed.mapError { SurfaceError(code: $0.code * 2) }, .failed(SurfaceError(code: 6)))
        XCTAssertNotEqual(value, .value(3))
    }

    func test_observer_perKindInitializerRoutesEachEvent() {
        var log: [String] = []
        let observer = Signal<Int, SurfaceError>.Observer(
            value: { log.append("v\($0)") }, failed: { log.append("f\($0.code)") },
            completed: { log.append("c") }, interrupted: { log.append("i") })
        observer.send(value: 1)
        observer.send(.failed(SurfaceError(code: 4)))
        XCTAssertEqual(log, ["v1", "f4"])
    }

    func test_producer_initializersEachStartAnew() {
        XCTAssertEqual(
            TestObserver.starting(SignalProducer<Int, Never>(value: 1)), [.value(1), .completed])
        XCTAssertEqual(
            TestObserver.starting(SignalProducer<Int, Never>([1, 2])),
            [.value(1), .value(2), .completed])
        XCTAssertEqual(
            TestObserver.starting(SignalProducer<Int, Never>(values: 1, 2, 3)),
            [.value(1), .value(2), .value(3), .completed])
        XCTAssertEqual(
            TestObserver.starting(SignalProducer<Int, SurfaceError>(error: SurfaceError())),
            [.failed(SurfaceError())])
        XCTAssertEqual(
            TestObserver.starting(SignalProducer<Int, SurfaceError>(result: .success(5))),
            [.value(5), .completed])
        XCTAssertEqual(
            TestObserver.starting(
                SignalProducer<Int, SurfaceError>(result: .failure(SurfaceError()))),
            [.failed(SurfaceError())])
        XCTAssertEqual(TestObserver.starting(SignalProducer<Int, Never>.empty), [.completed])
        XCTAssertEqual(TestObserver.starting(SignalProducer<Int, Never>.never), [])
    }

    func test_producer_startHandlerRunsPerStartAndDisposalInterrupts() {
        var starts = 0
        var ended = 0
        let producer = SignalProducer<Int, Never> { observer, lifetime in
            starts += 1
            lifetime.observeEnded {
                _ = observer  // keeps the run alive: a released input interrupts it
                ended += 1
            }
        }
        let observer = TestObserver<Int, Never>()
        let disposable = producer.start(observer.observer)
        let second = producer.start()
        XCTAssertEqual(starts, 2)
        disposable.dispose()
        XCTAssertEqual(observer.events, [.interrupted])
        XCTAssertEqual(ended, 1)
        second.dispose()
        XCTAssertEqual(ended, 2)
    }

    func test_producer_startVariantsEachReceiveTheirKind() {
        var log: [String] = []
        let producer = SignalProducer<Int, SurfaceError>(values: 1, 2)
        let failing = SignalProducer<Int, SurfaceError>(error: SurfaceError(code: 9))
        producer.start { log.append("event \($0)") }
        producer.startWithValues { log.append("value \($0)") }
        producer.startWithCompleted { log.append("completed") }
        failing.startWithResult { log.append("result \((try? $0.get()).map(String.init) ?? "f")") }
        failing.startWithFailed { log.append("failed \($0.code)") }
        SignalProducer<Int, SurfaceError>.never.startWithInterrupted { log.append("interrupted") }
            .dispose()
        XCTAssertEqual(
            log,
            [
                "event VALUE 1", "event VALUE 2", "event COMPLETED", "value 1", "value 2",
                "completed", "result f", "failed 9", "interrupted",
            ])
    }

    func test_producer_startWithSignalHandsOverTheSignalBeforeTheRun() {
        let observer = TestObserver<Int, Never>()
        let result: Int = SignalProducer<Int, Never>(values: 1, 2).startWithSignal {
            signal, disposable in
            signal.observe(observer.observer)
            XCTAssertFalse(disposable.isDisposed)
            return 42
        }
        XCTAssertEqual(result, 42)
        XCTAssertEqual(observer.events, [.value(1), .value(2), .completed])
    }
}

extension TestObserver {
    /// Starts `producer` with a new observer and returns the events it recorded.
    static func starting(_ producer: SignalProducer<Value, Error>) -> [Signal<Value, Error>.Event] {
        let observer = TestObserver()
        producer.start(observer.observer)
        return observer.events
    }
}
