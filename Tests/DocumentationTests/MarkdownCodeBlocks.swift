import Foundation

/// One ```swift block of a Markdown file, and how the documentation tests check it.
///
/// The fence's info string says what the block is (CONTRIBUTING.md, "Swift blocks in the docs"):
/// - ```` ```swift ```` — a complete program or test: it compiles on its own, imports included.
///   A block with `XCTestCase`, `@Test` or `@Suite` is a test target and its tests run; a block
///   with `import PackageDescription` is a manifest and is type-checked against SwiftPM's API;
///   any other block is an executable that is built and run.
/// - ```` ```swift module:MyApp ```` — a complete library named `MyApp`; later blocks of the same
///   file may `import MyApp` (or `@testable import MyApp`).
/// - ```` ```swift fragment ```` — a piece of a program: it is type-checked at the top level of
///   an executable that is never run, after the `<!-- context` comment just above it, if any (or
///   in its place, where the context has a `/* fragment */` line). A fragment whose context
///   declares tests is a test target, and its tests run.
/// - ```` ```swift syntax-only ```` — code for another library (ReactiveSwift, in the migration
///   guide): only parsed.
/// - `<!-- swift module:Name` … `-->` — a hidden block: a module the reader need not see, that
///   the file's visible blocks import. Any attributes above work there too.
struct CodeBlock: Equatable {
    enum Kind: Equatable {
        case program
        case test
        case manifest
        case module(String)
        case fragment
        case syntaxOnly
    }

    /// The Markdown file, relative to the package root.
    let file: String
    /// The 1-based line of the opening fence.
    let line: Int
    let kind: Kind
    /// The block's text, indentation of the fence removed.
    let code: String
    /// Swift code from a `<!-- context … -->` comment just above a fragment, and its first line.
    let context: (code: String, line: Int)?

    /// Whether `code` declares XCTest or Swift Testing tests.
    static func declaresTests(_ code: String) -> Bool {
        code.contains("XCTestCase") || code.contains("@Test") || code.contains("@Suite")
    }

    /// `README.md:17`, for messages.
    var location: String { "\(file):\(line)" }

    /// The first line of the code, for `#sourceLocation`.
    var codeLine: Int { line + 1 }

    static func == (lhs: CodeBlock, rhs: CodeBlock) -> Bool {
        lhs.file == rhs.file && lhs.line == rhs.line && lhs.kind == rhs.kind
            && lhs.code == rhs.code && lhs.context?.code == rhs.context?.code
    }
}

/// A ```swift fence whose info string the tests cannot read; never skipped silently.
struct CodeBlockError: Error, CustomStringConvertible {
    let description: String
}

enum MarkdownCodeBlocks {
    /// The Markdown files whose Swift blocks are checked: README.md, Docs/*.md and every `.md`
    /// inside a `.docc` catalog under Sources/.
    static func files(under root: URL) -> [String] {
        let manager = FileManager.default
        var files = ["README.md"]
        let docs =
            (try? manager.contentsOfDirectory(atPath: root.appendingPathComponent("Docs").path))
            ?? []
        files += docs.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/\($0)" }
        if let walker = manager.enumerator(atPath: root.appendingPathComponent("Sources").path) {
            var catalogs: [String] = []
            while let path = walker.nextObject() as? String {
                if path.hasSuffix(".md"), path.contains(".docc/") {
                    catalogs.append("Sources/\(path)")
                }
            }
            files += catalogs.sorted()
        }
        return files
    }

    /// The Swift files under Sources/, whose `///` comments are read for ```swift blocks too.
    static func swiftSources(under root: URL) -> [String] {
        let sources = root.appendingPathComponent("Sources")
        guard let walker = FileManager.default.enumerator(atPath: sources.path) else { return [] }
        var files: [String] = []
        while let path = walker.nextObject() as? String {
            if path.hasSuffix(".swift") { files.append("Sources/\(path)") }
        }
        return files.sorted()
    }

    /// The text of the `///` comments of a Swift file, one line for each line of the file (a
    /// line that is not a `///` comment is left empty), so a block's line is its line in the
    /// file. The one space after `///` is dropped, as DocC does.
    static func docComments(in swift: String) -> String {
        swift.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("///"), !trimmed.hasPrefix("////") else { return "" }
            let text = trimmed.dropFirst(3)
            return String(text.first == " " ? text.dropFirst() : text)
        }.joined(separator: "\n")
    }

    /// The ```swift blocks of `text`, in order; `file` names it in messages.
    static func blocks(in text: String, file: String) throws -> [CodeBlock] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [CodeBlock] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("<!-- swift") {
                var end = index + 1
                while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "-->" {
                    end += 1
                }
                let attributes = trimmed.dropFirst("<!-- swift".count).split(separator: " ").map(
                    String.init)
                let code = lines[(index + 1)..<min(end, lines.count)].joined(separator: "\n")
                let kind = try kind(of: code, attributes: attributes, at: "\(file):\(index + 1)")
                blocks.append(
                    CodeBlock(file: file, line: index + 1, kind: kind, code: code, context: nil))
                index = end + 1
                continue
            }
            guard trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") else {
                index += 1
                continue
            }
            let indent = line.count - trimmed.count
            let fence = String(trimmed.prefix { $0 == trimmed.first })
            let info = trimmed.dropFirst(fence.count).split(separator: " ").map(String.init)
            var end = index + 1
            while end < lines.count, !lines[end].drop(while: { $0 == " " }).hasPrefix(fence) {
                end += 1
            }
            defer { index = end + 1 }
            guard info.first?.lowercased() == "swift" else { continue }
            let body = lines[(index + 1)..<min(end, lines.count)].map { dropIndent($0, indent) }
            let code = body.joined(separator: "\n")
            let kind = try kind(
                of: code, attributes: Array(info.dropFirst()), at: "\(file):\(index + 1)")
            let context = kind == .fragment ? contextComment(above: index, in: lines) : nil
            blocks.append(
                CodeBlock(file: file, line: index + 1, kind: kind, code: code, context: context))
        }
        return blocks
    }

    private static func kind(of code: String, attributes: [String], at location: String) throws
        -> CodeBlock.Kind
    {
        switch attributes.count {
        case 0:
            if code.contains("import PackageDescription") { return .manifest }
            return CodeBlock.declaresTests(code) ? .test : .program
        case 1 where attributes[0] == "fragment":
            return .fragment
        case 1 where attributes[0] == "syntax-only":
            return .syntaxOnly
        case 1 where attributes[0].hasPrefix("module:") && attributes[0].count > "module:".count:
            return .module(String(attributes[0].dropFirst("module:".count)))
        default:
            throw CodeBlockError(
                description: """
                    \(location): unknown ```swift attributes \(attributes); use none, \
                    `fragment`, `module:Name` or `syntax-only` (CONTRIBUTING.md)
                    """)
        }
    }

    /// The Swift code of a `<!-- context` … `-->` comment ending on the line above `fence`,
    /// blank lines between them allowed.
    private static func contextComment(above fence: Int, in lines: [String]) -> (
        code: String, line: Int
    )? {
        var end = fence - 1
        while end >= 0, lines[end].allSatisfy(\.isWhitespace) { end -= 1 }
        guard end >= 0, lines[end].trimmingCharacters(in: .whitespaces) == "-->" else { return nil }
        var start = end - 1
        while start >= 0, !lines[start].trimmingCharacters(in: .whitespaces).hasPrefix("<!--") {
            start -= 1
        }
        guard start >= 0, lines[start].trimmingCharacters(in: .whitespaces) == "<!-- context" else {
            return nil
        }
        return (lines[(start + 1)..<end].joined(separator: "\n"), start + 2)
    }

    private static func dropIndent(_ line: String, _ indent: Int) -> String {
        var dropped = 0
        return String(
            line.drop { character in
                guard dropped < indent, character == " " else { return false }
                dropped += 1
                return true
            })
    }
}
