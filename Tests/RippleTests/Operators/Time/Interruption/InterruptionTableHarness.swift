import Foundation
import Ripple
import RippleTesting

/// The programs behind `InterruptionTableTests`: one time operator, one way its run ends,
/// every `on(starting:value:completed:interrupted:terminated:disposed:)` callback and observer
/// event logged with the scheduler time it ran at. The same programs, run on ReactiveSwift
/// 7.2.1 in a scratch package, gave the expected logs.
///
/// Log entries: `starting@0` (a callback of the stage under test, with the time in seconds),
/// `up.…` (a stage upstream of the operator), `in1.…` / `in2.…` (the stage of the inner
/// producer started for outer value 1 / 2), `obs:…` (the final observer), `|…` (a step of
/// the program: `|disposed` after `dispose()` returned, `|t1` after the scheduler reached
/// one second, …).
final class InterruptionTableHarness: @unchecked Sendable {
    struct Failure: Swift.Error {}
    typealias Producer = SignalProducer<Int, Failure>
    typealias Operator = (Producer, TestScheduler) -> Producer

    /// Every operator that moves events onto a scheduler: the rows `OperatorRegistry`'s entries
    /// carry.
    static var operators: [(String, Operator)] { OperatorRegistry.interruptionRows }

    private(set) var log: [String] = []
    let scheduler = TestScheduler()

    private var seconds: String {
        let now = scheduler.now.components
        return String(format: "%g", Double(now.seconds) + Double(now.attoseconds) / 1e18)
    }

    func note(_ entry: String) { log.append(entry) }

    /// `producer` with every callback of `on` logged under `name`.
    func tagged(_ producer: Producer, _ name: String) -> Producer {
        producer.on(
            starting: { self.note("\(name)starting@\(self.seconds)") },
            event: {
                if case .value(let value) = $0 { self.note("\(name)v\(value)@\(self.seconds)") }
            },
            completed: { self.note("\(name)completed@\(self.seconds)") },
            interrupted: { self.note("\(name)interrupted@\(self.seconds)") },
            terminated: { self.note("\(name)terminated@\(self.seconds)") },
            disposed: { self.note("\(name)disposed@\(self.seconds)") })
    }

    /// The final observer, logged.
    var observer: Signal<Int, Failure>.Observer {
        Signal.Observer { event in
            switch event {
            case .value(let value): self.note("obs:v\(value)@\(self.seconds)")
            case .completed: self.note("obs:completed@\(self.seconds)")
            case .interrupted: self.note("obs:interrupted@\(self.seconds)")
            case .failed: self.note("obs:failed@\(self.seconds)")
            }
        }
    }

    /// Advances to 1, 2 and 4 seconds after the half-second mark, noting each step.
    private func finish() {
        scheduler.advance(by: 0.5)
        note("|t1")
        scheduler.advance(by: 1)
        note("|t2")
        scheduler.advance(by: 2)
        note("|t4")
    }

    /// An inner producer that sends `value` and never ends.
    private static func endless(_ value: Int) -> Producer {
        Producer { observer, lifetime in
            observer.send(value: value)
            lifetime.observeEnded { _ = observer }
        }
    }

    /// The run is disposed half a second after its upstream sent 1.
    func dispose(_ apply: Operator) -> [String] {
        let (signal, input) = Signal<Int, Failure>.pipe()
        let run = tagged(apply(tagged(Producer(signal), "up."), scheduler), "").start(observer)
        input.send(value: 1)
        scheduler.advance(by: 0.5)
        note("|t0.5")
        run.dispose()
        note("|disposed")
        finish()
        return log
    }

    /// The upstream is interrupted half a second after it sent 1.
    func interruptUpstream(_ apply: Operator) -> [String] {
        let (signal, input) = Signal<Int, Failure>.pipe()
        let run = tagged(apply(Producer(signal), scheduler), "").start(observer)
        input.send(value: 1)
        scheduler.advance(by: 0.5)
        note("|t0.5")
        input.sendInterrupted()
        note("|upInterrupted")
        finish()
        // `log` is read while the run is alive: an optimized build would release it at its last
        // use, and an interruption from its deinit would land in the log first.
        return withExtendedLifetime(run) { log }
    }

    /// Under `flatMap(.latest)`, outer value 2 replaces the inner run of value 1 half a second
    /// after it started.
    func replaceUnderLatest(_ apply: @escaping Operator) -> [String] {
        let (outer, input) = Signal<Int, Failure>.pipe()
        let run = Producer(outer).flatMap(.latest) { value in
            self.tagged(apply(Self.endless(value), self.scheduler), "in\(value).")
        }.start(observer)
        input.send(value: 1)
        scheduler.advance(by: 0.5)
        note("|t0.5")
        input.send(value: 2)
        note("|sent2")
        finish()
        // `log` is read while the run and the input are alive: an optimized build would release
        // them at their last use, and an interruption from a deinit would land in the log first.
        return withExtendedLifetime((run, input)) { log }
    }

    /// Under `flatMap(strategy)`, the outer run is disposed half a second after it sent 1
    /// and 2.
    func disposeOuter(_ strategy: FlattenStrategy, _ apply: @escaping Operator) -> [String] {
        let (outer, input) = Signal<Int, Failure>.pipe()
        let run = Producer(outer).flatMap(strategy) { value in
            self.tagged(apply(Self.endless(value), self.scheduler), "in\(value).")
        }.start(observer)
        input.send(value: 1)
        input.send(value: 2)
        scheduler.advance(by: 0.5)
        note("|t0.5")
        run.dispose()
        note("|disposed")
        finish()
        // `log` is read while the input is alive: an optimized build would release it at its last
        // use, and an interruption from its deinit would land in the log first.
        return withExtendedLifetime(input) { log }
    }
}
