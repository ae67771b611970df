import Ripple
import XCTest

/// Flattening, with every strategy, lets go of the transform and of the inner runs' closures
/// after the outer and inner streams terminate, or when the run is disposed.
final class FlattenLeakTests: XCTestCase {
    let strategies: [FlattenStrategy] = [.merge, .concat, .latest, .race, .throttle]

    func test_flatMap_everyStrategy_releasesTheSentinel_afterOuterAndInnersComplete() {
        for strategy in strategies {
            assertReleasesSentinel(after: .termination, "\(strategy)") { canary in
                let (outer, outerInput) = Signal<Int, Never>.pipe()
                let (inner, innerInput) = Signal<Int, Never>.pipe()
                outer.flatMap(strategy) { _ in
                    _ = canary
                    return SignalProducer(inner).on(value: { _ in _ = canary })
                }
                .observeValues { _ in _ = canary }
                outerInput.send(value: 1)
                innerInput.send(value: 2)
                return LeakScenario(kept: [outer, outerInput, inner, innerInput]) {
                    innerInput.sendCompleted()
                    outerInput.sendCompleted()
                }
            }
        }
    }

    func test_flatMap_everyStrategy_releasesTheSentinel_afterDisposal() {
        for strategy in strategies {
            assertReleasesSentinel(after: .disposal, "\(strategy)") { canary in
                let (outer, outerInput) = Signal<Int, Never>.pipe()
                let (inner, innerInput) = Signal<Int, Never>.pipe()
                let run = SignalProducer(outer).flatMap(strategy) { _ in
                    _ = canary
                    return SignalProducer(inner).on(value: { _ in _ = canary })
                }
                .startWithValues { _ in _ = canary }
                outerInput.send(value: 1)
                return LeakScenario(kept: [outer, outerInput, inner, innerInput, run]) {
                    run.dispose()
                }
            }
        }
    }

    func test_flatMapLatest_releasesTheReplacedInnersClosures() {
        assertReleasesSentinel(after: .termination, "the replaced inner") { canary in
            let (outer, outerInput) = Signal<Int, Never>.pipe()
            let first = SignalProducer<Int, Never>.never.on(value: { _ in _ = canary })
            var inners = [first]
            let observation = outer.flatMap(.latest) { index in inners[index] }
                .observeValues { _ in }
            outerInput.send(value: 0)
            inners = [.never]
            return LeakScenario(kept: [outer, outerInput, observation as Any]) {
                outerInput.send(value: 0)
            }
        }
    }

    func test_concatAndThen_releaseTheSentinel_afterCompletion() {
        assertReleasesSentinel(after: .termination, "concat") { canary in
            let (first, firstInput) = Signal<Int, Never>.pipe()
            let run = SignalProducer(first).concat(
                SignalProducer(value: 2).on(value: { _ in _ = canary })
            ).startWithValues { _ in _ = canary }
            return LeakScenario(kept: [first, firstInput, run]) { firstInput.sendCompleted() }
        }
        assertReleasesSentinel(after: .termination, "then") { canary in
            let (first, firstInput) = Signal<Int, Never>.pipe()
            let run = SignalProducer(first).then(
                SignalProducer(value: 2).on(value: { _ in _ = canary })
            ).startWithValues { _ in _ = canary }
            return LeakScenario(kept: [first, firstInput, run]) { firstInput.sendCompleted() }
        }
    }
}
