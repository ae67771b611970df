// S1: 1,000,000 Ints through `pipe → map(x*2) → filter → observer` summing them.

import Ripple

/// Doubles a value: the `map` of S1, S5, S6 and S9.
let double: @Sendable (Int) -> Int = { $0 &* 2 }

/// Keeps half the doubled values: the `filter` of S1 and S9 (cheap, so the floor stays low).
let keepsHalf: @Sendable (Int) -> Bool = { $0 & 4 == 0 }

extension Scenario {
    static func s1(_ config: Config) -> Scenario {
        let count = config.scaled(1_000_000)
        return Scenario(
            id: "S1", name: "pipe → map → filter → observer", unit: "sent value",
            target: .ratio(3),
            variants: [
                Variant(
                    size: count, opsPerRun: count, runs: config.runs(15),
                    ripple: { S1Ripple(count: count) }, floor: { S1Floor(count: count) })
            ])
    }
}

final class S1Ripple: Benchmark {
    let count: Int
    let total = Total()
    var input: Signal<Int, Never>.Observer?

    init(count: Int) { self.count = count }

    func setUp() {
        let (output, input) = Signal<Int, Never>.pipe()
        output.map(double).filter(keepsHalf).observeValues { [total] in total.value &+= $0 }
        self.input = input
    }

    func run() -> Int {
        guard let input else { return 0 }
        for value in 0..<count { input.send(value: value) }
        return total.take()
    }

    func tearDown() { input = nil }
}

final class S1Floor: Benchmark {
    let count: Int
    let total = Total()
    let source = FloorSource()

    init(count: Int) { self.count = count }

    func setUp() {
        let sink: (Int) -> Void = { [total] in total.value &+= $0 }
        _ = source.observe(floorMap(double, into: floorFilter(keepsHalf, into: sink)))
    }

    func run() -> Int {
        for value in 0..<count { source.send(value) }
        return total.take()
    }
}
