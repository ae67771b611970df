import RippleTesting
import XCTest

@testable import Ripple

/// ReactiveSwift's `SignalSpec` and `SignalLifetimeSpec` facts, in Ripple's API.
final class SignalParityTests: XCTestCase {
    func test_parity_generatorRunsOnceAtCreation_notOnObserve() {
        var runs = 0
        let signal = Signal<Int, Never> { _, _ in runs += 1 }
        XCTAssertEqual(runs, 1)
        signal.observe { _ in }
        signal.observe { _ in }
        XCTAssertEqual(runs, 1)
    }

    func test_parity_generatorForwardsScheduledEvents() {
        let scheduler = TestScheduler()
        let signal = Signal<Int, Never> { observer, _ in
            scheduler.schedule {
                for number in [1, 2, 5] { observer.send(value: number) }
                observer.sendCompleted()
                observer.send(value: 4)
            }
        }
        let log = recordEvents(signal)
        XCTAssertEqual(log.events, [])
        scheduler.run()
        XCTAssertEqual(log.events, [.value(1), .value(2), .value(5), .completed])
    }

    func test_parity_generatorLifetimeEndsOnEveryTerminalEvent() {
        let terminals: [Signal<Int, OperatorTestError>.Event] = [
            .failed(.boom), .completed, .interrupted,
        ]
        for terminal in terminals {
            let scheduler = TestScheduler()
            let disposable = AnyDisposable()
            let signal = Signal<Int, OperatorTestError> { observer, lifetime in
                scheduler.schedule { observer.send(terminal) }
                lifetime += disposable
            }
            let log = recordEvents(signal)
            XCTAssertFalse(disposable.isDisposed)
            scheduler.run()
            XCTAssertEqual(log.events, [terminal])
            XCTAssertTrue(disposable.isDisposed, "\(terminal)")
        }
    }

    func test_parity_terminatingInsideGenerator_disposesWhatIsAddedLater() {
        let terminals: [Signal<Int, OperatorTestError>.Event] = [
            .failed(.boom), .completed, .interrupted,
        ]
        for terminal in terminals {
            let disposable = AnyDisposable()
            var disposedBeforeAdding = true
            _ = Signal<Int, OperatorTestError> { observer, lifetime in
                observer.send(terminal)
                disposedBeforeAdding = disposable.isDisposed
                lifetime += disposable
            }
            XCTAssertFalse(disposedBeforeAdding, "\(terminal)")
            XCTAssertTrue(disposable.isDisposed, "\(terminal)")
        }
    }

    func test_parity_emptyInterruptsObserversWithoutValues() {
        XCTAssertEqual(recordEvents(Signal<Int, Never>.empty).events, [.interrupted])
    }

    func test_parity_neverSendsNothing() {
        XCTAssertEqual(recordEvents(Signal<Int, Never>.never).events, [])
    }

    func test_parity_pipeForwardsEventsAsTheyAreSent() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let log = recordEvents(signal)
        input.send(value: 1)
        XCTAssertEqual(log.events, [.value(1)])
        input.send(value: 2)
        input.sendCompleted()
        XCTAssertEqual(log.events, [.value(1), .value(2), .completed])
    }

    func test_parity_pipeDisposesItsDisposableOnTermination() {
        let disposable = AnyDisposable()
        let (signal, input) = Signal<Int, Never>.pipe(disposable: disposable)
        withExtendedLifetime(signal) {
            XCTAssertFalse(disposable.isDisposed)
            input.sendCompleted()
            XCTAssertTrue(disposable.isDisposed)
        }
    }

    func test_parity_observeResult_stopsAfterTheFailure() {
        let (signal, input) = Signal<Int, OperatorTestError>.pipe()
        var results: [Result<Int, OperatorTestError>] = []
        signal.observeResult { results.append($0) }
        input.send(value: 1)
        input.send(value: 2)
        input.send(error: .boom)
        input.sendCompleted()
        XCTAssertEqual(results, [.success(1), .success(2), .failure(.boom)])
    }

    func test_parity_observingATerminatedSignal_interruptsAndReturnsNil() {
        let (signal, input) = Signal<Int, Never>.pipe()
        input.sendCompleted()
        let recorder = EventRecorder<Int, Never>()
        let disposable = signal.observe(recorder.observer)
        XCTAssertNil(disposable)
        XCTAssertEqual(recorder.events, [.interrupted])
    }

    func test_parity_observerClosureReleasedOnCompletionAndOnFailure() {
        for terminal: Signal<Int, OperatorTestError>.Event in [.completed, .failed(.boom)] {
            let (signal, input) = Signal<Int, OperatorTestError>.pipe()
            weak var weakToken: Witness?
            do {
                let token = Witness()
                weakToken = token
                signal.observe { _ in _ = token }
            }
            input.send(value: 1)
            XCTAssertNotNil(weakToken)
            input.send(terminal)
            XCTAssertNil(weakToken, "\(terminal)")
        }
    }

    func test_parity_releasedInputInterruptsEvenWithObservers() {
        let disposable = AnyDisposable()
        let recorder = EventRecorder<Int, Never>()
        var kept: Signal<Int, Never>?
        do {
            let (signal, input) = Signal<Int, Never>.pipe(disposable: disposable)
            kept = signal
            signal.observe(recorder.observer)
            withExtendedLifetime(input) { XCTAssertFalse(disposable.isDisposed) }
        }
        XCTAssertEqual(recorder.events, [.interrupted])
        XCTAssertTrue(disposable.isDisposed)
        XCTAssertNotNil(kept)
    }

    func test_parity_unobservedUnreachableSignal_isDisposed() {
        var isDisposed = false
        weak var weakSignal: Signal<Int, Never>?
        do {
            let signal = Signal<Int, Never>.never.on(disposed: { isDisposed = true })
            weakSignal = signal
        }
        XCTAssertNil(weakSignal)
        XCTAssertTrue(isDisposed)
    }

    func test_parity_observedSignalStaysAliveUntilItTerminates() {
        let scheduler = TestScheduler()
        var isDisposed = false
        let recorder = EventRecorder<Int, OperatorTestError>()
        weak var weakSignal: Signal<Int, OperatorTestError>?
        do {
            let signal = Signal<Int, OperatorTestError> { observer, _ in
                scheduler.schedule { observer.send(error: .boom) }
            }
            weakSignal = signal
            signal.on(disposed: { isDisposed = true }).observe(recorder.observer)
        }
        XCTAssertNil(weakSignal)
        XCTAssertFalse(isDisposed)
        scheduler.run()
        XCTAssertEqual(recorder.events, [.failed(.boom)])
        XCTAssertTrue(isDisposed)
    }

    func test_parity_releasedGeneratorObserver_endsTheGeneratorLifetime() {
        var lifetimeEnded = false
        var inputObserver: Signal<Int, Never>.Observer?
        var disposable: Disposable?
        do {
            let signal = Signal<Int, Never> { observer, lifetime in
                inputObserver = observer
                lifetime.observeEnded { lifetimeEnded = true }
            }
            disposable = signal.map { $0 }.observe { _ in }
        }
        XCTAssertFalse(lifetimeEnded)
        XCTAssertNotNil(inputObserver)
        inputObserver = nil
        XCTAssertTrue(lifetimeEnded)
        XCTAssertNotNil(disposable)
    }

    func test_parity_unobservedChainDoesNotRunItsClosures() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var counts = [0, 0]
        var disposable: Disposable?
        _ = signal.map { value -> Int in
            counts[0] += 1
            return value
        }
        disposable = signal.map { value -> Int in
            counts[1] += 1
            return value
        }.observe { _ in }
        input.send(value: 1)
        input.send(value: 2)
        XCTAssertEqual(counts, [0, 2])
        disposable?.dispose()
        input.send(value: 3)
        XCTAssertEqual(counts, [0, 2])
    }
}
