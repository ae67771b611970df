// S9o: 1,000,000 plain observers on one pipe: malloc'd bytes per observer.

import Ripple

extension Scenario {
    static func s9o(_ config: Config) -> Scenario {
        let count = config.scaled(1_000_000)
        return Scenario(
            id: "S9o", name: "plain observers on one pipe", unit: "observer",
            target: .bytes(150),
            variants: [
                Variant(
                    size: count, opsPerRun: count, runs: config.runs(5),
                    ripple: { S9oRipple(count: count) }, floor: { S9oFloor(count: count) })
            ])
    }
}

/// Attaches `count` observers (keeping their disposables, as a user does), measures the bytes
/// they hold, sends one value, and releases everything.
final class S9oRipple: MemoryBenchmark {
    let count: Int
    let total = Total()
    var disposables: [Disposable?] = []
    var heldBytes: Int?

    init(count: Int) { self.count = count }

    func setUp() { disposables.reserveCapacity(count) }

    func run() -> Int {
        var (output, input): (Signal<Int, Never>?, Signal<Int, Never>.Observer?) = (nil, nil)
        let before = Malloc.bytesInUse()
        (output, input) = Signal<Int, Never>.pipe()
        for _ in 0..<count {
            disposables.append(output?.observeValues { [total] in total.value &+= $0 })
        }
        heldBytes = before.flatMap { before in Malloc.bytesInUse().map { $0 - before } }
        input?.send(value: 1)
        (output, input) = (nil, nil)
        disposables.removeAll(keepingCapacity: true)
        return total.take()
    }
}

final class S9oFloor: MemoryBenchmark {
    let count: Int
    let total = Total()
    var slots: [Int] = []
    var heldBytes: Int?

    init(count: Int) { self.count = count }

    func setUp() { slots.reserveCapacity(count) }

    func run() -> Int {
        var source: FloorSource?
        let before = Malloc.bytesInUse()
        source = FloorSource()
        for _ in 0..<count {
            slots.append(source?.observe { [total] in total.value &+= $0 } ?? -1)
        }
        heldBytes = before.flatMap { before in Malloc.bytesInUse().map { $0 - before } }
        source?.send(1)
        source = nil
        slots.removeAll(keepingCapacity: true)
        return total.take()
    }
}
