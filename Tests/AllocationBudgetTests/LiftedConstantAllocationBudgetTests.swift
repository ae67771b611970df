import Ripple
import XCTest

/// What a start of relaying operators over a constant producer allocates, in a debug build
/// (`swift test`): the constant's events go through the stages with no run of its own (no
/// lifetime, input, interrupter or cleanup for it).
final class LiftedConstantAllocationBudgetTests: XCTestCase {
    func test_mapOverAValue_startToCompletion() throws {
        let producer = SignalProducer<Int, Never>(value: 1).map { $0 + 1 }
        var total = 0
        let count = try allocations { producer.startWithValues { total += $0 } }
        XCTAssertEqual(total, 2 * countingRuns, "every start delivered 2")
        XCTAssertLessThanOrEqual(count, LiftedConstantBudget.mapOverValue, "map over a value")
    }

    func test_mapFilterOverAValue_insidePrefix_startToCompletion() throws {
        let producer = SignalProducer<Int, Never>(value: 1).map { $0 + 1 }.filter { $0 > 0 }
            .prefix(value: 0)
        var total = 0
        let count = try allocations { producer.startWithValues { total += $0 } }
        XCTAssertEqual(total, 2 * countingRuns, "every start delivered 0, then 2")
        XCTAssertLessThanOrEqual(
            count, LiftedConstantBudget.mapFilterOverValuePrefixed, "prefixed map, filter")
    }
}

/// The budgets, in allocations, for a debug build. 26 and 32 while the constant was started
/// as a run of its own (its root, cleanup, input, `Signal`, lifetime and composite, an
/// interrupter, and the interruption that the run's end queued: an op, the inbox, its ring);
/// the top-level start keeps its own run (the caller gets its `Signal` and interrupter) and,
/// since it relays its disposal to the upstream, a flag that the constant's delivery reads.
/// 16 and 21 while `map` over a value was lifted (its stage, the lift's signal and root, the
/// observation): a value made at each start needs none of them.
enum LiftedConstantBudget {
    static let mapOverValue = 9
    static let mapFilterOverValuePrefixed = 15
}
