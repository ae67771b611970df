import Ripple
import XCTest

/// What building a stateful single-upstream operator allocates, in a debug build
/// (`swift test`): `skipRepeats` and `take(first:)` keep their output, predicate and state in
/// one object that their receiver captures alone (no box beside a closure context).
final class StatefulStageAllocationBudgetTests: XCTestCase {
    func test_skipRepeatsStage_build() throws {
        // Each run adds a stage to the last one, so the stage counted joins a signal with no
        // observer yet, as in a chain (a second observer of one signal allocates its array).
        let (signal, input) = Signal<Int, Never>.pipe()
        var last = signal
        let count = try allocations { last = last.skipRepeats() }
        XCTAssertLessThanOrEqual(count, StatefulStageBudget.skipRepeats, "one skipRepeats stage")
        withExtendedLifetime((last, input)) {}
    }

    func test_takeFirstStage_build() throws {
        let (signal, input) = Signal<Int, Never>.pipe()
        var last = signal
        let count = try allocations { last = last.take(first: 1) }
        XCTAssertLessThanOrEqual(count, StatefulStageBudget.takeFirst, "one take(first:) stage")
        withExtendedLifetime((last, input)) {}
    }
}

/// The budgets, in allocations, for a debug build. Before the per-site allocation cuts they were 5
/// and 4: the state was a box of its own beside the receiver's closure context. (A release build
/// makes no context for a receiver that captures one object: one allocation fewer again.)
/// `skipRepeats` is one stage with its predicate and previous value (`SkipRepeatsStage`): 4 → 3 (no
/// state object beside the stage). `take(first:)` is one stage with its count (`TakeFirstStage`):
/// 3 → 2 (no state object beside the stage).
enum StatefulStageBudget {
    static let skipRepeats = 3
    static let takeFirst = 2
}
