/// A public operator and the guards that run it. See `OperatorRegistry`.
struct RegisteredOperator {
    /// The base name and first argument label, as `OperatorSurface` reads them.
    let name: String
    /// The guards that exercise it; `OperatorRegistryTests` checks that each one calls it.
    let guards: [OperatorGuard]
    /// Why the guards not in `guards` need not run it (nil when no exemption is claimed).
    let exemption: String?

    init(_ name: String, _ guards: OperatorGuard..., exempt exemption: String? = nil) {
        self.name = name
        self.guards = guards
        self.exemption = exemption
    }
}

/// Every public operator of `Sources/Ripple/Operators/`, one entry each, with the guards that
/// run it, or an exemption that says why none needs to. A new operator gets its line here, and
/// a place in each guard it belongs to (CONTRIBUTING, "A new operator"):
/// `OperatorRegistryTests` fails, naming the operator, while it has neither.
///
/// A spelling that only forwards to another public operator (a Kickstarter or ReactiveSwift
/// alias, a default argument) is exempted as such: the guards of the operator it forwards to
/// run its work.
enum OperatorRegistry {
    static let entries: [RegisteredOperator] = [
        // Transforming
        .init("map(_:)", .leak, .budget, .randomized, .surface),
        .init("map(value:)", exempt: "what mapConst(_:) forwards to; mapConst's guards run it"),
        .init("mapConst(_:)", .budget, .surface),
        .init("compactMap(_:)", .leak, .budget, .surface),
        .init("filterMap(_:)", exempt: "Kickstarter's spelling of compactMap(_:)"),
        .init("scan(_:)", .leak, .randomized, .surface),
        .init("scan(into:)", .surface),
        .init("scanMap(_:)", exempt: "forwards to scanMap(into:)"),
        .init("scanMap(into:)", .leak),
        .init("combinePrevious()", .surface),
        .init("combinePrevious(_:)", .leak, .randomized, .surface),
        .init("enumerated()", exempt: "a scanMap(into:) with a counter; scanMap's guards run it"),
        .init("negate()", .surface),
        .init("and(_:)", .surface),
        .init("or(_:)", .surface),
        .init("all(_:)", exempt: "combineLatest(_:) and a map; their guards run it"),
        .init("any(_:)", exempt: "combineLatest(_:) and a map; their guards run it"),
        .init("uncollect()", .surface),
        .init("wrapInOptional()", .leak),
        .init(
            "promoteValue(_:)",
            exempt: "a stage with no state on a stream with no values (Value == Never): nothing to "
                + "leak, count or interrupt beyond what map's guards check"),
        // Filtering
        .init("filter(_:)", .leak, .budget, .randomized, .surface),
        .init("skipNil()", .surface),
        .init("skipRepeats()", .budget, .randomized, .surface),
        .init("skipRepeats(_:)", .leak, .budget, .randomized, .surface),
        .init("ignoreValues()", .surface),
        .init("uniqueValues()", exempt: "uniqueValues(_:) with the identity"),
        .init("uniqueValues(_:)", .leak),
        .init("distincts()", exempt: "Kickstarter's spelling of uniqueValues()"),
        .init("distincts(_:)", exempt: "Kickstarter's spelling of uniqueValues(_:)"),
        // Limiting
        .init("take(first:)", .leak, .budget, .randomized, .surface),
        .init("take(last:)", .surface),
        .init("take(while:)", .leak, .randomized, .surface),
        .init("take(until:)", .leak, .randomized, .surface),
        .init(
            "take(untilReplacement:)",
            exempt: "ends with its replacement, never with its upstream's completion, so the "
                + "leak guard's steps do not end it; TakeUntilReplacementTests check its ends"),
        .init("take(during:)", .surface),
        .init("takeUntil(_:)", exempt: "Kickstarter's spelling of take(until:) with a predicate"),
        .init("skip(first:)", .randomized, .surface),
        .init("skip(while:)", .leak, .randomized, .surface),
        .init("skip(until:)", .surface),
        .init("beginsWith(value:)", exempt: "Kickstarter's spelling of prefix(value:)"),
        .init("beginsWith(values:)", exempt: "Kickstarter's spelling of prefix(_:)"),
        // Errors
        .init("mapError(_:)", .leak, .surface),
        .init("promoteError(_:)", .leak, .randomized, .surface),
        .init("demoteErrors(replaceErrorWith:)", .surface),
        .init("attempt(_:)", exempt: "forwards to attemptMap(_:)"),
        .init("attemptMap(_:)", .leak),
        .init("failOnNil(error:)", .leak),
        .init("subdueError()", exempt: "Kickstarter's spelling of materializeResults()"),
        .init("liftSubduedError()", exempt: "Kickstarter's spelling of dematerializeResults()"),
        .init(
            "retry(upTo:)",
            exempt: "restarts its upstream rather than moving events onto a scheduler (the "
                + "interval form schedules only the wait between starts, with no event held); "
                + "RepeatRetryTests and RetryIntervalTests check what a disposed run sends"),
        // Events
        .init("materialize()", .leak, .randomized, .surface),
        .init("dematerialize()", .leak, .surface),
        .init("materializeResults()", .leak),
        .init("dematerializeResults()", .leak),
        .init("values()", .surface),
        .init("errors()", .surface),
        .init("on(event:)", .surface),
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
        // Aggregating
        .init("collect()", .surface),
        .init("collect(_:)", .leak, .surface),
        .init("collect(count:)", .randomized, .surface),
        .init("reduce(_:)", .surface),
        .init("reduce(into:)", .surface),
        .init("sort()", exempt: "sort(_:) with <"),
        .init("sort(_:)", exempt: "a map that sorts each collected array; map's guards run it"),
        .init(
            "slidingWindow(max:)",
            exempt: "a scanMap(into:) over an array; scanMap's guards run it"),
        // Combining
        .init("combineLatest(_:)", .budget, .randomized, .surface),
        .init("combineLatest(with:)", .leak, .budget, .surface),
        .init("zip(_:)", .randomized, .surface),
        .init("zip(with:)", .leak, .budget, .surface),
        .init("merge(_:)", .leak, .budget, .randomized, .surface),
        .init("merge(with:)", .budget, .surface),
        .init("mergeWith(_:)", exempt: "Kickstarter's spelling of merge(with:)"),
        .init("sample(on:)", .leak, .randomized, .surface),
        .init("sample(with:)", .surface),
        .init("withLatest(from:)", .leak, .randomized, .surface),
        .init(
            "withLatestFrom(_:)",
            exempt: "Kickstarter's form: takePairWhen(_:) and a map; their guards run it"),
        .init(
            "filterWhenLatestFrom(_:)",
            exempt: "withLatestFrom(_:), a filter and a map; their guards run it"),
        .init("takeWhen(_:)", .leak, .budget, .surface),
        .init("takePairWhen(_:)", .budget, .surface),
        // Flattening
        .init("flatMap(_:)", .leak, .budget, .interruption, .randomized, .surface),
        .init("flatMapError(_:)", .leak, .surface),
        .init("flatten()", exempt: "flatten's merge form over sequences, on flatMap's inner runs"),
        .init("flatten(_:)", .surface),
        .init("concatMap(_:)", exempt: "Kickstarter's spelling of flatMap(.concat, _:)"),
        .init("mergeMap(_:)", exempt: "Kickstarter's spelling of flatMap(.merge, _:)"),
        .init("switchMap(_:)", .surface),
        .init(
            "concurrent(limit:)",
            exempt: "a FlattenStrategy, not a stream operator: flatMap's guards run its strategies"),
        .init("concat(_:)", .leak, .surface),
        .init("concat(value:)", .surface),
        .init("concat(error:)", exempt: "concat(_:) of SignalProducer(error:)"),
        .init("prefix(_:)", exempt: "concat(_:) with the operands swapped"),
        .init("prefix(value:)", .budget, .surface),
        .init("then(_:)", .leak, .surface),
        .init("replayLazily(upTo:)", .leak, .surface),
        // Time: every operator that moves events onto a scheduler is in the interruption table.
        .init("delay(_:)", .leak, .budget, .interruption, .randomized, .surface),
        .init("debounce(_:)", .leak, .budget, .interruption, .randomized, .surface),
        .init("throttle(_:)", .leak, .budget, .interruption, .randomized, .surface),
        .init("throttle(while:)", .leak, .interruption),
        .init("observe(on:)", .leak, .budget, .interruption, .randomized, .surface),
        .init("start(on:)", .leak, .interruption, .surface),
        .init("timeout(after:)", .leak, .interruption, .surface),
        .init("collect(every:)", .interruption),
        .init("lazyMap(on:)", .interruption),
        .init("ksr_delay(_:)", .interruption),
        .init("ksr_debounce(_:)", .interruption),
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
        .init("timer(interval:)", .leak, exempt: "a source: it has no upstream run to interrupt"),
        .init(
            "interval(_:)",
            exempt: "a source (timer(interval:) over a sequence of values): it has no upstream "
                + "run to interrupt, and timer's leak guard runs its scheduling"),
    ]
}
