import Foundation

/// A suite that runs every operator it knows through one check. `OperatorRegistry` says what
/// each guard does with each public operator (`GuardCheck`); its doc comment says how each
/// guard learns a new one.
enum OperatorGuard: String, CaseIterable, CustomStringConvertible {
    /// The leak tests: the user's closures are released after termination, disposal or release.
    case leak
    /// The allocation and byte budgets (the `AllocationBudgetTests` target).
    case budget
    /// The interruption table: what a disposed run sends through an operator that moves events
    /// onto a scheduler, against ReactiveSwift 7.2.1's logs.
    case interruption
    /// The randomized pipelines checked against the reference model.
    case randomized
    /// The public-surface tests: each operator with its documented labels, one small behaviour.
    case surface

    /// The guard's test files or folders, relative to the repository's root: where
    /// `OperatorRegistryTests` looks for calls of an operator with no entry, to name the guards
    /// that already run it.
    var paths: [String] {
        switch self {
        case .leak: return ["Tests/RippleTests/Leaks"]
        case .budget: return ["Tests/AllocationBudgetTests"]
        case .interruption:
            return ["Tests/RippleTests/Operators/Time/Interruption"]
        case .randomized: return RegistrySources.stageFiles
        case .surface: return ["Tests/RippleTests/PublicSurface"]
        }
    }

    /// The folder of `Sources/Ripple/` whose every operator this guard must exercise or be
    /// exempted from by name, or nil when the guard has no such scope.
    var requiredFolder: String? { self == .interruption ? "Operators/Time/" : nil }

    var description: String { rawValue }

    /// The text of every Swift file of the guard.
    func sources() throws -> String {
        var text = ""
        for path in paths {
            let url = OperatorSurface.root.appendingPathComponent(path)
            let files =
                path.hasSuffix(".swift")
                ? [url] : try OperatorSurface.swiftFiles(under: url).map(url.appendingPathComponent)
            for file in files { text += try String(contentsOf: file, encoding: .utf8) + "\n" }
        }
        return text
    }
}
