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
        var events: [Signal<Int, Never>.Event] = []
        producer.start(on: scheduler).start { events.append($0) }
        XCTAssertEqual(started, 0)
        XCTAssertEqual(events, [])
        scheduler.advance()
        XCTAssertEqual(started, 1)
        XCTAssertEqual(events, [.value(1), .completed])
    }

    func test_startOn_interruptingBeforeTheStartMeansItNeverRuns() {
        let scheduler = TestScheduler()
        var started = 0
        let producer = SignalProducer<Int, Never> { _, _ in started += 1 }
        var events: [Signal<Int, Never>.Event] = []
        let run = producer.start(on: scheduler).start { events.append($0) }
        run.dispose()
        scheduler.advance()
        XCTAssertEqual(started, 0)
        XCTAssertEqual(events, [.interrupted])
    }

    func test_startOn_interruptingAfterTheStartInterruptsTheRun() {
        let scheduler = TestScheduler()
        var runEnded = false
        let producer = SignalProducer<Int, Never> { observer, lifetime in
            observer.send(value: 1)
            lifetime.observeEnded { runEnded = true }
        }
        var events: [Signal<Int, Never>.Event] = []
        let run = producer.start(on: scheduler).start { events.append($0) }
        scheduler.advance()
        run.dispose()
        XCTAssertTrue(runEnded)
        XCTAssertEqual(events, [.value(1), .interrupted])
    }
}
