// S5: 100,000 × (observe a pipe through `map`, then dispose).

import Ripple

extension Scenario {
    static func s5(_ config: Config) -> Scenario {
        let count = config.scaled(100_000)
        return Scenario(
            id: "S5", name: "observe through map, dispose", unit: "cycle",
            target: .ratio(2.5),
            variants: [
                Variant(
                    size: count, opsPerRun: count, runs: config.runs(15),
                    ripple: { S5Ripple(count: count) }, floor: { S5Floor(count: count) })
            ])
    }
}

final class S5Ripple: Benchmark {
    let count: Int
    let total = Total()
    var pipe: (output: Signal<Int, Never>, input: Signal<Int, Never>.Observer)?

    init(count: Int) { self.count = count }

    func setUp() { pipe = Signal<Int, Never>.pipe() }

    func run() -> Int {
        guard let output = pipe?.output else { return 0 }
        var cycles = 0
        for _ in 0..<count {
            let disposable = output.map(double).observeValues { [total] in total.value &+= $0 }
            disposable?.dispose()
            cycles += disposable == nil ? 0 : 1
        }
        return cycles &+ total.take()
    }

    func tearDown() { pipe = nil }
}

final class S5Floor: Benchmark {
    let count: Int
    let total = Total()
    let source = FloorSource()

    init(count: Int) { self.count = count }

    func run() -> Int {
        var cycles = 0
        for _ in 0..<count {
            let slot = source.observe(floorMap(double) { [total] in total.value &+= $0 })
            source.remove(slot)
            cycles += 1
        }
        return cycles &+ total.take() &+ source.observers.count
    }
}
