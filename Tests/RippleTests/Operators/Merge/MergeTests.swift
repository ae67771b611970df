import Ripple
import XCTest

final class MergeTests: XCTestCase {
    func test_merge_forwardsValuesAndCompletesWhenAllEnd() {
        let a = testPipe(Int.self)
        let b = testPipe(Int.self)
        let recorder = Signal.merge(a.output, b.output).recorded()
        a.input.send(value: 1)
        b.input.send(value: 2)
        a.input.sendCompleted()
        b.input.send(value: 3)
        XCTAssertEqual(recorder.events, [.value(1), .value(2), .value(3)])
        b.input.sendInterrupted()  // an interrupted input counts as completed
        XCTAssertEqual(recorder.events, [.value(1), .value(2), .value(3), .completed])
    }

    func test_merge_failsWhenAnyInputFails() {
        for index in 0..<2 {
            let pipes = [testPipe(Int.self), testPipe(Int.self)]
            let recorder = pipes[0].output.merge(with: pipes[1].output).recorded()
            pipes[index].input.send(error: .boom)
            pipes[1 - index].input.send(value: 1)
            XCTAssertEqual(recorder.events, [.failed(.boom)])
        }
    }

    func test_mergeProducer_startsAllAndInterruptsOthersOnFailure() {
        var interrupted = false
        let never = SignalProducer<Int, CombineTestError> { observer, lifetime in
            lifetime.observeEnded {
                _ = observer
                interrupted = true
            }
        }
        let recorder = SignalProducer.merge(
            SignalProducer<Int, CombineTestError>(value: 1), never,
            SignalProducer(error: .boom)
        ).recorded()
        XCTAssertEqual(recorder.events, [.value(1), .failed(.boom)])
        XCTAssertTrue(interrupted)
    }

    func test_merge_emptyCompletes() {
        let recorder = SignalProducer<Int, CombineTestError>.merge([]).recorded()
        XCTAssertEqual(recorder.events, [.completed])
    }

    func test_merge_disposingReleasesAndStopsUpstream() {
        let a = testPipe(Int.self)
        weak var weakTracked: CombineTracked?
        var disposable: Disposable?
        var recorder: EventRecorder<Int, CombineTestError>?
        do {
            let tracked = CombineTracked()
            weakTracked = tracked
            recorder = Signal.merge([a.output])
                .recorded(
                    {
                        _ = tracked; return $0
                    }, disposable: &disposable)
        }
        disposable?.dispose()
        disposable = nil
        a.input.send(value: 1)
        XCTAssertEqual(recorder?.events, [])
        XCTAssertNil(weakTracked)
    }

    func test_merge_of10000SignalsIsStackSafe() {
        let pipes = (0..<10_000).map { _ in testPipe(Int.self) }
        var count = 0
        var completed = false
        Signal.merge(pipes.map(\.output)).observe { event in
            if event.value != nil { count += 1 }
            if event.isCompleted { completed = true }
        }
        for (index, pipe) in pipes.enumerated() {
            pipe.input.send(value: index)
            pipe.input.sendCompleted()
        }
        XCTAssertEqual(count, 10_000)
        XCTAssertTrue(completed)
    }
}
