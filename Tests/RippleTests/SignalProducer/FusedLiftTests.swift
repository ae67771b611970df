import Ripple
import RippleTesting
import XCTest

/// A chain of relaying producer operators (`map`, `filter`, `on`, `scan`, …) runs as one level:
/// each start starts the upstream once and applies every stage to that run's signal. These pin
/// that it keeps ReactiveSwift's per-start semantics.
final class FusedLiftTests: XCTestCase {
    func test_fusedChain_runsTheStartHandlerAndEveryStageAnewPerStart() {
        var starts = 0
        let producer = SignalProducer<Int, Never> { observer, _ in
            starts += 1
            observer.send(value: starts)
            observer.send(value: 10)
            observer.sendCompleted()
        }
        .map { $0 * 2 }
        .scan(0, +)
        .filter { $0 > 2 }
        .map { "\($0)" }

        let first = TestObserver<String, Never>()
        let second = TestObserver<String, Never>()
        producer.start(first.observer)
        producer.start(second.observer)

        XCTAssertEqual(starts, 2)
        // Each run has its own `scan` state: 2, 22 and then 4, 24.
        first.assertValues(["22"])
        second.assertValues(["4", "24"])
        first.assertDidComplete()
        second.assertDidComplete()
    }

    func test_fusedChain_disposed_interruptsTheUpstreamRunFirst() {
        var log: [String] = []
        let (signal, input) = Signal<Int, Never>.pipe()
        let producer = SignalProducer(signal)
            .on(
                interrupted: { log.append("on1 interrupted") },
                disposed: { log.append("on1 disposed") }
            )
            .map { $0 + 1 }
            .on(
                interrupted: { log.append("on2 interrupted") },
                disposed: { log.append("on2 disposed") }
            )
            .filter { _ in true }

        let run = producer.start { log.append("observer \($0)") }
        input.send(value: 1)
        run.dispose()

        XCTAssertEqual(
            log,
            [
                "observer VALUE 2", "on1 interrupted", "on2 interrupted", "observer INTERRUPTED",
                "on2 disposed", "on1 disposed",
            ])
    }

    func test_aRunEndedByTake_interruptsTheStagesAboveIt_asReactiveSwiftDoes() {
        // ReactiveSwift 7.2.1: `take` sends `completed` on, then interrupts its upstream run,
        // whose `interrupted` goes through every stage above `take` (which ignores it).
        var log: [String] = []
        let (signal, input) = Signal<Int, Never>.pipe()
        let producer = SignalProducer(signal)
            .on(
                interrupted: { log.append("on1 interrupted") },
                disposed: { log.append("on1 disposed") }
            )
            .map { $0 + 1 }
            .on(
                interrupted: { log.append("on2 interrupted") },
                disposed: { log.append("on2 disposed") }
            )
            .take(first: 1)
            .on(
                completed: { log.append("on3 completed") }, disposed: { log.append("on3 disposed") }
            )
            .map { $0 * 2 }

        producer.start { log.append("observer \($0)") }
        input.send(value: 1)

        XCTAssertEqual(
            log,
            [
                "observer VALUE 4", "on3 completed", "observer COMPLETED", "on3 disposed",
                "on1 interrupted", "on2 interrupted", "on2 disposed", "on1 disposed",
            ])
    }

    func test_aChainLongerThanOneFusedLevel_interruptsEveryStageOnceWhenDisposed() {
        var interrupted: [Int] = []
        let (signal, input) = Signal<Int, Never>.pipe()
        var producer = SignalProducer(signal)
        for stage in 0..<300 {
            producer =
                stage % 3 == 0
                ? producer.on(interrupted: { interrupted.append(stage) }) : producer.map { $0 + 1 }
        }
        let observer = TestObserver<Int, Never>()

        let run = producer.start(observer.observer)
        input.send(value: 0)
        run.dispose()
        run.dispose()

        observer.assertValues([200])
        observer.assertDidInterrupt()
        XCTAssertEqual(interrupted.sorted(), Array(stride(from: 0, to: 300, by: 3)))
    }
}
