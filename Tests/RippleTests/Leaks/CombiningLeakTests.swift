import Ripple
import XCTest

/// Combining operators let go of the user's closures once every input has terminated, once
/// the observation is disposed, or once the inputs are released.
final class CombiningLeakTests: XCTestCase {
    /// The registry's runs of two signals into one.
    var combiners: [(String, LeakRun.Combine)] {
        OperatorRegistry.leakRuns {
            if case .combining(let combine) = $0 { return combine }
            return nil
        }
    }

    /// The registry's runs of two producers into one.
    var producerCombiners: [(String, LeakRun.CombineProducers)] {
        OperatorRegistry.leakRuns {
            if case .combiningProducers(let combine) = $0 { return combine }
            return nil
        }
    }

    func test_theRegistry_hasRunsOfEachShape() {
        XCTAssertGreaterThan(combiners.count, 5)
        XCTAssertGreaterThan(producerCombiners.count, 2)
    }

    func test_combiners_releaseTheSentinel_afterBothInputsComplete() {
        for (name, combine) in combiners {
            assertReleasesSentinel(after: .termination, name) { canary in
                let (a, aInput) = Signal<Int, Never>.pipe()
                let (b, bInput) = Signal<Int, Never>.pipe()
                combine(a, b, canary).observeValues { _ in _ = canary }
                aInput.send(value: 1)
                return LeakScenario(kept: [a, b, aInput, bInput]) {
                    aInput.sendCompleted()
                    bInput.sendCompleted()
                }
            }
        }
    }

    func test_combiners_releaseTheSentinel_afterDisposal() {
        for (name, combine) in combiners {
            assertReleasesSentinel(after: .disposal, name) { canary in
                let (a, aInput) = Signal<Int, Never>.pipe()
                let (b, bInput) = Signal<Int, Never>.pipe()
                let observation = combine(a, b, canary).observeValues { _ in _ = canary }
                return LeakScenario(kept: [a, b, aInput, bInput, observation as Any]) {
                    observation?.dispose()
                }
            }
        }
    }

    func test_combiners_releaseTheSentinel_afterTheInputsAreReleased() {
        for (name, combine) in combiners {
            assertReleasesSentinel(after: .release, name) { canary in
                let inputs: Held
                do {
                    let (a, aInput) = Signal<Int, Never>.pipe()
                    let (b, bInput) = Signal<Int, Never>.pipe()
                    combine(a, b, canary).observeValues { _ in _ = canary }
                    inputs = Held([aInput, bInput])
                }
                return LeakScenario { inputs.release() }
            }
        }
    }

    func test_producerCombineLatestAndZip_releaseTheSentinel_afterCompletionAndDisposal() {
        for (name, combine) in producerCombiners {
            assertReleasesSentinel(after: .termination, name) { canary in
                let (a, aInput) = Signal<Int, Never>.pipe()
                let (b, bInput) = Signal<Int, Never>.pipe()
                let run = combine(SignalProducer(a), SignalProducer(b))
                    .startWithValues { _ in _ = canary }
                return LeakScenario(kept: [a, b, aInput, bInput, run]) {
                    aInput.sendCompleted()
                    bInput.sendCompleted()
                }
            }
            assertReleasesSentinel(after: .disposal, name) { canary in
                let (a, aInput) = Signal<Int, Never>.pipe()
                let (b, bInput) = Signal<Int, Never>.pipe()
                let run = combine(SignalProducer(a), SignalProducer(b))
                    .startWithValues { _ in _ = canary }
                return LeakScenario(kept: [a, b, aInput, bInput, run]) { run.dispose() }
            }
        }
    }
}
