import Foundation
import XCTest

/// No `///` comment of Sources/ holds a Swift example as an indented block, which no test
/// compiles: each is a ```` ```swift fragment ```` block, checked by `CodeBlockTests`.
final class IndentedSwiftExampleTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func test_docComments_holdNoIndentedSwiftExample() throws {
        var found: [String] = []
        let files = MarkdownCodeBlocks.swiftSources(under: root)
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            let lines = IndentedSwiftExamples.lines(in: MarkdownCodeBlocks.docComments(in: text))
            found += lines.map { "\(file):\($0)" }
        }
        XCTAssertFalse(files.isEmpty, "no Swift file found under \(root.path)/Sources")
        XCTAssert(
            found.isEmpty,
            """
            indented Swift examples, which no test compiles; make each a ```swift fragment \
            block (CONTRIBUTING.md, "Swift blocks in the docs"):
            \(found.joined(separator: "\n"))
            """)
    }

    func test_lines_findSwiftButNotDiagramsOrMessages() {
        let text = """
            Debounces.

                self:   -ab--c-|
                result: ----b--c|

                .success(a): a|
                values differ at index 2: expected 3, got 4
                  expected: [1, 2, 3]
                timeline, one column per 0.3 seconds of virtual time:

            Search once the user stops typing:

                let searches = queryChanged.debounce(.milliseconds(300), on: scheduler)

            ```swift fragment
                let fenced = 1
            ```

            Chains:

                viewModel.outputs.title
                    .observe(on: UIScheduler())
            """
        XCTAssertEqual(IndentedSwiftExamples.lines(in: text), [13, 21])
    }

    func test_isSwift_readsStatementsCallsAndBindings() {
        let swift = [
            "let x = 1", "@MainActor final class V {}", "// a comment", "}", "do {",
            "loadFile.start(on: scheduler).startWithValues { print($0) }",
            "    .observeValues { label.text = $0 }", "scoped += { print(1) }",
            "view.userName <~> viewModel.userName",
            "view.reactive[\\.text] <~ viewModel.outputs.greeting",
            "for await title in values { print(title) }",
        ]
        let notSwift = [
            "self:   -a-b-|", "result: ---B----C-|   (B = transform(b))", ".failure(e): X(e)",
            "expected 3 values, got 2", "-a-(bc)-#      a at 1", "submitted:-----(a,b)",
            "MyAppTests/CategoryTests.swift:12", "tap(1):        ---------t---",
        ]
        for line in swift { XCTAssertTrue(IndentedSwiftExamples.isSwift(line), line) }
        for line in notSwift { XCTAssertFalse(IndentedSwiftExamples.isSwift(line), line) }
    }
}
