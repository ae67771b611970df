import Ripple
import XCTest

/// What a time operator allocates over its whole life (built on a pipe, observed, a value
/// sent, disposed), in a debug build (`swift test`), on a scheduler that schedules nothing.
final class TimeAllocationBudgetTests: XCTestCase {
    func test_debounce_wholeLife() throws {
        let scheduler = IdleScheduler()
        var total = 0
        let count = try allocations {
            let (signal, input) = Signal<Int, Never>.pipe()
            let observation = signal.debounce(.milliseconds(300), on: scheduler)
                .observeValues { total += $0 }
            input.send(value: 1)
            observation?.dispose()
        }
        XCTAssertEqual(total, 0, "the idle scheduler never ends a quiet period")
        XCTAssertEqual(scheduler.scheduled, countingRuns, "one quiet-period timer per run")
        XCTAssertLessThanOrEqual(count, TimeBudget.debounce, "debounce")
    }
}

/// The budgets, in allocations, for a debug build. Before issue 25 item 1 it was 34: the
/// debounce's timer and termination were a `SerialDisposable` each, as was its upstream
/// observation, and a serial disposable was two objects, released through an array. After
/// item 1 it was 23; the root core that is its own delivery domain took two more, and the
/// debounce state's lock kept in the state itself and the scheduled output's stopped flag kept
/// in its sink three more. Its output, its state and its upstream observer as one object
/// (`DebounceState`, a `ScheduledRoot`: no sink, serial disposable, cleanup flag, state object
/// or closure contexts of their own) took it to 8.
enum TimeBudget {
    static let debounce = 8
}
