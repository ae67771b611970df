import Ripple
import RippleTesting
import XCTest

final class ThrottleWhileTests: XCTestCase {
    private var shouldThrottle: MutableProperty<Bool>!
    private var input: Signal<Int, TestError>.Observer!
    private var signal: Signal<Int, TestError>!
    private var recorder = EventRecorder<Int, TestError>()
    private var events: [Signal<Int, TestError>.Event] { recorder.events }

    override func setUp() {
        super.setUp()
        shouldThrottle = MutableProperty(false)
        recorder = EventRecorder()
        (signal, input) = Signal<Int, TestError>.pipe()
    }

    private func observe(on scheduler: Scheduler = ImmediateScheduler()) {
        signal.throttle(while: shouldThrottle, on: scheduler)
            .observe(recorder.observer)
    }

    func test_throttleWhile_passesValuesWhileNotThrottled() {
        observe()
        input.send(value: 1)
        input.send(value: 2)
        input.sendCompleted()
        XCTAssertEqual(events, [.value(1), .value(2), .completed])
    }

    func test_throttleWhile_sendsTheLatestHeldValueWhenResumed_thenLetsValuesThrough() {
        observe()
        shouldThrottle.value = true
        input.send(value: 1)
        input.send(value: 2)
        XCTAssertEqual(events, [])
        shouldThrottle.value = false
        input.send(value: 3)
        XCTAssertEqual(events, [.value(2), .value(3)])
    }

    func test_throttleWhile_resumingWithNothingHeldSendsNothing() {
        observe()
        shouldThrottle.value = true
        shouldThrottle.value = true
        shouldThrottle.value = false
        shouldThrottle.value = false
        XCTAssertEqual(events, [])
    }

    func test_throttleWhile_terminalEventDropsTheHeldValue() {
        for terminal in [
            Signal<Int, TestError>.Event.completed, .failed(TestError()), .interrupted,
        ] {
            setUp()
            observe()
            shouldThrottle.value = true
            input.send(value: 1)
            input.send(terminal)
            shouldThrottle.value = false
            XCTAssertEqual(events, [terminal])
        }
    }

    func test_throttleWhile_staysThrottledIfThePropertyGoesAwayWhileTrue() {
        observe()
        input.send(value: 1)
        shouldThrottle.value = true
        input.send(value: 2)
        shouldThrottle = nil
        input.send(value: 3)
        XCTAssertEqual(events, [.value(1)])
    }

    func test_throttleWhile_doesNotKeepThePropertyAlive() {
        observe()
        weak let weakProperty = shouldThrottle
        shouldThrottle = nil
        XCTAssertNil(weakProperty)
        input.send(value: 1)
        XCTAssertEqual(events, [.value(1)])
    }

    func test_throttleWhile_deliversEveryEventThroughTheScheduler() {
        let scheduler = TestScheduler()
        observe(on: scheduler)
        input.send(value: 1)
        XCTAssertEqual(events, [])
        scheduler.advance()
        XCTAssertEqual(events, [.value(1)])
        shouldThrottle.value = true
        input.send(value: 2)
        shouldThrottle.value = false
        input.sendCompleted()
        XCTAssertEqual(events, [.value(1)])
        scheduler.advance()
        XCTAssertEqual(events, [.value(1), .value(2), .completed])
    }

    /// ReactiveSwift 7.2.1 lifts `throttle(while:on:)` (it is not one of its fused operators):
    /// disposing a run interrupts the result at once, and the held value never goes out.
    func test_throttleWhile_producerRunIsInterruptedAtOnce_asReactiveSwift() {
        let scheduler = TestScheduler()
        let throttling = MutableProperty(true)
        let recorder = EventRecorder<Int, Never>()
        let run = SignalProducer<Int, Never>(value: 1).concat(.never)
            .throttle(while: throttling, on: scheduler)
            .start(recorder.observer)
        run.dispose()
        throttling.value = false
        XCTAssertEqual(recorder.events, [.interrupted])
        scheduler.advance()
        XCTAssertEqual(recorder.events, [.interrupted])
    }

    func test_throttleWhile_producerHoldsBackEachRun() {
        let throttling = MutableProperty(true)
        var values: [Int] = []
        let producer = SignalProducer<Int, Never>(values: 1, 2).concat(.never)
            .throttle(while: throttling, on: ImmediateScheduler())
        producer.startWithValues { values.append($0) }
        producer.startWithValues { values.append($0 * 10) }
        XCTAssertEqual(values, [])
        throttling.value = false
        XCTAssertEqual(values, [2, 20])
    }

    func test_throttleWhile_producerDoesNotKeepThePropertyAlive() {
        var ended = false
        shouldThrottle.lifetime.observeEnded { ended = true }
        let producer = SignalProducer(signal).throttle(
            while: shouldThrottle, on: ImmediateScheduler())
        input.send(value: 1)
        shouldThrottle = nil
        XCTAssertTrue(ended)
        let recorder = EventRecorder<Int, TestError>()
        producer.start(recorder.observer)
        input.send(value: 2)
        input.sendCompleted()
        XCTAssertEqual(recorder.events, [.value(2), .completed])
    }
}
