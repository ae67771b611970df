import Foundation
import Ripple
import RippleTesting
import XCTest

/// `MainQueue` from RippleTesting runs the main queue in a test, on Linux too.
final class MainQueueTests: XCTestCase {
    func test_drainOnMainThread_runsEverythingQueuedBeforeIt_inOrder() {
        let log = EventRecorder<Int, Never>()
        let (done, doneInput) = (DispatchSemaphore(value: 0), log.observer)
        Thread.detachNewThread {
            for value in 1...3 { DispatchQueue.main.async { doneInput.send(value: value) } }
            done.signal()
        }
        done.wait()
        MainQueue.drainOnMainThread()
        XCTAssertEqual(log.events, [.value(1), .value(2), .value(3)])
    }

    func test_drainOnMainThread_runsUIScheduledWorkFromAnotherThread() {
        let log = EventRecorder<String, Never>()
        let (signal, input) = Signal<String, Never>.pipe()
        signal.observe(on: UIScheduler()).observe(log.observer)
        let sent = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            input.send(value: "a")
            input.sendCompleted()
            sent.signal()
        }
        sent.wait()
        XCTAssertEqual(log.events, [], "nothing before the main queue runs")
        MainQueue.drainOnMainThread()
        XCTAssertEqual(log.events, [.value("a"), .completed])
    }

    func test_drain_asyncRunsWhatWasQueued() async {
        let log = EventRecorder<Int, Never>()
        let observer = log.observer
        DispatchQueue.main.async { observer.send(value: 1) }
        await MainQueue.drain()
        XCTAssertEqual(log.events, [.value(1)])
    }

    func test_drainOnMainThread_offTheMainThreadStopsWithAMessage() throws {
        try expectCrash(message: "MainQueue.drainOnMainThread() must be called on the main thread")
        {
            let finished = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                MainQueue.drainOnMainThread()
                finished.signal()
            }
            finished.wait()
        }
    }
}
