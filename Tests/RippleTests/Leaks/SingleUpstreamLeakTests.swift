import Ripple
import XCTest

/// Single-upstream operators let go of the user's closures (the operator's and the
/// observer's) after termination, disposal of the observation, or release of the input.
final class SingleUpstreamLeakTests: XCTestCase {
    typealias SignalOperator = (Signal<Int, TestError>, Canary) -> Signal<Int, TestError>
    typealias ProducerOperator =
        (SignalProducer<Int, TestError>, Canary) -> SignalProducer<Int, TestError>

    /// Each operator captures the sentinel in its own closure where it takes one.
    var signalOperators: [(String, SignalOperator)] {
        [
            (
                "map",
                { signal, canary in
                    signal.map {
                        _ = canary; return $0
                    }
                }
            ),
            (
                "filter",
                { signal, canary in
                    signal.filter {
                        _ = canary; return $0 > 0
                    }
                }
            ),
            (
                "compactMap",
                { signal, canary in
                    signal.compactMap {
                        _ = canary; return $0
                    }
                }
            ),
            (
                "scan",
                { signal, canary in
                    signal.scan(0) {
                        _ = canary; return $0 + $1
                    }
                }
            ),
            (
                "skipRepeats",
                { signal, canary in
                    signal.skipRepeats {
                        _ = canary; return $0 == $1
                    }
                }
            ),
            (
                "take(while:)",
                { signal, canary in
                    signal.take(while: {
                        _ = canary; return $0 < 100
                    })
                }
            ),
            (
                "skip(while:)",
                { signal, canary in
                    signal.skip(while: {
                        _ = canary; return $0 < 0
                    })
                }
            ),
            ("take(first:)", { signal, _ in signal.take(first: 10) }),
            ("on(value:)", { signal, canary in signal.on(value: { _ in _ = canary }) }),
            (
                "mapError",
                { signal, canary in
                    signal.mapError {
                        _ = canary; return $0
                    }
                }
            ),
            (
                "uniqueValues",
                { signal, canary in
                    signal.uniqueValues {
                        _ = canary; return $0
                    }
                }
            ),
            ("combinePrevious", { signal, _ in signal.combinePrevious(0).map(\.1) }),
            (
                "collect(shouldEmit:)",
                { signal, canary in
                    signal.collect {
                        _ = canary; return $0.count == 2
                    }.map { $0.count }
                }
            ),
            ("materialize.dematerialize", { signal, _ in signal.materialize().dematerialize() }),
            (
                "attemptMap",
                { signal, canary in
                    signal.attemptMap {
                        _ = canary; return .success($0)
                    }
                }
            ),
            (
                "scanMap(into:)",
                { signal, canary in
                    signal.scanMap(into: 0) {
                        _ = canary; $0 += $1; return $0
                    }
                }
            ),
            (
                "failOnNil",
                { signal, _ in signal.map(Optional.some).failOnNil(error: TestError()) }
            ),
            (
                "materializeResults.dematerializeResults",
                { signal, _ in signal.materializeResults().dematerializeResults() }
            ),
            ("wrapInOptional", { signal, _ in signal.wrapInOptional().map { $0 ?? 0 } }),
        ]
    }

    var producerOperators: [(String, ProducerOperator)] {
        [
            (
                "map",
                { producer, canary in
                    producer.map {
                        _ = canary; return $0
                    }
                }
            ),
            (
                "filter",
                { producer, canary in
                    producer.filter {
                        _ = canary; return $0 > 0
                    }
                }
            ),
            (
                "scan",
                { producer, canary in
                    producer.scan(0) {
                        _ = canary; return $0 + $1
                    }
                }
            ),
            (
                "skipRepeats",
                { producer, canary in
                    producer.skipRepeats {
                        _ = canary; return $0 == $1
                    }
                }
            ),
            ("on(value:)", { producer, canary in producer.on(value: { _ in _ = canary }) }),
            (
                "mapError",
                { producer, canary in
                    producer.mapError {
                        _ = canary; return $0
                    }
                }
            ),
            (
                "flatMapError",
                { producer, canary in
                    producer.flatMapError { _ in
                        _ = canary; return .empty
                    }
                }
            ),
            ("take(first:)", { producer, _ in producer.take(first: 10) }),
            ("combinePrevious", { producer, _ in producer.combinePrevious(0).map(\.1) }),
        ]
    }

    func test_signalOperators_releaseTheSentinel_afterCompletion() {
        for (name, apply) in signalOperators {
            assertReleasesSentinel(after: .termination, name) { canary in
                let (signal, input) = Signal<Int, TestError>.pipe()
                apply(signal, canary).observeValues { _ in _ = canary }
                input.send(value: 1)
                return LeakScenario(kept: [signal, input]) { input.sendCompleted() }
            }
        }
    }

    func test_signalOperators_releaseTheSentinel_afterFailure() {
        for (name, apply) in signalOperators {
            assertReleasesSentinel(after: .termination, name) { canary in
                let (signal, input) = Signal<Int, TestError>.pipe()
                apply(signal, canary).observeValues { _ in _ = canary }
                return LeakScenario(kept: [signal, input]) { input.send(error: TestError()) }
            }
        }
    }

    func test_signalOperators_releaseTheSentinel_afterDisposal() {
        for (name, apply) in signalOperators {
            assertReleasesSentinel(after: .disposal, name) { canary in
                let (signal, input) = Signal<Int, TestError>.pipe()
                let observation = apply(signal, canary).observeValues { _ in _ = canary }
                input.send(value: 1)
                return LeakScenario(kept: [signal, input, observation as Any]) {
                    observation?.dispose()
                }
            }
        }
    }

    func test_signalOperators_releaseTheSentinel_afterTheInputIsReleased() {
        for (name, apply) in signalOperators {
            assertReleasesSentinel(after: .release, name) { canary in
                var pipe: (Signal<Int, TestError>, Signal<Int, TestError>.Observer)? =
                    Signal<Int, TestError>.pipe()
                if let (signal, _) = pipe {
                    apply(signal, canary).observeValues { _ in _ = canary }
                }
                return LeakScenario { pipe = nil }
            }
        }
    }

    func test_producerOperators_releaseTheSentinel_afterCompletion() {
        for (name, apply) in producerOperators {
            assertReleasesSentinel(after: .termination, name) { canary in
                let (signal, input) = Signal<Int, TestError>.pipe()
                let run = apply(SignalProducer(signal), canary).startWithValues { _ in _ = canary }
                input.send(value: 1)
                return LeakScenario(kept: [signal, input, run]) { input.sendCompleted() }
            }
        }
    }

    func test_producerOperators_releaseTheSentinel_afterDisposal() {
        for (name, apply) in producerOperators {
            assertReleasesSentinel(after: .disposal, name) { canary in
                let (signal, input) = Signal<Int, TestError>.pipe()
                let run = apply(SignalProducer(signal), canary).startWithValues { _ in _ = canary }
                return LeakScenario(kept: [signal, input, run]) { run.dispose() }
            }
        }
    }

    func test_producerOperators_releaseTheSentinel_whenReleasedUnstarted() {
        for (name, apply) in producerOperators {
            assertReleasesSentinel(after: .release, name) { canary in
                let producer = Held(
                    apply(SignalProducer.never.on(value: { _ in _ = canary }), canary))
                return LeakScenario { producer.release() }
            }
        }
    }
}
