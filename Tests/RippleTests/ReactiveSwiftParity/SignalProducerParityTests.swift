import RippleTesting
import XCTest

@testable import Ripple

/// ReactiveSwift's `SignalProducerSpec` facts about starting and interrupting, in Ripple's API.
final class SignalProducerParityTests: XCTestCase {
    func test_parity_startHandlerRunsOncePerStart_notAtCreation() {
        var runs = 0
        let producer = SignalProducer<Int, Never> { _, _ in runs += 1 }
        XCTAssertEqual(runs, 0)
        producer.start()
        producer.start()
        XCTAssertEqual(runs, 2)
    }

    func test_parity_constantProducers() {
        XCTAssertEqual(
            recordEvents(SignalProducer<Int, Never>(value: 1)).events, [.value(1), .completed])
        XCTAssertEqual(
            recordEvents(SignalProducer<Int, OperatorTestError>(error: .boom)).events,
            [.failed(.boom)])
        XCTAssertEqual(
            recordEvents(SignalProducer<Int, OperatorTestError>(result: .success(2))).events,
            [.value(2), .completed])
        XCTAssertEqual(
            recordEvents(SignalProducer<Int, OperatorTestError>(result: .failure(.other))).events,
            [.failed(.other)])
        XCTAssertEqual(
            recordEvents(SignalProducer<Int, Never>([1, 2, 3])).events,
            [.value(1), .value(2), .value(3), .completed])
        XCTAssertEqual(
            recordEvents(SignalProducer<Int, Never>(values: 1, 2)).events,
            [.value(1), .value(2), .completed])
        XCTAssertEqual(recordEvents(SignalProducer<Int, Never>.empty).events, [.completed])
        XCTAssertEqual(recordEvents(SignalProducer<Int, Never>.never).events, [])
    }

    func test_parity_startWithSignal_setupRunsBeforeTheStartHandler() {
        var order: [String] = []
        let producer = SignalProducer<Int, Never> { observer, _ in
            order.append("handler")
            observer.send(value: 1)
            observer.sendCompleted()
        }
        let recorder = EventRecorder<Int, Never>()
        producer.startWithSignal { signal, _ in
            order.append("setup")
            signal.observe(recorder.observer)
        }
        XCTAssertEqual(order, ["setup", "handler"])
        XCTAssertEqual(recorder.events, [.value(1), .completed])
    }

    func test_parity_startWithSignal_interruptedInSetup_neverRunsTheHandler() {
        var handlerRan = false
        let producer = SignalProducer<Int, Never> { _, _ in handlerRan = true }
        let recorder = EventRecorder<Int, Never>()
        producer.startWithSignal { signal, interrupter in
            signal.observe(recorder.observer)
            interrupter.dispose()
        }
        XCTAssertFalse(handlerRan)
        XCTAssertEqual(recorder.events, [.interrupted])
    }

    func test_parity_disposingTheRun_interruptsAndEndsItsLifetime() {
        var lifetimeEnded = false
        var input: Signal<Int, Never>.Observer?
        let producer = SignalProducer<Int, Never> { observer, lifetime in
            input = observer
            lifetime.observeEnded { lifetimeEnded = true }
        }
        let log = recordEvents(producer)
        input?.send(value: 1)
        log.disposable?.dispose()
        input?.send(value: 2)
        input?.sendCompleted()
        XCTAssertEqual(log.events, [.value(1), .interrupted])
        XCTAssertTrue(lifetimeEnded)
    }

    func test_parity_runLifetimeEndsOnEveryTerminalEvent() {
        let terminals: [Signal<Int, OperatorTestError>.Event] = [
            .failed(.boom), .completed, .interrupted,
        ]
        for terminal in terminals {
            let disposable = AnyDisposable()
            let scheduler = TestScheduler()
            let producer = SignalProducer<Int, OperatorTestError> { observer, lifetime in
                lifetime += disposable
                scheduler.schedule { observer.send(terminal) }
            }
            let log = recordEvents(producer)
            XCTAssertFalse(disposable.isDisposed)
            scheduler.run()
            XCTAssertEqual(log.events, [terminal])
            XCTAssertTrue(disposable.isDisposed, "\(terminal)")
        }
    }

    func test_parity_disposingAfterCompletion_sendsNothingMore() {
        let log = recordEvents(SignalProducer<Int, Never>(value: 1))
        log.disposable?.dispose()
        XCTAssertEqual(log.events, [.value(1), .completed])
    }

    func test_parity_producerOfSignal_forwardsLaterEventsPerStart() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let producer = SignalProducer(signal)
        input.send(value: 0)
        let first = recordEvents(producer)
        input.send(value: 1)
        let second = recordEvents(producer)
        input.send(value: 2)
        input.sendCompleted()
        XCTAssertEqual(first.events, [.value(1), .value(2), .completed])
        XCTAssertEqual(second.events, [.value(2), .completed])
        XCTAssertEqual(recordEvents(producer).events, [.interrupted])
    }

    func test_parity_startWithHelpers_receiveTheirKindOnly() {
        let producer = SignalProducer<Int, OperatorTestError>(values: 1, 2)
        var values: [Int] = []
        var completed = 0
        producer.startWithValues { values.append($0) }
        producer.startWithCompleted { completed += 1 }
        var results: [Result<Int, OperatorTestError>] = []
        SignalProducer<Int, OperatorTestError>(error: .boom).startWithResult { results.append($0) }
        var failed: [OperatorTestError] = []
        SignalProducer<Int, OperatorTestError>(error: .other).startWithFailed { failed.append($0) }
        var interrupted = 0
        SignalProducer<Int, Never>.never.startWithInterrupted { interrupted += 1 }.dispose()
        XCTAssertEqual(values, [1, 2])
        XCTAssertEqual(completed, 1)
        XCTAssertEqual(results, [.failure(.boom)])
        XCTAssertEqual(failed, [.other])
        XCTAssertEqual(interrupted, 1)
    }

    func test_parity_liftedOperatorHasFreshStatePerStart() {
        let producer = SignalProducer<Int, Never>(values: 1, 2, 3).scan(0, +)
        XCTAssertEqual(recordEvents(producer).values, [1, 3, 6])
        XCTAssertEqual(recordEvents(producer).values, [1, 3, 6])
    }

    func test_parity_interruptingALiftedRun_interruptsTheSource() {
        var sourceEnded = false
        let producer = SignalProducer<Int, Never> { _, lifetime in
            lifetime.observeEnded { sourceEnded = true }
        }
        let log = recordEvents(producer.map { $0 + 1 }.filter { _ in true })
        log.disposable?.dispose()
        XCTAssertEqual(log.events, [.interrupted])
        XCTAssertTrue(sourceEnded)
    }
}
