import Ripple
import XCTest

/// Nested producer `combineLatest`, `zip` and `merge` chains deeper than the nesting limit of their
/// starts (32 levels; deeper starts are put off and run as a loop) start their inputs and deliver
/// their events in exactly the order of nested starts: depth first, inputs in argument order, each
/// input's whole subtree before the next input, events as they are sent.
final class DeepCombiningStartOrderTests: XCTestCase {
    typealias E = CombineTestError
    typealias P = SignalProducer<Int, E>
    /// Well past the 32 levels whose starts nest.
    private let depth = 100

    /// What happened, in order: starts of inputs and events of the chain.
    private final class Log {
        var entries: [String] = []
    }

    /// A `depth`-deep chain over an innermost producer that logs its start, sends 0 and
    /// completes; level `n`'s second input logs its start, sends 1 and completes, or fails at
    /// level `failing`.
    private func chain(_ log: Log, failing: Int? = nil, _ level: (P, P) -> P) -> P {
        var producer = P { observer, _ in
            log.entries.append("start inner")
            observer.send(value: 0)
            observer.sendCompleted()
        }
        for index in 0..<depth {
            let second = P { observer, _ in
                log.entries.append("start \(index)")
                if index == failing {
                    observer.send(error: .boom)
                } else {
                    observer.send(value: 1)
                    observer.sendCompleted()
                }
            }
            producer = level(producer, second)
        }
        return producer
    }

    private func start(_ producer: P, _ log: Log) {
        producer.start { event in
            switch event {
            case .value(let value): log.entries.append("value \(value)")
            case .failed: log.entries.append("failed")
            case .completed: log.entries.append("completed")
            case .interrupted: log.entries.append("interrupted")
            }
        }
    }

    func test_mergeChain_startsAndDeliversInNestedOrder() {
        let log = Log()
        start(chain(log) { P.merge($0, $1) }, log)
        var expected = ["start inner", "value 0"]
        for index in 0..<depth { expected += ["start \(index)", "value 1"] }
        XCTAssertEqual(log.entries, expected + ["completed"])
    }

    func test_combineLatestChain_startsAndDeliversInNestedOrder() {
        let log = Log()
        start(chain(log) { $0.combineLatest(with: $1).map { $0 + $1 } }, log)
        let expected = ["start inner"] + (0..<depth).map { "start \($0)" }
        XCTAssertEqual(log.entries, expected + ["value \(depth)", "completed"])
    }

    func test_combineLatestCollectionChain_startsAndDeliversInNestedOrder() {
        let log = Log()
        start(chain(log) { P.combineLatest([$0, $1]).map { $0.reduce(0, +) } }, log)
        let expected = ["start inner"] + (0..<depth).map { "start \($0)" }
        XCTAssertEqual(log.entries, expected + ["value \(depth)", "completed"])
    }

    func test_zipCollectionChain_startsAndDeliversInNestedOrder() {
        let log = Log()
        start(chain(log) { P.zip([$0, $1]).map { $0.reduce(0, +) } }, log)
        let expected = ["start inner"] + (0..<depth).map { "start \($0)" }
        XCTAssertEqual(log.entries, expected + ["value \(depth)", "completed"])
    }

    func test_mergeChain_failureMidwaySkipsTheStartsAfterIt() {
        let log = Log()
        start(chain(log, failing: 60) { P.merge($0, $1) }, log)
        var expected = ["start inner", "value 0"]
        for index in 0..<60 { expected += ["start \(index)", "value 1"] }
        // Each level above fails with its first input: its second input never starts.
        XCTAssertEqual(log.entries, expected + ["start 60", "failed"])
    }

    func test_combineLatestChain_failureMidwaySkipsTheStartsAfterIt() {
        let log = Log()
        start(chain(log, failing: 60) { P.combineLatest($0, $1).map { $0 + $1 } }, log)
        let expected = ["start inner"] + (0...60).map { "start \($0)" }
        XCTAssertEqual(log.entries, expected + ["failed"])
    }

    func test_mergeChain_interruptedFromInsideItsStart_startsNothingMore() {
        let log = Log()
        let producer = chain(log) { P.merge($0, $1) }.take(first: 10)
        start(producer, log)
        var expected = ["start inner", "value 0"]
        for index in 0..<9 { expected += ["start \(index)", "value 1"] }
        XCTAssertEqual(log.entries, expected + ["completed"])
    }
}
