import Ripple
import RippleTesting
import XCTest

/// A time operator's `TimeInterval` (seconds) form converts with `Duration(timeInterval:)`:
/// NaN counts as zero, and an infinite interval saturates at about 272 years
/// (`DispatchTimeInterval.never`'s duration), so `+infinity` waits that long and `-infinity` is
/// a negative interval, which stops with the operator's precondition message.
final class NonFiniteIntervalTests: XCTestCase {
    /// About 272 years: what an infinite interval becomes.
    private let saturated = Duration(timeInterval: .infinity)

    /// Sends 1, 2, 3 (2 and 3 one second apart), completes, and runs the scheduler through;
    /// returns the events with the virtual time each arrived at.
    private func timeline(
        _ apply: (Signal<Int, Never>, TestScheduler) -> Signal<Int, Never>
    ) -> [String] {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        var log: [String] = []
        apply(signal, scheduler).observe { event in log.append("\(scheduler.now): \(event)") }
        input.send(value: 1)
        input.send(value: 2)
        scheduler.advance(by: .seconds(1))
        input.send(value: 3)
        input.sendCompleted()
        scheduler.run()
        return log
    }

    func test_nanInterval_countsAsZero_forDebounceThrottleAndDelay() {
        let nanDebounce = timeline { $0.debounce(Double.nan, on: $1) }
        XCTAssertEqual(nanDebounce, timeline { $0.debounce(.zero, on: $1) })
        let nanThrottle = timeline { $0.throttle(Double.nan, on: $1) }
        XCTAssertEqual(nanThrottle, timeline { $0.throttle(.zero, on: $1) })
        let nanDelay = timeline { $0.delay(Double.nan, on: $1) }
        XCTAssertEqual(nanDelay, timeline { $0.delay(.zero, on: $1) })
        // Zero delay: every event arrives at the instant it was sent.
        XCTAssertEqual(
            nanDelay,
            [
                "0.0 seconds: VALUE 1", "0.0 seconds: VALUE 2", "1.0 seconds: VALUE 3",
                "1.0 seconds: COMPLETED",
            ])
    }

    func test_nanInterval_countsAsZero_forProducerForms() {
        let scheduler = TestScheduler()
        let delayed = TestObserver<Int, Never>()
        SignalProducer<Int, Never>(value: 1).delay(Double.nan, on: scheduler)
            .start(delayed.observer)
        XCTAssertEqual(delayed.events, [])
        scheduler.advance()
        XCTAssertEqual(delayed.events, [.value(1), .completed])
        XCTAssertEqual(scheduler.now, .zero)
    }

    func test_timeout_nanInterval_failsOnTheSchedulersNextTurn() {
        let scheduler = TestScheduler()
        let observer = TestObserver<Int, TestError>()
        Signal<Int, TestError>.never.timeout(after: Double.nan, raising: TestError(), on: scheduler)
            .observe(observer.observer)
        scheduler.advance()
        XCTAssertEqual(observer.events, [.failed(TestError())])
        XCTAssertEqual(scheduler.now, .zero)
    }

    func test_retry_nanInterval_retriesWithoutWaiting() {
        let scheduler = TestScheduler()
        var attempts = 0
        let observer = TestObserver<Int, TestError>()
        SignalProducer<Int, TestError> { observer, _ in
            attempts += 1
            observer.send(error: TestError(code: attempts))
        }
        .retry(upTo: 2, interval: Double.nan, on: scheduler).start(observer.observer)
        scheduler.advance()
        XCTAssertEqual(attempts, 3)
        XCTAssertEqual(observer.events, [.failed(TestError(code: 3))])
        XCTAssertEqual(scheduler.now, .zero)
    }

    func test_infiniteInterval_waitsAbout272Years() {
        let scheduler = TestScheduler()
        let observer = TestObserver<Int, Never>()
        let (signal, input) = Signal<Int, Never>.pipe()
        signal.delay(Double.infinity, on: scheduler).observe(observer.observer)
        input.send(value: 1)
        scheduler.advance(by: saturated - .seconds(1))
        XCTAssertEqual(observer.events, [])
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(observer.events, [.value(1)])
    }

    func test_timeout_infiniteInterval_failsOnlyAfterAbout272Years() {
        let scheduler = TestScheduler()
        let observer = TestObserver<Int, TestError>()
        Signal<Int, TestError>.never
            .timeout(after: Double.infinity, raising: TestError(), on: scheduler)
            .observe(observer.observer)
        scheduler.advance(by: saturated - .seconds(1))
        XCTAssertEqual(observer.events, [])
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(observer.events, [.failed(TestError())])
    }

    func test_delay_minusInfinityStopsAsANegativeInterval() throws {
        try expectCrash(message: "delay: the interval must not be negative") {
            _ = Signal<Int, Never>.never.delay(-Double.infinity, on: TestScheduler())
        }
    }

    func test_debounce_minusInfinityStopsAsANegativeInterval() throws {
        try expectCrash(message: "debounce: the interval must not be negative") {
            _ = Signal<Int, Never>.never.debounce(-Double.infinity, on: TestScheduler())
        }
    }
}
