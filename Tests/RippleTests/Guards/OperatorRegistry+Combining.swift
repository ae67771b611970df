import Ripple

extension OperatorRegistry {
    static var combining: [RegisteredOperator] {
        [
            .init(
                "combineLatest(_:)",
                .budget("SignalAllocationBudgetTests/test_combineLatestOfTwo_build"),
                .randomized("combineLatest"), .surface),
            .init(
                "combineLatest(with:)",
                .leak(
                    .combining { a, b, canary in
                        a.combineLatest(with: b).map {
                            _ = canary; return $0.0 + $0.1
                        }
                    },
                    .combiningProducers { $0.combineLatest(with: $1).map { $0.0 } },
                    .property { root, canary in
                        root.combineLatest(with: Property(value: 1)).map {
                            _ = canary; return $0.0
                        }
                    }),
                .budget("CombiningAllocationBudgetTests/test_combineLatest_wholeLife"), .surface),
            .init("zip(_:)", .randomized("zip"), .surface),
            .init(
                "zip(with:)",
                .leak(
                    .combining { a, b, canary in
                        a.zip(with: b).map {
                            _ = canary; return $0.0 + $0.1
                        }
                    },
                    .combiningProducers { $0.zip(with: $1).map { $0.0 } },
                    .property { root, canary in
                        root.zip(with: root.map { $0 }).map {
                            _ = canary; return $0.0
                        }
                    }),
                .budget(
                    "ProducerCombiningAllocationBudgetTests/"
                        + "test_zipOfTwoProducers_startToCompletion"),
                .surface),
            .init(
                "merge(_:)",
                .leak(
                    .combining { a, b, canary in
                        Signal.merge(a, b).map {
                            _ = canary; return $0
                        }
                    },
                    .combiningProducers { SignalProducer.merge($0, $1) }),
                .budget("CombiningAllocationBudgetTests/test_merge_wholeLife"),
                .randomized("merge"), .surface),
            .init(
                "merge(with:)",
                .budget(
                    "ProducerCombiningAllocationBudgetTests/"
                        + "test_mergeOfTwoProducers_startToCompletion"),
                .surface),
            .init("mergeWith(_:)", exempt: "Kickstarter's spelling of merge(with:)"),
            .init(
                "sample(on:)",
                .leak(
                    .combining { a, b, canary in
                        a.sample(on: b.map { _ in () }).map {
                            _ = canary; return $0
                        }
                    }),
                .randomized("sample"), .surface),
            .init("sample(with:)", .surface),
            .init(
                "withLatest(from:)",
                .leak(
                    .combining { a, b, canary in
                        a.withLatest(from: b).map {
                            _ = canary; return $0.0
                        }
                    }),
                .randomized("withLatest"), .surface),
            .init(
                "withLatestFrom(_:)",
                exempt: "Kickstarter's form: takePairWhen(_:) and a map; their guards run it"),
            .init(
                "filterWhenLatestFrom(_:)",
                exempt: "withLatestFrom(_:), a filter and a map; their guards run it"),
            .init(
                "takeWhen(_:)",
                .leak(
                    .combining { a, b, canary in
                        a.takeWhen(b).map {
                            _ = canary; return $0
                        }
                    }),
                .budget("CombiningAllocationBudgetTests/test_takeWhen_wholeLife"), .surface),
            .init(
                "takePairWhen(_:)",
                .budget("CombiningAllocationBudgetTests/test_takePairWhen_wholeLife"), .surface),
        ]
    }

    static var flattening: [RegisteredOperator] {
        [
            .init(
                "flatMap(_:)",
                .leak(
                    runs: [FlattenStrategy.merge, .concat, .latest, .race, .throttle].flatMap {
                        strategy in
                        [
                            LeakRun.scenario("\(strategy), all completed", after: .termination) {
                                canary in
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
                            },
                            .scenario("\(strategy), disposed", after: .disposal) { canary in
                                let (outer, outerInput) = Signal<Int, Never>.pipe()
                                let (inner, innerInput) = Signal<Int, Never>.pipe()
                                let run = SignalProducer(outer).flatMap(strategy) { _ in
                                    _ = canary
                                    return SignalProducer(inner).on(value: { _ in _ = canary })
                                }
                                .startWithValues { _ in _ = canary }
                                outerInput.send(value: 1)
                                return LeakScenario(
                                    kept: [outer, outerInput, inner, innerInput, run]
                                ) { run.dispose() }
                            },
                        ]
                    } + [
                        .scenario("latest, the replaced inner", after: .termination) { canary in
                            let (outer, outerInput) = Signal<Int, Never>.pipe()
                            let first = SignalProducer<Int, Never>.never.on(value: { _ in
                                _ = canary
                            })
                            var inners = [first]
                            let observation = outer.flatMap(.latest) { index in inners[index] }
                                .observeValues { _ in }
                            outerInput.send(value: 0)
                            inners = [.never]
                            return LeakScenario(kept: [outer, outerInput, observation as Any]) {
                                outerInput.send(value: 0)
                            }
                        },
                        .property("latest") { root, canary in
                            root.flatMap(.latest) { value in
                                Property(value: value).map {
                                    _ = canary; return $0
                                }
                            }
                        },
                    ]),
                .budget("CombiningAllocationBudgetTests/test_flatMapLatest_wholeLife"),
                .randomized("flatMap"), .surface),
            .init(
                "flatMapError(_:)",
                .leak(
                    .producer { producer, canary in
                        producer.flatMapError { _ in
                            _ = canary; return .empty
                        }
                    }),
                .surface),
            .init(
                "flatten()", exempt: "flatten's merge form over sequences, on flatMap's inner runs"),
            .init("flatten(_:)", .surface),
            .init("concatMap(_:)", exempt: "Kickstarter's spelling of flatMap(.concat, _:)"),
            .init("mergeMap(_:)", exempt: "Kickstarter's spelling of flatMap(.merge, _:)"),
            .init("switchMap(_:)", .surface),
            .init(
                "concurrent(limit:)",
                exempt: "a FlattenStrategy, not a stream operator: flatMap's guards run its "
                    + "strategies"),
            .init(
                "concat(_:)",
                .leak(
                    .scenario(after: .termination) { canary in
                        let (first, firstInput) = Signal<Int, Never>.pipe()
                        let run = SignalProducer(first).concat(
                            SignalProducer(value: 2).on(value: { _ in _ = canary })
                        ).startWithValues { _ in _ = canary }
                        return LeakScenario(kept: [first, firstInput, run]) {
                            firstInput.sendCompleted()
                        }
                    }),
                .surface),
            .init("concat(value:)", .surface),
            .init("concat(error:)", exempt: "concat(_:) of SignalProducer(error:)"),
            .init("prefix(_:)", exempt: "concat(_:) with the operands swapped"),
            .init(
                "prefix(value:)",
                .budget(
                    "LiftedConstantAllocationBudgetTests/"
                        + "test_mapFilterOverAValue_insidePrefix_startToCompletion"),
                .surface),
            .init(
                "then(_:)",
                .leak(
                    .scenario(after: .termination) { canary in
                        let (first, firstInput) = Signal<Int, Never>.pipe()
                        let run = SignalProducer(first).then(
                            SignalProducer(value: 2).on(value: { _ in _ = canary })
                        ).startWithValues { _ in _ = canary }
                        return LeakScenario(kept: [first, firstInput, run]) {
                            firstInput.sendCompleted()
                        }
                    }),
                .surface),
            .init(
                "replayLazily(upTo:)",
                .leak(
                    .scenario("the source's closures", after: .termination) { canary in
                        let (signal, input) = Signal<Int, Never>.pipe()
                        let replayed = SignalProducer(signal).map {
                            _ = canary; return $0
                        }
                        .replayLazily(upTo: 1)
                        replayed.startWithValues { _ in _ = canary }
                        input.send(value: 1)
                        return LeakScenario(kept: [signal, input, replayed]) {
                            input.sendCompleted()
                        }
                    },
                    .scenario("the source's start handler", after: .firstStart) { canary in
                        let (signal, input) = Signal<Int, Never>.pipe()
                        let replayed = SignalProducer<Int, Never> { observer, lifetime in
                            _ = canary
                            lifetime += signal.observe(observer)
                        }
                        .replayLazily(upTo: 1)
                        return LeakScenario(kept: [signal, input, replayed]) { replayed.start() }
                    },
                    .scenario("released with its runs", after: .release) { canary in
                        let (signal, input) = Signal<Int, Never>.pipe()
                        var replayed: SignalProducer<Int, Never>? = SignalProducer(signal)
                            .map {
                                _ = canary; return $0
                            }.replayLazily(upTo: 1)
                        var run = replayed?.start()
                        return LeakScenario(kept: [signal, input]) {
                            run?.dispose()
                            run = nil
                            replayed = nil
                        }
                    }),
                .surface),
        ]
    }
}
