// S8: `merge` of 8 pipes, 1,000,000 sends spread over them.

import Ripple

extension Scenario {
    static func s8(_ config: Config) -> Scenario {
        let count = config.scaled(1_000_000)
        return Scenario(
            id: "S8", name: "merge of 8 pipes", unit: "send",
            target: .ratio(2.5),
            variants: [
                Variant(
                    size: count, opsPerRun: count, runs: config.runs(15),
                    ripple: { S8Ripple(count: count) }, floor: { S8Floor(count: count) })
            ])
    }
}

final class S8Ripple: Benchmark {
    let count: Int
    let total = Total()
    var inputs: [Signal<Int, Never>.Observer] = []

    init(count: Int) { self.count = count }

    func setUp() {
        let pipes = (0..<8).map { _ in Signal<Int, Never>.pipe() }
        Signal.merge(pipes.map(\.output)).observeValues { [total] in total.value &+= $0 }
        inputs = pipes.map(\.input)
    }

    func run() -> Int {
        let inputs = self.inputs
        guard inputs.count == 8 else { return 0 }
        for value in 0..<count { inputs[value & 7].send(value: value) }
        return total.take()
    }

    func tearDown() { inputs = [] }
}

final class S8Floor: Benchmark {
    let count: Int
    let total = Total()
    let sources = (0..<8).map { _ in FloorSource() }

    init(count: Int) { self.count = count }

    func setUp() {
        let down: (Int) -> Void = { [total] in total.value &+= $0 }
        for source in sources { _ = source.observe(down) }
    }

    func run() -> Int {
        let sources = self.sources
        for value in 0..<count { sources[value & 7].send(value) }
        return total.take()
    }
}
