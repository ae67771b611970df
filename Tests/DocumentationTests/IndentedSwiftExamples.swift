/// Finds Swift examples written as indented blocks in `///` comments, which no test compiles: a
/// Swift example is a ```` ```swift ```` block (CONTRIBUTING.md, "Swift blocks in the docs"),
/// and an indented block is left for what is not Swift (a marble diagram, a failure message).
///
/// An indented block is a run of lines indented 4 spaces or more after a blank line (outside a
/// fence), as Markdown reads it. It is Swift when one of its lines is: a line that starts with a
/// declaration or statement keyword, `@`, `//` or `}`; a `.call(` or `.call {` that continues
/// a chain; an assignment or binding (`x = `, `x += `, `x <~ `); or a call (`name(`, `a.b(`,
/// `a.b {`). A line that starts with a label and a colon (`self:   -a-|`, `values differ at
/// index 2: …`) is a diagram or a message, never Swift.
enum IndentedSwiftExamples {
    /// The 1-based lines where an indented Swift example starts in `text`, the text of a file's
    /// `///` comments (`MarkdownCodeBlocks.docComments(in:)`, one line per line of the file).
    static func lines(in text: String) -> [Int] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var found: [Int] = []
        var index = 0
        var inFence = false
        var afterBlank = true
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                inFence.toggle()
            } else if !inFence, afterBlank, line.hasPrefix("    ") {
                var end = index
                while end < lines.count, lines[end].hasPrefix("    ") || isBlank(lines[end]),
                    !(isBlank(lines[end]) && end + 1 < lines.count
                        && !lines[end + 1].hasPrefix("    "))
                {
                    end += 1
                }
                if lines[index..<end].contains(where: isSwift) { found.append(index + 1) }
                index = max(end, index + 1)
                afterBlank = false
                continue
            }
            afterBlank = isBlank(line)
            index += 1
        }
        return found
    }

    /// Whether `line`, a line of an indented block, reads as Swift (see the type's comment).
    static func isSwift(_ line: String) -> Bool {
        let text = line.trimmingPrefix(while: { $0 == " " })
        guard !text.isEmpty else { return false }
        let keywords = [
            "let ", "var ", "func ", "import ", "for ", "do {", "if ", "guard ", "return ", "try ",
            "await ", "final ", "class ", "struct ", "enum ", "extension ", "protocol ", "@",
            "//", "}",
        ]
        if keywords.contains(where: { text.hasPrefix($0) }) { return true }
        if startsWithLabel(text) { return false }
        if text.hasPrefix("."), text.dropFirst().first?.isLowercase == true {
            let call = text.dropFirst().drop { $0.isLetter || $0.isNumber || $0 == "_" }
            return call.hasPrefix("(") || call.trimmingPrefix(while: { $0 == " " }).hasPrefix("{")
        }
        let name = text.prefix { $0.isLetter || $0.isNumber || "_.[]\\".contains($0) }
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        let rest = text.dropFirst(name.count).trimmingPrefix(while: { $0 == " " })
        if ["= ", "+= ", "-= ", "<~ ", "<~> "].contains(where: { rest.hasPrefix($0) }) {
            return true
        }
        return rest.hasPrefix("(") || (name.contains(".") && rest.hasPrefix("{"))
    }

    /// Whether `text` starts with a label and a colon, as a diagram's or a message's line does:
    /// the text before the first `: ` (or a final `:`) has balanced parentheses, so it is not
    /// an argument label inside a call.
    private static func startsWithLabel(_ text: Substring) -> Bool {
        guard let colon = text.firstIndex(of: ":") else { return false }
        let after = text[text.index(after: colon)...]
        guard after.isEmpty || after.first == " " || after.first == "-" else { return false }
        let label = text[..<colon]
        return label.filter { $0 == "(" }.count == label.filter { $0 == ")" }.count
    }

    private static func isBlank(_ line: String) -> Bool {
        line.allSatisfy(\.isWhitespace)
    }
}
