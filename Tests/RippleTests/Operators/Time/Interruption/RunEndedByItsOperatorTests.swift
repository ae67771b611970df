import Foundation
import Ripple
import RippleTesting
import XCTest

/// A run that an operator ends by itself (`take(first:)`, `take(while:)`, in a lift of the
/// user's own or as Ripple's operator) interrupts its upstream run; when that interruption
/// travels through a scheduling operator, it reaches the stages behind the operator at the
/// scheduler's next turn, and they still see it: each stage that started terminates once.
///
/// The source sends 1 at 1 s and 2 at 2 s; `above` is an `on` stage before the scheduling
/// operator, `below` one after it, and the operator that ends the run comes last. Without a
/// scheduling operator the log is the same, the interruption reaching every stage at once.
final class RunEndedByItsOperatorTests: XCTestCase {
    private typealias Producer = SignalProducer<Int, Never>

    /// What every program gives: ReactiveSwift 7.2.1's log for its own `take(first: 1)` and
    /// `take(while:)` after `delay` or `observe(on:)`. In a lift of the user's own,
    /// ReactiveSwift loses `below`'s two callbacks.
    private let expected = [
        "value 1", "completed", "above interrupted", "above terminated", "below interrupted",
        "below terminated",
    ]

    private let timeOperators: [(String, (Producer, TestScheduler) -> Producer)] = [
        ("delay", { $0.delay(1, on: $1) }),
        ("observe(on:)", { $0.observe(on: $1) }),
        ("throttle", { $0.throttle(0.5, on: $1) }),
        ("debounce", { $0.debounce(0.5, on: $1) }),
        ("no scheduling operator", { producer, _ in producer }),
    ]

    private let endings: [(String, (Producer) -> Producer)] = [
        ("lift { $0.take(first: 1) }", { $0.lift { $0.take(first: 1) } }),
        ("lift { $0.take(while: { $0 < 2 }) }", { $0.lift { $0.take(while: { $0 < 2 }) } }),
        ("take(first: 1)", { $0.take(first: 1) }),
        ("take(while: { $0 < 2 })", { $0.take(while: { $0 < 2 }) }),
        ("map then take(first: 1)", { $0.map { $0 }.take(first: 1) }),
    ]

    private func log(
        _ timeOperator: (Producer, TestScheduler) -> Producer, _ ending: (Producer) -> Producer
    ) -> [String] {
        let scheduler = TestScheduler()
        let log = LogBox()
        let source = Producer { observer, lifetime in
            lifetime += scheduler.schedule(after: .seconds(1)) { observer.send(value: 1) }
            lifetime += scheduler.schedule(after: .seconds(2)) { observer.send(value: 2) }
        }
        let above = source.on(
            interrupted: { log.append("above interrupted") },
            terminated: { log.append("above terminated") })
        let below = timeOperator(above, scheduler).on(
            interrupted: { log.append("below interrupted") },
            terminated: { log.append("below terminated") })
        ending(below).start { event in
            switch event {
            case .value(let value): log.append("value \(value)")
            case .completed: log.append("completed")
            case .interrupted: log.append("interrupted")
            case .failed: log.append("failed")
            }
        }
        scheduler.advance(by: .seconds(10))
        return log.entries
    }

    func test_theStagesBehindTheSchedulingOperatorSeeTheInterruption() {
        for (operatorName, timeOperator) in timeOperators {
            for (endingName, ending) in endings {
                XCTAssertEqual(
                    log(timeOperator, ending), expected, "\(operatorName), then \(endingName)")
            }
        }
    }
}

private final class LogBox {
    private(set) var entries: [String] = []
    func append(_ entry: String) { entries.append(entry) }
}
