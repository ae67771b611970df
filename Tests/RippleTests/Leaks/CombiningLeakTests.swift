import Ripple
import XCTest

/// Combining operators let go of the user's closures once every input has terminated, once
/// the observation is disposed, or once the inputs are released.
final class CombiningLeakTests: XCTestCase {
    typealias Combine = (Signal<Int, Never>, Signal<Int, Never>, Canary) -> Signal<Int, Never>

    var combiners: [(String, Combine)] {
        [
            (
                "combineLatest",
                { a, b, canary in
                    a.combineLatest(with: b).map {
                        _ = canary; return $0.0 + $0.1
                    }
                }
            ),
            (
                "zip",
                { a, b, canary in
                    a.zip(with: b).map {
                        _ = canary; return $0.0 + $0.1
                    }
                }
            ),
            (
                "merge",
                { a, b, canary in
                    Signal.merge(a, b).map {
                        _ = canary; return $0
                    }
                }
            ),
            (
                "withLatest(from:)",
                { a, b, canary in
                    a.withLatest(from: b).map {
                        _ = canary; return $0.0
                    }
                }
            ),
            (
                "sample(on:)",
                { a, b, canary in
                    a.sample(on: b.map { _ in () }).map {
                        _ = canary; return $0
                    }
                }
            ),
            (
                "takeWhen",
                { a, b, canary in
                    a.takeWhen(b).map {
                        _ = canary; return $0
                    }
                }
            ),
            (
                "take(until:)",
                { a, b, canary in
                    a.take(until: b.map { _ in () }).map {
                        _ = canary; return $0
                    }
                }
            ),
        ]
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
        let forms:
            [(
                String,
                (SignalProducer<Int, Never>, SignalProducer<Int, Never>) -> SignalProducer<
                    Int, Never
                >
            )] = [
                ("combineLatest", { $0.combineLatest(with: $1).map { $0.0 } }),
                ("zip", { $0.zip(with: $1).map { $0.0 } }),
                ("merge", { SignalProducer.merge($0, $1) }),
            ]
        for (name, combine) in forms {
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
