import Ripple
import RippleTesting
import XCTest

/// Random chains of fused stages and time operators over one source, on a `TestScheduler`,
/// whose producer run is disposed at a random step. The model of disposal
/// (ReactiveSwift 7.2.1's, see `Docs/Contracts.md`, "Interruption through time operators"):
///
/// - up to the dispose, the run delivers what the same run delivers when it is not disposed;
/// - then, if it had not terminated, the observer gets exactly one `interrupted`: at once if
///   the chain has no time operator, else at the scheduler's next turn (the same time), and no
///   value ever after the dispose;
/// - the source's `on(interrupted:)` (below every stage) runs at once, and an `on` stage at the
///   top runs `interrupted` and `terminated` right before the observer gets `interrupted`.
///
/// `swift test` runs a fixed number of cases from a fixed seed; `RIPPLE_FUZZ_CASES` and
/// `RIPPLE_FUZZ_SEED` change them, as for `RandomizedTests`.
final class RandomizedDisposalTests: XCTestCase {
    private static var environment: [String: String] { ProcessInfo.processInfo.environment }
    private static var caseCount: Int { environment["RIPPLE_FUZZ_CASES"].flatMap(Int.init) ?? 600 }
    private static var firstSeed: UInt64 {
        environment["RIPPLE_FUZZ_SEED"].flatMap(UInt64.init) ?? 0xD15B05E
    }

    private enum Stage: CustomStringConvertible {
        case map, filter, skipRepeats, scan, delay(Int), debounce(Int), throttle(Int), observeOn

        var isTime: Bool {
            switch self {
            case .map, .filter, .skipRepeats, .scan: false
            case .delay, .debounce, .throttle, .observeOn: true
            }
        }

        var description: String {
            switch self {
            case .map: "map"
            case .filter: "filter"
            case .skipRepeats: "skipRepeats"
            case .scan: "scan"
            case .delay(let ticks): "delay(\(ticks))"
            case .debounce(let ticks): "debounce(\(ticks))"
            case .throttle(let ticks): "throttle(\(ticks))"
            case .observeOn: "observe(on:)"
            }
        }

        func apply(
            _ producer: SignalProducer<Int, Never>, _ scheduler: TestScheduler
        ) -> SignalProducer<Int, Never> {
            switch self {
            case .map: producer.map { $0 * 3 + 1 }
            case .filter: producer.filter { $0 % 3 != 0 }
            case .skipRepeats: producer.map { $0 % 4 }.skipRepeats()
            case .scan: producer.scan(0, +)
            case .delay(let ticks): producer.delay(.seconds(ticks), on: scheduler)
            case .debounce(let ticks): producer.debounce(.seconds(ticks), on: scheduler)
            case .throttle(let ticks): producer.throttle(.seconds(ticks), on: scheduler)
            case .observeOn: producer.observe(on: scheduler)
            }
        }
    }

    private enum Step: CustomStringConvertible {
        case send(Int), complete, advance(Int)

        var description: String {
            switch self {
            case .send(let value): "send(\(value))"
            case .complete: "complete"
            case .advance(let ticks): "advance(\(ticks))"
            }
        }
    }

    /// Runs `stages` over a pipe with `steps`, disposing the run before step `disposeAt` (never
    /// when `nil`); then advances 10 s. Returns the log: observer events and `on` callbacks,
    /// each with the step it ran in and the scheduler time, and `|disposed`.
    private func run(_ stages: [Stage], _ steps: [Step], disposeAt: Int?) -> [String] {
        let scheduler = TestScheduler()
        var log: [String] = []
        var step = 0
        let stamp = { (entry: String) in
            log.append("\(entry)#\(step)@\(scheduler.now.components.seconds)")
        }
        let (signal, input) = Signal<Int, Never>.pipe()
        var producer = SignalProducer(signal).on(interrupted: { stamp("source:I") })
        for stage in stages { producer = stage.apply(producer, scheduler) }
        producer = producer.on(interrupted: { stamp("top:I") }, terminated: { stamp("top:T") })
        let run = producer.start { event in
            switch event {
            case .value(let value): stamp("obs:value(\(value))")
            case .completed: stamp("obs:completed")
            case .interrupted: stamp("obs:interrupted")
            }
        }
        for (index, action) in steps.enumerated() {
            step = index
            if index == disposeAt {
                run.dispose()
                log.append("|disposed#\(index)")
            }
            switch action {
            case .send(let value): input.send(value: value)
            case .complete: input.sendCompleted()
            case .advance(let ticks): scheduler.advance(by: .seconds(ticks))
            }
        }
        step = steps.count
        scheduler.advance(by: .seconds(10))
        let result = log
        // Leaves nothing behind: the pipe's input, released while the run goes on, would send
        // `interrupted` through a time operator, whose pending action holds the scheduler
        // that holds it. Ended here, and the scheduler run empty.
        input.sendInterrupted()
        scheduler.run()
        return result
    }

    func test_randomized_disposalThroughTimeOperators_matchesTheModel() {
        var random = SeededGenerator(seed: Self.firstSeed)
        var disposedWhileRunning = 0
        for caseIndex in 0..<Self.caseCount {
            let stages: [Stage] = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                switch Int.random(in: 0...7, using: &random) {
                case 0: .map
                case 1: .filter
                case 2: .skipRepeats
                case 3: .scan
                case 4: .delay(Int.random(in: 0...2, using: &random))
                case 5: .debounce(Int.random(in: 0...2, using: &random))
                case 6: .throttle(Int.random(in: 0...2, using: &random))
                default: .observeOn
                }
            }
            var steps: [Step] = (0..<Int.random(in: 1...8, using: &random)).map { _ in
                Int.random(in: 0...2, using: &random) == 0
                    ? .advance(Int.random(in: 0...2, using: &random))
                    : .send(Int.random(in: 0...9, using: &random))
            }
            if Int.random(in: 0...3, using: &random) == 0 { steps.append(.complete) }
            steps.append(.advance(1))
            let disposeAt = Int.random(in: 0..<steps.count, using: &random)
            let name = "case \(caseIndex): \(stages) \(steps), disposed before step \(disposeAt)"

            let undisposed = run(stages, steps, disposeAt: nil)
            let disposed = run(stages, steps, disposeAt: disposeAt)
            // Up to the dispose, the same as the undisposed run.
            let before = undisposed.filter { stepOf($0) < disposeAt }
            XCTAssertEqual(Array(disposed.prefix(before.count)), before, name)
            let after = Array(disposed.dropFirst(before.count))
            let terminated = before.contains { $0.hasPrefix("obs:") && !$0.hasPrefix("obs:value") }
            var expected = ["|disposed#\(disposeAt)"]
            if !terminated {
                disposedWhileRunning += 1
                let time = timeAtStep(steps, disposeAt)
                let now = "#\(disposeAt)@\(time)"
                let sourceEnded = steps[..<disposeAt].contains {
                    if case .complete = $0 { true } else { false }
                }
                let source = sourceEnded ? [] : ["source:I\(now)"]
                if stages.allSatisfy({ !$0.isTime }) {
                    // Through fused stages only: everything before `dispose()` returns.
                    expected =
                        source + ["top:I\(now)", "top:T\(now)", "obs:interrupted\(now)"]
                        + expected
                } else {
                    // Behind a time operator: at the next advance, at the same time.
                    let advance =
                        steps.indices.first { index in
                            guard index >= disposeAt, case .advance = steps[index] else {
                                return false
                            }
                            return true
                        } ?? steps.count
                    let late = "#\(advance)@\(time)"
                    expected =
                        source + expected
                        + ["top:I\(late)", "top:T\(late)", "obs:interrupted\(late)"]
                }
            }
            XCTAssertEqual(after, expected, name)
            if after != expected { return }
        }
        // The fixed run disposes many runs that were still going.
        XCTAssertGreaterThan(disposedWhileRunning, Self.caseCount / 3)
    }

    private func stepOf(_ entry: String) -> Int {
        Int(entry.split(separator: "#")[1].split(separator: "@")[0]) ?? -1
    }

    /// The scheduler time when step `step` starts.
    private func timeAtStep(_ steps: [Step], _ step: Int) -> Int {
        steps[..<step].reduce(0) { time, action in
            if case .advance(let ticks) = action { time + ticks } else { time }
        }
    }
}
