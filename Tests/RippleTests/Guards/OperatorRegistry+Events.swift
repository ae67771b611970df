import Ripple

extension OperatorRegistry {
    static var errors: [RegisteredOperator] {
        [
            .init(
                "mapError(_:)",
                .leak(
                    .signal { signal, canary in
                        signal.mapError {
                            _ = canary; return $0
                        }
                    },
                    .producer { producer, canary in
                        producer.mapError {
                            _ = canary; return $0
                        }
                    }),
                .surface),
            .init(
                "promoteError(_:)",
                .leak(
                    .time { signal, _, canary in
                        signal.promoteError(TestError.self).map {
                            _ = canary; return $0
                        }
                        .demoteErrors()
                    }),
                .randomized("materialize"), .surface),
            .init("demoteErrors(replaceErrorWith:)", .surface),
            .init("attempt(_:)", exempt: "forwards to attemptMap(_:)"),
            .init(
                "attemptMap(_:)",
                .leak(
                    .signal { signal, canary in
                        signal.attemptMap {
                            _ = canary; return .success($0)
                        }
                    })),
            .init(
                "failOnNil(error:)",
                .leak(
                    .signal { signal, _ in
                        signal.map(Optional.some).failOnNil(error: TestError())
                    })),
            .init("subdueError()", exempt: "Kickstarter's spelling of materializeResults()"),
            .init(
                "liftSubduedError()", exempt: "Kickstarter's spelling of dematerializeResults()"),
            .init(
                "retry(upTo:)",
                exempt: "restarts its upstream rather than moving events onto a scheduler (the "
                    + "interval form schedules only the wait between starts, with no event "
                    + "held); RepeatRetryTests and RetryIntervalTests check what a disposed run "
                    + "sends"),
        ]
    }

    static var events: [RegisteredOperator] {
        [
            .init(
                "materialize()",
                .leak(
                    .signal("then dematerialize()") { signal, _ in
                        signal.materialize().dematerialize()
                    }),
                .randomized("materialize"), .surface),
            .init(
                "dematerialize()",
                .leak(
                    .signal("of materialize()") { signal, _ in
                        signal.materialize().dematerialize()
                    }),
                .surface),
            .init(
                "materializeResults()",
                .leak(
                    .signal("then dematerializeResults()") { signal, _ in
                        signal.materializeResults().dematerializeResults()
                    })),
            .init(
                "dematerializeResults()",
                .leak(
                    .signal("of materializeResults()") { signal, _ in
                        signal.materializeResults().dematerializeResults()
                    })),
            .init("values()", .surface),
            .init("errors()", .surface),
            .init(
                "on(event:)",
                .leak(
                    .signal("value:") { signal, canary in
                        signal.on(event: nil, value: { _ in _ = canary })
                    },
                    .producer("value:") { producer, canary in
                        producer.on(event: nil, value: { _ in _ = canary })
                    }),
                .surface),
            .init("on(starting:)", .surface),
            .init(
                "logEvents(identifier:)", .surface,
                exempt: "an on(event:) that hands each event to a logger; on's guards run it"),
            .init(
                "defaultEventLog(identifier:)",
                exempt: "the default logger of logEvents: a function, not a stream operator"),
            .init("printEvents(label:)", exempt: "an on(event:) that prints"),
            .init("printValues(label:)", exempt: "an on(event:) that prints values"),
            .init("startAndPrintEvents(label:)", exempt: "start() after printEvents(label:)"),
        ]
    }

    static var aggregating: [RegisteredOperator] {
        [
            .init("collect()", .surface),
            .init(
                "collect(_:)",
                .leak(
                    .signal("shouldEmit:") { signal, canary in
                        signal.collect {
                            _ = canary; return $0.count == 2
                        }.map { $0.count }
                    }),
                .surface),
            .init("collect(count:)", .randomized("collect"), .surface),
            .init("reduce(_:)", .surface),
            .init("reduce(into:)", .surface),
            .init("sort()", exempt: "sort(_:) with <"),
            .init("sort(_:)", exempt: "a map that sorts each collected array; map's guards run it"),
            .init(
                "slidingWindow(max:)",
                exempt: "a scanMap(into:) over an array; scanMap's guards run it"),
        ]
    }
}
