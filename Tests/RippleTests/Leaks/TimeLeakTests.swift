import Ripple
import RippleTesting
import XCTest

/// Time operators let go of the user's closures and of the values they hold once the stream
/// has terminated and the scheduler has run what they scheduled, or once the observation is
/// disposed. The scheduler is kept: what it still holds must not be the sentinel.
final class TimeLeakTests: XCTestCase {
    typealias TimeOperator = (Signal<Int, Never>, TestScheduler, Canary) -> Signal<Int, Never>

    var timeOperators: [(String, TimeOperator)] {
        [
            (
                "debounce",
                { signal, scheduler, canary in
                    signal.debounce(.seconds(1), on: scheduler).map {
                        _ = canary; return $0
                    }
                }
            ),
            (
                "debounce, value kept on completion",
                { signal, scheduler, canary in
                    signal.debounce(.seconds(1), on: scheduler, discardWhenCompleted: false)
                        .map {
                            _ = canary; return $0
                        }
                }
            ),
            (
                "throttle",
                { signal, scheduler, canary in
                    signal.throttle(.seconds(1), on: scheduler).map {
                        _ = canary; return $0
                    }
                }
            ),
            (
                "delay",
                { signal, scheduler, canary in
                    signal.delay(.seconds(1), on: scheduler).map {
                        _ = canary; return $0
                    }
                }
            ),
            (
                "timeout",
                { signal, scheduler, canary in
                    signal.promoteError(TestError.self)
                        .timeout(after: .seconds(5), raising: TestError(), on: scheduler)
                        .demoteErrors()
                        .map {
                            _ = canary; return $0
                        }
                }
            ),
            (
                "observe(on:)",
                { signal, scheduler, canary in
                    signal.observe(on: scheduler).map {
                        _ = canary; return $0
                    }
                }
            ),
            (
                "throttle(while:on:)",
                { signal, scheduler, canary in
                    signal.throttle(while: Property(value: false), on: scheduler)
                        .map {
                            _ = canary; return $0
                        }
                }
            ),
        ]
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
        let forms:
            [(String, (SignalProducer<Int, Never>, TestScheduler) -> SignalProducer<Int, Never>)] =
                [
                    ("debounce", { $0.debounce(.seconds(1), on: $1) }),
                    ("throttle", { $0.throttle(.seconds(1), on: $1) }),
                    ("delay", { $0.delay(.seconds(1), on: $1) }),
                    ("observe(on:)", { $0.observe(on: $1) }),
                    ("start(on:)", { $0.start(on: $1) }),
                ]
        for (name, apply) in forms {
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

    func test_timer_releasesTheSentinel_afterDisposalAndTheSchedulerRuns() {
        assertReleasesSentinel(after: .disposal, "timer") { canary in
            let scheduler = TestScheduler()
            let run = SignalProducer.timer(interval: .seconds(1), on: scheduler)
                .startWithValues { _ in _ = canary }
            scheduler.advance(by: .seconds(3))
            return LeakScenario(kept: [scheduler, run]) {
                run.dispose()
                scheduler.run()
            }
        }
    }
}
