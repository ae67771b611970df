import Ripple
import XCTest

/// The registry's whole leak scenarios (an operator whose run fits none of the shared shapes)
/// release the sentinel after their step. The operators below have named tests of their family
/// (`FlattenLeakTests`, `TimeLeakTests`, `PropertyLeakTests`); this suite runs every other
/// operator's.
final class ScenarioLeakTests: XCTestCase {
    static let runByTheirFamily: Set<String> = [
        "flatMap(_:)", "concat(_:)", "then(_:)", "replayLazily(upTo:)", "timer(interval:)",
    ]

    func test_registeredScenarios_ofEveryOtherOperator_releaseTheSentinel_afterTheirStep() {
        for entry in OperatorRegistry.entries where !Self.runByTheirFamily.contains(entry.name) {
            assertScenariosRelease(of: entry.name, minimum: 0)
        }
    }

    func test_eachOperatorRunByItsFamily_hasScenarios() {
        for name in Self.runByTheirFamily {
            XCTAssertFalse(registeredScenarios(of: name).isEmpty, name)
        }
    }
}

/// The registry's whole scenarios of the operator `name`, those whose variant contains
/// `variant` when it is given, named `operator, variant`.
func registeredScenarios(
    of name: String, variant: String? = nil
) -> [(String, LeakStep, (Canary) -> LeakScenario)] {
    OperatorRegistry.entries.filter { $0.name == name }.flatMap { entry in
        entry.leakRuns.compactMap { run in
            guard case .scenario(let step, let build) = run.shape,
                variant.map({ run.variant?.contains($0) ?? false }) ?? true
            else { return nil }
            return (run.variant.map { "\(name), \($0)" } ?? name, step, build)
        }
    }
}

/// Runs `registeredScenarios(of:variant:)`, at least `minimum` of them, each through
/// `assertReleasesSentinel` with its own step.
func assertScenariosRelease(
    of name: String, variant: String? = nil, minimum: Int = 1,
    file: StaticString = #filePath, line: UInt = #line
) {
    let scenarios = registeredScenarios(of: name, variant: variant)
    XCTAssertGreaterThanOrEqual(
        scenarios.count, minimum, "\(name) \(variant ?? "")", file: file, line: line)
    for (label, step, build) in scenarios {
        assertReleasesSentinel(after: step, label, file: file, line: line, build)
    }
}
