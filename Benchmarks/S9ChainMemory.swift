// S9: 100,000 live `map → filter → observer` chains held at once: malloc'd bytes per chain.

import Ripple

extension Scenario {
    static func s9(_ config: Config) -> Scenario {
        let count = config.scaled(100_000)
        return Scenario(
            id: "S9", name: "live pipe → map → filter → observer chains", unit: "chain",
            target: .bytes(450),
            variants: [
                Variant(
                    size: count, opsPerRun: count, runs: config.runs(5),
                    ripple: { S9Ripple(count: count) }, floor: { S9Floor(count: count) })
            ])
    }
}

/// Builds `count` chains, measures the bytes they hold, sends one value through each, and
/// releases them. A Ripple chain is held as a view model holds it: the pipe's output and input.
final class S9Ripple: MemoryBenchmark {
    let count: Int
    let total = Total()
    var chains: [(output: Signal<Int, Never>, input: Signal<Int, Never>.Observer)] = []
    var heldBytes: Int?

    init(count: Int) { self.count = count }

    func setUp() { chains.reserveCapacity(count) }

    func run() -> Int {
        let before = Malloc.bytesInUse()
        for _ in 0..<count {
            let (output, input) = Signal<Int, Never>.pipe()
            output.map(double).filter(keepsHalf).observeValues { [total] in total.value &+= $0 }
            chains.append((output, input))
        }
        heldBytes = before.flatMap { before in Malloc.bytesInUse().map { $0 - before } }
        for (index, chain) in chains.enumerated() { chain.input.send(value: index) }
        chains.removeAll(keepingCapacity: true)
        return total.take()
    }
}

final class S9Floor: MemoryBenchmark {
    let count: Int
    let total = Total()
    var chains: [FloorSource] = []
    var heldBytes: Int?

    init(count: Int) { self.count = count }

    func setUp() { chains.reserveCapacity(count) }

    func run() -> Int {
        let before = Malloc.bytesInUse()
        for _ in 0..<count {
            let source = FloorSource()
            let sink: (Int) -> Void = { [total] in total.value &+= $0 }
            _ = source.observe(floorMap(double, into: floorFilter(keepsHalf, into: sink)))
            chains.append(source)
        }
        heldBytes = before.flatMap { before in Malloc.bytesInUse().map { $0 - before } }
        for (index, source) in chains.enumerated() { source.send(index) }
        chains.removeAll(keepingCapacity: true)
        return total.take()
    }
}
