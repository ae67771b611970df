import Ripple
import RippleTesting
import XCTest

/// Every time operator × every way a run ends (disposed, upstream
/// interrupted, replaced under `flatMap(.latest)`, outer disposed under `flatMap(.merge)` and
/// `flatMap(.concat)`). Each test asserts the exact sequence of `on` callbacks and observer
/// events, with the scheduler time each ran at, against ReactiveSwift 7.2.1's output for the
/// same program (see `InterruptionTableHarness` and `InterruptionTableExpectations`).
final class InterruptionTableTests: XCTestCase {
    private typealias Harness = InterruptionTableHarness

    private func assertTable(
        _ expected: [String: String], file: StaticString = #filePath, line: UInt = #line,
        _ program: (Harness, @escaping Harness.Operator) -> [String]
    ) {
        let rows = Harness.operators.map(\.0)
        XCTAssertEqual(Set(rows).count, rows.count, "a row twice: \(rows)", file: file, line: line)
        XCTAssertEqual(
            Set(rows), Set(expected.keys),
            "the rows OperatorRegistry carries (first) and the rows with expected logs (second)",
            file: file, line: line)
        for (name, apply) in Harness.operators {
            let log = program(Harness(), apply).joined(separator: " ")
            XCTAssertEqual(log, expected[name], name, file: file, line: line)
        }
    }

    func test_disposingTheRun_interruptsThroughTheOperator() {
        assertTable(InterruptionTableExpectations.dispose) { $0.dispose($1) }
    }

    func test_upstreamInterrupted_interruptsThroughTheOperator() {
        assertTable(InterruptionTableExpectations.interruptUpstream) { $0.interruptUpstream($1) }
    }

    func test_replacedUnderLatest_oldInnerEndsAtTheSchedulersNextTurn() {
        assertTable(InterruptionTableExpectations.replaceUnderLatest) {
            $0.replaceUnderLatest($1)
        }
    }

    func test_outerDisposedUnderMerge_everyInnerEndsInStartOrder() {
        assertTable(InterruptionTableExpectations.disposeOuterMerge) {
            $0.disposeOuter(.merge, $1)
        }
    }

    func test_outerDisposedUnderConcat_theRunningInnerEnds_theQueuedOneIsLeftAlone() {
        assertTable(InterruptionTableExpectations.disposeOuterConcat) {
            $0.disposeOuter(.concat, $1)
        }
    }
}
