import Ripple
import RippleTesting
import XCTest

final class StartOnTests: XCTestCase {
    func test_startOn_runsTheStartHandlerOnTheScheduler() {
        let scheduler = TestScheduler()
        var started = 0
        let producer = SignalProducer<Int, Never> { observer, _ in
            started += 1
            observer.send(value: 1)
            observer.sendCompleted()
        }
        let recorder = EventRecorder<Int, Never>()
        producer.start(on: scheduler).start(recorder.observer)
        XCTAssertEqual(started, 0)
        XCTAssertEqual(recorder.events, [])
        scheduler.advance()
        XCTAssertEqual(started, 1)
        XCTAssertEqual(recorder.events, [.value(1), .completed])
    }

    func test_startOn_interruptingBeforeTheStartMeansItNeverRuns() {
        let scheduler = TestScheduler()
        var started = 0
        let producer = SignalProducer<Int, Never> { _, _ in started += 1 }
        let recorder = EventRecorder<Int, Never>()
        let run = producer.start(on: scheduler).start(recorder.observer)
        run.dispose()
        scheduler.advance()
        XCTAssertEqual(started, 0)
        XCTAssertEqual(recorder.events, [.interrupted])
    }

    func test_startOn_interruptingAfterTheStartInterruptsTheRun() {
        let scheduler = TestScheduler()
        var runEnded = false
        let producer = SignalProducer<Int, Never> { observer, lifetime in
            observer.send(value: 1)
            lifetime.observeEnded { runEnded = true }
        }
        let recorder = EventRecorder<Int, Never>()
        let run = producer.start(on: scheduler).start(recorder.observer)
        scheduler.advance()
        run.dispose()
        XCTAssertTrue(runEnded)
        XCTAssertEqual(recorder.events, [.value(1), .interrupted])
    }
}
