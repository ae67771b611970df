import Foundation
@_spi(Testing) import Ripple
import RippleTesting
import XCTest

/// A task on the main actor that loops over `asyncValues` or a scheduler's `timer`, or sleeps on
/// the scheduler, has run on with what it was given by the time `yieldAndAdvance` returns:
/// the scheduler waits for every task Ripple resumed to be back on its actor, however loaded
/// the machine is. (Before, it yielded a fixed number of rounds, and a loop resumed through the
/// global executor was now and then still on its way: one tick in a few hundred.)
@MainActor
final class AsyncLoopIsolationTests: XCTestCase {
    private let rounds = 300

    func test_timerLoop_hasRunItsBodyForEveryTick_whenYieldAndAdvanceReturns() async {
        let scheduler = TestScheduler()
        var ticks: [Date] = []
        let loop = Task { @MainActor in
            for await date in scheduler.timer(interval: .seconds(1)) { ticks.append(date) }
        }
        for tick in 1...rounds {
            await scheduler.yieldAndAdvance(by: .seconds(1))
            guard ticks.count == tick else {
                XCTFail("tick \(tick): the loop had run \(ticks.count) times")
                break
            }
        }
        XCTAssertEqual(ticks.last, scheduler.currentDate)
        loop.cancel()
        await loop.value
        await scheduler.yieldAndAdvance(by: .seconds(10))
        XCTAssertEqual(ticks.count, rounds, "no tick after the loop was cancelled")
    }

    func test_asyncValuesLoop_hasRunItsBodyForEveryValue_whenYieldAndAdvanceReturns() async {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        var seen: [Int] = []
        let values = signal.asyncValues
        let loop = Task { @MainActor in
            for await value in values { seen.append(value) }
        }
        for value in 1...rounds {
            input.send(value: value)
            await scheduler.yieldAndAdvance()
            guard seen.last == value else {
                XCTFail("value \(value): the loop had seen \(seen.suffix(3))")
                break
            }
        }
        input.sendCompleted()
        await loop.value
        XCTAssertEqual(seen, Array(1...rounds))
    }

    func test_sleepingLoop_hasWokenForEveryDeadline_whenYieldAndAdvanceReturns() async {
        let scheduler = TestScheduler()
        var wakes = 0
        let loop = Task { @MainActor in
            while (try? await scheduler.sleep(for: .seconds(1))) != nil { wakes += 1 }
        }
        for wake in 1...rounds {
            await scheduler.yieldAndAdvance(by: .seconds(1))
            guard wakes == wake else {
                XCTFail("deadline \(wake): the loop had woken \(wakes) times")
                break
            }
        }
        loop.cancel()
        await loop.value
        XCTAssertEqual(wakes, rounds)
    }

    func test_aResumedLoopCountsAsPending_untilItIsBackOnItsActor() async {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        let values = signal.asyncValues
        var seen: [Int] = []
        let loop = Task { @MainActor in
            for await value in values { seen.append(value) }
        }
        await scheduler.yieldAndAdvance()  // the loop waits for its first value
        XCTAssertEqual(PendingResumptions.current, 0)

        input.send(value: 1)
        XCTAssertEqual(
            PendingResumptions.current, 1, "resumed, not yet run: the main actor is ours")
        XCTAssertEqual(seen, [])

        await scheduler.yieldAndAdvance()
        XCTAssertEqual(PendingResumptions.current, 0)
        XCTAssertEqual(seen, [1])
        input.sendCompleted()
        await loop.value
        XCTAssertEqual(PendingResumptions.current, 0)
    }

    func test_aWokenSleepCountsAsPending_untilItIsBackOnItsActor() async {
        let scheduler = TestScheduler()
        var woke = false
        let sleeper = Task { @MainActor in
            try await scheduler.sleep(for: .seconds(1))
            woke = true
        }
        await scheduler.yieldAndAdvance()  // the task sleeps
        scheduler.advance(by: .seconds(1))  // wakes it, without letting it run
        XCTAssertEqual(PendingResumptions.current, 1)
        XCTAssertFalse(woke)

        await scheduler.yieldAndAdvance()
        XCTAssertEqual(PendingResumptions.current, 0)
        XCTAssertTrue(woke)
        try? await sleeper.value
    }
}
