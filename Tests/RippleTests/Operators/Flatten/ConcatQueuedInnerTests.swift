import Ripple
import XCTest

/// Under `flatten(.concat)` an inner that is still queued when the result ends never started,
/// so none of its `on` callbacks run, however the result ends: disposed, or its outer stream
/// failing or interrupted. The running inner is interrupted, `starting` and `terminated`
/// balanced. (ReactiveSwift 7.2.1 runs the queued inner's `interrupted`, `terminated` and
/// `disposed` without its `starting`.)
final class ConcatQueuedInnerTests: XCTestCase {
    typealias Inner = SignalProducer<Int, CombineTestError>

    private var log: [String] = []

    /// An inner that never ends on its own, logging its callbacks under `tag`.
    private func inner(_ tag: String) -> Inner {
        Inner.never.on(
            starting: { [unowned self] in log.append("\(tag) starting") },
            failed: { [unowned self] _ in log.append("\(tag) failed") },
            completed: { [unowned self] in log.append("\(tag) completed") },
            interrupted: { [unowned self] in log.append("\(tag) interrupted") },
            terminated: { [unowned self] in log.append("\(tag) terminated") },
            disposed: { [unowned self] in log.append("\(tag) disposed") })
    }

    /// Starts `flatten(.concat)` of a piped outer, sends inners a (runs) and b (queued), ends
    /// the result with `end`, and returns the observer's events.
    private func run(
        _ end: (Signal<Inner, CombineTestError>.Observer, Disposable) -> Void
    ) -> [Signal<Int, CombineTestError>.Event] {
        let (outer, input) = Signal<Inner, CombineTestError>.pipe()
        let recorder = EventRecorder<Int, CombineTestError>()
        let disposable = SignalProducer(outer).flatten(.concat).start(recorder.observer)
        input.send(value: inner("a"))
        input.send(value: inner("b"))
        XCTAssertEqual(log, ["a starting"])
        end(input, disposable)
        return recorder.events
    }

    private let runningInnerInterrupted = [
        "a starting", "a interrupted", "a terminated", "a disposed",
    ]

    func test_resultDisposed_theQueuedInnerGetsNoCallback() {
        let events = run { _, disposable in disposable.dispose() }
        XCTAssertEqual(events, [.interrupted])
        XCTAssertEqual(log, runningInnerInterrupted)
    }

    func test_outerFails_theQueuedInnerGetsNoCallback() {
        let events = run { input, _ in input.send(error: .boom) }
        XCTAssertEqual(events, [.failed(.boom)])
        XCTAssertEqual(log, runningInnerInterrupted)
    }

    func test_outerInterrupted_theQueuedInnerGetsNoCallback() {
        let events = run { input, _ in input.sendInterrupted() }
        XCTAssertEqual(events, [.interrupted])
        XCTAssertEqual(log, runningInnerInterrupted)
    }
}
