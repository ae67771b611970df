import Foundation
import Ripple
import XCTest

/// The order of an inner stream's events when two threads deliver them: one that another
/// thread sent while the inner run was starting waits in the flatten's queue, and an event the
/// starting thread delivers after it must not overtake it. (A `completed` that overtook it
/// ended the run and dropped the value: the rare hang of `ProfileViewModelTests`, whose
/// `async` service answered while `flatMap(.latest)` was still starting its run.)
final class FlattenInnerOrderTests: XCTestCase {
    func test_aValueSentByAnotherThreadWhileTheRunStarts_isNotOvertaken() {
        for strategy in [FlattenStrategy.latest, .merge, .concat, .race] {
            let (innerSignal, innerInput) = Signal<Int, Never>.pipe()
            let (outer, outerInput) = Signal<Int, Never>.pipe()
            let recorder = EventRecorder<Int, Never>()
            outer.flatMap(strategy) { _ in
                SignalProducer<Int, Never> { observer, lifetime in
                    lifetime += innerSignal.observe(observer)
                    // The flatten is busy on this thread, starting this run: 1 waits in its
                    // queue, and the other thread's send returns.
                    let sent = DispatchSemaphore(value: 0)
                    Thread.detachNewThread {
                        innerInput.send(value: 1)
                        sent.signal()
                    }
                    sent.wait()
                    // Sent after 1 was: delivered after it.
                    innerInput.send(value: 2)
                    innerInput.sendCompleted()
                }
            }.observe(recorder.observer)
            outerInput.send(value: 0)
            outerInput.sendCompleted()
            XCTAssertEqual(recorder.events, [.value(1), .value(2), .completed], "\(strategy)")
        }
    }

    func test_anAsyncInnerProducerThatAnswersWhileItStarts_losesNothing() {
        // The shape of `ProfileViewModel`: an `async` producer, materialized, whose task may
        // answer before `flatMap(.latest)` has finished starting it.
        let (outer, outerInput) = Signal<Int, Never>.pipe()
        let done = DispatchSemaphore(value: 0)
        let recorder = EventRecorder<Signal<Int, Never>.Event, Never>()
        let result = outer.flatMap(.latest) { id in
            SignalProducer<Int, Never> { () async in id * 2 }.materialize()
        }
        result.observe(recorder.observer)
        // After the recorder: observers get each event in the order they were attached.
        result.observeCompleted { done.signal() }
        outerInput.send(value: 21)
        outerInput.sendCompleted()
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success, "the flatten completed")
        XCTAssertEqual(recorder.events, [.value(.value(42)), .value(.completed), .completed])
    }
}
