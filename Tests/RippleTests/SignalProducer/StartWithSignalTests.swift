import Ripple
import XCTest

/// `startWithSignal` runs the start handler even when `setup` neither keeps nor observes the
/// signal, as ReactiveSwift does; the run then ends at once.
final class StartWithSignalTests: XCTestCase {
    func test_unretainedUnobservedSignal_stillRunsTheStartHandler_thenEndsTheRun() {
        let added = AnyDisposable()
        var started = false
        let producer = SignalProducer<Int, TestError> { _, lifetime in
            started = true
            XCTAssertFalse(lifetime.hasEnded)
            lifetime += added
        }
        producer.startWithSignal { _, _ in }
        XCTAssertTrue(started)
        XCTAssertTrue(added.isDisposed)
    }

    func test_unretainedUnobservedSignal_ofALiftedProducer_runsTheUpstreamHandler() {
        var upstream: [Signal<Int, Never>.Event] = []
        var started = false
        SignalProducer<Int, Never>(value: 1)
            .on(started: { started = true }, event: { upstream.append($0) })
            .map { $0 + 1 }
            .startWithSignal { _, _ in }
        XCTAssertTrue(started)
        XCTAssertEqual(upstream, [.value(1), .completed])
    }

    func test_setupsResult_isReturned() {
        let result = SignalProducer<Never, Never>.empty.startWithSignal { _, _ in "Hello" }
        XCTAssertEqual(result, "Hello")
    }
}
