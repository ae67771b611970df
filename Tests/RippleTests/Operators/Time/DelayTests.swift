import Ripple
import RippleTesting
import XCTest

final class DelayTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var input: Signal<Int, TestError>.Observer!
    private var events: [Signal<Int, TestError>.Event] = []
    private var observation: Disposable?

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler()
        events = []
        let (signal, input) = Signal<Int, TestError>.pipe()
        self.input = input
        observation = signal.delay(.seconds(2), on: scheduler).observe { [unowned self] in
            events.append($0)
        }
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
        var events: [Signal<Int, TestError>.Event] = []
        signal.delay(.zero, on: scheduler).observe { events.append($0) }
        input.send(value: 1)
        input.send(error: TestError())
        scheduler.advance()
        XCTAssertEqual(events, [.value(1), .failed(TestError())])
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
        var events: [Signal<Int, Never>.Event] = []
        let run = SignalProducer<Int, Never>(values: 1, 2).delay(.seconds(1), on: scheduler)
            .start { events.append($0) }
        run.dispose()
        scheduler.run()
        XCTAssertEqual(events, [.interrupted])
    }

    func test_delay_producerDelaysEachRun() {
        var events: [Signal<Int, Never>.Event] = []
        let producer = SignalProducer<Int, Never>(values: 1, 2).delay(.seconds(1), on: scheduler)
        producer.start { events.append($0) }
        scheduler.advance(by: .seconds(1))
        producer.start { events.append($0) }
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(
            events, [.value(1), .value(2), .completed, .value(1), .value(2), .completed])
    }
}
