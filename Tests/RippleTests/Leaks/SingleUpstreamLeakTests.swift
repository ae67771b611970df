import Ripple
import XCTest

/// Single-upstream operators let go of the user's closures (the operator's and the
/// observer's) after termination, disposal of the observation, or release of the input.
final class SingleUpstreamLeakTests: XCTestCase {
    /// The registry's runs on a signal: each operator captures the sentinel in its own closure
    /// where it takes one.
    var signalOperators: [(String, LeakRun.SignalOperator)] {
        OperatorRegistry.leakRuns {
            if case .signal(let apply) = $0 { return apply }
            return nil
        }
    }

    /// The registry's runs on a producer.
    var producerOperators: [(String, LeakRun.ProducerOperator)] {
        OperatorRegistry.leakRuns {
            if case .producer(let apply) = $0 { return apply }
            return nil
        }
    }

    func test_theRegistry_hasRunsOfEachShape() {
        XCTAssertGreaterThan(signalOperators.count, 10)
        XCTAssertGreaterThan(producerOperators.count, 5)
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
