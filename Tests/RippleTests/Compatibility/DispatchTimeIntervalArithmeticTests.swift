import Dispatch
import XCTest

@testable import Ripple

/// Ripple's internal `DispatchTimeInterval` arithmetic, under ReactiveSwift's internal names.
final class DispatchTimeIntervalArithmeticTests: XCTestCase {
    func test_timeInterval_inSeconds() {
        XCTAssertEqual(DispatchTimeInterval.seconds(2).timeInterval, 2)
        XCTAssertEqual(DispatchTimeInterval.milliseconds(250).timeInterval, 0.25, accuracy: 1e-12)
        XCTAssertEqual(DispatchTimeInterval.microseconds(1).timeInterval, 1e-6, accuracy: 1e-15)
        XCTAssertEqual(DispatchTimeInterval.nanoseconds(1).timeInterval, 1e-9, accuracy: 1e-18)
        XCTAssertEqual(DispatchTimeInterval.never.timeInterval, .infinity)
    }

    func test_negation_flipsTheSignAndKeepsNever() {
        XCTAssertEqual((-DispatchTimeInterval.seconds(1)).timeInterval, -1)
        XCTAssertEqual(
            (-DispatchTimeInterval.milliseconds(3)).timeInterval, -0.003, accuracy: 1e-12)
        XCTAssertEqual(-DispatchTimeInterval.never, .never)
    }

    func test_scaling_usesTheFinestUnitThatFits() {
        XCTAssertEqual(DispatchTimeInterval.seconds(1) * 0.1, .nanoseconds(100_000_000))
        XCTAssertEqual(DispatchTimeInterval.seconds(5) * 0.5, .nanoseconds(2_500_000_000))
        // 10^19 nanoseconds do not fit in an Int: microseconds instead.
        XCTAssertEqual(
            DispatchTimeInterval.seconds(10_000_000_000) * 1, .microseconds(10_000_000_000_000_000))
    }

    func test_scaling_beyondEveryUnit_isNever() {
        XCTAssertEqual(DispatchTimeInterval.seconds(Int.max) * 10, .never)
        XCTAssertEqual(DispatchTimeInterval.never * 0.5, .never)
    }
}
