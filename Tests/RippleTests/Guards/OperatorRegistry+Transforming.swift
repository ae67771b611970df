import Ripple

extension OperatorRegistry {
    static var transforming: [RegisteredOperator] {
        [
            .init(
                "map(_:)",
                .leak(
                    .signal { signal, canary in
                        signal.map {
                            _ = canary; return $0
                        }
                    },
                    .producer { producer, canary in
                        producer.map {
                            _ = canary; return $0
                        }
                    },
                    .property { root, canary in
                        root.map {
                            _ = canary; return $0
                        }
                    },
                    .property("map.map") { root, canary in
                        root.map { $0 + 1 }.map {
                            _ = canary; return $0
                        }
                    },
                    .property("Property(_:).map") { root, canary in
                        Property(root).map {
                            _ = canary; return $0
                        }
                    }),
                .budget("SignalAllocationBudgetTests/test_mapStage_build"), .randomized("map"),
                .surface),
            .init("map(value:)", exempt: "what mapConst(_:) forwards to; mapConst's guards run it"),
            .init(
                "mapConst(_:)", .budget("SignalAllocationBudgetTests/test_mapConstStage_build"),
                .surface),
            .init(
                "compactMap(_:)",
                .leak(
                    .signal { signal, canary in
                        signal.compactMap {
                            _ = canary; return $0
                        }
                    }),
                .budget("SignalAllocationBudgetTests/test_compactMapStage_build"), .surface),
            .init("filterMap(_:)", exempt: "Kickstarter's spelling of compactMap(_:)"),
            .init(
                "scan(_:)",
                .leak(
                    .signal { signal, canary in
                        signal.scan(0) {
                            _ = canary; return $0 + $1
                        }
                    },
                    .producer { producer, canary in
                        producer.scan(0) {
                            _ = canary; return $0 + $1
                        }
                    }),
                .randomized("scan"), .surface),
            .init("scan(into:)", .surface),
            .init("scanMap(_:)", exempt: "forwards to scanMap(into:)"),
            .init(
                "scanMap(into:)",
                .leak(
                    .signal { signal, canary in
                        signal.scanMap(into: 0) {
                            _ = canary; $0 += $1; return $0
                        }
                    })),
            .init("combinePrevious()", .surface),
            .init(
                "combinePrevious(_:)",
                .leak(
                    .signal { signal, _ in signal.combinePrevious(0).map(\.1) },
                    .producer { producer, _ in producer.combinePrevious(0).map(\.1) }),
                .randomized("combinePrevious"), .surface),
            .init(
                "enumerated()", exempt: "a scanMap(into:) with a counter; scanMap's guards run it"),
            .init("negate()", .surface),
            .init("and(_:)", .surface),
            .init("or(_:)", .surface),
            .init("all(_:)", exempt: "combineLatest(_:) and a map; their guards run it"),
            .init("any(_:)", exempt: "combineLatest(_:) and a map; their guards run it"),
            .init("uncollect()", .surface),
            .init(
                "wrapInOptional()",
                .leak(.signal { signal, _ in signal.wrapInOptional().map { $0 ?? 0 } })),
            .init(
                "promoteValue(_:)",
                exempt: "a stage with no state on a stream with no values (Value == Never): "
                    + "nothing to leak, count or interrupt beyond what map's guards check"),
        ]
    }

    static var filtering: [RegisteredOperator] {
        [
            .init(
                "filter(_:)",
                .leak(
                    .signal { signal, canary in
                        signal.filter {
                            _ = canary; return $0 > 0
                        }
                    },
                    .producer { producer, canary in
                        producer.filter {
                            _ = canary; return $0 > 0
                        }
                    }),
                .budget("SignalAllocationBudgetTests/test_filterStage_build"),
                .randomized("filter"), .surface),
            .init("skipNil()", .surface),
            .init(
                "skipRepeats()",
                .budget("StatefulStageAllocationBudgetTests/test_skipRepeatsStage_build"),
                .randomized("skipRepeats"), .surface),
            .init(
                "skipRepeats(_:)",
                .leak(
                    .signal { signal, canary in
                        signal.skipRepeats {
                            _ = canary; return $0 == $1
                        }
                    },
                    .producer { producer, canary in
                        producer.skipRepeats {
                            _ = canary; return $0 == $1
                        }
                    },
                    .property { root, canary in
                        root.skipRepeats {
                            _ = canary; return $0 == $1
                        }
                    }
                ),
                .budget("StatefulStageAllocationBudgetTests/test_skipRepeatsStage_build"),
                .randomized("skipRepeats"), .surface),
            .init("ignoreValues()", .surface),
            .init("uniqueValues()", exempt: "uniqueValues(_:) with the identity"),
            .init(
                "uniqueValues(_:)",
                .leak(
                    .signal { signal, canary in
                        signal.uniqueValues {
                            _ = canary; return $0
                        }
                    },
                    .property { root, canary in
                        root.uniqueValues {
                            _ = canary; return $0
                        }
                    })),
            .init("distincts()", exempt: "Kickstarter's spelling of uniqueValues()"),
            .init("distincts(_:)", exempt: "Kickstarter's spelling of uniqueValues(_:)"),
        ]
    }

    static var limiting: [RegisteredOperator] {
        [
            .init(
                "take(first:)",
                .leak(
                    .signal { signal, _ in signal.take(first: 10) },
                    .producer { producer, _ in producer.take(first: 10) }),
                .budget("StatefulStageAllocationBudgetTests/test_takeFirstStage_build"),
                .randomized("takeFirst"), .surface),
            .init("take(last:)", .surface),
            .init(
                "take(while:)",
                .leak(
                    .signal { signal, canary in
                        signal.take(while: {
                            _ = canary; return $0 < 100
                        })
                    }
                ),
                .randomized("takeWhile"), .surface),
            .init(
                "take(until:)",
                .leak(
                    .combining { a, b, canary in
                        a.take(until: b.map { _ in () }).map {
                            _ = canary; return $0
                        }
                    }),
                .randomized("takeUntil"), .surface),
            .init(
                "take(untilReplacement:)",
                exempt: "ends with its replacement, never with its upstream's completion, so the "
                    + "leak guard's steps do not end it; TakeUntilReplacementTests check its ends"),
            .init("take(during:)", .surface),
            .init(
                "takeUntil(_:)", exempt: "Kickstarter's spelling of take(until:) with a predicate"),
            .init("skip(first:)", .randomized("skipFirst"), .surface),
            .init(
                "skip(while:)",
                .leak(
                    .signal { signal, canary in
                        signal.skip(while: {
                            _ = canary; return $0 < 0
                        })
                    }),
                .randomized("skipWhile"), .surface),
            .init("skip(until:)", .surface),
            .init("beginsWith(value:)", exempt: "Kickstarter's spelling of prefix(value:)"),
            .init("beginsWith(values:)", exempt: "Kickstarter's spelling of prefix(_:)"),
        ]
    }
}
