/// A public operator and what each guard does with it. See `OperatorRegistry`.
struct RegisteredOperator {
    /// The base name and first argument label, as `OperatorSurface` reads them.
    let name: String
    /// What each guard that exercises it runs or names.
    let checks: [GuardCheck]
    /// Why the guards not in `checks` need not run it (nil when no exemption is claimed).
    let exemption: String?

    init(_ name: String, _ checks: GuardCheck..., exempt exemption: String? = nil) {
        self.name = name
        self.checks = checks
        self.exemption = exemption
    }

    /// The guards that exercise it.
    var guards: [OperatorGuard] { checks.map(\.suite) }

    /// Its runs in the leak suites.
    var leakRuns: [LeakRun] {
        checks.flatMap {
            if case .leak(let runs) = $0 { return runs }
            return []
        }
    }
}

/// Every public operator of `Sources/Ripple/Operators/` and `Sources/Ripple/Property/`, one
/// entry each, with what each guard does with it, or an exemption that says why no guard
/// needs to. A new operator gets its entry here (CONTRIBUTING, "A new operator"):
/// `OperatorRegistryTests` fails, naming the operator, while it has neither.
///
/// What each guard does with an entry:
/// - `.leak(…)`: the entry carries the code. The leak suites (`Tests/RippleTests/Leaks/`)
///   iterate the registry's runs, one suite per shape of run (`LeakRun.Shape`), so a run added
///   here is checked after termination, disposal and release with no other change.
/// - `.interruption(row) { … }`: the entry carries the operator applied to the harness's
///   producer. `InterruptionTableTests` runs every registered row through each program of
///   `InterruptionTableHarness` and fails until the row's expected logs (ReactiveSwift 7.2.1's)
///   are in `InterruptionTableExpectations`. Every operator of `Operators/Time/` has a row or
///   an exemption.
/// - `.budget("Class/test_name")`: the budgets are exact counts in another test target, which
///   cannot read this one. The entry names its budget tests; `OperatorRegistryTests` checks
///   that each exists and that its body calls the operator.
/// - `.randomized("stage")`: the randomized suites check against a reference model written by
///   hand, so they cannot take a stage from here. The entry names its stage (a case of
///   `FuzzNode` or of `RandomizedDisposalTests`'s stages); `OperatorRegistryTests` checks that
///   the stage exists and that a runner's arm for it calls the operator, and that every stage
///   is named by an entry.
/// - `.surface`: `OperatorRegistryTests` checks that the public-surface tests call it.
///
/// For the leak and interruption code, `OperatorRegistryTests` also checks that the entry's own
/// text calls the operator it is filed under.
///
/// A spelling that only forwards to another public operator (a Kickstarter or ReactiveSwift
/// alias, a default argument) is exempted as such: the guards of the operator it forwards to
/// run its work.
enum OperatorRegistry {
    static var entries: [RegisteredOperator] {
        transforming + filtering + limiting + errors + events + aggregating + combining
            + flattening + time + properties
    }
}
