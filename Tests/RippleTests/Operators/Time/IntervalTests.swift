import Dispatch
import Ripple
import RippleTesting
import XCTest

/// `SignalProducer.interval`, ReactiveSwift 7's sequence-paced producer.
final class IntervalTests: XCTestCase {
    func test_interval_sendsOneElementPerInterval_thenCompletes() {
        let scheduler = TestScheduler()
        let recorder = EventRecorder<Character, Never>()
        var disposed = false
        SignalProducer.interval("ab", interval: .seconds(1), on: scheduler)
            .on(disposed: { disposed = true })
            .start(recorder.observer)
        scheduler.advance(by: .milliseconds(999))
        XCTAssertEqual(recorder.events, [])
        scheduler.advance(by: .milliseconds(1))
        XCTAssertEqual(recorder.events, [.value("a")])
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(recorder.events, [.value("a"), .value("b")])
        XCTAssertFalse(disposed)
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(recorder.events, [.value("a"), .value("b"), .completed])
        XCTAssertTrue(disposed)
    }

    func test_interval_eachRunIteratesAfresh_andDisposalStopsTheTicks() {
        let scheduler = TestScheduler()
        let producer = SignalProducer.interval([1, 2, 3], interval: .seconds(1), on: scheduler)
        let first = EventRecorder<Int, Never>()
        let second = EventRecorder<Int, Never>()
        let run = producer.start(first.observer)
        scheduler.advance(by: .seconds(1))
        producer.start(second.observer)
        run.dispose()
        scheduler.advance(by: .seconds(5))
        XCTAssertEqual(first.events, [.value(1), .interrupted])
        XCTAssertEqual(second.events, [.value(1), .value(2), .value(3), .completed])
    }

    func test_interval_countsForever_inBothTimeForms() {
        let scheduler = TestScheduler()
        var counted: [Int] = []
        var dispatched: [Int] = []
        let interval: DispatchTimeInterval = .milliseconds(500)
        let first = SignalProducer<Int, Never>.interval(.seconds(1), on: scheduler)
            .startWithValues { counted.append($0) }
        let second = SignalProducer<Int, Never>.interval(interval, on: scheduler)
            .startWithValues { dispatched.append($0) }
        scheduler.advance(by: .seconds(3))
        XCTAssertEqual(counted, [0, 1, 2])
        XCTAssertEqual(dispatched, [0, 1, 2, 3, 4, 5])
        first.dispose()
        second.dispose()
        let sequenceForm = SignalProducer.interval(["x"], interval: interval, on: scheduler)
        let recorder = EventRecorder<String, Never>()
        sequenceForm.start(recorder.observer)
        scheduler.run()
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(recorder.events, [.value("x"), .completed])
    }

    func test_interval_emptySequenceCompletesAtTheFirstTick() {
        let scheduler = TestScheduler()
        let recorder = EventRecorder<Int, Never>()
        SignalProducer.interval([Int](), interval: .seconds(2), on: scheduler)
            .start(recorder.observer)
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(recorder.events, [])
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(recorder.events, [.completed])
    }

    func test_interval_zeroIntervalStops() throws {
        try expectCrash(message: "interval: the interval must be positive") {
            _ = SignalProducer<Int, Never>.interval(.zero, on: TestScheduler())
        }
    }
}
