import Dispatch
import Ripple
import RippleTesting
import XCTest

final class TestObserverTests: XCTestCase {
    func test_events_recordsWholeHistoryInOrder() {
        let test = recorded([.value(1), .value(2), .completed])

        XCTAssertEqual(test.events, [.value(1), .value(2), .completed])
        XCTAssertEqual(test.values, [1, 2])
        XCTAssertEqual(test.lastValue, 2)
        XCTAssertTrue(test.didEmitValue)
        XCTAssertTrue(test.didComplete)
        XCTAssertFalse(test.didFail)
        XCTAssertFalse(test.didInterrupt)
        XCTAssertNil(test.failedError)
    }

    func test_init_hasRecordedNothing() {
        let test = TestObserver<Int, TestError>()

        XCTAssertEqual(test.events, [])
        XCTAssertEqual(test.values, [])
        XCTAssertNil(test.lastValue)
        XCTAssertFalse(test.didEmitValue)
        XCTAssertFalse(test.didComplete)
    }

    func test_failedError_isTheError() {
        let test = recorded([.value(1), .failed(.timeout)])

        XCTAssertTrue(test.didFail)
        XCTAssertEqual(test.failedError, .timeout)
        XCTAssertFalse(test.didComplete)
    }

    func test_didInterrupt_isTrueAfterInterrupted() {
        let test = recorded([.interrupted])

        XCTAssertTrue(test.didInterrupt)
        XCTAssertFalse(test.didEmitValue)
    }

    func test_observeSignal_recordsEventsSentAfterwards() {
        let (signal, input) = Signal<Int, Never>.pipe()
        input.send(value: 0)
        let test = TestObserver<Int, Never>()

        test.observe(signal)
        input.send(value: 1)
        input.sendCompleted()

        XCTAssertEqual(test.events, [.value(1), .completed])
    }

    func test_observeSignal_disposableStopsRecording() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let test = TestObserver<Int, Never>()

        let disposable = test.observe(signal)
        input.send(value: 1)
        disposable?.dispose()
        input.send(value: 2)

        XCTAssertEqual(test.events, [.value(1)])
    }

    func test_startProducer_recordsTheRun() {
        let test = TestObserver<Int, Never>()

        test.start(SignalProducer([1, 2, 3]))

        XCTAssertEqual(test.events, [.value(1), .value(2), .value(3), .completed])
    }

    func test_startProducer_disposableInterrupts() {
        let test = TestObserver<Int, Never>()

        test.start(SignalProducer.never).dispose()

        XCTAssertEqual(test.events, [.interrupted])
    }

    func test_observeProperty_recordsCurrentValueThenChanges() {
        let property = MutableProperty(1)
        let test = TestObserver<Int, Never>()

        test.observe(property)
        property.value = 2
        test.observe(Property(capturing: property))
        property.value = 3

        XCTAssertEqual(test.values, [1, 2, 2, 3, 3])
    }

    func test_observer_doesNotRetainTheTestObserver() {
        let (signal, input) = Signal<Int, Never>.pipe()
        weak var weakTest: TestObserver<Int, Never>?
        do {
            let test = TestObserver<Int, Never>()
            weakTest = test
            signal.observe(test.observer)
        }
        input.send(value: 1)

        XCTAssertNil(weakTest)
    }

    func test_recording_isThreadSafe() {
        let test = TestObserver<Int, Never>()
        let observer = test.observer

        DispatchQueue.concurrentPerform(iterations: 1_000) { index in
            observer.send(value: index)
            _ = test.events.count
        }

        XCTAssertEqual(test.values.sorted(), Array(0..<1_000))
    }
}
