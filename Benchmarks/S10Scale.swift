// S10: attach 10,000, 100,000 and 1,000,000 observers to one pipe, then dispose them all in
// shuffled order. The cost per attach+dispose must stay flat as the count grows.

import Ripple

extension Scenario {
    static func s10(_ config: Config) -> Scenario {
        let sizes = config.quick ? [100, 1_000, 10_000] : [10_000, 100_000, 1_000_000]
        return Scenario(
            id: "S10", name: "attach N observers, dispose shuffled", unit: "attach+dispose",
            target: .flat(2),
            variants: sizes.map { size in
                Variant(
                    size: size, opsPerRun: size, runs: config.runs(size >= 1_000_000 ? 5 : 9),
                    ripple: { S10Ripple(count: size) }, floor: { S10Floor(count: size) })
            })
    }
}

final class S10Ripple: Benchmark {
    let count: Int
    let total = Total()
    let order: [Int]
    var pipe: (output: Signal<Int, Never>, input: Signal<Int, Never>.Observer)?
    var disposables: [Disposable?] = []

    init(count: Int) {
        self.count = count
        order = shuffledIndices(count)
    }

    func setUp() {
        pipe = Signal<Int, Never>.pipe()
        disposables.reserveCapacity(count)
    }

    func run() -> Int {
        guard let (output, input) = pipe else { return 0 }
        for _ in 0..<count {
            disposables.append(output.observeValues { [total] in total.value &+= $0 })
        }
        for index in order { disposables[index]?.dispose() }
        disposables.removeAll(keepingCapacity: true)
        input.send(value: 1)
        return count &+ total.take()
    }

    func tearDown() { pipe = nil }
}

final class S10Floor: Benchmark {
    let count: Int
    let total = Total()
    let order: [Int]
    let source = FloorSource()
    var slots: [Int] = []

    init(count: Int) {
        self.count = count
        order = shuffledIndices(count)
    }

    func setUp() { slots.reserveCapacity(count) }

    func run() -> Int {
        for _ in 0..<count {
            slots.append(source.observe { [total] in total.value &+= $0 })
        }
        for index in order { source.remove(slots[index]) }
        slots.removeAll(keepingCapacity: true)
        source.send(1)
        return count &+ total.take()
    }
}
