// S11: 200,000 values sent into a pipe and summed by a `for await` loop over
// `signal.asyncValues` on another task, against the same values summed by `observeValues`.
// The "floor" here is Ripple's own synchronous observer: the ratio is what the hop into
// async code costs per value. S11b times the same `asyncValues` loop against the floor a Swift
// user would otherwise write: the same `for await` loop over an `AsyncStream` that an
// `observeValues` observer yields into.

import Dispatch
import Ripple

extension Scenario {
    static func s11(_ config: Config) -> Scenario {
        let count = config.scaled(200_000)
        return Scenario(
            id: "S11", name: "asyncValues for-await loop (floor: observeValues)", unit: "value",
            target: .none,
            variants: [
                Variant(
                    size: count, opsPerRun: count, runs: config.runs(15),
                    ripple: { S11AsyncValues(count: count) },
                    floor: { S11ObserveValues(count: count) })
            ])
    }

    static func s11b(_ config: Config) -> Scenario {
        let count = config.scaled(200_000)
        return Scenario(
            id: "S11b", name: "asyncValues for-await loop (floor: AsyncStream from observeValues)",
            unit: "value", target: .none,
            variants: [
                Variant(
                    size: count, opsPerRun: count, runs: config.runs(15),
                    ripple: { S11AsyncValues(count: count) },
                    floor: { S11AsyncStream(count: count) })
            ])
    }
}

/// The sum a consuming task hands back to the benchmark thread; the semaphore the task
/// signals after writing it orders the write before the read.
final class S11Sum: @unchecked Sendable {
    var value = 0
}

/// The values through `asyncValues`: the pipe is sent into on the benchmark thread while a
/// detached task awaits them, so a run mixes values handed to a waiting loop with values
/// taken from the buffer (the default, unbounded policy).
final class S11AsyncValues: Benchmark {
    let count: Int

    init(count: Int) { self.count = count }

    func run() -> Int {
        let (signal, input) = Signal<Int, Never>.pipe()
        let values = signal.asyncValues
        let sum = S11Sum()
        let finished = DispatchSemaphore(value: 0)
        Task.detached {
            var total = 0
            for await value in values { total &+= double(value) }
            sum.value = total
            finished.signal()
        }
        for value in 0..<count { input.send(value: value) }
        input.sendCompleted()
        finished.wait()
        return sum.value
    }
}

/// The same values through a synchronous `observeValues` observer.
final class S11ObserveValues: Benchmark {
    let count: Int
    let total = Total()

    init(count: Int) { self.count = count }

    func run() -> Int {
        let (signal, input) = Signal<Int, Never>.pipe()
        signal.observeValues { [total] in total.value &+= double($0) }
        for value in 0..<count { input.send(value: value) }
        input.sendCompleted()
        return total.take()
    }
}

/// The same values and the same `for await` loop over an `AsyncStream` (unbounded, as
/// `asyncValues`' default policy) fed by an `observeValues` observer and finished when the
/// pipe completes: what a Swift user writes without `asyncValues`.
final class S11AsyncStream: Benchmark {
    let count: Int

    init(count: Int) { self.count = count }

    func run() -> Int {
        let (signal, input) = Signal<Int, Never>.pipe()
        let (values, continuation) = AsyncStream<Int>.makeStream()
        signal.observeValues { continuation.yield($0) }
        signal.observeCompleted { continuation.finish() }
        let sum = S11Sum()
        let finished = DispatchSemaphore(value: 0)
        Task.detached {
            var total = 0
            for await value in values { total &+= double(value) }
            sum.value = total
            finished.signal()
        }
        for value in 0..<count { input.send(value: value) }
        input.sendCompleted()
        finished.wait()
        return sum.value
    }
}
