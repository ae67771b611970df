import Ripple
import RippleTesting
import XCTest

/// The public scheduler operators on virtual time, and the sequencing operators (`concat`,
/// `prefix(value:)`, `then`, `replayLazily(upTo:)`), with their documented labels.
final class PublicSurfaceSchedulingTests: XCTestCase {
    func test_observeOnAndStartOn_runOnTheScheduler() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        let observed = TestObserver<Int, Never>()
        signal.observe(on: scheduler).observe(observed.observer)
        input.send(value: 1)
        observed.assertDidNotEmitValue()
        scheduler.advance()
        observed.assertValues([1])

        let started = TestObserver<Int, Never>()
        SignalProducer<Int, Never>(value: 2).start(on: scheduler).observe(on: scheduler)
            .start(started.observer)
        XCTAssertEqual(started.events, [])
        scheduler.advance()
        XCTAssertEqual(started.events, [.value(2), .completed])
    }

    func test_debounceThrottleDelay_onVirtualTime() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        let debounced = TestObserver<Int, Never>()
        let throttled = TestObserver<Int, Never>()
        let delayed = TestObserver<Int, Never>()
        signal.debounce(.seconds(1), on: scheduler).observe(debounced.observer)
        signal.throttle(.seconds(1), on: scheduler).observe(throttled.observer)
        signal.delay(.seconds(2), on: scheduler).observe(delayed.observer)
        input.send(value: 1)
        scheduler.advance()
        input.send(value: 2)
        scheduler.advance(by: .seconds(1))
        debounced.assertValues([2])
        throttled.assertValues([1, 2])
        delayed.assertDidNotEmitValue()
        scheduler.advance(to: .seconds(2))
        delayed.assertValues([1, 2])

        let p = SignalProducer<Int, Never>(values: 1, 2)
        let debouncedP = TestObserver<Int, Never>()
        let throttledP = TestObserver<Int, Never>()
        let delayedP = TestObserver<Int, Never>()
        p.concat(.never).debounce(.seconds(1), on: scheduler).start(debouncedP.observer)
        p.throttle(.seconds(1), on: scheduler).start(throttledP.observer)
        p.delay(.seconds(1), on: scheduler).start(delayedP.observer)
        scheduler.run()
        debouncedP.assertValues([2])
        throttledP.assertValues([2], "both values arrive before the scheduler's turn")
        XCTAssertEqual(delayedP.events, [.value(1), .value(2), .completed])
    }

    func test_timeout_failsWithTheGivenErrorWhenTimeIsUp() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, SurfaceError>.pipe()
        let observer = TestObserver<Int, SurfaceError>()
        signal.timeout(after: .seconds(1), raising: SurfaceError(code: 8), on: scheduler)
            .observe(observer.observer)
        input.send(value: 1)
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(observer.events, [.value(1), .failed(SurfaceError(code: 8))])

        let producer = TestObserver<Int, SurfaceError>()
        SignalProducer<Int, SurfaceError>.never
            .timeout(after: .seconds(2), raising: SurfaceError(code: 9), on: scheduler)
            .start(producer.observer)
        scheduler.advance(by: .seconds(2))
        producer.assertFailed(SurfaceError(code: 9))
    }

    func test_concatPrefixThen_onProducers() {
        let first = SignalProducer<Int, Never>(values: 1, 2)
        XCTAssertEqual(
            surfaceEvents(first.concat(SignalProducer(value: 3))),
            [.value(1), .value(2), .value(3), .completed])
        XCTAssertEqual(
            surfaceEvents(first.concat(value: 9)), [.value(1), .value(2), .value(9), .completed])
        XCTAssertEqual(
            surfaceEvents(first.prefix(value: 0)), [.value(0), .value(1), .value(2), .completed])
        XCTAssertEqual(
            surfaceEvents(first.then(SignalProducer(value: "done"))), [.value("done"), .completed])
    }

    func test_replayLazily_startsOnceAndReplaysTheLatestValues() {
        var starts = 0
        let (signal, input) = Signal<Int, Never>.pipe()
        let replayed = SignalProducer(signal).on(started: { starts += 1 }).replayLazily(upTo: 2)
        XCTAssertEqual(starts, 0, "lazily: nothing starts before the first start")
        let early = TestObserver<Int, Never>()
        replayed.start(early.observer)
        input.send(value: 1)
        input.send(value: 2)
        input.send(value: 3)
        let late = TestObserver<Int, Never>()
        replayed.start(late.observer)
        XCTAssertEqual(starts, 1)
        early.assertValues([1, 2, 3])
        late.assertValues([2, 3])
    }
}
