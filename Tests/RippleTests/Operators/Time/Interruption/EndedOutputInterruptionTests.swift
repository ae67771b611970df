import Foundation
import Ripple
import RippleTesting
import XCTest

/// A scheduling operator ends once: when its output ends, or when a producer run interrupts
/// it, whichever comes first. A run disposed after its output ended has nothing left to stop,
/// and schedules nothing (the `interrupted` it scheduled before was dropped by the ended
/// output).
final class EndedOutputInterruptionTests: XCTestCase {
    private typealias Operator = (SignalProducer<Int, Never>, DateScheduler)
        -> SignalProducer<Int, Never>

    private let operators: [(String, Operator)] = [
        ("observe(on:)", { $0.observe(on: $1) }),
        ("delay", { $0.delay(.seconds(1), on: $1) }),
        ("throttle", { $0.throttle(.seconds(1), on: $1) }),
        ("debounce", { $0.debounce(.seconds(1), on: $1, discardWhenCompleted: false) }),
    ]

    func test_runDisposedAfterItsOutputCompleted_schedulesNothing() {
        for (name, apply) in operators {
            let scheduler = CountingScheduler()
            var events: [Signal<Int, Never>.Event] = []
            let run = apply(SignalProducer(value: 1), scheduler).start { events.append($0) }
            scheduler.base.run()
            XCTAssertEqual(events, [.value(1), .completed], name)
            let scheduled = scheduler.scheduled
            run.dispose()
            scheduler.base.run()
            XCTAssertEqual(scheduler.scheduled, scheduled, "\(name): scheduled after its end")
            XCTAssertEqual(events, [.value(1), .completed], name)
        }
    }
}

/// A `TestScheduler` that counts what it is asked to schedule.
private final class CountingScheduler: DateScheduler, @unchecked Sendable {
    let base = TestScheduler()
    private(set) var scheduled = 0
    var now: Duration { base.now }
    var currentDate: Date { base.currentDate }

    func schedule(_ action: @escaping () -> Void) -> Disposable? {
        scheduled += 1
        return base.schedule(action)
    }

    func schedule(after delay: Duration, action: @escaping () -> Void) -> Disposable? {
        scheduled += 1
        return base.schedule(after: delay, action: action)
    }

    func schedule(
        after delay: Duration, interval: Duration, leeway: Duration,
        action: @escaping () -> Void
    ) -> Disposable? {
        scheduled += 1
        return base.schedule(after: delay, interval: interval, leeway: leeway, action: action)
    }
}
