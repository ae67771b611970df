import Ripple
import RippleTesting
import XCTest

/// Time operators let go of the user's closures and of the values they hold once the stream
/// has terminated and the scheduler has run what they scheduled, or once the observation is
/// disposed. The scheduler is kept: what it still holds must not be the sentinel.
final class TimeLeakTests: XCTestCase {
    /// The registry's runs on a signal and a scheduler.
    var timeOperators: [(String, LeakRun.TimeOperator)] {
        OperatorRegistry.leakRuns {
            if case .time(let apply) = $0 { return apply }
            return nil
        }
    }

    /// The registry's runs on a producer and a scheduler.
    var producerTimeOperators: [(String, LeakRun.ProducerTimeOperator)] {
        OperatorRegistry.leakRuns {
            if case .producerTime(let apply) = $0 { return apply }
            return nil
        }
    }

    func test_theRegistry_hasRunsOfEachShape() {
        XCTAssertGreaterThan(timeOperators.count, 5)
        XCTAssertGreaterThan(producerTimeOperators.count, 3)
    }

    func test_timeOperators_releaseTheSentinel_afterCompletionAndTheSchedulerRuns() {
        for (name, apply) in timeOperators {
            assertReleasesSentinel(after: .termination, name) { canary in
                let scheduler = TestScheduler()
                let (signal, input) = Signal<Int, Never>.pipe()
                apply(signal, scheduler, canary).observeValues { _ in _ = canary }
                input.send(value: 1)
                input.send(value: 2)
                return LeakScenario(kept: [signal, input, scheduler]) {
                    input.sendCompleted()
                    scheduler.run()
                }
            }
        }
    }

    func test_timeOperators_releaseTheSentinel_afterDisposalAndTheSchedulerRuns() {
        for (name, apply) in timeOperators {
            assertReleasesSentinel(after: .disposal, name) { canary in
                let scheduler = TestScheduler()
                let (signal, input) = Signal<Int, Never>.pipe()
                let observation = apply(signal, scheduler, canary)
                    .observeValues { _ in _ = canary }
                input.send(value: 1)
                return LeakScenario(kept: [signal, input, scheduler, observation as Any]) {
                    observation?.dispose()
                    scheduler.run()
                }
            }
        }
    }

    func test_producerTimeOperators_releaseTheSentinel_afterCompletionAndTheSchedulerRuns() {
        for (name, apply) in producerTimeOperators {
            assertReleasesSentinel(after: .termination, name) { canary in
                let scheduler = TestScheduler()
                let (signal, input) = Signal<Int, Never>.pipe()
                let source = SignalProducer(signal).on(value: { _ in _ = canary })
                let run = apply(source, scheduler).startWithValues { _ in _ = canary }
                scheduler.run()
                input.send(value: 1)
                return LeakScenario(kept: [signal, input, scheduler, run]) {
                    input.sendCompleted()
                    scheduler.run()
                }
            }
        }
    }
}

extension TimeLeakTests {
    /// The registry's `timer(interval:)` scenario.
    func test_timer_releasesTheSentinel_afterDisposalAndTheSchedulerRuns() {
        assertScenariosRelease(of: "timer(interval:)")
    }
}
