import Ripple
import RippleTesting
import XCTest

/// Bad input has documented, tested behaviour: sends after a terminal event and second
/// disposals are no-ops, re-entrant sends are queued in order, and impossible counts stop
/// with a precondition message (each proven in a child process by `expectCrash`).
final class BadInputTests: XCTestCase {
    // MARK: - Defined no-ops

    func test_sendAfterCompletion_isIgnoredThroughAnOperatorChain() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let observer = TestObserver<Int, Never>()
        signal.map { $0 * 2 }.filter { $0 > 0 }.scan(0, +).observe(observer.observer)
        input.send(value: 1)
        input.sendCompleted()
        input.send(value: 2)
        input.sendInterrupted()
        input.sendCompleted()
        XCTAssertEqual(observer.events, [.value(2), .completed])
    }

    func test_sendAfterFailure_isIgnoredInAProducerRun() {
        let producer = SignalProducer<Int, TestError> { observer, _ in
            observer.send(value: 1)
            observer.send(error: TestError())
            observer.send(value: 2)
            observer.sendCompleted()
        }
        let observer = TestObserver<Int, TestError>()
        producer.map { $0 + 1 }.start(observer.observer)
        XCTAssertEqual(observer.events, [.value(2), .failed(TestError())])
    }

    func test_disposingTwice_isANoOpForEveryDisposable() {
        var runs = 0
        let any = AnyDisposable { runs += 1 }
        let composite = CompositeDisposable()
        composite += { runs += 1 }
        let serial = SerialDisposable(AnyDisposable { runs += 1 })
        let (lifetime, token) = Lifetime.make()
        lifetime.observeEnded { runs += 1 }
        let (signal, input) = Signal<Int, Never>.pipe()
        let observer = TestObserver<Int, Never>()
        let observation = signal.map { $0 }.observe(observer.observer)
        let run = SignalProducer<Int, Never>.never.on(interrupted: { runs += 1 }).start()
        let disposables: [Disposable?] = [any, composite, serial, token, observation, run]
        for _ in 0..<2 {
            for disposable in disposables { disposable?.dispose() }
        }
        input.send(value: 1)
        XCTAssertEqual(runs, 5)
        XCTAssertTrue(disposables.allSatisfy { $0?.isDisposed ?? false })
        XCTAssertEqual(observer.events, [])
    }

    func test_reentrantSends_throughADerivedChain_areQueuedInOrder() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let derived = signal.map { $0 * 10 }.filter { $0 < 100 }
        var log: [String] = []
        derived.observeValues { value in
            log.append("a\(value)")
            if value == 10 {
                input.send(value: 2)
                input.send(value: 3)
                log.append("a sent")
            }
        }
        derived.observeValues { log.append("b\($0)") }
        input.send(value: 1)
        XCTAssertEqual(log, ["a10", "a sent", "b10", "a20", "b20", "a30", "b30"])
        input.sendCompleted()  // the first observer holds the input
    }

    // MARK: - Preconditions

    func test_takeFirst_negativeCountStops() throws {
        try expectCrash(message: "take(first:) needs a count >= 0, got -1") {
            _ = Signal<Int, Never>.never.take(first: -1)
        }
    }

    func test_takeFirst_negativeCountOnAProducerStops() throws {
        try expectCrash(message: "take(first:) needs a count >= 0, got -2") {
            _ = SignalProducer<Int, Never>.never.take(first: -2)
        }
    }

    func test_takeLast_negativeCountStops() throws {
        try expectCrash(message: "take(last:) needs a count >= 0, got -1") {
            _ = Signal<Int, Never>.never.take(last: -1)
        }
    }

    func test_skipFirst_negativeCountStops() throws {
        try expectCrash(message: "skip(first:) needs a count >= 0, got -1") {
            _ = Signal<Int, Never>.never.skip(first: -1)
        }
    }

    func test_collectCount_zeroStops() throws {
        try expectCrash(message: "collect(count:) needs a count > 0, got 0") {
            _ = Signal<Int, Never>.never.collect(count: 0)
        }
    }

    func test_replayLazily_negativeCapacityStops() throws {
        try expectCrash(message: "replayLazily(upTo:): capacity must not be negative, got -1") {
            _ = SignalProducer<Int, Never>.never.replayLazily(upTo: -1)
        }
    }

    func test_debounce_negativeIntervalStops() throws {
        try expectCrash(message: "debounce: the interval must not be negative") {
            _ = Signal<Int, Never>.never.debounce(.seconds(-1), on: TestScheduler())
        }
    }

    func test_testScheduler_negativeAdvanceStops() throws {
        try expectCrash(message: "TestScheduler.advance(by:): the duration must not be negative") {
            TestScheduler().advance(by: .seconds(-1))
        }
    }

    func test_testScheduler_negativeRewindStops() throws {
        try expectCrash(message: "TestScheduler.rewind(by:): the duration must not be negative") {
            TestScheduler().rewind(by: .seconds(-1))
        }
    }

    func test_testScheduler_advanceToThePastIsANoOp() {
        let scheduler = TestScheduler(startingAt: .seconds(5))
        var ran = false
        scheduler.schedule { ran = true }
        scheduler.advance(to: .seconds(1))
        XCTAssertFalse(ran)
        XCTAssertEqual(scheduler.now, .seconds(5))
    }
}
