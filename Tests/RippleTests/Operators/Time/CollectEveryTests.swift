import Dispatch
import Ripple
import RippleTesting
import XCTest

final class CollectEveryTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var input: Signal<Int, TestError>.Observer!
    private var signal: Signal<Int, TestError>!
    private var recorder = EventRecorder<[Int], TestError>()
    private var events: [Signal<[Int], TestError>.Event] { recorder.events }

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler()
        recorder = EventRecorder()
        (signal, input) = Signal<Int, TestError>.pipe()
    }

    private func observe(skipEmpty: Bool = false, discardWhenCompleted: Bool = true) {
        signal.collect(
            every: .seconds(1), on: scheduler, skipEmpty: skipEmpty,
            discardWhenCompleted: discardWhenCompleted
        )
        .observe(recorder.observer)
    }

    func test_collectEvery_sendsTheValuesOfEachInterval_andEmptyArrays() {
        observe()
        input.send(value: 1)
        scheduler.advance(by: .milliseconds(500))
        input.send(value: 2)
        scheduler.advance(by: .milliseconds(500))
        XCTAssertEqual(events, [.value([1, 2])])
        scheduler.advance(by: .seconds(1))
        input.send(value: 3)
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(events, [.value([1, 2]), .value([]), .value([3])])
    }

    func test_collectEvery_skipEmptySendsNothingForAQuietInterval() {
        observe(skipEmpty: true)
        scheduler.advance(by: .seconds(1))
        input.send(value: 1)
        scheduler.advance(by: .seconds(2))
        XCTAssertEqual(events, [.value([1])])
    }

    func test_collectEvery_completionDropsTheCollectedValuesByDefault() {
        observe()
        input.send(value: 1)
        input.sendCompleted()
        XCTAssertEqual(events, [])
        scheduler.advance()
        XCTAssertEqual(events, [.completed])
        scheduler.advance(by: .seconds(2))
        XCTAssertEqual(events, [.completed])
    }

    func test_collectEvery_keepingThemOnCompletion_sendsThemAtTheNextTickThenCompletes() {
        observe(discardWhenCompleted: false)
        input.send(value: 1)
        input.sendCompleted()
        scheduler.advance(by: .milliseconds(999))
        XCTAssertEqual(events, [])
        scheduler.advance(by: .milliseconds(1))
        XCTAssertEqual(events, [.value([1]), .completed])
    }

    func test_collectEvery_keepingThemOnCompletion_withSkipEmpty_completesAtTheNextTick() {
        observe(skipEmpty: true, discardWhenCompleted: false)
        input.sendCompleted()
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(events, [.completed])
    }

    func test_collectEvery_keepingThemOnCompletion_runReachesTheLastTick() {
        observe(skipEmpty: true, discardWhenCompleted: false)
        input.send(value: 0)
        scheduler.advance(by: .milliseconds(2_500))
        XCTAssertEqual(events, [.value([0])])
        input.send(value: 1)
        input.sendCompleted()
        scheduler.advance()
        XCTAssertEqual(events, [.value([0])])
        scheduler.run()
        XCTAssertEqual(events, [.value([0]), .value([1]), .completed])
        XCTAssertEqual(scheduler.now, .seconds(3))
    }

    func test_collectEvery_keepingThemOnCompletion_producerRunReachesTheLastTick() {
        let recorder = EventRecorder<[Int], Never>()
        SignalProducer<Int, Never>(values: 1, 2)
            .collect(every: .seconds(1), on: scheduler, discardWhenCompleted: false)
            .start(recorder.observer)
        XCTAssertEqual(recorder.events, [])
        scheduler.run()
        XCTAssertEqual(recorder.events, [.value([1, 2]), .completed])
        XCTAssertEqual(scheduler.now, .seconds(1))
    }

    func test_collectEvery_failureIsDeliveredAtOnceAndDropsTheValues() {
        observe(discardWhenCompleted: false)
        input.send(value: 1)
        input.send(error: TestError())
        scheduler.advance()
        XCTAssertEqual(events, [.failed(TestError())])
        scheduler.advance(by: .seconds(2))
        XCTAssertEqual(events, [.failed(TestError())])
    }

    func test_collectEvery_interruptionIsDeliveredAtOnceAndDropsTheValues() {
        observe(discardWhenCompleted: false)
        input.send(value: 1)
        input.sendInterrupted()
        scheduler.advance()
        XCTAssertEqual(events, [.interrupted])
    }

    func test_collectEvery_disposalStopsTheTicksAndReleasesTheValues() {
        let (signal, input) = Signal<Canary, Never>.pipe()
        var arrays = 0
        let observation = signal.collect(every: .seconds(1), on: scheduler)
            .observeValues { _ in arrays += 1 }
        weak var weakCanary: Canary?
        do {
            let canary = Canary()
            weakCanary = canary
            input.send(value: canary)
        }
        observation?.dispose()
        XCTAssertNil(weakCanary)
        scheduler.advance(by: .seconds(3))
        XCTAssertEqual(arrays, 0)
    }

    func test_collectEvery_producerClockStartsAtEachStart() {
        let producer = SignalProducer<Int, Never>(values: 1, 2)
            .concat(.never)
            .collect(every: .seconds(2), on: scheduler, skipEmpty: true)
        let first = EventRecorder<[Int], Never>()
        let second = EventRecorder<[Int], Never>()
        producer.start(first.observer)
        scheduler.advance(by: .seconds(1))
        let run = producer.start(second.observer)
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(first.events, [.value([1, 2])])
        XCTAssertEqual(second.events, [])
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(second.events, [.value([1, 2])])
        run.dispose()
        XCTAssertEqual(second.events, [.value([1, 2])], "interruption goes through the scheduler")
        scheduler.advance()
        XCTAssertEqual(second.events, [.value([1, 2]), .interrupted])
    }

    func test_collectEvery_dispatchFormsTickLikeTheDurationForm() {
        var log: [String] = []
        signal.collect(every: DispatchTimeInterval.milliseconds(1500), on: scheduler)
            .observeValues { log.append("signal \($0)") }
        SignalProducer<Int, TestError>(value: 7).concat(.never)
            .collect(every: DispatchTimeInterval.milliseconds(1500), on: scheduler)
            .startWithValues { log.append("producer \($0)") }
        input.send(value: 1)
        scheduler.advance(by: .milliseconds(1499))
        XCTAssertEqual(log, [])
        scheduler.advance(by: .milliseconds(1))
        XCTAssertEqual(log, ["signal [1]", "producer [7]"])
    }

    func test_collectEvery_zeroIntervalStops() throws {
        try expectCrash(message: "collect(every:): the interval must be positive") {
            _ = Signal<Int, Never>.never.collect(every: .zero, on: TestScheduler())
        }
    }
}
