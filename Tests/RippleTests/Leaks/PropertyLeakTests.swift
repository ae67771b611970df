import Ripple
import XCTest

/// Properties, bindings and `Action` let go of the user's closures when what
/// holds them is released or has terminated.
final class PropertyLeakTests: XCTestCase {
    /// The registry's derived properties, and `Property(initial:then:)`, an initializer.
    var derivedProperties: [(String, LeakRun.Derive)] {
        OperatorRegistry.leakRuns {
            if case .property(let derive) = $0 { return derive }
            return nil
        } + [
            (
                "initial:then:",
                { root, canary in
                    Property(
                        initial: 0,
                        then: root.producer.map {
                            _ = canary; return $0
                        })
                }
            )
        ]
    }

    func test_theRegistry_hasDerivedProperties() {
        XCTAssertGreaterThan(derivedProperties.count, 5)
    }

    func test_derivedProperties_releasedUnobserved_releaseTheSentinel_whileTheRootLives() {
        for (name, derive) in derivedProperties {
            assertReleasesSentinel(after: .release, name) { canary in
                let root = MutableProperty(1)
                let derived = Held(derive(root, canary))
                return LeakScenario(kept: [root]) { derived.release() }
            }
        }
    }

    func test_derivedProperties_observedThenDisposed_releaseTheSentinel() {
        for (name, derive) in derivedProperties {
            assertReleasesSentinel(after: .disposal, name) { canary in
                let root = MutableProperty(1)
                guard let derived = derive(root, canary) as? any PropertyProtocol else {
                    XCTFail("\(name) is not a property")
                    return LeakScenario {}
                }
                let observation = derived.signalOfAnything.observe { _ in _ = canary }
                let property = Held(derived)
                return LeakScenario(kept: [root, observation as Any]) {
                    property.release()
                    observation?.dispose()
                }
            }
        }
    }

    func test_mutableProperty_released_releasesItsObserversClosures() {
        assertReleasesSentinel(after: .release) { canary in
            var property: MutableProperty<Int>? = MutableProperty(1)
            property?.signal.observeValues { _ in _ = canary }
            property?.producer.startWithValues { _ in _ = canary }
            return LeakScenario { property = nil }
        }
    }

    func test_binding_releasesTheSentinel_whenTheTargetIsReleased_orTheSourceCompletes() {
        assertReleasesSentinel(after: .release, "target released") { canary in
            let (source, input) = Signal<Int, Never>.pipe()
            var target: MutableProperty<Int>? = MutableProperty(0)
            if let target {
                target
                    <~ source.map {
                        _ = canary; return $0
                    }
            }
            return LeakScenario(kept: [source, input]) { target = nil }
        }
        assertReleasesSentinel(after: .termination, "source completed") { canary in
            let (source, input) = Signal<Int, Never>.pipe()
            let target = MutableProperty(0)
            target
                <~ source.map {
                    _ = canary; return $0
                }
            return LeakScenario(kept: [source, input, target]) { input.sendCompleted() }
        }
        assertReleasesSentinel(after: .disposal, "binding disposed") { canary in
            let source = MutableProperty(1)
            let target = MutableProperty(0)
            let binding =
                target
                <~ source.map {
                    _ = canary; return $0
                }
            return LeakScenario(kept: [source, target, binding as Any]) { binding?.dispose() }
        }
        assertReleasesSentinel(after: .release, "two-way, both released") { canary in
            var left: MutableProperty<Int>? = MutableProperty(1)
            var right: MutableProperty<Int>? = MutableProperty(2)
            if let left, let right {
                left <~> right
                left.signal.observeValues { _ in _ = canary }
            }
            return LeakScenario {
                left = nil
                right = nil
            }
        }
    }

    func test_action_released_releasesItsExecuteClosureAndItsObservers() {
        assertReleasesSentinel(after: .release, "action") { canary in
            let enabled = MutableProperty(true)
            var action: Action<Int, Int, Never>? = Action(enabledIf: enabled) { input in
                _ = canary
                return SignalProducer(value: input)
            }
            action?.values.observeValues { _ in _ = canary }
            action?.apply(1).start()
            return LeakScenario(kept: [enabled]) { action = nil }
        }
        assertReleasesSentinel(after: .release, "isEnabled.map") { canary in
            let enabled = MutableProperty(true)
            let action = Action<Int, Int, Never>(enabledIf: enabled) { SignalProducer(value: $0) }
            let derived = Held(
                action.isEnabled.map {
                    _ = canary; return !$0
                })
            return LeakScenario(kept: [enabled, action]) { derived.release() }
        }
    }

    func test_actionRun_releasesTheSentinel_afterTheWorkCompletes() {
        assertReleasesSentinel(after: .termination) { canary in
            let (work, workInput) = Signal<Int, Never>.pipe()
            // The work of the next run captures the sentinel; the action itself does not.
            var nextWorkCanary: Canary? = canary
            let action = Action<Int, Int, Never> { _ in
                let workCanary = nextWorkCanary
                nextWorkCanary = nil
                return SignalProducer(work).on(value: { _ in _ = workCanary })
            }
            let run = action.apply(1).startWithValues { _ in _ = canary }
            return LeakScenario(kept: [work, workInput, action, run]) { workInput.sendCompleted() }
        }
    }

    /// The registry's `replayLazily(upTo:)` scenarios, one per step.
    func test_replayLazily_releasesTheSourceAndItsClosures_afterTheSharedRunTerminates() {
        assertScenariosRelease(of: "replayLazily(upTo:)", variant: "the source's closures")
    }

    func test_replayLazily_releasesItsSourcesStartHandler_onceStarted() {
        assertScenariosRelease(of: "replayLazily(upTo:)", variant: "the source's start handler")
    }

    func test_replayLazily_releasesTheSentinel_whenReleasedWithItsRuns() {
        assertScenariosRelease(of: "replayLazily(upTo:)", variant: "released with its runs")
    }
}

extension PropertyProtocol {
    /// The property's change signal with its values erased, for tables of mixed properties.
    fileprivate var signalOfAnything: Signal<Any, Never> { signal.map { $0 as Any } }
}
