import Foundation

/// The source text `OperatorRegistryTests` reads to check the registry's claims: each entry's
/// own code, the budget tests it names, the randomized stages it names.
enum RegistrySources {
    /// The text of each registry entry (from its `.init("name"` to the next entry's), by
    /// operator name, read from `Guards/OperatorRegistry*.swift`.
    static func entryTexts() throws -> [String: String] {
        let folder = OperatorSurface.root.appendingPathComponent("Tests/RippleTests/Guards")
        var texts: [String: String] = [:]
        for file in try OperatorSurface.swiftFiles(under: folder)
        where file.hasPrefix("OperatorRegistry") && !file.hasSuffix("Tests.swift") {
            let text = try String(
                contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            texts.merge(entryTexts(in: text)) { $0 + $1 }
        }
        return texts
    }

    /// The text of each `.init("name", …)` entry of `text`, up to the next one.
    static func entryTexts(in text: String) -> [String: String] {
        let starts = matches(of: #"\.init\(\s*"([^"]+)""#, in: text)
        var texts: [String: String] = [:]
        for (index, start) in starts.enumerated() {
            let end = index + 1 < starts.count ? starts[index + 1].range.lowerBound : text.endIndex
            texts[start.name, default: ""] += String(text[start.range.lowerBound..<end])
        }
        return texts
    }

    /// The body of `func test…(` in `class Name` of the `AllocationBudgetTests` target, named
    /// `Name/test…`: from the declaration to the next `func` of the file, or nil when the
    /// class or the test is missing.
    static func budgetTest(_ name: String) throws -> String? {
        let parts = name.split(separator: "/").map(String.init)
        guard parts.count == 2 else { return nil }
        let folder = OperatorSurface.root.appendingPathComponent("Tests/AllocationBudgetTests")
        for file in try OperatorSurface.swiftFiles(under: folder) {
            let text = try String(
                contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            guard text.contains("class \(parts[0]):") else { continue }
            return body(ofFunction: parts[1], in: text)
        }
        return nil
    }

    /// The text of `func name(` up to the next `func ` declaration, or nil.
    static func body(ofFunction name: String, in text: String) -> String? {
        guard let start = text.range(of: "func \(name)(") else { return nil }
        let end = text[start.upperBound...].range(of: "func ")?.lowerBound ?? text.endIndex
        return String(text[start.lowerBound..<end])
    }

    /// The randomized guard's files that build each stage: the pipeline runners.
    static let stageFiles = [
        "Tests/RippleTests/Randomized/FuzzRunner.swift",
        "Tests/RippleTests/Randomized/RandomizedDisposalTests.swift",
    ]

    /// The enums whose cases are the randomized stages, with the file that declares each.
    static let stageEnums = [
        ("FuzzNode", "Tests/RippleTests/Randomized/FuzzCase.swift"),
        ("Stage", "Tests/RippleTests/Randomized/RandomizedDisposalTests.swift"),
    ]

    /// Every randomized stage: the cases of `FuzzNode` and of `RandomizedDisposalTests`'s
    /// stages, but the sources.
    static func stages() throws -> Set<String> {
        var names: Set<String> = []
        for (name, path) in stageEnums {
            let text = try read(path)
            guard let start = text.range(of: "enum \(name)") else { continue }
            // The cases, up to the first blank line.
            let end = text[start.upperBound...].range(of: "\n\n")?.lowerBound ?? text.endIndex
            for line in text[start.upperBound..<end].split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard trimmed.hasPrefix("case ") else { continue }
                for item in caseItems(String(trimmed.dropFirst(5))) { names.insert(item) }
            }
        }
        names.remove("source")
        return names
    }

    /// The case names of one `case a, b(Int), c(X, Y)` line.
    static func caseItems(_ line: String) -> [String] {
        var names: [String] = []
        var depth = 0
        var current = ""
        var reading = true
        for char in line {
            if char == "(" { depth += 1 }
            if char == ")" { depth -= 1 }
            if depth == 0, char == "," {
                names.append(current)
                current = ""
                reading = true
                continue
            }
            if char == "(" || char == " " { reading = current.isEmpty }
            if reading, char.isLetter || char.isNumber || char == "_" { current.append(char) }
        }
        names.append(current)
        return names.filter { !$0.isEmpty }
    }

    /// Each switch arm for `stage` (`case .stage…:` and its lines up to the next arm) in the
    /// stage files.
    static func arms(of stage: String) throws -> [String] {
        var found: [String] = []
        for path in stageFiles {
            let lines = try read(path).split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard trimmed.hasPrefix("case .\(stage)"),
                    let next = trimmed.dropFirst(6 + stage.count).first,
                    !(next.isLetter || next.isNumber || next == "_")
                else { continue }
                var arm = String(line)
                for following in lines[(index + 1)...] {
                    let text = following.trimmingCharacters(in: .whitespaces)
                    if text.hasPrefix("case ") || text.hasPrefix("default") || text.hasPrefix("}") {
                        break
                    }
                    arm += "\n" + following
                }
                // The calls, after the pattern (`case .map(let a):`, which reads as one).
                found.append(String(arm.drop(while: { $0 != ":" }).dropFirst()))
            }
        }
        return found
    }

    private static func read(_ path: String) throws -> String {
        try String(
            contentsOf: OperatorSurface.root.appendingPathComponent(path), encoding: .utf8)
    }

    private static func matches(
        of pattern: String, in text: String
    ) -> [(name: String, range: Range<String.Index>)] {
        var found: [(String, Range<String.Index>)] = []
        var cursor = text.startIndex
        while let range = text.range(
            of: pattern, options: .regularExpression, range: cursor..<text.endIndex)
        {
            let match = String(text[range])
            let name = match.split(separator: "\"", omittingEmptySubsequences: false)[1]
            found.append((String(name), range))
            cursor = range.upperBound
        }
        return found
    }
}
