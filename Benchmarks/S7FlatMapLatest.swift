// S7: `flatMap(.latest)`: 100,000 outer values, each to a fresh one-value producer.

import Ripple

extension Scenario {
    static func s7(_ config: Config) -> Scenario {
        let count = config.scaled(100_000)
        return Scenario(
            id: "S7", name: "flatMap(.latest) to one-value producers", unit: "outer value",
            target: .ratio(5),
            variants: [
                Variant(
                    size: count, opsPerRun: count, runs: config.runs(15),
                    ripple: { S7Ripple(count: count) }, floor: { S7Floor(count: count) })
            ])
    }
}

final class S7Ripple: Benchmark {
    let count: Int
    let total = Total()
    var input: Signal<Int, Never>.Observer?

    init(count: Int) { self.count = count }

    func setUp() {
        let (output, input) = Signal<Int, Never>.pipe()
        output
            .flatMap(.latest) { SignalProducer(value: $0) }
            .observeValues { [total] in total.value &+= $0 }
        self.input = input
    }

    func run() -> Int {
        guard let input else { return 0 }
        for value in 0..<count { input.send(value: value) }
        return total.take()
    }

    func tearDown() { input = nil }
}

/// The floor's producer: a closure that, started with a sink, sends into it.
typealias FloorProducer = (_ sink: @escaping (Int) -> Void) -> Void

/// A fresh floor producer of one value.
@inline(never)
func floorJust(_ value: Int) -> FloorProducer {
    { sink in sink(value) }
}

final class S7Floor: Benchmark {
    /// The floor's `.latest`: only the newest inner producer's values get through.
    final class Latest {
        var generation = 0
    }

    let count: Int
    let total = Total()
    let source = FloorSource()

    init(count: Int) { self.count = count }

    func setUp() {
        let latest = Latest()
        let down: (Int) -> Void = { [total] in total.value &+= $0 }
        _ = source.observe { value in
            latest.generation &+= 1
            let generation = latest.generation
            floorJust(value)({ inner in
                if generation == latest.generation { down(inner) }
            })
        }
    }

    func run() -> Int {
        for value in 0..<count { source.send(value) }
        return total.take()
    }
}
