import Foundation
import Ripple
import RippleTesting
import XCTest

/// A producer run disposed while its last operator, a time operator, holds a value scheduled
/// "for now" (the first after a quiet interval), then the scheduler `run()`: nothing reaches
/// the observer but what ReactiveSwift 7.2.1 delivers for the same program.
///
/// Each operator is tried on three sources: `SignalProducer(value: 7)`, `SignalProducer([1, 2,
/// 3])` and a start handler that sends 5 and never ends. The log interleaves the observer's
/// events (with the scheduler time they arrived at) with `|disposed` (after `dispose()`
/// returned) and `|run` (after `run()` returned).
final class DisposedRunLeakTests: XCTestCase {
    private typealias Operator = (SignalProducer<Int, Never>, TestScheduler)
        -> SignalProducer<Int, Never>

    private struct Timeout: Swift.Error {}

    private let sources: [(String, SignalProducer<Int, Never>)] = [
        ("value", SignalProducer(value: 7)),
        ("sequence", SignalProducer([1, 2, 3])),
        ("endless", SignalProducer { observer, _ in observer.send(value: 5) }),
    ]

    /// ReactiveSwift's output for the operators whose interruption goes through the scheduler.
    private let throughTheScheduler = ["|disposed", "interrupted@0", "|run"]
    /// ReactiveSwift's output for the `lift`ed ones, which interrupt the run at once.
    private let atOnce = ["interrupted@0", "|disposed", "|run"]

    private func log(_ apply: Operator, _ source: SignalProducer<Int, Never>) -> [String] {
        let scheduler = TestScheduler()
        var log: [String] = []
        let seconds = { scheduler.now.components.seconds }
        let run = apply(source, scheduler).start { event in
            switch event {
            case .value(let value): log.append("\(value)@\(seconds())")
            case .completed: log.append("completed@\(seconds())")
            case .interrupted: log.append("interrupted@\(seconds())")
            case .failed: log.append("failed@\(seconds())")
            }
        }
        run.dispose()
        log.append("|disposed")
        scheduler.run()
        log.append("|run")
        return log
    }

    private func assertEverySource(
        _ apply: Operator, _ expected: [String], file: StaticString = #filePath, line: UInt = #line
    ) {
        for (name, source) in sources {
            XCTAssertEqual(log(apply, source), expected, name, file: file, line: line)
        }
    }

    func test_throttle_disposedWithAValueScheduledForNow_sendsOnlyInterrupted() {
        assertEverySource({ $0.throttle(.seconds(10), on: $1) }, throughTheScheduler)
        assertEverySource({ $0.throttle(.zero, on: $1) }, throughTheScheduler)
    }

    func test_throttle_issueProgram_sendsNoValueAndOneInterruption() {
        let scheduler = TestScheduler()
        var values: [Int] = []
        var interrupted = 0
        let run = SignalProducer<Int, Never>(0..<128).throttle(10.0, on: scheduler).start {
            if case .value(let value) = $0 { values.append(value) }
            if case .interrupted = $0 { interrupted += 1 }
        }
        run.dispose()
        scheduler.run()
        XCTAssertEqual(values, [])
        XCTAssertEqual(interrupted, 1)
    }

    /// ReactiveSwift 7.2.1 still delivers the values `delay(0)` scheduled for now after the
    /// run was disposed (its `Delay` does not check that the run is still active); Ripple
    /// drops them, as its contract says: no value after disposal. Only `interrupted` arrives.
    func test_delay_disposedWithValuesDueNow_sendsOnlyInterrupted() {
        assertEverySource({ $0.delay(.zero, on: $1) }, throughTheScheduler)
        assertEverySource({ $0.delay(.seconds(1), on: $1) }, throughTheScheduler)
        assertEverySource({ $0.ksr_delay(.zero, on: $1) }, throughTheScheduler)
    }

    func test_observeOn_disposedWithEventsWaiting_sendsOnlyInterrupted() {
        assertEverySource({ $0.observe(on: $1) }, throughTheScheduler)
    }

    func test_debounce_disposedWithAValueWaiting_sendsOnlyInterrupted() {
        assertEverySource({ $0.debounce(.zero, on: $1) }, throughTheScheduler)
        assertEverySource({ $0.debounce(.seconds(1), on: $1) }, throughTheScheduler)
        assertEverySource(
            { $0.debounce(.seconds(1), on: $1, discardWhenCompleted: false) },
            throughTheScheduler)
    }

    func test_lazyMap_disposedWithAValueWaiting_sendsOnlyInterrupted() {
        assertEverySource({ $0.lazyMap(on: $1) { $0 * 10 } }, throughTheScheduler)
    }

    func test_collectEvery_disposedWithValuesCollected_sendsOnlyInterrupted() {
        for (name, source) in sources {
            let scheduler = TestScheduler()
            var events: [Signal<[Int], Never>.Event] = []
            let run = source.collect(every: .seconds(1), on: scheduler).start { events.append($0) }
            run.dispose()
            XCTAssertEqual(events, [], name)
            scheduler.run()
            XCTAssertEqual(events, [.interrupted], name)
            XCTAssertEqual(scheduler.now, .zero, name)
        }
    }

    func test_throttleWhile_disposed_interruptsAtOnce() {
        assertEverySource({ $0.throttle(while: Property(value: false), on: $1) }, atOnce)
        assertEverySource({ $0.throttle(while: Property(value: true), on: $1) }, atOnce)
    }

    func test_startOn_disposedBeforeTheStart_interruptsAtOnce() {
        assertEverySource({ $0.start(on: $1) }, atOnce)
    }

    func test_ksrDebounce_disposed_interruptsAtOnce() {
        assertEverySource({ $0.ksr_debounce(.zero, on: $1) }, atOnce)
        assertEverySource({ $0.ksr_debounce(.seconds(1), on: $1) }, atOnce)
    }

    func test_timeout_passesEventsThroughAtOnce_soOnlyTheEndlessRunIsInterrupted() {
        let apply: Operator = { source, scheduler in
            source.promoteError(Timeout.self)
                .timeout(after: .seconds(1), raising: Timeout(), on: scheduler)
                .flatMapError { _ in .empty }
        }
        XCTAssertEqual(log(apply, sources[0].1), ["7@0", "completed@0", "|disposed", "|run"])
        XCTAssertEqual(
            log(apply, sources[1].1), ["1@0", "2@0", "3@0", "completed@0", "|disposed", "|run"])
        XCTAssertEqual(log(apply, sources[2].1), ["5@0", "interrupted@0", "|disposed", "|run"])
    }
}
