import Foundation
import XCTest

@testable import Ripple

/// The order of one inner run's events when one thread's trampoline queues an event (it is
/// nested `Trampoline.maxDepth` steps deep, as in a deep chain of flattens) and another thread
/// sends the run's next event before that trampoline drains: the later event waits for the
/// queued one, whichever thread it comes from (a `completed` that overtook the queued value
/// ended the run and dropped the value).
final class FlattenInnerTrampolineOrderTests: XCTestCase {
    /// Runs `body` nested `depth` trampoline steps deep on this thread.
    private func nested(_ depth: Int, _ body: @escaping () -> Void) {
        guard depth > 0 else { return body() }
        Trampoline.run(
            { self.nested(depth - 1, body) }, orQueue: { { self.nested(depth - 1, body) } })
    }

    func test_aValueQueuedOnOneThreadsTrampoline_isNotOvertakenByAnotherThreadsCompletion() {
        for strategy in [FlattenStrategy.merge, .concat, .latest, .race] {
            let (innerSignal, innerInput) = Signal<Int, Never>.pipe()
            let (outer, outerInput) = Signal<Int, Never>.pipe()
            let recorder = EventRecorder<Int, Never>()
            outer.flatMap(strategy) { _ in SignalProducer(innerSignal) }
                .observe(recorder.observer)
            outerInput.send(value: 0)
            nested(Trampoline.maxDepth) {
                // Queued on this thread's trampoline: it is nested too deep to deliver now.
                innerInput.send(value: 1)
                let completed = DispatchSemaphore(value: 0)
                Thread.detachNewThread {
                    innerInput.sendCompleted()
                    completed.signal()
                }
                completed.wait()
            }
            outerInput.sendCompleted()
            XCTAssertEqual(recorder.events, [.value(1), .completed], "\(strategy)")
        }
    }
}
