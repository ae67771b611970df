// S2: 1,000,000 Ints through 10 `map` stages.

import Ripple

/// Adds one: each of S2's ten stages.
let increment: @Sendable (Int) -> Int = { $0 &+ 1 }

extension Scenario {
    static func s2(_ config: Config) -> Scenario {
        let count = config.scaled(1_000_000)
        return Scenario(
            id: "S2", name: "pipe → 10 × map → observer", unit: "sent value",
            target: .ratio(1.5),
            variants: [
                Variant(
                    size: count, opsPerRun: count, runs: config.runs(15),
                    ripple: { S2Ripple(count: count) }, floor: { S2Floor(count: count) })
            ])
    }
}

final class S2Ripple: Benchmark {
    let count: Int
    let total = Total()
    var input: Signal<Int, Never>.Observer?

    init(count: Int) { self.count = count }

    func setUp() {
        let (output, input) = Signal<Int, Never>.pipe()
        var signal = output
        for _ in 0..<10 { signal = signal.map(increment) }
        signal.observeValues { [total] in total.value &+= $0 }
        self.input = input
    }

    func run() -> Int {
        guard let input else { return 0 }
        for value in 0..<count { input.send(value: value) }
        return total.take()
    }

    func tearDown() { input = nil }
}

final class S2Floor: Benchmark {
    let count: Int
    let total = Total()
    let source = FloorSource()

    init(count: Int) { self.count = count }

    func setUp() {
        var stage: (Int) -> Void = { [total] in total.value &+= $0 }
        for _ in 0..<10 { stage = floorMap(increment, into: stage) }
        _ = source.observe(stage)
    }

    func run() -> Int {
        for value in 0..<count { source.send(value) }
        return total.take()
    }
}
