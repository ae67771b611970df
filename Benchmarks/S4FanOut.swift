// S4: one pipe, 1,000 observers, 1,000 sends (1,000,000 deliveries).

import Ripple

extension Scenario {
    static func s4(_ config: Config) -> Scenario {
        let observers = config.quick ? 100 : 1_000
        let sends = config.quick ? 50 : 1_000
        return Scenario(
            id: "S4", name: "1 pipe → 1,000 observers", unit: "delivery",
            target: .ratio(2),
            variants: [
                Variant(
                    size: observers * sends, opsPerRun: observers * sends, runs: config.runs(15),
                    ripple: { S4Ripple(observers: observers, sends: sends) },
                    floor: { S4Floor(observers: observers, sends: sends) })
            ])
    }
}

final class S4Ripple: Benchmark {
    let observers: Int
    let sends: Int
    let total = Total()
    var input: Signal<Int, Never>.Observer?

    init(observers: Int, sends: Int) {
        self.observers = observers
        self.sends = sends
    }

    func setUp() {
        let (output, input) = Signal<Int, Never>.pipe()
        for _ in 0..<observers {
            output.observeValues { [total] in total.value &+= $0 }
        }
        self.input = input
    }

    func run() -> Int {
        guard let input else { return 0 }
        for value in 0..<sends { input.send(value: value) }
        return total.take()
    }

    func tearDown() { input = nil }
}

final class S4Floor: Benchmark {
    let observers: Int
    let sends: Int
    let total = Total()
    let source = FloorSource()

    init(observers: Int, sends: Int) {
        self.observers = observers
        self.sends = sends
    }

    func setUp() {
        for _ in 0..<observers {
            _ = source.observe { [total] in total.value &+= $0 }
        }
    }

    func run() -> Int {
        for value in 0..<sends { source.send(value) }
        return total.take()
    }
}
