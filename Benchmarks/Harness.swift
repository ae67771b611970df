// The harness, in the shape of swift-nio's performance tester: a `Benchmark` does its work in
// `run()`, a `Scenario` pairs Ripple's version with the hand-written floor, and `Runner`
// measures both in this process, interleaved, after a warm-up run of each.

import CMallocCounter

/// Whether heap allocations are counted on this platform (Linux with glibc).
let countsAllocations = ripple_bench_counts_allocations() != 0

/// One measured piece of work. `setUp` and `tearDown` are not timed; `run` is, and returns a
/// checksum so the optimizer cannot drop the work (Ripple's and the floor's must agree).
protocol Benchmark: AnyObject {
    /// Builds what every run reuses (pipes, chains, observers).
    func setUp()
    /// Does the measured work once.
    func run() -> Int
    /// Releases what `setUp` built.
    func tearDown()
}

extension Benchmark {
    func setUp() {}
    func tearDown() {}
}

/// A benchmark that also reports the malloc'd bytes it held at its peak during the last run.
protocol MemoryBenchmark: Benchmark {
    /// Bytes in use at the peak of the last `run()` minus bytes in use before it, or `nil`
    /// where malloc statistics cannot be read.
    var heldBytes: Int? { get }
}

/// What the command line asked for.
struct Config {
    /// A smoke run: a few thousand iterations, three measured runs.
    var quick = false
    /// Only scenarios whose id or name matches run.
    var filter: Regex<AnyRegexOutput>?
    /// Where to write the JSON results, if anywhere.
    var jsonPath: String?

    /// `count` for a full run; about 1/200 of it (at least 100) for `--quick`.
    func scaled(_ count: Int) -> Int {
        quick ? max(count / 200, 100) : count
    }

    /// Measured runs per variant: `full` normally, 3 for `--quick`.
    func runs(_ full: Int) -> Int {
        quick ? 3 : full
    }

    /// Seconds of measured runs after which a variant stops early (after at least 3 pairs),
    /// so the whole default run stays under 2 minutes however slow a scenario is.
    var budgetSeconds: Double { quick ? 0.5 : 3 }
}

/// What a scenario should reach: the *target* column of Docs/Performance.md.
enum Target {
    /// Ripple's median at most this many times the floor's.
    case ratio(Double)
    /// At most this many malloc'd bytes per op.
    case bytes(Double)
    /// The largest size costs at most this many times the smallest size per op.
    case flat(Double)
    /// No target (V1, V2): the ratio is reported as measured.
    case none

    var label: String {
        switch self {
        case .ratio(let limit): "≤ \(format(limit))×"
        case .bytes(let limit): "≤ \(Int(limit)) B"
        case .flat(let limit): "flat ≤ \(format(limit))×"
        case .none: "none set"
        }
    }
}

/// One size of a scenario: Ripple's and the floor's benchmark, and how many ops a run does.
struct Variant {
    var size: Int
    var opsPerRun: Int
    var runs: Int
    var ripple: () -> Benchmark
    var floor: () -> Benchmark
}

/// A scenario of Docs/Performance.md's table.
struct Scenario {
    var id: String
    var name: String
    /// What one op is, e.g. "sent value".
    var unit: String
    var target: Target
    /// One variant; several (by size) for a scaling scenario like S10.
    var variants: [Variant]
}

/// Median, minimum and maximum of some samples.
struct Stats {
    var median: Double
    var min: Double
    var max: Double

    init(_ samples: [Double]) {
        let sorted = samples.sorted()
        let mid = sorted.count / 2
        median = sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
        min = sorted.first ?? 0
        max = sorted.last ?? 0
    }
}

/// The measurements of one variant.
struct VariantResult {
    var size: Int
    var ripple: Stats
    var floor: Stats
    var rippleBytes: Double?
    var floorBytes: Double?
    /// Heap allocations per op (median), where they can be counted.
    var rippleAllocations: Double?
    var floorAllocations: Double?
    var checksumsAgree: Bool
}

/// The measurements of one scenario.
struct ScenarioResult {
    var scenario: Scenario
    var variants: [VariantResult]

    /// The variant the headline numbers come from: the largest.
    var main: VariantResult { variants[variants.count - 1] }
    var ratio: Double { main.ripple.median / main.floor.median }

    /// Whether Ripple met the scenario's target.
    var meetsTarget: Bool? {
        switch scenario.target {
        case .ratio(let limit): return ratio <= limit
        case .bytes(let limit): return main.rippleBytes.map { $0 <= limit }
        case .flat(let limit):
            return main.ripple.median <= limit * variants[0].ripple.median
        case .none: return nil
        }
    }
}

/// Runs scenarios: warm-up, then measured runs alternating Ripple and floor.
struct Runner {
    var config: Config

    func run(_ scenario: Scenario) -> ScenarioResult {
        ScenarioResult(scenario: scenario, variants: scenario.variants.map(measure))
    }

    private func measure(_ variant: Variant) -> VariantResult {
        let ripple = variant.ripple()
        let floor = variant.floor()
        ripple.setUp()
        floor.setUp()
        let rippleSum = ripple.run()
        let floorSum = floor.run()
        var rippleTimes: [Double] = []
        var floorTimes: [Double] = []
        var rippleBytes: [Double] = []
        var floorBytes: [Double] = []
        var rippleAllocations: [Double] = []
        var floorAllocations: [Double] = []
        var spent = 0.0
        for index in 0..<variant.runs where index < 3 || spent < config.budgetSeconds * 1e9 {
            // Alternate which goes first, so neither always runs on a warmer cache.
            let order: [(Benchmark, Bool)] =
                index % 2 == 0
                ? [(ripple, true), (floor, false)] : [(floor, false), (ripple, true)]
            for (benchmark, isRipple) in order {
                let allocationsBefore = ripple_bench_allocations()
                let elapsed = time(benchmark)
                let allocations =
                    Double(ripple_bench_allocations() - allocationsBefore)
                    / Double(variant.opsPerRun)
                spent += elapsed
                let nanoseconds = elapsed / Double(variant.opsPerRun)
                let bytes = (benchmark as? MemoryBenchmark)?.heldBytes.map {
                    Double($0) / Double(variant.opsPerRun)
                }
                if isRipple {
                    rippleTimes.append(nanoseconds)
                    rippleAllocations.append(allocations)
                    if let bytes { rippleBytes.append(bytes) }
                } else {
                    floorTimes.append(nanoseconds)
                    floorAllocations.append(allocations)
                    if let bytes { floorBytes.append(bytes) }
                }
            }
        }
        ripple.tearDown()
        floor.tearDown()
        return VariantResult(
            size: variant.size,
            ripple: Stats(rippleTimes),
            floor: Stats(floorTimes),
            rippleBytes: rippleBytes.isEmpty ? nil : Stats(rippleBytes).median,
            floorBytes: floorBytes.isEmpty ? nil : Stats(floorBytes).median,
            rippleAllocations: countsAllocations ? Stats(rippleAllocations).median : nil,
            floorAllocations: countsAllocations ? Stats(floorAllocations).median : nil,
            checksumsAgree: rippleSum == floorSum)
    }

    /// Wall-clock nanoseconds of one run.
    private func time(_ benchmark: Benchmark) -> Double {
        let clock = ContinuousClock()
        var checksum = 0
        let elapsed = clock.measure { checksum = benchmark.run() }
        blackHole(checksum)
        let (seconds, attoseconds) = elapsed.components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}

/// Keeps `value` observable to the optimizer, so the work producing it is not dropped.
@inline(never)
func blackHole(_ value: Int) {
    if value == 0x5eed_0bad_cafe { print("") }
}

/// A short decimal rendering: 2 significant decimals below 10, 1 below 100, none above.
func format(_ value: Double) -> String {
    let digits = value < 10 ? 2 : value < 100 ? 1 : 0
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    if digits == 0 { return String(Int(rounded)) }
    var text = String(rounded)
    let decimals = text.split(separator: ".", omittingEmptySubsequences: false).last?.count ?? 0
    for _ in decimals..<digits { text += "0" }
    return text
}
