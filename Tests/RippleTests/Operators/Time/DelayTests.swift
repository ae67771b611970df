import Ripple
import RippleTesting
import XCTest

final class DelayTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var input: Signal<Int, TestError>.Observer!
    private var recorder = EventRecorder<Int, TestError>()
    private var events: [Signal<Int, TestError>.Event] { recorder.events }
    private var observation: Disposable?

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler()
        recorder = EventRecorder()
        let (signal, input) = Signal<Int, TestError>.pipe()
        self.input = input
        observation = signal.delay(.seconds(2), on: scheduler).observe(recorder.observer)
    }

    func test_delay_shiftsValuesAndCompletion() {
        input.send(value: 1)
        scheduler.advance(by: .seconds(1))
        input.send(value: 2)
        input.sendCompleted()
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(events, [.value(1)])
        scheduler.advance(by: .milliseconds(999))
        XCTAssertEqual(events, [.value(1)])
        scheduler.advance(by: .milliseconds(1))
        XCTAssertEqual(events, [.value(1), .value(2), .completed])
    }

    func test_delay_valuesArriveAtTheirOwnTimes() {
        var times: [Duration] = []
        let (signal, input) = Signal<Int, Never>.pipe()
        signal.delay(.seconds(1), on: scheduler).observeValues { _ in
            times.append(self.scheduler.now)
        }
        for _ in 0..<3 {
            input.send(value: 0)
            scheduler.advance(by: .milliseconds(300))
        }
        scheduler.run()
        XCTAssertEqual(times, [.seconds(1), .milliseconds(1300), .milliseconds(1600)])
    }

    func test_delay_failureIsNotDelayedAndDropsWaitingValues() {
        input.send(value: 1)
        scheduler.advance(by: .seconds(1))
        input.send(error: TestError())
        scheduler.advance()
        XCTAssertEqual(events, [.failed(TestError())])
        scheduler.advance(by: .seconds(5))
        XCTAssertEqual(events, [.failed(TestError())])
    }

    func test_delay_failureComesAfterValuesAlreadyDue() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = EventRecorder<Int, TestError>()
        signal.delay(.zero, on: scheduler).observe(recorder.observer)
        input.send(value: 1)
        input.send(error: TestError())
        scheduler.advance()
        XCTAssertEqual(recorder.events, [.value(1), .failed(TestError())])
    }

    func test_delay_interruptionIsForwardedOnTheNextTurn() {
        input.sendInterrupted()
        XCTAssertEqual(events, [])
        scheduler.advance()
        XCTAssertEqual(events, [.interrupted])
    }

    func test_delay_disposalCancelsAndReleasesWaitingValues() {
        let (signal, input) = Signal<Canary, Never>.pipe()
        var received = 0
        let observation = signal.delay(.seconds(1), on: scheduler).observeValues { _ in
            received += 1
        }
        weak var weakCanary: Canary?
        do {
            let canary = Canary()
            weakCanary = canary
            input.send(value: canary)
            input.send(value: canary)
        }
        observation?.dispose()
        XCTAssertNil(weakCanary)
        scheduler.advance(by: .seconds(2))
        XCTAssertEqual(received, 0)
    }

    func test_delay_producerInterruptionCancelsTheRun() {
        let recorder = EventRecorder<Int, Never>()
        let run = SignalProducer<Int, Never>(values: 1, 2).delay(.seconds(1), on: scheduler)
            .start(recorder.observer)
        run.dispose()
        scheduler.run()
        XCTAssertEqual(recorder.events, [.interrupted])
    }

    func test_delay_producerDelaysEachRun() {
        let recorder = EventRecorder<Int, Never>()
        let producer = SignalProducer<Int, Never>(values: 1, 2).delay(.seconds(1), on: scheduler)
        producer.start(recorder.observer)
        scheduler.advance(by: .seconds(1))
        producer.start(recorder.observer)
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(
            recorder.events, [.value(1), .value(2), .completed, .value(1), .value(2), .completed])
    }

    /// ReactiveSwift schedules every value on its own: two delayed streams merged deliver the
    /// recorder.events due at the same time in the order they were scheduled (a regression: one timer
    /// per stream delivered `b`'s 3 before `a`'s 2).
    func test_delay_eventsDueTogetherRunInTheOrderTheyWereScheduled() {
        let (a, aInput) = Signal<Int, Never>.pipe()
        let (b, bInput) = Signal<Int, Never>.pipe()
        let recorder = EventRecorder<Int, Never>()
        Signal.merge(a.delay(.seconds(3), on: scheduler), b.delay(.seconds(2), on: scheduler))
            .observe(recorder.observer)
        aInput.send(value: 1)  // due at 3
        scheduler.advance(by: .seconds(1))
        aInput.send(value: 2)  // due at 4, scheduled first
        scheduler.advance(by: .seconds(1))
        bInput.send(value: 3)  // due at 4, scheduled second
        aInput.sendCompleted()  // due at 5
        bInput.sendCompleted()  // due at 4
        scheduler.advance(by: .seconds(2))
        XCTAssertEqual(recorder.events, [.value(1), .value(2), .value(3)])
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(recorder.events, [.value(1), .value(2), .value(3), .completed])
    }

    /// The tie from the randomized tests: `withLatest(from:)` samples the delayed stream as
    /// it stood when the value due together with it was scheduled.
    func test_delay_sampledStreamDueTogetherKeepsSchedulingOrder() {
        let (latest, latestInput) = Signal<Int, Never>.pipe()
        let (trigger, triggerInput) = Signal<Int, Never>.pipe()
        var values: [Int] = []
        trigger.delay(.seconds(2), on: scheduler)
            .withLatest(from: latest.delay(.seconds(2), on: scheduler))
            .observeValues { values.append($0 * 1000 + $1) }
        latestInput.send(value: 4)
        triggerInput.send(value: 5)
        latestInput.send(value: 2)
        scheduler.advance(by: .seconds(10))
        XCTAssertEqual(values, [5004])
    }

    /// When its time comes, completion takes one more turn of the scheduler, as in
    /// ReactiveSwift: work already scheduled for that time runs first.
    func test_delay_completionRunsAfterWorkDueAtTheSameTime() {
        let (a, aInput) = Signal<Int, Never>.pipe()
        let (b, bInput) = Signal<Int, Never>.pipe()
        var log: [String] = []
        a.delay(.seconds(2), on: scheduler).observe { log.append("a \($0)") }
        b.delay(.seconds(1), on: scheduler).observe { log.append("b \($0)") }
        aInput.sendCompleted()  // due at 2, scheduled first
        scheduler.advance(by: .seconds(1))
        bInput.send(value: 7)  // due at 2, scheduled second
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(log, ["b VALUE 7", "a COMPLETED"])
    }

    func test_delay_dispatchAndSecondsFormsDelayByTheSameTime() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var log: [String] = []
        signal.delay(DispatchTimeInterval.milliseconds(1500), on: scheduler)
            .observeValues { log.append("dispatch \($0)") }
        signal.delay(1.5, on: scheduler).observeValues { log.append("seconds \($0)") }
        SignalProducer<Int, Never>(value: 2).delay(DispatchTimeInterval.seconds(1), on: scheduler)
            .startWithValues { log.append("producer \($0)") }
        SignalProducer<Int, Never>(value: 3).delay(0.5, on: scheduler)
            .startWithValues { log.append("producer \($0)") }
        input.send(value: 1)
        scheduler.advance(by: .milliseconds(1499))
        XCTAssertEqual(log, ["producer 3", "producer 2"])
        scheduler.advance(by: .milliseconds(1))
        XCTAssertEqual(log, ["producer 3", "producer 2", "dispatch 1", "seconds 1"])
    }
}
