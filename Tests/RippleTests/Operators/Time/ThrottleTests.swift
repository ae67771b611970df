import Ripple
import RippleTesting
import XCTest

final class ThrottleTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var input: Signal<Int, TestError>.Observer!
    private var recorder = EventRecorder<Int, TestError>()
    private var events: [Signal<Int, TestError>.Event] { recorder.events }

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler()
        recorder = EventRecorder()
        let (signal, input) = Signal<Int, TestError>.pipe()
        self.input = input
        signal.throttle(.seconds(1), on: scheduler).observe(recorder.observer)
    }

    func test_throttle_firstValueGoesOutOnTheNextTurn() {
        input.send(value: 1)
        XCTAssertEqual(events, [], "values go through the scheduler")
        scheduler.advance()
        XCTAssertEqual(events, [.value(1)])
    }

    func test_throttle_sendsOnlyTheLatestValueWhenTheIntervalEnds() {
        input.send(value: 1)
        scheduler.advance()
        input.send(value: 2)
        scheduler.advance(by: .milliseconds(500))
        input.send(value: 3)
        scheduler.advance(by: .milliseconds(499))
        XCTAssertEqual(events, [.value(1)])
        scheduler.advance(by: .milliseconds(1))
        XCTAssertEqual(events, [.value(1), .value(3)])
        XCTAssertEqual(scheduler.now, .seconds(1))
    }

    func test_throttle_valueAfterAQuietIntervalGoesOutAtOnce() {
        input.send(value: 1)
        scheduler.advance(by: .seconds(3))
        input.send(value: 2)
        scheduler.advance()
        XCTAssertEqual(events, [.value(1), .value(2)])
    }

    func test_throttle_completionDropsAValueStillWaiting() {
        input.send(value: 1)
        scheduler.advance()
        input.send(value: 2)
        input.sendCompleted()
        scheduler.advance(by: .seconds(2))
        XCTAssertEqual(events, [.value(1), .completed])
    }

    func test_throttle_valueDueNowGoesOutBeforeTheCompletionSentAfterIt() {
        input.send(value: 1)
        input.sendCompleted()
        scheduler.advance()
        XCTAssertEqual(events, [.value(1), .completed])
    }

    func test_throttle_failureIsForwardedOnTheNextTurn() {
        input.send(error: TestError())
        XCTAssertEqual(events, [])
        scheduler.advance()
        XCTAssertEqual(events, [.failed(TestError())])
    }

    func test_throttle_disposalReleasesTheWaitingValue() {
        let (signal, input) = Signal<Canary, Never>.pipe()
        var received = 0
        let observation = signal.throttle(.seconds(1), on: scheduler).observeValues { _ in
            received += 1
        }
        input.send(value: Canary())
        scheduler.advance()
        let weakCanary = input.sendCanary()
        XCTAssertNotNil(weakCanary())
        observation?.dispose()
        XCTAssertNil(weakCanary())
        scheduler.advance(by: .seconds(2))
        XCTAssertEqual(received, 1)
    }

    func test_throttle_producerThrottlesEachRun() {
        var values: [Int] = []
        SignalProducer<Int, Never>(values: 1, 2, 3).throttle(.seconds(1), on: scheduler)
            .startWithValues { values.append($0) }
        scheduler.run()
        XCTAssertEqual(values, [3], "all three arrive at once; the completion drops none due now")
    }
}
