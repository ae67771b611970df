/// A small, seedable random number generator (SplitMix64), so a case is reproduced from its
/// seed alone on every platform.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Makes random pipelines and scripts.
struct FuzzGenerator {
    private var random: SeededGenerator

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    /// A random case: a pipeline of up to `depth` stages over distinct sources, and a script
    /// that sends to those sources.
    mutating func makeCase(depth: Int = 4) -> FuzzCase {
        var unused = Array(0..<FuzzRunner.sourceCount).shuffled(using: &random)
        let pipeline = makeNode(depth: depth, unused: &unused, reserve: 0)
        let used = Set(0..<FuzzRunner.sourceCount).subtracting(unused).sorted()
        return FuzzCase(pipeline: pipeline, script: makeScript(sources: used))
    }

    private mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &random)
    }

    private mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &random) < probability
    }

    /// A random tree that takes its sources from `unused`, leaving at least `reserve` of them.
    private mutating func makeNode(depth: Int, unused: inout [Int], reserve: Int) -> FuzzNode {
        let available = unused.count - reserve
        if depth == 0 || chance(0.2) { return .source(unused.removeLast()) }
        let twoInputs = available >= 2
        switch int(0...(twoInputs ? 21 : 14)) {
        case 0...14:
            let a = makeNode(depth: depth - 1, unused: &unused, reserve: reserve)
            return unary(a)
        case 15...16:
            let inner = unused.removeLast()
            let a = makeNode(depth: depth - 1, unused: &unused, reserve: reserve)
            return .flatMap(a, FuzzStrategy.allCases.randomElement(using: &random)!, .source(inner))
        default:
            let a = makeNode(depth: depth - 1, unused: &unused, reserve: reserve + 1)
            let b = makeNode(depth: depth - 1, unused: &unused, reserve: reserve)
            switch int(0...5) {
            case 0: return .combineLatest(a, b)
            case 1: return .zip(a, b)
            case 2: return .merge(a, b)
            case 3: return .withLatest(a, from: b)
            case 4: return .sample(a, on: b)
            default: return .takeUntil(a, b)
            }
        }
    }

    private mutating func unary(_ a: FuzzNode) -> FuzzNode {
        switch int(0...16) {
        case 0: return .map(a)
        case 1: return .filter(a, modulus: int(2...3))
        case 2: return .skipRepeats(a)
        case 3: return .takeFirst(a, int(1...3))
        case 4: return .skipFirst(a, int(0...2))
        case 5: return .takeWhile(a, below: int(2...6))
        case 6: return .skipWhile(a, below: int(1...4))
        case 7: return .scan(a)
        case 8: return .combinePrevious(a, initial: int(0...9))
        case 9: return .collect(a, count: int(1...3))
        case 10: return .materialize(a)
        case 11: return .delay(a, ticks: int(1...3))
        case 12: return .debounce(a, ticks: int(1...3))
        case 13: return .throttle(a, ticks: int(1...3))
        case 14:
            let strategy = FuzzStrategy.allCases.randomElement(using: &random)!
            return .flatMap(a, strategy, .values(count: int(1...2)))
        default:
            let strategy = FuzzStrategy.allCases.randomElement(using: &random)!
            return .flatMap(a, strategy, .delayed(ticks: int(1...3)))
        }
    }

    /// A random script: values (small, so repeats happen), the odd terminal event, advances of
    /// the clock, at most one disposal and one late observer, and a final advance.
    private mutating func makeScript(sources: [Int]) -> [FuzzStep] {
        var steps: [FuzzStep] = []
        var disposed = false
        var attached = false
        let length = int(4...30)
        for index in 0..<length {
            let source = sources.randomElement(using: &random)!
            let late = index >= length / 2
            switch int(0...39) {
            case 0...25: steps.append(.send(source: source, .value(int(0...5))))
            case 26...27:
                let terminal: [FuzzEvent] = [.completed, .failed(.a), .failed(.b), .interrupted]
                steps.append(.send(source: source, terminal.randomElement(using: &random)!))
            case 28...36: steps.append(.advance(ticks: int(1...3)))
            case 37 where late && !disposed:
                disposed = true
                steps.append(.dispose)
            case 38 where !attached:
                attached = true
                steps.append(.attach)
            default: steps.append(.send(source: source, .value(int(0...5))))
            }
        }
        if chance(0.7) { steps.append(.advance(ticks: 10)) }
        return steps
    }
}
