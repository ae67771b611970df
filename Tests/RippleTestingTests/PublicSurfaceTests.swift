import Ripple
import RippleTesting
import XCTest

/// Every `RippleTesting` name of the test kit's public API, used as its documentation shows
/// it and checked for one small behaviour: `TestObserver`'s members and assertions,
/// `TestScheduler` and leak tracking.
final class RippleTestingPublicSurfaceTests: XCTestCase {
    private struct Failure: Swift.Error, Equatable {}

    func test_testObserver_membersDescribeTheRecordedEvents() {
        let observer = TestObserver<Int, Failure>()
        let (signal, input) = Signal<Int, Failure>.pipe()
        signal.observe(observer.observer)
        XCTAssertFalse(observer.didEmitValue)
        XCTAssertNil(observer.lastValue)
        input.send(value: 1)
        input.send(value: 2)
        input.send(error: Failure())
        XCTAssertEqual(observer.events, [.value(1), .value(2), .failed(Failure())])
        XCTAssertEqual(observer.values, [1, 2])
        XCTAssertEqual(observer.lastValue, 2)
        XCTAssertTrue(observer.didEmitValue)
        XCTAssertTrue(observer.didFail)
        XCTAssertEqual(observer.failedError, Failure())
        XCTAssertFalse(observer.didComplete)
        XCTAssertFalse(observer.didInterrupt)
    }

    func test_testObserver_everyAssertionPassesOnAMatchingHistory() {
        let completed = TestObserver<Int, Failure>()
        let failed = TestObserver<Int, Failure>()
        let interrupted = TestObserver<Int, Failure>()
        let silent = TestObserver<Int, Failure>()
        SignalProducer<Int, Failure>(value: 7).start(completed.observer)
        SignalProducer<Int, Failure>(error: Failure()).start(failed.observer)
        SignalProducer<Int, Failure>.never.start(interrupted.observer).dispose()
        SignalProducer<Int, Failure>.never.start(silent.observer)
        let failures = withFailureRecorder {
            completed.assertValue(7)
            completed.assertValues([7])
            completed.assertLastValue(7)
            completed.assertValueCount(1)
            completed.assertDidEmitValue()
            completed.assertDidComplete()
            completed.assertDidNotFail()
            completed.assertDidNotInterrupt()
            completed.assertDidTerminate()
            failed.assertDidNotEmitValue()
            failed.assertDidFail()
            failed.assertFailed(Failure())
            failed.assertDidNotComplete()
            interrupted.assertDidInterrupt()
            silent.assertDidNotTerminate()
        }
        XCTAssertEqual(failures, [])
    }

    func test_testObserver_failureNamesTheLineAndShowsBothSides() {
        let observer = TestObserver<Int, Never>()
        SignalProducer<Int, Never>(values: 1, 2).start(observer.observer)
        let line = #line + 1
        let failures = withFailureRecorder { observer.assertValues([1, 3]) }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertTrue(failures.first?.fileID.hasSuffix("PublicSurfaceTests.swift") ?? false)
        let message = failures.first?.message ?? ""
        XCTAssertTrue(message.contains("3"), message)
        XCTAssertTrue(message.contains("2"), message)
    }

    func test_testObserver_observesSignalsProducersAndProperties() {
        let observer = TestObserver<Int, Never>()
        let property = MutableProperty(1)
        observer.observe(property)
        observer.start(SignalProducer(value: 2))
        observer.observe(Signal<Int, Never>.never)
        property.value = 3
        observer.assertValues([1, 2, 3])
    }

    func test_testScheduler_advanceAdvanceByAdvanceToAndRun() {
        let scheduler = TestScheduler()
        var log: [String] = []
        scheduler.schedule { log.append("now") }
        scheduler.schedule(after: .seconds(1)) { log.append("1a") }
        scheduler.schedule(after: .seconds(1)) { log.append("1b") }
        scheduler.schedule(after: .seconds(5)) { log.append("5") }
        scheduler.schedule(after: .seconds(9)) { log.append("9") }
        XCTAssertEqual(log, [], "work for now waits for the next advance")
        scheduler.advance()
        XCTAssertEqual(log, ["now"])
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(log, ["now", "1a", "1b"], "equal deadlines run in scheduling order")
        scheduler.advance(to: .seconds(5))
        XCTAssertEqual(scheduler.now, .seconds(5))
        scheduler.run()
        XCTAssertEqual(log, ["now", "1a", "1b", "5", "9"])
        XCTAssertEqual(scheduler.now, .seconds(9))
    }

    func test_leakTracking_failsForAnObjectStillAlive() {
        final class ViewModel {}
        var kept: ViewModel?
        let failures = withFailureRecorder {
            assertReleased { tracker in
                tracker.track(ViewModel())
                kept = tracker.track(ViewModel(), named: "kept")
            }
        }
        XCTAssertNotNil(kept)
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.message.contains("kept") ?? false)
        trackForLeaks(ViewModel())
    }
}
