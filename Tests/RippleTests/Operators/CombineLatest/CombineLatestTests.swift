import Ripple
import XCTest

final class CombineLatestTests: XCTestCase {
    func test_combineLatest_sendsPairsOnceBothHaveValues() {
        let a = testPipe(Int.self)
        let b = testPipe(String.self)
        let recorder = a.output.combineLatest(with: b.output).recorded { "\($0)\($1)" }
        a.input.send(value: 1)
        b.input.send(value: "x")
        a.input.send(value: 2)
        b.input.send(value: "y")
        XCTAssertEqual(recorder.events, [.value("1x"), .value("2x"), .value("2y")])
    }

    func test_combineLatest_completesOnlyWhenAllComplete() {
        let a = testPipe(Int.self)
        let b = testPipe(Int.self)
        let recorder = Signal.combineLatest(a.output, b.output).recorded { "\($0)\($1)" }
        a.input.send(value: 1)
        a.input.sendCompleted()
        b.input.send(value: 2)
        XCTAssertEqual(recorder.events, [.value("12")])
        b.input.sendCompleted()
        XCTAssertEqual(recorder.events, [.value("12"), .completed])
    }

    func test_combineLatest_failsWhenEitherFails() {
        for failing in 0..<2 {
            let pipes = [testPipe(Int.self), testPipe(Int.self)]
            let recorder = pipes[0].output.combineLatest(with: pipes[1].output).recorded { $0 + $1 }
            pipes[failing].input.send(error: .boom)
            pipes[1 - failing].input.send(value: 1)
            XCTAssertEqual(recorder.events, [.failed(.boom)], "input \(failing)")
        }
    }

    func test_combineLatest_interruptedWhenEitherIsInterrupted() {
        for interrupted in 0..<2 {
            let pipes = [testPipe(Int.self), testPipe(Int.self)]
            let recorder = pipes[0].output.combineLatest(with: pipes[1].output).recorded { $0 + $1 }
            pipes[interrupted].input.sendInterrupted()
            XCTAssertEqual(recorder.events, [.interrupted], "input \(interrupted)")
        }
    }

    func test_combineLatest_disposingStopsUpstreamAndReleasesClosures() {
        let a = testPipe(Int.self)
        let b = testPipe(Int.self)
        weak var weakTracked: CombineTracked?
        var recorder: EventRecorder<Int, CombineTestError>?
        var disposable: Disposable?
        do {
            let tracked = CombineTracked()
            weakTracked = tracked
            recorder = a.output.combineLatest(with: b.output)
                .recorded(
                    {
                        _ = tracked; return $0 + $1
                    }, disposable: &disposable)
        }
        a.input.send(value: 1)
        b.input.send(value: 2)
        XCTAssertNotNil(weakTracked)
        disposable?.dispose()
        disposable = nil  // the observation's handle keeps its closure (core behaviour)
        a.input.send(value: 3)
        XCTAssertEqual(recorder?.events, [.value(3)])
        XCTAssertNil(weakTracked)
    }

    func test_combineLatestProducer_startsInOrderAndCompletes() {
        let recorder = SignalProducer<Int, CombineTestError>(values: 1, 2)
            .combineLatest(with: SignalProducer(values: 10, 20))
            .recorded { $0 + $1 }
        XCTAssertEqual(recorder.events, [.value(12), .value(22), .completed])
    }

    func test_combineLatestProducer_interruptingStopsBothRuns() {
        var endedRuns = 0
        let never = SignalProducer<Int, CombineTestError> { observer, lifetime in
            lifetime.observeEnded {
                _ = observer
                endedRuns += 1
            }
        }
        let disposable = SignalProducer.combineLatest(never, never).start()
        XCTAssertEqual(endedRuns, 0)
        disposable.dispose()
        XCTAssertEqual(endedRuns, 2)
    }

    func test_combineLatestCollection_sendsArrays() {
        let pipes = (0..<3).map { _ in testPipe(Int.self) }
        let recorder = Signal.combineLatest(pipes.map(\.output)).recorded()
        pipes[0].input.send(value: 1)
        pipes[1].input.send(value: 2)
        pipes[2].input.send(value: 3)
        pipes[0].input.send(value: 4)
        for pipe in pipes { pipe.input.sendCompleted() }
        XCTAssertEqual(recorder.events, [.value([1, 2, 3]), .value([4, 2, 3]), .completed])
    }

    func test_combineLatest_tenInputsSendTuples() {
        let p = (0..<10).map { _ in testPipe(Int.self) }
        let recorder = Signal.combineLatest(
            p[0].output, p[1].output, p[2].output, p[3].output, p[4].output, p[5].output,
            p[6].output, p[7].output, p[8].output, p[9].output
        ).recorded { "\($0)\($1)\($2)\($3)\($4)\($5)\($6)\($7)\($8)\($9)" }
        for (index, pipe) in p.enumerated() { pipe.input.send(value: index) }
        p[9].input.send(value: 0)
        for pipe in p { pipe.input.sendCompleted() }
        XCTAssertEqual(recorder.events, [.value("0123456789"), .value("0123456780"), .completed])
    }

    func test_combineLatestProducer_threeInputs() {
        let recorder = SignalProducer.combineLatest(
            SignalProducer<Int, CombineTestError>(value: 1), SignalProducer(value: "a"),
            SignalProducer(values: true, false)
        ).recorded { "\($0)\($1)\($2)" }
        XCTAssertEqual(recorder.events, [.value("1atrue"), .value("1afalse"), .completed])
    }

    func test_combineLatestCollection_emptyCompletes() {
        let recorder = SignalProducer<Int, CombineTestError>
            .combineLatest([SignalProducer<Int, CombineTestError>]()).recorded()
        XCTAssertEqual(recorder.events, [.completed])
    }

    func test_combineLatest_twoThreadsDeliverSeriallyAndEndWithLastPair() {
        let a = testPipe(Int.self)
        let b = testPipe(Int.self)
        let inside = AtomicCounter()
        let overlapped = AtomicCounter()
        let recorder = EventRecorder<String, CombineTestError>()
        a.output.combineLatest(with: b.output).observe { event in
            if inside.increment() != 1 { _ = overlapped.increment() }
            recorder.observer.send(event.map { "\($0)-\($1)" })
            _ = inside.decrement()
        }
        let group = DispatchGroup()
        for pipe in [a, b] {
            DispatchQueue.global().async(group: group) {
                for value in 1...5_000 { pipe.input.send(value: value) }
            }
        }
        group.wait()
        XCTAssertEqual(overlapped.value, 0)
        XCTAssertEqual(recorder.values.last, "5000-5000")
    }
}

/// A counter safe to touch from several threads, for overlap checks.
final class AtomicCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func increment() -> Int {
        lock.withLock {
            count += 1; return count
        }
    }

    func decrement() -> Int {
        lock.withLock {
            count -= 1; return count
        }
    }
}
