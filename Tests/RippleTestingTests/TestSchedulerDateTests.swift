import Dispatch
import Foundation
import Ripple
import RippleTesting
import XCTest

/// `TestScheduler`'s ReactiveSwift forms: a start date, `currentDate`, `advance(by:)` with a
/// `DispatchTimeInterval` or a `TimeInterval`, `advance(to:)` a date, and `rewind(by:)`.
final class TestSchedulerDateTests: XCTestCase {
    func test_defaultStartDate_isTheReferenceDate_asReactiveSwift() {
        XCTAssertEqual(TestScheduler().currentDate, Date(timeIntervalSinceReferenceDate: 0))
        XCTAssertEqual(
            TestScheduler(startingAt: .seconds(5)).currentDate,
            Date(timeIntervalSinceReferenceDate: 5))
    }

    func test_startDate_currentDateFollowsTheVirtualClock() {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let scheduler = TestScheduler(startDate: start)
        XCTAssertEqual(scheduler.now, .zero)
        XCTAssertEqual(scheduler.currentDate, start)
        scheduler.advance(by: .milliseconds(1500))
        XCTAssertEqual(scheduler.currentDate, start.addingTimeInterval(1.5))
    }

    func test_advanceByDispatchTimeIntervalAndTimeInterval_moveTheClock() {
        let scheduler = TestScheduler()
        var ran: [Duration] = []
        scheduler.schedule(after: .seconds(2)) { ran.append(scheduler.now) }
        let interval: DispatchTimeInterval = .seconds(1)
        scheduler.advance(by: interval)
        XCTAssertEqual(ran, [])
        scheduler.advance(by: 1)
        XCTAssertEqual(ran, [.seconds(2)])
        scheduler.advance(by: 0.25)
        XCTAssertEqual(scheduler.now, .milliseconds(2250))
    }

    func test_advanceToDate_runsWhatIsDue_andThePastIsANoOp() {
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let scheduler = TestScheduler(startDate: start)
        var ran = 0
        scheduler.schedule(after: .seconds(3)) { ran += 1 }
        scheduler.advance(to: start.addingTimeInterval(3))
        XCTAssertEqual(ran, 1)
        XCTAssertEqual(scheduler.now, .seconds(3))
        scheduler.advance(to: start)
        XCTAssertEqual(scheduler.now, .seconds(3))
    }

    func test_rewind_movesTheClockBack_andScheduledWorkKeepsItsDeadline() {
        let scheduler = TestScheduler()
        var ran: [Duration] = []
        scheduler.advance(by: .seconds(5))
        scheduler.schedule(after: .seconds(1)) { ran.append(scheduler.now) }
        scheduler.rewind(by: .seconds(2))
        XCTAssertEqual(scheduler.now, .seconds(3))
        XCTAssertEqual(scheduler.currentDate, Date(timeIntervalSinceReferenceDate: 3))
        scheduler.advance(by: .seconds(2))
        XCTAssertEqual(ran, [])
        let back: DispatchTimeInterval = .seconds(1)
        scheduler.rewind(by: back)
        scheduler.rewind(by: 1)
        XCTAssertEqual(scheduler.now, .seconds(3))
        scheduler.advance(by: .seconds(3))
        XCTAssertEqual(ran, [.seconds(6)])
    }
}
