import Ripple
import RippleTesting
import XCTest

final class TimeoutTests: XCTestCase {
    private let timedOut = TestError(code: 408)

    func test_timeout_failsWhenTheSourceDoesNotTerminateInTime() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = EventRecorder<Int, TestError>()
        signal.timeout(after: .seconds(2), raising: timedOut, on: scheduler)
            .observe(recorder.observer)
        input.send(value: 1)
        XCTAssertEqual(recorder.events, [.value(1)], "values pass through at once")
        scheduler.advance(by: .milliseconds(1999))
        XCTAssertEqual(recorder.events, [.value(1)])
        scheduler.advance(by: .milliseconds(1))
        input.send(value: 2)
        XCTAssertEqual(recorder.events, [.value(1), .failed(timedOut)])
    }

    func test_timeout_doesNothingWhenTheSourceTerminatesInTime() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = EventRecorder<Int, TestError>()
        signal.timeout(after: .seconds(2), raising: timedOut, on: scheduler)
            .observe(recorder.observer)
        input.send(value: 1)
        input.sendCompleted()
        scheduler.advance(by: .seconds(5))
        XCTAssertEqual(recorder.events, [.value(1), .completed])
    }

    func test_timeout_forwardsTheSourceFailure() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = EventRecorder<Int, TestError>()
        signal.timeout(after: .seconds(2), raising: timedOut, on: scheduler)
            .observe(recorder.observer)
        input.send(error: TestError(code: 1))
        scheduler.advance(by: .seconds(5))
        XCTAssertEqual(recorder.events, [.failed(TestError(code: 1))])
    }

    func test_timeout_producerStartsTheClockAtEachStartAndInterruptsTheRun() {
        let scheduler = TestScheduler()
        var runEnded = 0
        let source = SignalProducer<Int, TestError> { observer, lifetime in
            observer.send(value: 1)
            lifetime.observeEnded {
                _ = observer  // keeps the run's input alive until the run ends
                runEnded += 1
            }
        }
        let producer = source.timeout(after: .seconds(1), raising: timedOut, on: scheduler)
        let first = EventRecorder<Int, TestError>()
        let second = EventRecorder<Int, TestError>()
        producer.start(first.observer)
        scheduler.advance(by: .milliseconds(500))
        producer.start(second.observer)
        scheduler.advance(by: .milliseconds(500))
        XCTAssertEqual(first.events, [.value(1), .failed(timedOut)])
        XCTAssertEqual(second.events, [.value(1)])
        XCTAssertEqual(runEnded, 1)
        scheduler.advance(by: .milliseconds(500))
        XCTAssertEqual(second.events, [.value(1), .failed(timedOut)])
        XCTAssertEqual(runEnded, 2)
    }

    func test_timeout_disposalCancelsTheTimer() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = EventRecorder<Int, TestError>()
        let observation = signal.timeout(after: .seconds(1), raising: timedOut, on: scheduler)
            .observe(recorder.observer)
        observation?.dispose()
        scheduler.advance(by: .seconds(2))
        XCTAssertEqual(recorder.events, [])
        withExtendedLifetime(input) {}
    }

    func test_timeout_onANeverFailingSignal_raisesAnErrorOfTheGivenType() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = EventRecorder<Int, TestError>()
        let timed: Signal<Int, TestError> = signal.timeout(
            after: 2, raising: timedOut, on: scheduler)
        timed.observe(recorder.observer)
        input.send(value: 1)
        scheduler.advance(by: .milliseconds(1999))
        XCTAssertEqual(recorder.events, [.value(1)])
        scheduler.advance(by: .milliseconds(1))
        XCTAssertEqual(recorder.events, [.value(1), .failed(timedOut)])
    }

    func test_timeout_onANeverFailingProducer_raisesAnErrorOfTheGivenTypePerRun() {
        let scheduler = TestScheduler()
        let producer = SignalProducer<Int, Never>(value: 1).concat(.never)
            .timeout(after: .seconds(1), raising: timedOut, on: scheduler)
        let recorder = EventRecorder<Int, TestError>()
        producer.start(recorder.observer)
        scheduler.advance(by: .milliseconds(500))
        producer.start(recorder.observer)
        scheduler.advance(by: .milliseconds(500))
        XCTAssertEqual(recorder.events, [.value(1), .value(1), .failed(timedOut)])
        scheduler.advance(by: .milliseconds(500))
        XCTAssertEqual(
            recorder.events, [.value(1), .value(1), .failed(timedOut), .failed(timedOut)])
        let completes = SignalProducer<Int, Never>(value: 2)
            .timeout(after: DispatchTimeInterval.seconds(1), raising: timedOut, on: scheduler)
        let completed = EventRecorder<Int, TestError>()
        completes.start(completed.observer)
        scheduler.advance(by: .seconds(2))
        XCTAssertEqual(completed.events, [.value(2), .completed])
    }
}
