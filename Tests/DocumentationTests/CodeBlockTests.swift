import Foundation
import XCTest

/// Every ```swift block in README.md, Docs/*.md, the DocC catalogs and the `///` comments of
/// Sources/ compiles, and runs where it is a complete program or test. Blocks are found, not
/// registered: a new block is covered by the next `swift test`. The conventions are in
/// CONTRIBUTING.md ("Swift blocks in the docs").
///
/// The blocks are built in one nested package under `.build/doc-blocks` (see
/// `CodeBlockPackage`); a failure names the Markdown or Swift file and line of the block.
final class CodeBlockTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func test_everySwiftBlockInTheDocs_compilesAndRuns() throws {
        var blocks: [CodeBlock] = []
        for file in MarkdownCodeBlocks.files(under: root) {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            do {
                blocks += try MarkdownCodeBlocks.blocks(in: text, file: file)
            } catch {
                XCTFail("\(error)")
            }
        }
        for file in MarkdownCodeBlocks.swiftSources(under: root) {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            do {
                blocks += try MarkdownCodeBlocks.blocks(
                    in: MarkdownCodeBlocks.docComments(in: text), file: file)
            } catch {
                XCTFail("\(error)")
            }
        }
        XCTAssertFalse(blocks.isEmpty, "no ```swift block found under \(root.path)")

        let package = CodeBlockPackage(root: root, blocks: blocks)
        try package.write()
        var failures: [String] = []
        failures += try checkManifests(blocks.filter { $0.kind == .manifest })
        failures += try checkSyntax(blocks.filter { $0.kind == .syntaxOnly })
        failures += try buildAndRun(package)
        XCTAssert(failures.isEmpty, "\n" + failures.joined(separator: "\n\n"))

        let counts = Dictionary(grouping: blocks, by: { "\($0.kind)".prefix { $0 != "(" } })
            .mapValues(\.count)
        print(
            "documentation blocks checked: \(blocks.count), by kind \(counts.sorted { $0.key < $1.key })"
        )
    }

    func test_blocks_readTheFenceAttributesAndContext() throws {
        let markdown = """
            # T
            ```swift
            import Ripple
            ```
            ```sh
            swift test
            ```
            <!-- context
            let x = 1
            -->
              ```swift fragment
              print(x)
              ```
            ```swift module:MyApp
            public struct A {}
            ```
            ```swift
            import XCTest
            final class T: XCTestCase {}
            ```
            """
        let blocks = try MarkdownCodeBlocks.blocks(in: markdown, file: "T.md")

        XCTAssertEqual(blocks.map(\.kind), [.program, .fragment, .module("MyApp"), .test])
        XCTAssertEqual(blocks.map(\.line), [2, 11, 14, 17])
        XCTAssertEqual(blocks[1].code, "print(x)")
        XCTAssertEqual(blocks[1].context?.code, "let x = 1")
        XCTAssertEqual(blocks[1].context?.line, 9)
    }

    func test_docComments_keepTheSwiftFilesLines() throws {
        let swift = """
            import Ripple

            /// Doubles.
            ///
            /// ```swift fragment
            /// let doubled = Signal<Int, Never>.never.map { $0 * 2 }
            /// ```
            //// not documentation
            public func double() {}
            """
        let text = MarkdownCodeBlocks.docComments(in: swift)
        XCTAssertEqual(
            text.components(separatedBy: "\n"),
            [
                "", "", "Doubles.", "", "```swift fragment",
                "let doubled = Signal<Int, Never>.never.map { $0 * 2 }", "```", "", "",
            ])
        let blocks = try MarkdownCodeBlocks.blocks(in: text, file: "Sources/Ripple/Double.swift")
        XCTAssertEqual(blocks.map(\.location), ["Sources/Ripple/Double.swift:5"])
        XCTAssertEqual(blocks.map(\.kind), [.fragment])
    }

    func test_blocks_rejectAnUnknownAttribute() {
        XCTAssertThrowsError(
            try MarkdownCodeBlocks.blocks(in: "```swift frgment\nx\n```", file: "T.md")
        ) {
            XCTAssert("\($0)".hasPrefix("T.md:1: unknown ```swift attributes"), "\($0)")
        }
    }

    func test_source_pointsTheCompilerAtTheMarkdownLine() throws {
        let markdown =
            "text\n```swift module:MyApp\nimport Ripple\n```\n```swift\n@testable import MyApp\n```\n"
        let blocks = try MarkdownCodeBlocks.blocks(in: markdown, file: "Docs/T.md")
        let package = CodeBlockPackage(root: root, blocks: blocks)

        XCTAssertEqual(package.targetNames, ["T_L2_MyApp", "T_L5"])
        XCTAssertEqual(
            package.source(of: 1),
            "#sourceLocation(file: \"Docs/T.md\", line: 6)\n@testable import T_L2_MyApp\n#sourceLocation()\n"
        )
    }

    /// Each manifest block is evaluated by SwiftPM in a scratch directory.
    private func checkManifests(_ manifests: [CodeBlock]) throws -> [String] {
        try manifests.compactMap { block in
            let directory = root.appendingPathComponent(".build/doc-blocks-manifests/\(block.line)")
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true)
            try block.code.write(
                to: directory.appendingPathComponent("Package.swift"), atomically: true,
                encoding: .utf8)
            let result = try run([
                "swift", "package", "--package-path", directory.path, "dump-package",
            ])
            return result.status == 0
                ? nil : "\(block.location): the manifest does not load:\n\(result.output)"
        }
    }

    /// Each syntax-only block is parsed by the compiler.
    private func checkSyntax(_ sketches: [CodeBlock]) throws -> [String] {
        let directory = root.appendingPathComponent(".build/doc-blocks-syntax")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return try sketches.compactMap { block in
            let file = directory.appendingPathComponent("L\(block.line).swift")
            let source =
                "#sourceLocation(file: \"\(block.file)\", line: \(block.codeLine))\n\(block.code)\n"
            try source.write(to: file, atomically: true, encoding: .utf8)
            let result = try run(["swiftc", "-parse", file.path])
            return result.status == 0
                ? nil : "\(block.location): the block does not parse:\n\(result.output)"
        }
    }

    /// Builds the package, runs each program block, then runs the test blocks.
    private func buildAndRun(_ package: CodeBlockPackage) throws -> [String] {
        let path = ["--package-path", package.directory.path]
        let build = try run(["swift", "build", "--build-tests"] + path)
        guard build.status == 0 else {
            return ["the documentation blocks do not compile:\n" + errors(in: build.output)]
        }
        var failures: [String] = []
        let binaries = try run(["swift", "build", "--show-bin-path"] + path).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        for index in package.compiledIndices where package.blocks[index].kind == .program {
            let result = try run([binaries + "/" + package.targetNames[index]])
            if result.status != 0 {
                failures.append(
                    "\(package.blocks[index].location): the program exits with status \(result.status):\n"
                        + result.output)
            }
        }
        if package.blocks.contains(where: package.isTest) {
            let tests = try run(["swift", "test", "--skip-build"] + path)
            if tests.status != 0 {
                failures.append("the documentation's tests fail:\n" + errors(in: tests.output))
            }
        }
        return failures
    }

    /// The compiler's and the tests' error lines, each with the lines that show its source.
    private func errors(in output: String) -> String {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        var kept: [Substring] = []
        var seen: Set<Substring> = []
        for (index, line) in lines.enumerated()
        where (line.contains("error:") || line.contains("failed")) && seen.insert(line).inserted {
            kept += lines[index..<min(index + 4, lines.count)]
        }
        return kept.isEmpty ? output : kept.joined(separator: "\n")
    }

    /// Runs a toolchain command; where no process can be launched (iOS, tvOS, watchOS,
    /// visionOS) it throws `XCTSkip`, which skips the test that needs it.
    private func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        #if os(macOS) || os(Linux)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = arguments
            var environment = ProcessInfo.processInfo.environment
            environment["LLVM_PROFILE_FILE"] = nil
            process.environment = environment
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: data, as: UTF8.self))
        #else
            throw XCTSkip("the documentation check runs the Swift toolchain: macOS and Linux only")
        #endif
    }
}
