import Foundation
import XCTest

/// Every public operator is in the registry, in a guard or exempted with a reason, and every
/// claim the registry makes holds: a leak entry carries runs, its code and its interruption
/// row call the operator, a named budget test or randomized stage exists and calls it, the
/// public-surface tests call it. A new operator file with no registry entry fails here, named,
/// with the guards that already call it.
final class OperatorRegistryTests: XCTestCase {
    func test_everyPublicOperator_isInAGuardOrExempted() throws {
        let surface = try OperatorSurface.operators()
        XCTAssertGreaterThan(surface.count, 100, "too few operators found: the scan is broken")
        let sources = try Dictionary(
            uniqueKeysWithValues: OperatorGuard.allCases.map { ($0, try $0.sources()) })
        let entryTexts = try RegistrySources.entryTexts()
        var entries: [String: RegisteredOperator] = [:]
        for entry in OperatorRegistry.entries {
            XCTAssertNil(entries.updateValue(entry, forKey: entry.name), "\(entry.name) twice")
        }
        var failures: [String] = []
        for (name, files) in surface.sorted(by: { $0.key < $1.key }) {
            let declared = files.sorted().map { "Sources/Ripple/\($0)" }
                .joined(separator: ", ")
            guard let entry = entries[name] else {
                let calling = OperatorGuard.allCases.filter {
                    OperatorSurface.calls(name, in: sources[$0]!)
                }
                let names =
                    calling.isEmpty ? "none" : calling.map { ".\($0)" }.joined(separator: ", ")
                failures.append(
                    "\(name) (\(declared)) is a public operator with no entry in OperatorRegistry: "
                        + "run it in the guards it belongs to and add `.init(\"\(name)\", <those "
                        + "guards>)`, or an exemption (`exempt:`) saying why no guard needs it "
                        + "(guards that call it now: \(names))")
                continue
            }
            failures += try claimFailures(
                entry, ownText: entryTexts[name] ?? "", surfaceText: sources[.surface]!)
            if entry.guards.isEmpty, entry.exemption == nil {
                failures.append("\(name) (\(declared)) is in no guard and has no exemption")
            }
            for suite in OperatorGuard.allCases {
                guard let folder = suite.requiredFolder,
                    files.contains(where: { $0.hasPrefix(folder) }),
                    !entry.guards.contains(suite), entry.exemption == nil
                else { continue }
                failures.append(
                    "\(name) (\(declared)) is not in the \(suite) guard, which every operator of "
                        + "\(folder) joins, and has no exemption")
            }
        }
        for name in entries.keys.sorted() where surface[name] == nil {
            failures.append("\(name) is in OperatorRegistry but no public operator has that name")
        }
        XCTAssert(failures.isEmpty, "\n" + failures.joined(separator: "\n"))
    }

    /// What is wrong with `entry`'s claims, one line each.
    private func claimFailures(
        _ entry: RegisteredOperator, ownText: String, surfaceText: String
    ) throws -> [String] {
        let name = entry.name
        var failures: [String] = []
        let callsInEntry = OperatorSurface.calls(name, in: ownText)
        for check in entry.checks {
            switch check {
            case .leak(let runs):
                if runs.isEmpty { failures.append("\(name): a leak claim with no run") }
                if !callsInEntry {
                    failures.append("\(name): its registry entry's leak runs never call it")
                }
            case .interruption(let row, _):
                if !callsInEntry {
                    failures.append("\(name): its interruption row \(row) never calls it")
                }
            case .budget(let tests):
                if tests.isEmpty { failures.append("\(name): a budget claim with no test") }
                for test in tests {
                    guard let body = try RegistrySources.budgetTest(test) else {
                        failures.append(
                            "\(name): its budget test \(test) is not in Tests/AllocationBudgetTests"
                        )
                        continue
                    }
                    if !OperatorSurface.calls(name, in: body) {
                        failures.append("\(name): its budget test \(test) never calls it")
                    }
                }
            case .randomized(let stages):
                if stages.isEmpty { failures.append("\(name): a randomized claim with no stage") }
                for stage in stages {
                    let arms = try RegistrySources.arms(of: stage)
                    if arms.isEmpty {
                        failures.append(
                            "\(name): its randomized stage \(stage) has no arm in "
                                + RegistrySources.stageFiles.joined(separator: ", "))
                    } else if !arms.contains(where: { OperatorSurface.calls(name, in: $0) }) {
                        failures.append("\(name): no arm of its randomized stage \(stage) calls it")
                    }
                }
            case .surface:
                if !OperatorSurface.calls(name, in: surfaceText) {
                    failures.append(
                        "\(name): the registry says the surface guard exercises it, but "
                            + "\(OperatorGuard.surface.paths.joined(separator: ", ")) never "
                            + "calls it")
                }
            }
        }
        return failures
    }

    /// A stage added to the randomized suites without an entry that names it fails here.
    func test_everyRandomizedStage_isNamedByARegistryEntry() throws {
        let stages = try RegistrySources.stages()
        XCTAssertGreaterThan(stages.count, 15, "too few stages found: the scan is broken")
        let named = Set(
            OperatorRegistry.entries.flatMap { entry in
                entry.checks.flatMap {
                    if case .randomized(let stages) = $0 { return stages }
                    return []
                }
            })
        for stage in stages.sorted() where !named.contains(stage) {
            XCTFail(
                "the randomized stage \(stage) is named by no OperatorRegistry entry: add "
                    + ".randomized(\"\(stage)\") to the operator it runs")
        }
    }

    func test_surfaceScan_readsNameAndFirstLabel() {
        let text = """
            /// public func commented(_ x: Int)
            extension Signal {
                public func take(first count: Int) -> Signal { self }
                public static func merge<S: Sequence>(
                    _ signals: S) -> Signal where S.Element == Signal { fatalError() }
                public func on(
                    event: ((Event) -> Void)? = nil, value: ((Value) -> Void)? = nil
                ) -> Signal { self }
                public func collect() -> Signal<[Value], Error> { fatalError() }
                func hidden(_ x: Int) {}
            }
            """
        XCTAssertEqual(
            OperatorSurface.declaredOperators(in: text),
            ["take(first:)", "merge(_:)", "on(event:)", "collect()"])
    }

    func test_callScan_matchesTheFirstLabelOnly() {
        XCTAssertTrue(OperatorSurface.calls("take(first:)", in: "s.take(first: 2)"))
        XCTAssertFalse(OperatorSurface.calls("take(first:)", in: "s.take(while: { _ in true })"))
        XCTAssertTrue(OperatorSurface.calls("map(_:)", in: "s.map { $0 }"))
        XCTAssertTrue(OperatorSurface.calls("map(_:)", in: "s.map(\\.name)"))
        XCTAssertFalse(OperatorSurface.calls("map(_:)", in: "s.map(value: 1)"))
        XCTAssertTrue(OperatorSurface.calls("collect()", in: "s.collect()"))
        XCTAssertFalse(OperatorSurface.calls("collect()", in: "s.collect(count: 2)"))
    }

    func test_entryTexts_runFromOneEntryToTheNext() {
        let texts = RegistrySources.entryTexts(
            in: """
                [
                    .init("a(_:)", .leak(.signal { s, _ in s.a { $0 } })),
                    .init(
                        "b()", exempt: "x"),
                ]
                """)
        XCTAssertEqual(Set(texts.keys), ["a(_:)", "b()"])
        XCTAssertTrue(OperatorSurface.calls("a(_:)", in: texts["a(_:)"]!))
        XCTAssertFalse(OperatorSurface.calls("a(_:)", in: texts["b()"]!))
    }

    func test_stageScan_readsEveryCaseAndArm() throws {
        XCTAssertEqual(
            RegistrySources.caseItems("map, delay(Int), withLatest(A, from: B)"),
            [
                "map", "delay", "withLatest",
            ])
        let stages = try RegistrySources.stages()
        XCTAssertTrue(stages.isSuperset(of: ["takeFirst", "withLatest", "observeOn"]), "\(stages)")
        XCTAssertFalse(stages.contains("source"))
        let arms = try RegistrySources.arms(of: "take")
        XCTAssertEqual(arms, [], "takeFirst's and takeWhile's arms are not take's")
        XCTAssertTrue(
            try RegistrySources.arms(of: "takeFirst").contains {
                OperatorSurface.calls("take(first:)", in: $0)
            })
        XCTAssertFalse(
            try RegistrySources.arms(of: "map").contains {
                $0.contains("case") || $0.contains("let a")
            })
    }

    func test_budgetScan_findsTheNamedTestsBody() throws {
        let body = try XCTUnwrap(
            RegistrySources.budgetTest(
                "StatefulStageAllocationBudgetTests/test_takeFirstStage_build"))
        XCTAssertTrue(OperatorSurface.calls("take(first:)", in: body))
        XCTAssertFalse(OperatorSurface.calls("skipRepeats()", in: body), "the next test's")
        XCTAssertNil(try RegistrySources.budgetTest("StatefulStageAllocationBudgetTests/test_none"))
        XCTAssertNil(try RegistrySources.budgetTest("NoSuchTests/test_takeFirstStage_build"))
    }
}
