import RippleTesting
import XCTest

@testable import Ripple

/// `concat` chains run in linear time and never nest a stage per part (a long chain must not
/// grow the stack or take quadratic time), with
/// ReactiveSwift's `concat(error:)`, `concat(_:)` of any convertible and `prefix(_:)`.
final class ConcatChainTests: XCTestCase {
    typealias E = CombineTestError
    typealias Producer = SignalProducer<Int, E>

    /// A producer that sends `value` and completes from its start handler, counting starts.
    private func leaf(_ value: Int, _ starts: Counter) -> Producer {
        Producer { observer, _ in
            starts.count += 1
            observer.send(value: value)
            observer.sendCompleted()
        }
    }

    final class Counter: @unchecked Sendable {
        var count = 0
    }

    /// Trampoline steps (hops, starts, expansions, runs ending) counted on this thread while
    /// `body` runs.
    private func steps(_ body: () -> Void) -> Int {
        let before = Trampoline.stepCount
        body()
        return Trampoline.stepCount - before
    }

    private func leftNested(_ count: Int, _ starts: Counter) -> Producer {
        var producer = leaf(0, starts)
        for value in 1..<count { producer = producer.concat(leaf(value, starts)) }
        return producer
    }

    private func rightNested(_ count: Int, _ starts: Counter) -> Producer {
        var producer = leaf(count - 1, starts)
        for value in (0..<count - 1).reversed() { producer = leaf(value, starts).concat(producer) }
        return producer
    }

    private func assertLinear(
        _ build: (Int, Counter) -> Producer, count: Int, line: UInt = #line
    ) {
        let starts = Counter()
        let producer = build(count, starts)
        var values = 0
        var last: Signal<Int, E>.Event?
        let work = steps {
            producer.start { event in
                if case .value(let value) = event {
                    XCTAssertEqual(value, values, line: line)
                    values += 1
                } else {
                    last = event
                }
            }
        }
        XCTAssertEqual(values, count, line: line)
        XCTAssertEqual(last, .completed, line: line)
        XCTAssertEqual(starts.count, count, "every part starts exactly once", line: line)
        // Each part is popped once, each of the count - 1 chains is expanded once, and each
        // part's run ends once (a teardown step).
        XCTAssertLessThanOrEqual(
            work, 3 * count, "steps per element must stay constant", line: line)
    }

    func test_concat_leftNested_runsInLinearSteps() {
        assertLinear(leftNested, count: 1_000)
        assertLinear(leftNested, count: 100_000)
    }

    func test_concat_rightNested_runsInLinearSteps() {
        assertLinear(rightNested, count: 1_000)
        assertLinear(rightNested, count: 100_000)
    }

    func test_concat_deepChains_buildRunAndReleaseOnASmallStack() {
        onSmallStack {
            for build in [self.leftNested, self.rightNested] {
                let starts = Counter()
                var producer: Producer? = build(100_000, starts)
                var values = 0
                producer?.startWithValues { _ in values += 1 }
                producer = nil
                XCTAssertEqual(values, 100_000)
            }
        }
    }

    /// Parts that end later, each on a value sent after the chain started: the run resumes
    /// from the sender's delivery, part after part, and still works per part in constant steps.
    func test_concat_leftNestedLateEndingParts_runInLinearStepsOnASmallStack() {
        onSmallStack {
            let count = 100_000
            let (signal, input) = Signal<Int, E>.pipe()
            let starts = Counter()
            let part = Producer { observer, lifetime in
                starts.count += 1
                lifetime += signal.take(first: 1).observe(observer)
            }
            var producer = part
            for _ in 1..<count { producer = producer.concat(part) }
            var values: [Int] = []
            var terminal: [Signal<Int, E>.Event] = []
            let work = self.steps {
                producer.start { event in
                    if case .value(let value) = event {
                        values.append(value)
                    } else {
                        terminal.append(event)
                    }
                }
                XCTAssertEqual(starts.count, 1, "only the first part runs before any value")
                for value in 0..<count { input.send(value: value) }
            }
            XCTAssertEqual(values, Array(0..<count))
            XCTAssertEqual(terminal, [.completed])
            XCTAssertEqual(starts.count, count, "every part starts exactly once")
            XCTAssertLessThanOrEqual(work, 3 * count, "steps per part must stay constant")
        }
    }

    func test_concat_asynchronousParts_runInOrderAndFailureStopsTheRest() {
        let pipes = (0..<3).map { _ in Signal<Int, E>.pipe() }
        let producer = Producer(pipes[0].output).concat(Producer(pipes[1].output))
            .concat(Producer(pipes[2].output))
        let observer = TestObserver<Int, E>()
        observer.start(producer)
        pipes[1].input.send(value: 99)  // not its turn
        pipes[0].input.send(value: 1)
        pipes[0].input.sendCompleted()
        pipes[1].input.send(value: 2)
        pipes[1].input.send(error: .boom)
        pipes[2].input.send(value: 98)
        XCTAssertEqual(observer.events, [.value(1), .value(2), .failed(.boom)])
    }

    func test_concat_interruptingTheRunInterruptsTheCurrentPartOnly() {
        var ended: [String] = []
        var startedNext = false
        let first = Producer { _, lifetime in lifetime.observeEnded { ended.append("first") } }
        let next = Producer { _, _ in startedNext = true }
        let observer = TestObserver<Int, E>()
        let disposable = observer.start(first.concat(next))
        disposable.dispose()
        XCTAssertEqual(observer.events, [.interrupted])
        XCTAssertEqual(ended, ["first"])
        XCTAssertFalse(startedNext)
    }

    func test_concat_aPartThatInterruptsItselfCountsAsCompleted() {
        let first = Producer { observer, _ in
            observer.send(value: 1)
            observer.sendInterrupted()
        }
        XCTAssertEqual(
            first.concat(Producer(value: 2)).recorded().events,
            [.value(1), .value(2), .completed])
    }

    func test_concatError_failsAfterSelfCompletes() {
        XCTAssertEqual(
            Producer(values: 1, 2).concat(error: .boom).recorded().events,
            [.value(1), .value(2), .failed(.boom)])
    }

    func test_concat_convertible_signalAndProperty() {
        let (signal, input) = Signal<Int, E>.pipe()
        let observer = TestObserver<Int, E>()
        observer.start(Producer(value: 1).concat(signal))
        input.send(value: 2)
        input.sendCompleted()
        XCTAssertEqual(observer.events, [.value(1), .value(2), .completed])

        let property = Property(value: 3)
        let neverObserver = TestObserver<Int, Never>()
        neverObserver.start(SignalProducer<Int, Never>(value: 2).concat(property))
        XCTAssertEqual(neverObserver.events, [.value(2), .value(3), .completed])
    }

    func test_prefix_runsPreviousFirst() {
        XCTAssertEqual(
            Producer(value: 3).prefix(Producer(values: 1, 2)).recorded().events,
            [.value(1), .value(2), .value(3), .completed])
        let (signal, input) = Signal<Int, E>.pipe()
        let observer = TestObserver<Int, E>()
        observer.start(Producer(value: 2).prefix(signal))
        input.send(value: 1)
        input.sendCompleted()
        XCTAssertEqual(observer.events, [.value(1), .value(2), .completed])
    }

    func test_staticConcat_ofManyProducers_isLinear() {
        let starts = Counter()
        let producers = (0..<100_000).map { leaf($0, starts) }
        var values: [Int] = []
        let work = steps { Producer.concat(producers).startWithValues { values.append($0) } }
        XCTAssertEqual(values, Array(0..<100_000))
        // A pop and a run's end per part.
        XCTAssertLessThanOrEqual(work, 3 * 100_000)
    }
}
