import Foundation
import Ripple
import RippleTesting
import XCTest

final class ObserveForBackgroundTests: XCTestCase {
    func test_observeForBackground_deliversEveryEventInOrderOffTheMainThread() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = EventRecorder<Int, TestError>()
        let offMain = Locked(true)
        let done = expectation(description: "terminated")
        signal.observeForBackground().observe { event in
            if Thread.isMainThread { offMain.value = false }
            recorder.observer.send(event)
            if event.isTerminating { done.fulfill() }
        }
        for value in 1...100 { input.send(value: value) }
        input.send(error: TestError())
        wait(for: [done], timeout: 10)
        XCTAssertEqual(recorder.events, (1...100).map { .value($0) } + [.failed(TestError())])
        XCTAssertTrue(offMain.value)
    }

    func test_observeForBackground_producerDeliversEachRunOnTheBackgroundQueue() {
        let recorder = EventRecorder<Int, Never>()
        let done = expectation(description: "completed")
        SignalProducer<Int, Never>(values: 1, 2, 3).observeForBackground().start { event in
            recorder.observer.send(event)
            if event.isTerminating { done.fulfill() }
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(recorder.events, [.value(1), .value(2), .value(3), .completed])
    }
}

/// A value behind a lock, for the assertions of a test that runs work on other threads.
private final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
