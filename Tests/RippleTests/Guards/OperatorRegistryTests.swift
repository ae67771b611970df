import Foundation
import XCTest

/// Every public operator is in the registry, in a guard or exempted with a reason, and every
/// guard the registry names for an operator calls it. A new operator file with no registry
/// entry fails here, named, with the guards that already call it.
final class OperatorRegistryTests: XCTestCase {
    func test_everyPublicOperator_isInAGuardOrExempted() throws {
        let surface = try OperatorSurface.operators()
        XCTAssertGreaterThan(surface.count, 100, "too few operators found: the scan is broken")
        let sources = try Dictionary(
            uniqueKeysWithValues: OperatorGuard.allCases.map { ($0, try $0.sources()) })
        var entries: [String: RegisteredOperator] = [:]
        for entry in OperatorRegistry.entries {
            XCTAssertNil(entries.updateValue(entry, forKey: entry.name), "\(entry.name) twice")
        }
        var failures: [String] = []
        for (name, files) in surface.sorted(by: { $0.key < $1.key }) {
            let declared = files.sorted().map { "Sources/Ripple/Operators/\($0)" }
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
            for suite in entry.guards where !OperatorSurface.calls(name, in: sources[suite]!) {
                failures.append(
                    "\(name): the registry says the \(suite) guard exercises it, but "
                        + "\(suite.paths.joined(separator: ", ")) never calls it")
            }
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
                        + "Operators/\(folder) joins, and has no exemption")
            }
        }
        for name in entries.keys.sorted() where surface[name] == nil {
            failures.append("\(name) is in OperatorRegistry but no public operator has that name")
        }
        XCTAssert(failures.isEmpty, "\n" + failures.joined(separator: "\n"))
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
}
