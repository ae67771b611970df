// S6: `MutableProperty` set 1,000,000 times, one observer of `property.signal.map`.

import Ripple

extension Scenario {
    static func s6(_ config: Config) -> Scenario {
        let count = config.scaled(1_000_000)
        return Scenario(
            id: "S6", name: "MutableProperty set → signal.map", unit: "set",
            target: .ratio(3),
            variants: [
                Variant(
                    size: count, opsPerRun: count, runs: config.runs(15),
                    ripple: { S6Ripple(count: count) }, floor: { S6Floor(count: count) })
            ])
    }
}

final class S6Ripple: Benchmark {
    let count: Int
    let total = Total()
    let property = MutableProperty(0)

    init(count: Int) { self.count = count }

    func setUp() {
        property.signal.map(double).observeValues { [total] in total.value &+= $0 }
    }

    func run() -> Int {
        for value in 0..<count { property.value = value }
        return total.take()
    }
}

final class S6Floor: Benchmark {
    let count: Int
    let total = Total()
    let property = FloorProperty(0)

    init(count: Int) { self.count = count }

    func setUp() {
        property.observers.append(floorMap(double) { [total] in total.value &+= $0 })
    }

    func run() -> Int {
        for value in 0..<count { property.value = value }
        return total.take()
    }
}
