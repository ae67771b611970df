import Dispatch
import Ripple
import RippleTesting
import XCTest

/// Kickstarter's `ksr_delay`, `ksr_debounce` and `ksr_timeout`, as its ReactiveExtensions
/// build them.
final class KsrTimeOperatorsTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var reads = 0
    private var input: Signal<Int, TestError>.Observer!
    private var signal: Signal<Int, TestError>!
    private var recorder = EventRecorder<Int, TestError>()
    private var events: [Signal<Int, TestError>.Event] { recorder.events }

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler()
        reads = 0
        recorder = EventRecorder()
        (signal, input) = Signal<Int, TestError>.pipe()
    }

    /// The scheduler, counting how often an operator reads it.
    private var countedScheduler: DateScheduler {
        reads += 1
        return scheduler
    }

    // MARK: ksr_delay

    func test_ksrDelay_isDelay_readingItsArgumentsOnceWhenApplied() {
        signal.ksr_delay(.seconds(2), on: countedScheduler)
            .observe(recorder.observer)
        XCTAssertEqual(reads, 1)
        input.send(value: 1)
        scheduler.advance(by: .seconds(1))
        input.send(value: 2)
        input.sendCompleted()
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(events, [.value(1)])
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(events, [.value(1), .value(2), .completed])
        XCTAssertEqual(reads, 1)
    }

    func test_ksrDelay_failureIsNotDelayed() {
        signal.ksr_delay(DispatchTimeInterval.seconds(2), on: scheduler)
            .observe(recorder.observer)
        input.send(value: 1)
        input.send(error: TestError())
        scheduler.advance()
        XCTAssertEqual(events, [.failed(TestError())])
    }

    func test_ksrDelay_producerReadsItsArgumentsWhenApplied_andDelaysEachRun() {
        let producer = SignalProducer<Int, TestError>(values: 1, 2)
            .ksr_delay(DispatchTimeInterval.seconds(1), on: countedScheduler)
        XCTAssertEqual(reads, 1)
        producer.start(recorder.observer)
        producer.start(recorder.observer)
        XCTAssertEqual(events, [])
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(
            events,
            [.value(1), .value(2), .value(1), .value(2), .completed, .completed])
        XCTAssertEqual(reads, 1)
    }

    func test_ksrDelay_producerRunIsInterruptedThroughTheScheduler() {
        let run = SignalProducer<Int, TestError>(value: 1).ksr_delay(.seconds(1), on: scheduler)
            .start(recorder.observer)
        run.dispose()
        XCTAssertEqual(events, [])
        scheduler.run()
        XCTAssertEqual(events, [.interrupted])
    }

    // MARK: ksr_debounce

    /// Kickstarter's own test of `ksr_debounce`.
    func test_ksrDebounce_sendsAValueOnceQuietForTheInterval() {
        signal.ksr_debounce(DispatchTimeInterval.milliseconds(500), on: self.scheduler)
            .observe(recorder.observer)
        input.send(value: 1)
        input.send(value: 2)
        scheduler.advance(by: .milliseconds(300))
        input.send(value: 3)
        XCTAssertEqual(events, [])
        scheduler.advance(by: .milliseconds(800))
        XCTAssertEqual(events, [.value(3)])
        input.send(value: 4)
        scheduler.advance(by: .milliseconds(600))
        XCTAssertEqual(events, [.value(3), .value(4)])
    }

    func test_ksrDebounce_completionWaitsForTheValueWaiting() {
        signal.ksr_debounce(.milliseconds(500), on: self.scheduler)
            .observe(recorder.observer)
        input.send(value: 1)
        input.sendCompleted()
        scheduler.advance(by: .milliseconds(499))
        XCTAssertEqual(events, [])
        scheduler.advance(by: .milliseconds(1))
        XCTAssertEqual(events, [.value(1), .completed])
    }

    func test_ksrDebounce_completionWithNothingWaitingIsAtOnce() {
        signal.ksr_debounce(.milliseconds(500), on: self.scheduler)
            .observe(recorder.observer)
        input.send(value: 1)
        scheduler.advance(by: .seconds(1))
        input.sendCompleted()
        XCTAssertEqual(events, [.value(1), .completed])
    }

    func test_ksrDebounce_failureAndInterruptionAreAtOnceAndDropTheValueWaiting() {
        for terminal in [Signal<Int, TestError>.Event.failed(TestError()), .interrupted] {
            setUp()
            signal.ksr_debounce(.milliseconds(500), on: self.scheduler)
                .observe(recorder.observer)
            input.send(value: 1)
            input.send(terminal)
            XCTAssertEqual(events, [terminal])
            scheduler.advance(by: .seconds(1))
            XCTAssertEqual(events, [terminal])
        }
    }

    /// As Kickstarter's (a `flatMap` of delayed producers), the interval and the scheduler
    /// are read for each value.
    func test_ksrDebounce_readsItsArgumentsForEachValue() {
        signal.ksr_debounce(.milliseconds(500), on: self.countedScheduler).observe { _ in }
        XCTAssertEqual(reads, 0)
        input.send(value: 1)
        input.send(value: 2)
        XCTAssertEqual(reads, 2)
    }

    func test_ksrDebounce_producerDebouncesEachRun_andIsInterruptedAtOnce() {
        let (source, sourceInput) = Signal<Int, TestError>.pipe()
        let producer = SignalProducer(source).ksr_debounce(
            DispatchTimeInterval.seconds(1), on: self.scheduler)
        let second = EventRecorder<Int, TestError>()
        producer.start(recorder.observer)
        let run = producer.start(second.observer)
        sourceInput.send(value: 1)
        scheduler.advance(by: .seconds(1))
        sourceInput.send(value: 2)
        run.dispose()
        XCTAssertEqual(second.events, [.value(1), .interrupted])
        sourceInput.sendCompleted()
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(events, [.value(1), .value(2), .completed])
    }

    // MARK: ksr_timeout

    func test_ksrTimeout_completesWhenTimeIsUp() {
        let recorder = EventRecorder<Int, Never>()
        signal.ksr_timeout(after: .seconds(2), on: countedScheduler).observe(recorder.observer)
        XCTAssertEqual(reads, 1)
        input.send(value: 1)
        scheduler.advance(by: .seconds(2))
        input.send(value: 2)
        XCTAssertEqual(recorder.events, [.value(1), .completed])
    }

    func test_ksrTimeout_forwardsTerminationInTime_andAFailureBecomesCompletion() {
        for (terminal, expected) in [
            (Signal<Int, TestError>.Event.completed, Signal<Int, Never>.Event.completed),
            (.failed(TestError()), .completed), (.interrupted, .interrupted),
        ] {
            setUp()
            let recorder = EventRecorder<Int, Never>()
            signal.ksr_timeout(after: DispatchTimeInterval.seconds(2), on: scheduler)
                .observe(recorder.observer)
            input.send(value: 1)
            input.send(terminal)
            XCTAssertEqual(recorder.events, [.value(1), expected])
            scheduler.advance(by: .seconds(3))
            XCTAssertEqual(recorder.events, [.value(1), expected])
        }
    }

    func test_ksrTimeout_producerCompletesEachRunOnTime_andInterruptsIt() {
        var interruptions = 0
        let producer = SignalProducer<Int, TestError>(value: 1).concat(.never)
            .on(interrupted: { interruptions += 1 })
            .ksr_timeout(after: DispatchTimeInterval.seconds(1), on: countedScheduler)
        XCTAssertEqual(reads, 1)
        let recorder = EventRecorder<Int, Never>()
        producer.start(recorder.observer)
        scheduler.advance(by: .milliseconds(500))
        producer.start(recorder.observer)
        scheduler.advance(by: .milliseconds(500))
        XCTAssertEqual(recorder.events, [.value(1), .value(1), .completed])
        XCTAssertEqual(interruptions, 1)
        scheduler.advance(by: .milliseconds(500))
        XCTAssertEqual(recorder.events, [.value(1), .value(1), .completed, .completed])
        XCTAssertEqual(interruptions, 2)
        XCTAssertEqual(reads, 1)
    }
}
