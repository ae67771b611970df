import Dispatch
import Foundation
import Ripple
import RippleTesting
import XCTest

/// Every scheduler API that takes a `Duration` also takes a `DispatchTimeInterval`, a
/// `TimeInterval` where ReactiveSwift has one, or a `Date`, so a call ported from ReactiveSwift
/// compiles with the time type it used.
final class SchedulerTimeFormsTests: XCTestCase {
    func test_durationFromDispatchTimeInterval_isExact() {
        XCTAssertEqual(Duration(DispatchTimeInterval.seconds(2)), .seconds(2))
        XCTAssertEqual(Duration(DispatchTimeInterval.milliseconds(300)), .milliseconds(300))
        XCTAssertEqual(Duration(DispatchTimeInterval.microseconds(7)), .microseconds(7))
        XCTAssertEqual(Duration(DispatchTimeInterval.nanoseconds(9)), .nanoseconds(9))
        XCTAssertGreaterThan(Duration(DispatchTimeInterval.never), .seconds(86_400 * 365 * 270))
    }

    func test_durationFromTimeInterval_saturatesAndTreatsNaNAsZero() {
        XCTAssertEqual(Duration(timeInterval: 1.5), .milliseconds(1500))
        XCTAssertEqual(Duration(timeInterval: .nan), .zero)
        XCTAssertEqual(Duration(timeInterval: .infinity), Duration(DispatchTimeInterval.never))
        XCTAssertEqual(
            Duration(timeInterval: -.infinity), .zero - Duration(DispatchTimeInterval.never))
    }

    func test_durationLiterals_stillPickTheDurationForm() {
        let scheduler = TestScheduler()
        scheduler.advance(by: .seconds(1))
        scheduler.advance(by: .milliseconds(500))
        scheduler.advance(by: .zero)
        XCTAssertEqual(scheduler.now, .milliseconds(1500))
    }

    func test_scheduleAfterDispatchTimeInterval_runsThen() {
        let scheduler = TestScheduler()
        var times: [Duration] = []
        let delay: DispatchTimeInterval = .milliseconds(300)
        scheduler.schedule(after: delay) { times.append(scheduler.now) }
        let never = scheduler.schedule(after: .never) { times.append(scheduler.now) }
        scheduler.run()
        XCTAssertEqual(times, [.milliseconds(300)])
        XCTAssertEqual(never?.isDisposed, false)
    }

    func test_repeatingScheduleWithDispatchTimeIntervals_ticksEveryInterval() {
        let scheduler = TestScheduler()
        var ticks: [Duration] = []
        let first: DispatchTimeInterval = .seconds(1)
        let disposable = scheduler.schedule(after: first, interval: .seconds(2)) {
            ticks.append(scheduler.now)
        }
        scheduler.advance(by: .seconds(5))
        disposable?.dispose()
        scheduler.advance(by: .seconds(5))
        XCTAssertEqual(ticks, [.seconds(1), .seconds(3), .seconds(5)])
    }

    func test_scheduleAfterDate_usesTheSchedulersCurrentDate() {
        let start = Date(timeIntervalSince1970: 1_000_000)
        let scheduler = TestScheduler(startDate: start)
        var ran: [Date] = []
        scheduler.schedule(after: start.addingTimeInterval(3)) { ran.append(scheduler.currentDate) }
        scheduler.schedule(after: start.addingTimeInterval(-3)) {
            ran.append(scheduler.currentDate)
        }
        scheduler.advance(by: 2)
        XCTAssertEqual(ran, [start])
        scheduler.advance(by: 1)
        XCTAssertEqual(ran, [start, start.addingTimeInterval(3)])
    }

    func test_repeatingScheduleAfterDate_withDurationAndDispatchIntervals() {
        let scheduler = TestScheduler(startDate: Date(timeIntervalSinceReferenceDate: 100))
        var ticks: [Duration] = []
        let begin = scheduler.currentDate.addingTimeInterval(1)
        let a = scheduler.schedule(after: begin, interval: .seconds(2)) {
            ticks.append(scheduler.now)
        }
        let dispatchInterval: DispatchTimeInterval = .seconds(3)
        let b = scheduler.schedule(after: begin, interval: dispatchInterval) {
            ticks.append(scheduler.now * 10)
        }
        scheduler.advance(by: .seconds(4))
        a?.dispose()
        b?.dispose()
        XCTAssertEqual(ticks, [.seconds(1), .seconds(10), .seconds(3), .seconds(40)])
    }

    func test_queueScheduler_currentDateIsTheWallClock_andDateFormsRun() {
        let scheduler = QueueScheduler(name: "dates")
        let before = Date()
        XCTAssertGreaterThanOrEqual(scheduler.currentDate, before)
        let done = expectation(description: "ran")
        scheduler.schedule(after: Date(timeIntervalSinceNow: -1)) { done.fulfill() }
        wait(for: [done], timeout: 10)
    }
}
