import Ripple
import RippleTesting

extension OperatorRegistry {
    /// Every operator that moves events onto a scheduler has a row of the interruption table.
    static var time: [RegisteredOperator] {
        [
            .init(
                "delay(_:)",
                .leak(
                    .time { signal, scheduler, canary in
                        signal.delay(.seconds(1), on: scheduler).map {
                            _ = canary; return $0
                        }
                    },
                    .producerTime { $0.delay(.seconds(1), on: $1) }),
                .budget("TimeAllocationBudgetTests/test_delay_wholeLife"),
                .interruption("delay") { $0.delay(1, on: $1) }, .randomized("delay"), .surface),
            .init(
                "debounce(_:)",
                .leak(
                    .time { signal, scheduler, canary in
                        signal.debounce(.seconds(1), on: scheduler).map {
                            _ = canary; return $0
                        }
                    },
                    .time("value kept on completion") { signal, scheduler, canary in
                        signal.debounce(.seconds(1), on: scheduler, discardWhenCompleted: false)
                            .map {
                                _ = canary; return $0
                            }
                    },
                    .producerTime { $0.debounce(.seconds(1), on: $1) }),
                .budget("TimeAllocationBudgetTests/test_debounce_wholeLife"),
                .interruption("debounce") { $0.debounce(1, on: $1) }, .randomized("debounce"),
                .surface),
            .init(
                "throttle(_:)",
                .leak(
                    .time { signal, scheduler, canary in
                        signal.throttle(.seconds(1), on: scheduler).map {
                            _ = canary; return $0
                        }
                    },
                    .producerTime { $0.throttle(.seconds(1), on: $1) }),
                .budget("TimeAllocationBudgetTests/test_throttle_wholeLife"),
                .interruption("throttle") { $0.throttle(1, on: $1) }, .randomized("throttle"),
                .surface),
            .init(
                "throttle(while:)",
                .leak(
                    .time { signal, scheduler, canary in
                        signal.throttle(while: Property(value: false), on: scheduler)
                            .map {
                                _ = canary; return $0
                            }
                    }),
                .interruption("throttleWhile") {
                    $0.throttle(while: Property(value: false), on: $1)
                }),
            .init(
                "observe(on:)",
                .leak(
                    .time { signal, scheduler, canary in
                        signal.observe(on: scheduler).map {
                            _ = canary; return $0
                        }
                    },
                    .producerTime { $0.observe(on: $1) }),
                .budget("TimeAllocationBudgetTests/test_observeOn_wholeLife"),
                .interruption("observeOn") { $0.observe(on: $1) }, .randomized("observeOn"),
                .surface),
            .init(
                "start(on:)", .leak(.producerTime { $0.start(on: $1) }),
                .interruption("startOn") { $0.start(on: $1) }, .surface),
            .init(
                "timeout(after:)",
                .leak(
                    .time { signal, scheduler, canary in
                        signal.promoteError(TestError.self)
                            .timeout(after: .seconds(5), raising: TestError(), on: scheduler)
                            .demoteErrors()
                            .map {
                                _ = canary; return $0
                            }
                    }),
                .interruption("timeout") {
                    $0.timeout(after: 2, raising: InterruptionTableHarness.Failure(), on: $1)
                },
                .surface),
            .init(
                "collect(every:)",
                .interruption("collectEvery") {
                    $0.collect(every: .seconds(1), on: $1).map { $0.reduce(0, +) }
                }),
            .init("lazyMap(on:)", .interruption("lazyMap") { $0.lazyMap(on: $1) { $0 } }),
            .init("ksr_delay(_:)", .interruption("ksrDelay") { $0.ksr_delay(.seconds(1), on: $1) }),
            .init(
                "ksr_debounce(_:)",
                .interruption("ksrDebounce") { $0.ksr_debounce(.seconds(1), on: $1) }),
            .init(
                "ksr_timeout(after:)",
                exempt: "Kickstarter's form: timeout(after:raising:on:) and demoteErrors(); their "
                    + "guards run it"),
            .init(
                "observeForBackground()",
                exempt: "observe(on:) with QueueScheduler.background, a real queue the guards' "
                    + "virtual time cannot drive; observe(on:)'s guards run it"),
            .init(
                "observeForControllerAction()",
                exempt: "observe(on:) with QueueScheduler.main, a real queue the guards' virtual "
                    + "time cannot drive; observe(on:)'s guards run it"),
            .init(
                "timer(interval:)",
                .leak(
                    .scenario(after: .disposal) { canary in
                        let scheduler = TestScheduler()
                        let run = SignalProducer.timer(interval: .seconds(1), on: scheduler)
                            .startWithValues { _ in _ = canary }
                        scheduler.advance(by: .seconds(3))
                        return LeakScenario(kept: [scheduler, run]) {
                            run.dispose()
                            scheduler.run()
                        }
                    }),
                exempt: "a source: it has no upstream run to interrupt"),
            .init(
                "interval(_:)",
                exempt: "a source (timer(interval:) over a sequence of values): it has no "
                    + "upstream run to interrupt, and timer's leak guard runs its scheduling"),
        ]
    }
}
