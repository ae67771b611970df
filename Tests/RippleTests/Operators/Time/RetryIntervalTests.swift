import Dispatch
import Ripple
import RippleTesting
import XCTest

final class RetryIntervalTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var starts = 0
    private var recorder = EventRecorder<Int, TestError>()
    private var events: [Signal<Int, TestError>.Event] { recorder.events }

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler()
        starts = 0
        recorder = EventRecorder()
    }

    /// Each attempt sends its number, then fails, except attempt `completingAt` that completes.
    private func attempts(completingAt: Int = .max) -> SignalProducer<Int, TestError> {
        SignalProducer { [unowned self] observer, _ in
            starts += 1
            observer.send(value: starts)
            if starts == completingAt {
                observer.sendCompleted()
            } else {
                observer.send(error: TestError(code: starts))
            }
        }
    }

    func test_retry_waitsTheIntervalBeforeEachAttempt_andForwardsTheLastFailure() {
        attempts().retry(upTo: 2, interval: .seconds(1), on: scheduler)
            .start(recorder.observer)
        XCTAssertEqual(events, [.value(1)])
        scheduler.advance(by: .milliseconds(999))
        XCTAssertEqual(starts, 1)
        scheduler.advance(by: .milliseconds(1))
        XCTAssertEqual(events, [.value(1), .value(2)])
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(events, [.value(1), .value(2), .value(3), .failed(TestError(code: 3))])
        scheduler.advance(by: .seconds(5))
        XCTAssertEqual(starts, 3)
    }

    func test_retry_completionEndsTheRetrying() {
        attempts(completingAt: 2).retry(upTo: 5, interval: .seconds(1), on: scheduler)
            .start(recorder.observer)
        scheduler.advance(by: .seconds(10))
        XCTAssertEqual(events, [.value(1), .value(2), .completed])
        XCTAssertEqual(starts, 2)
    }

    func test_retry_interruptionIsForwardedNotRetried() {
        let producer = SignalProducer<Int, TestError> { [unowned self] observer, _ in
            starts += 1
            observer.sendInterrupted()
        }
        producer.retry(upTo: 3, interval: .seconds(1), on: scheduler)
            .start(recorder.observer)
        scheduler.advance(by: .seconds(5))
        XCTAssertEqual(events, [.interrupted])
        XCTAssertEqual(starts, 1)
    }

    func test_retry_interruptingWhileWaitingCancelsTheNextAttempt() {
        let run = attempts().retry(upTo: 3, interval: .seconds(1), on: scheduler)
            .start(recorder.observer)
        run.dispose()
        scheduler.advance(by: .seconds(5))
        XCTAssertEqual(events, [.value(1), .interrupted])
        XCTAssertEqual(starts, 1)
    }

    func test_retry_zeroCountForwardsTheFirstFailureAtOnce() {
        attempts().retry(upTo: 0, interval: .seconds(1), on: scheduler)
            .start(recorder.observer)
        XCTAssertEqual(events, [.value(1), .failed(TestError(code: 1))])
    }

    func test_retry_zeroIntervalStillWaitsForTheScheduler() {
        attempts().retry(upTo: 1, interval: .zero, on: scheduler)
            .start(recorder.observer)
        XCTAssertEqual(events, [.value(1)])
        scheduler.advance()
        XCTAssertEqual(events, [.value(1), .value(2), .failed(TestError(code: 2))])
    }

    /// Each start counts its own retries (ReactiveSwift's spec: the counter is not shared).
    func test_retry_eachStartHasItsOwnCount() {
        let producer = SignalProducer<Int, TestError>(error: TestError())
            .retry(upTo: 1, interval: .seconds(1), on: scheduler)
        var failures = 0
        producer.startWithFailed { _ in failures += 1 }
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(failures, 1)
        producer.startWithFailed { _ in failures += 1 }
        scheduler.advance()
        XCTAssertEqual(failures, 1)
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(failures, 2)
    }

    func test_retry_secondsAndDispatchFormsWaitTheSameTime() {
        var log: [Int] = []
        attempts().retry(upTo: 1, interval: 1.5, on: scheduler)
            .startWithValues { log.append($0) }
        attempts().retry(upTo: 1, interval: DispatchTimeInterval.milliseconds(1500), on: scheduler)
            .startWithValues { log.append($0) }
        XCTAssertEqual(log, [1, 2])
        scheduler.advance(by: .milliseconds(1499))
        XCTAssertEqual(log, [1, 2])
        scheduler.advance(by: .milliseconds(1))
        XCTAssertEqual(log, [1, 2, 3, 4])
    }

    func test_retry_negativeCountStops() throws {
        try expectCrash(message: "retry(upTo:interval:on:): the count must not be negative") {
            _ = SignalProducer<Int, TestError>.empty.retry(
                upTo: -1, interval: .seconds(1), on: TestScheduler())
        }
    }

    func test_retry_negativeIntervalStops() throws {
        try expectCrash(message: "retry(upTo:interval:on:): the interval must not be negative") {
            _ = SignalProducer<Int, TestError>.empty.retry(
                upTo: 1, interval: .seconds(-1), on: TestScheduler())
        }
    }
}
