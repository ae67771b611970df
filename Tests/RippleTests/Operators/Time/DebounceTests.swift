import Ripple
import RippleTesting
import XCTest

final class DebounceTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var input: Signal<Int, TestError>.Observer!
    private var recorder = EventRecorder<Int, TestError>()
    private var events: [Signal<Int, TestError>.Event] { recorder.events }
    private var observation: Disposable?

    private func observeDebounced(discardWhenCompleted: Bool = true) {
        let (signal, input) = Signal<Int, TestError>.pipe()
        self.input = input
        observation = signal.debounce(
            .seconds(1), on: scheduler, discardWhenCompleted: discardWhenCompleted
        ).observe(recorder.observer)
    }

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler()
        recorder = EventRecorder()
    }

    func test_debounce_emitsLatestValueAfterQuietPeriod() {
        observeDebounced()
        input.send(value: 1)
        input.send(value: 2)
        scheduler.advance(by: .milliseconds(999))
        XCTAssertEqual(events, [])
        scheduler.advance(by: .milliseconds(1))
        XCTAssertEqual(events, [.value(2)])
    }

    func test_debounce_newValueRestartsQuietPeriod() {
        observeDebounced()
        input.send(value: 1)
        scheduler.advance(by: .milliseconds(600))
        input.send(value: 2)
        scheduler.advance(by: .milliseconds(600))
        XCTAssertEqual(events, [])
        scheduler.advance(by: .milliseconds(400))
        XCTAssertEqual(events, [.value(2)])
        input.send(value: 3)
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(events, [.value(2), .value(3)])
    }

    func test_debounce_completionDiscardsWaitingValueByDefault() {
        observeDebounced()
        input.send(value: 1)
        input.sendCompleted()
        XCTAssertEqual(events, [], "terminal events go through the scheduler")
        scheduler.advance()
        XCTAssertEqual(events, [.completed])
        scheduler.advance(by: .seconds(5))
        XCTAssertEqual(events, [.completed])
    }

    func test_debounce_completionSendsWaitingValueAtItsTimeWhenNotDiscarding() {
        observeDebounced(discardWhenCompleted: false)
        input.send(value: 1)
        scheduler.advance(by: .milliseconds(300))
        input.sendCompleted()
        scheduler.advance(by: .milliseconds(699))
        XCTAssertEqual(events, [])
        scheduler.advance(by: .milliseconds(1))
        XCTAssertEqual(events, [.value(1), .completed])
    }

    func test_debounce_completionWithNothingWaitingCompletesOnNextTurn() {
        observeDebounced(discardWhenCompleted: false)
        input.send(value: 1)
        scheduler.advance(by: .seconds(1))
        input.sendCompleted()
        scheduler.advance()
        XCTAssertEqual(events, [.value(1), .completed])
    }

    func test_debounce_failureDropsWaitingValue() {
        observeDebounced(discardWhenCompleted: false)
        input.send(value: 1)
        input.send(error: TestError())
        scheduler.advance(by: .seconds(5))
        XCTAssertEqual(events, [.failed(TestError())])
    }

    func test_debounce_interruptionIsForwarded() {
        observeDebounced()
        input.send(value: 1)
        input.sendInterrupted()
        scheduler.advance(by: .seconds(5))
        XCTAssertEqual(events, [.interrupted])
    }

    func test_debounce_zeroIntervalSendsOnNextTurn() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var values: [Int] = []
        signal.debounce(.zero, on: scheduler).observeValues { values.append($0) }
        input.send(value: 1)
        input.send(value: 2)
        XCTAssertEqual(values, [])
        scheduler.advance()
        XCTAssertEqual(values, [2])
    }

    func test_debounce_disposalCancelsTimerAndReleasesWaitingValue() {
        let (signal, input) = Signal<Canary, Never>.pipe()
        var received = 0
        let observation = signal.debounce(.seconds(1), on: scheduler).observeValues { _ in
            received += 1
        }
        let weakCanary = input.sendCanary()
        XCTAssertNotNil(weakCanary())
        observation?.dispose()
        XCTAssertNil(weakCanary())
        scheduler.advance(by: .seconds(2))
        XCTAssertEqual(received, 0)
    }

    func test_debounce_upstreamFailureReleasesWaitingValueAtOnce() {
        let (signal, input) = Signal<Canary, TestError>.pipe()
        // Kept, so the operator outlives the failure: the value must go when it fails, not
        // when the operator is released.
        let debounced = signal.debounce(.seconds(1), on: scheduler)
        var terminals = 0
        debounced.observe { event in if event.isTerminating { terminals += 1 } }
        let weakCanary = input.sendCanary()
        XCTAssertNotNil(weakCanary())
        input.send(error: TestError())
        XCTAssertNil(weakCanary())
        scheduler.advance()
        XCTAssertEqual(terminals, 1)
        withExtendedLifetime(debounced) {}
    }

    func test_debounce_valueSentBeforeFailureIsReleasedAfterItsDelivery() {
        let (signal, input) = Signal<Canary, TestError>.pipe()
        let debounced = signal.debounce(.seconds(1), on: scheduler)
        var received = 0
        debounced.observeValues { _ in received += 1 }
        let weakCanary = input.sendCanary()
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(received, 1)
        XCTAssertNil(weakCanary())
        input.send(error: TestError())
        scheduler.advance()
        withExtendedLifetime(debounced) {}
    }

    func test_debounce_producerDebouncesEachRunSeparately() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let producer = SignalProducer(signal).debounce(.seconds(1), on: scheduler)
        let first = EventRecorder<Int, Never>()
        let second = EventRecorder<Int, Never>()
        producer.start(first.observer)
        input.send(value: 1)
        scheduler.advance(by: .milliseconds(500))
        let run = producer.start(second.observer)
        input.send(value: 2)
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(first.events, [.value(2)])
        XCTAssertEqual(second.events, [.value(2)])
        input.send(value: 3)
        run.dispose()
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(first.events, [.value(2), .value(3)])
        XCTAssertEqual(second.events, [.value(2), .interrupted])
    }
}
