import Foundation

/// The public operators, read from the declarations in `Sources/Ripple/Operators/` (where
/// CONTRIBUTING puts every stream operator) and `Sources/Ripple/Property/` (a property's
/// operators), and the calls of an operator in a guard's test files.
/// Read from the source, not a built symbol graph: no build, a few milliseconds, and a new
/// operator is found as soon as its file exists.
///
/// An operator is its base name and first argument label: `take(first:)`, `map(_:)`,
/// `collect()`. Its `Signal`, `SignalProducer` and property forms, its arities and the
/// overloads that differ in later arguments are one operator.
enum OperatorSurface {
    /// The repository's root directory.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The folders of `Sources/Ripple/` whose public functions are operators.
    static let folders = ["Operators", "Property"]

    /// Every public operator, with the files (relative to `Sources/Ripple/`, as
    /// `Operators/Time/Delay.swift`) that declare it.
    static func operators() throws -> [String: Set<String>] {
        let sources = root.appendingPathComponent("Sources/Ripple")
        var found: [String: Set<String>] = [:]
        for folder in folders {
            let url = sources.appendingPathComponent(folder)
            for file in try swiftFiles(under: url) {
                let text = try String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)
                for name in declaredOperators(in: text) {
                    found[name, default: []].insert("\(folder)/\(file)")
                }
            }
        }
        return found
    }

    /// The operators `text` declares public: `public func` and `public static func` outside
    /// comments.
    static func declaredOperators(in text: String) -> [String] {
        var names: [String] = []
        let chars = Array(text)
        var index = 0
        var lineStart = true
        var inComment = false
        while index < chars.count {
            let char = chars[index]
            if char == "\n" {
                lineStart = true
                inComment = false
                index += 1
                continue
            }
            if lineStart, char == " " || char == "\t" {
                index += 1
                continue
            }
            if lineStart { inComment = char == "/" || char == "*" }
            lineStart = false
            if !inComment, let (name, end) = declaration(in: chars, at: index) {
                names.append(name)
                index = end
                continue
            }
            index += 1
        }
        return names
    }

    /// The operator declared at `index` (`public [static] func name<…>(label …`) and the index
    /// after its first parameter, or nil.
    private static func declaration(in chars: [Character], at index: Int) -> (String, Int)? {
        var cursor = index
        func take(_ word: String) -> Bool {
            let end = cursor + word.count
            guard end <= chars.count, String(chars[cursor..<end]) == word else { return false }
            cursor = end
            return true
        }
        guard take("public func ") || take("public static func ") else { return nil }
        var name = ""
        while cursor < chars.count,
            chars[cursor].isLetter || chars[cursor].isNumber
                || chars[cursor] == "_"
        {
            name.append(chars[cursor])
            cursor += 1
        }
        guard !name.isEmpty else { return nil }
        // The generic parameters, then the first parameter up to a top-level `,` or `)`.
        var depth = 0
        while cursor < chars.count, chars[cursor] != "(" || depth > 0 {
            if chars[cursor] == "<" { depth += 1 }
            if chars[cursor] == ">" { depth -= 1 }
            cursor += 1
        }
        cursor += 1
        var first = ""
        depth = 0
        while cursor < chars.count {
            let char = chars[cursor]
            if depth == 0, char == "," || char == ")" { break }
            if "([<".contains(char) { depth += 1 }
            if ")]".contains(char) || (char == ">" && chars[cursor - 1] != "-") { depth -= 1 }
            first.append(char)
            cursor += 1
        }
        let words = first.split(separator: ":").first?.split(whereSeparator: \.isWhitespace) ?? []
        let label = words.first.map { $0 == "_" ? "_:" : "\($0):" } ?? ""
        return ("\(name)(\(label))", cursor)
    }

    /// Whether `text` calls the operator `name` (`take(first:)`): `.take(first:` for a labelled
    /// first argument, `.map(` with an unlabelled argument or `.map {` for `map(_:)`,
    /// `.collect()` for `collect()`.
    static func calls(_ name: String, in text: String) -> Bool {
        guard let open = name.firstIndex(of: "(") else { return false }
        // Escaped for the pattern (an operator's name is an identifier; escaped all the same).
        let base = name[..<open].map { #"\^$.|?*+()[]{}"#.contains($0) ? "\\\($0)" : "\($0)" }
            .joined()
        let label = name[name.index(after: open)...].dropLast()
        let pattern: String
        switch label {
        case "": pattern = #"\.\#(base)\(\s*\)"#
        case "_:": pattern = #"\.\#(base)(\((?!\s*\w+:)|\s*\{)"#
        default: pattern = #"\.\#(base)\(\s*\#(label.dropLast()):"#
        }
        return text.range(of: pattern, options: .regularExpression) != nil
    }

    /// The `.swift` files under `folder`, relative to it, sorted.
    static func swiftFiles(under folder: URL) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
    }
}
