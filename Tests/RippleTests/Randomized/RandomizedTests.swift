import XCTest

/// Random pipelines and scripts, run on Ripple and on the reference model, which must agree.
///
/// `swift test` runs a fixed number of cases from a fixed seed, so every run checks the same
/// cases. For a longer hunt, set the count and the seed:
///
///     RIPPLE_FUZZ_CASES=20000 RIPPLE_FUZZ_SEED=42 swift test --filter RandomizedTests
///
/// A failure prints the case's seed and a shrunk case (pipeline, script, expected and actual
/// events); `RIPPLE_FUZZ_CASES=1 RIPPLE_FUZZ_SEED=<seed>` replays it alone.
final class RandomizedTests: XCTestCase {
    private static var environment: [String: String] { ProcessInfo.processInfo.environment }
    private static var caseCount: Int { environment["RIPPLE_FUZZ_CASES"].flatMap(Int.init) ?? 1500 }
    private static var firstSeed: UInt64 {
        environment["RIPPLE_FUZZ_SEED"].flatMap(UInt64.init) ?? 0x5EED
    }

    func test_randomized_pipelinesMatchTheReferenceModel() {
        var operatorsSeen = Set<String>()
        for offset in 0..<UInt64(Self.caseCount) {
            let seed = Self.firstSeed &+ offset
            var generator = FuzzGenerator(seed: seed)
            let fuzzCase = generator.makeCase()
            operatorsSeen.formUnion(fuzzCase.pipeline.stageNames)
            if let mismatch = FuzzChecker.check(fuzzCase) {
                let shrunk = FuzzChecker.shrink(mismatch)
                XCTFail("Ripple differs from the model for seed \(seed); shrunk case:\n\(shrunk)")
                return
            }
        }
        if Self.caseCount >= 1500 {
            // The fixed run must exercise every stage the generator knows.
            XCTAssertEqual(operatorsSeen, FuzzNode.allStageNames)
        }
    }

    // MARK: - The harness itself

    func test_checker_reportsAPipelineThatDiffersFromTheModel() {
        // Ripple runs `skip(first: 1)` where the model expects `take(first: 1)`.
        let script: [FuzzStep] = [.send(source: 0, .value(1)), .send(source: 0, .value(2))]
        let model = ReferenceModel(script: script).outcome(of: .takeFirst(.source(0), 1))
        let ripple = FuzzRunner.outcome(
            of: FuzzCase(pipeline: .skipFirst(.source(0), 1), script: script), asProducer: false)
        XCTAssertNotEqual(model, ripple)
        XCTAssertEqual(model.first, [.value(1), .completed])
    }

    func test_shrinker_dropsTheStagesAndStepsAFailureDoesNotNeed() {
        // Pretend that any case with a `scan` that receives the value 2 fails.
        let fuzzCase = FuzzCase(
            pipeline: .merge(.map(.scan(.source(1))), .skipRepeats(.source(2))),
            script: [
                .send(source: 1, .value(1)), .advance(ticks: 2), .send(source: 2, .value(2)),
                .send(source: 1, .value(2)), .send(source: 1, .completed),
            ])
        let shrunk = FuzzChecker.shrink(fuzzCase) { candidate in
            candidate.pipeline.stageNames.contains("scan")
                && candidate.script.contains(.send(source: 1, .value(2)))
        }
        XCTAssertEqual(shrunk.pipeline.description, "s1.scan(0, +)")
        XCTAssertEqual(shrunk.script, [.send(source: 1, .value(2))])
    }

    // MARK: - The model against the documented timelines

    func test_model_delayShiftsValuesAndCompletion() {
        // `-a-b-|` → `---a-b-|` with 2 ticks (Docs/Operators.md, "The time operators as timelines").
        let outcome = model(
            .delay(.source(0), ticks: 2),
            [
                .advance(ticks: 1), .send(source: 0, .value(1)), .advance(ticks: 2),
                .send(source: 0, .value(2)),
                .advance(ticks: 2), .send(source: 0, .completed), .advance(ticks: 5),
            ])
        XCTAssertEqual(outcome.first, [.value(1), .value(2), .completed])
    }

    func test_model_throttleSendsTheLatestWhenTheIntervalEnds() {
        // `-abc-----d-|` → `-a--c----d-|` with 3 ticks.
        var script: [FuzzStep] = [.advance(ticks: 1)]
        for value in [1, 2, 3] { script += [.send(source: 0, .value(value)), .advance(ticks: 1)] }
        script += [.advance(ticks: 5), .send(source: 0, .value(4)), .advance(ticks: 2)]
        XCTAssertEqual(
            model(.throttle(.source(0), ticks: 3), script).first, [.value(1), .value(3), .value(4)])
    }

    func test_model_latestDropsTheOldInner() {
        let outcome = model(
            .flatMap(.source(0), .latest, .source(1)),
            [
                .send(source: 0, .value(10)), .send(source: 1, .value(1)),
                .send(source: 0, .value(20)),
                .send(source: 1, .value(2)), .send(source: 0, .completed),
                .send(source: 1, .completed),
            ])
        XCTAssertEqual(outcome.first, [.value(11), .value(22), .completed])
    }

    func test_model_lateObserverOfATerminatedPipelineIsInterrupted() {
        let outcome = model(.map(.source(0)), [.send(source: 0, .completed), .attach])
        XCTAssertEqual(outcome, FuzzOutcome(first: [.completed], second: [.interrupted]))
    }

    private func model(_ pipeline: FuzzNode, _ script: [FuzzStep]) -> FuzzOutcome {
        let expected = ReferenceModel(script: script).outcome(of: pipeline)
        let actual = FuzzRunner.outcome(
            of: FuzzCase(pipeline: pipeline, script: script), asProducer: false)
        XCTAssertEqual(expected, actual, "Ripple and the model disagree on a documented timeline")
        return expected
    }
}

extension FuzzNode {
    /// The names of the stages in the tree, for coverage of the generator.
    var stageNames: Set<String> {
        var names = children.reduce(into: Set<String>()) { $0.formUnion($1.stageNames) }
        names.insert(stageName)
        if case .flatMap(_, let strategy, let inner) = self {
            names.insert("flatMap.\(strategy)")
            names.insert("inner.\(inner.kindName)")
        }
        return names
    }

    private var stageName: String {
        switch self {
        case .source: return "source"
        case .map: return "map"
        case .filter: return "filter"
        case .skipRepeats: return "skipRepeats"
        case .takeFirst: return "takeFirst"
        case .skipFirst: return "skipFirst"
        case .takeWhile: return "takeWhile"
        case .skipWhile: return "skipWhile"
        case .scan: return "scan"
        case .combinePrevious: return "combinePrevious"
        case .collect: return "collect"
        case .materialize: return "materialize"
        case .combineLatest: return "combineLatest"
        case .zip: return "zip"
        case .merge: return "merge"
        case .withLatest: return "withLatest"
        case .sample: return "sample"
        case .takeUntil: return "takeUntil"
        case .flatMap: return "flatMap"
        case .delay: return "delay"
        case .debounce: return "debounce"
        case .throttle: return "throttle"
        }
    }

    /// Every stage name the generator can produce.
    static let allStageNames: Set<String> = [
        "source", "map", "filter", "skipRepeats", "takeFirst", "skipFirst", "takeWhile",
        "skipWhile", "scan", "combinePrevious", "collect", "materialize", "combineLatest", "zip",
        "merge", "withLatest", "sample", "takeUntil", "flatMap", "delay", "debounce", "throttle",
        "flatMap.merge", "flatMap.concat", "flatMap.latest", "flatMap.race", "inner.values",
        "inner.source", "inner.delayed",
    ]
}

extension FuzzInner {
    var kindName: String {
        switch self {
        case .values: return "values"
        case .source: return "source"
        case .delayed: return "delayed"
        }
    }
}
