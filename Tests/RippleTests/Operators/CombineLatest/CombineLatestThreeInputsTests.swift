import Ripple
import XCTest

/// `Signal.combineLatest(a, b, c)`: one combining object (no two-input stage and `map` under
/// it), with ReactiveSwift's rules for every input.
final class CombineLatestThreeInputsTests: XCTestCase {
    func test_combineLatestOfThree_sendsOnceAllHaveValuesThenOnEveryValue() {
        let a = testPipe(Int.self)
        let b = testPipe(String.self)
        let c = testPipe(Bool.self)
        let recorder = Signal.combineLatest(a.output, b.output, c.output)
            .recorded { "\($0)\($1)\($2)" }
        a.input.send(value: 1)
        c.input.send(value: true)
        a.input.send(value: 2)
        XCTAssertEqual(recorder.events, [], "b has sent nothing yet")
        b.input.send(value: "x")
        c.input.send(value: false)
        a.input.send(value: 3)
        b.input.send(value: "y")
        XCTAssertEqual(
            recorder.events,
            [.value("2xtrue"), .value("2xfalse"), .value("3xfalse"), .value("3yfalse")])
    }

    func test_combineLatestOfThree_completesOnlyWhenAllComplete() {
        for order in [[0, 1, 2], [2, 0, 1], [1, 2, 0]] {
            let pipes = [testPipe(Int.self), testPipe(Int.self), testPipe(Int.self)]
            let recorder = Signal.combineLatest(pipes[0].output, pipes[1].output, pipes[2].output)
                .recorded { $0 * 100 + $1 * 10 + $2 }
            for (index, pipe) in pipes.enumerated() { pipe.input.send(value: index + 1) }
            pipes[order[0]].input.sendCompleted()
            pipes[order[1]].input.sendCompleted()
            pipes[order[2]].input.send(value: 9)
            XCTAssertEqual(
                recorder.values.count, 2, "the running input still sends: order \(order)")
            XCTAssertFalse(recorder.events.contains(.completed), "order \(order)")
            pipes[order[2]].input.sendCompleted()
            XCTAssertEqual(recorder.events.last, .completed, "order \(order)")
        }
    }

    func test_combineLatestOfThree_inputCompletingWithoutValueDoesNotEndIt() {
        let a = testPipe(Int.self)
        let b = testPipe(Int.self)
        let c = testPipe(Int.self)
        let recorder = Signal.combineLatest(a.output, b.output, c.output).recorded { $0 + $1 + $2 }
        a.input.sendCompleted()
        b.input.send(value: 1)
        c.input.send(value: 2)
        b.input.sendCompleted()
        XCTAssertEqual(recorder.events, [], "a never sent: no value, and c is still running")
        c.input.sendCompleted()
        XCTAssertEqual(recorder.events, [.completed])
    }

    func test_combineLatestOfThree_failsOrIsInterruptedAtOnceWithAnyInput() {
        for ending in 0..<3 {
            for fails in [true, false] {
                let pipes = [testPipe(Int.self), testPipe(Int.self), testPipe(Int.self)]
                let recorder = Signal.combineLatest(
                    pipes[0].output, pipes[1].output, pipes[2].output
                ).recorded { $0 + $1 + $2 }
                for pipe in pipes { pipe.input.send(value: 1) }
                if fails {
                    pipes[ending].input.send(error: .boom)
                } else {
                    pipes[ending].input.sendInterrupted()
                }
                for pipe in pipes { pipe.input.send(value: 2) }
                XCTAssertEqual(
                    recorder.events, [.value(3), fails ? .failed(.boom) : .interrupted],
                    "input \(ending), fails: \(fails)")
            }
        }
    }

    func test_combineLatestOfThree_sameInputTwiceUpdatesEachPlaceInOrder() {
        // As ReactiveSwift's `combineLatest(a, b).combineLatest(with: c)`: the first place
        // takes a value of `a` before the third does.
        let a = testPipe(Int.self)
        let b = testPipe(Int.self)
        let recorder = Signal.combineLatest(a.output, b.output, a.output)
            .recorded { "\($0)\($1)\($2)" }
        a.input.send(value: 1)
        b.input.send(value: 5)
        a.input.send(value: 2)
        XCTAssertEqual(recorder.events, [.value("151"), .value("251"), .value("252")])
    }

    func test_combineLatestOfThree_disposingStopsEveryInput() {
        let pipes = [testPipe(Int.self), testPipe(Int.self), testPipe(Int.self)]
        weak var weakTracked: CombineTracked?
        var disposable: Disposable?
        var recorder: EventRecorder<Int, CombineTestError>?
        do {
            let tracked = CombineTracked()
            weakTracked = tracked
            recorder = Signal.combineLatest(pipes[0].output, pipes[1].output, pipes[2].output)
                .recorded(
                    {
                        _ = tracked; return $0 + $1 + $2
                    }, disposable: &disposable)
        }
        for pipe in pipes { pipe.input.send(value: 1) }
        disposable?.dispose()
        disposable = nil
        for pipe in pipes { pipe.input.send(value: 2) }
        XCTAssertEqual(recorder?.events, [.value(3)])
        XCTAssertNil(weakTracked)
    }
}
