import XCTest

/// An `XCTestCase` that can capture the failures XCTest would record, to prove that
/// RippleTesting really reports to XCTest (swift-corelibs-xctest has no `XCTExpectFailure`).
class FailureCapturingTestCase: XCTestCase {
    /// One failure as XCTest received it.
    struct CapturedFailure: Equatable {
        let description: String
        let filePath: String
        let line: Int
    }

    /// Failures captured while capturing is on; `nil` while it is off.
    private var captured: [CapturedFailure]?

    /// Starts capturing failures instead of recording them.
    func startCapturingFailures() {
        captured = []
    }

    /// Stops capturing and returns what was captured.
    func stopCapturingFailures() -> [CapturedFailure] {
        defer { captured = nil }
        return captured ?? []
    }

    /// Runs `body` while capturing failures and returns them.
    func capturingFailures(_ body: () -> Void) -> [CapturedFailure] {
        startCapturingFailures()
        body()
        return stopCapturingFailures()
    }

    #if canImport(Darwin)
        override func record(_ issue: XCTIssue) {
            guard captured != nil else { return super.record(issue) }
            let location = issue.sourceCodeContext.location
            captured?.append(
                CapturedFailure(
                    description: issue.compactDescription,
                    filePath: location?.fileURL.path ?? "",
                    line: location?.lineNumber ?? 0))
        }
    #else
        override func recordFailure(
            withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
            expected: Bool
        ) {
            guard captured != nil else {
                return super.recordFailure(
                    withDescription: description, inFile: filePath, atLine: lineNumber,
                    expected: expected)
            }
            captured?.append(
                CapturedFailure(description: description, filePath: filePath, line: lineNumber))
        }
    #endif
}
