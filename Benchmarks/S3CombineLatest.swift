// S3: `combineLatest` of two pipes, 1,000,000 sends alternating between them.

import Ripple

extension Scenario {
    static func s3(_ config: Config) -> Scenario {
        let count = config.scaled(1_000_000)
        return Scenario(
            id: "S3", name: "combineLatest of 2 pipes", unit: "send",
            target: .ratio(6),
            variants: [
                Variant(
                    size: count, opsPerRun: count, runs: config.runs(15),
                    ripple: { S3Ripple(count: count) }, floor: { S3Floor(count: count) })
            ])
    }
}

final class S3Ripple: Benchmark {
    let count: Int
    let total = Total()
    var inputs: (Signal<Int, Never>.Observer, Signal<Int, Never>.Observer)?

    init(count: Int) { self.count = count }

    func setUp() {
        let (left, leftInput) = Signal<Int, Never>.pipe()
        let (right, rightInput) = Signal<Int, Never>.pipe()
        left.combineLatest(with: right).observeValues { [total] in total.value &+= $0.0 &- $0.1 }
        inputs = (leftInput, rightInput)
    }

    func run() -> Int {
        guard let (left, right) = inputs else { return 0 }
        var value = 0
        while value < count {
            left.send(value: value)
            right.send(value: value &+ 1)
            value += 2
        }
        return total.take()
    }

    func tearDown() { inputs = nil }
}

final class S3Floor: Benchmark {
    /// The floor's combineLatest: the latest of each side, sent on when both have one.
    final class Latest {
        var left: Int?
        var right: Int?
    }

    let count: Int
    let total = Total()
    let left = FloorSource()
    let right = FloorSource()

    init(count: Int) { self.count = count }

    func setUp() {
        let latest = Latest()
        let down: (Int, Int) -> Void = { [total] in total.value &+= $0 &- $1 }
        _ = left.observe { value in
            latest.left = value
            if let right = latest.right { down(value, right) }
        }
        _ = right.observe { value in
            latest.right = value
            if let left = latest.left { down(left, value) }
        }
    }

    func run() -> Int {
        var value = 0
        while value < count {
            left.send(value)
            right.send(value &+ 1)
            value += 2
        }
        return total.take()
    }
}
