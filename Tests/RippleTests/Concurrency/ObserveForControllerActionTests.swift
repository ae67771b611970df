import Foundation
import Ripple
import RippleTesting
import XCTest

/// Kickstarter's `observeForControllerAction` delivers on the main queue, always later.
final class ObserveForControllerActionTests: XCTestCase {
    func test_observeForControllerAction_deliversOnTheMainQueue_evenFromTheMainThread() {
        let log = EventRecorder<Int, OperatorTestError>()
        let (signal, input) = Signal<Int, OperatorTestError>.pipe()
        signal.observeForControllerAction().observe(log.observer)
        input.send(value: 1)
        input.send(error: .boom)
        XCTAssertEqual(log.events, [], "not at once, unlike UIScheduler on the main thread")
        MainQueue.drainOnMainThread()
        XCTAssertEqual(log.events, [.value(1), .failed(.boom)])
    }

    func test_observeForControllerAction_producer_completionAndInterruption() {
        let completed = EventRecorder<Int, Never>()
        SignalProducer<Int, Never>(value: 2).observeForControllerAction().start(completed.observer)
        let (signal, input) = Signal<Int, Never>.pipe()
        let interrupted = EventRecorder<Int, Never>()
        signal.observeForControllerAction().observe(interrupted.observer)
        input.sendInterrupted()
        MainQueue.drainOnMainThread()
        XCTAssertEqual(completed.events, [.value(2), .completed])
        XCTAssertEqual(interrupted.events, [.interrupted])
    }
}
