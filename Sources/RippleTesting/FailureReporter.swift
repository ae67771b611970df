import Foundation

#if canImport(Testing)
    import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif

/// A failure reported by a RippleTesting assertion while `withFailureRecorder` was recording.
///
/// Use it to test your own helpers built on `TestObserver` or `LeakTracker`:
///
/// <!-- context
/// let observer = TestObserver<Int, Never>()
/// -->
/// ```swift fragment
/// let failures = withFailureRecorder { observer.assertValues([1, 2]) }
/// XCTAssertEqual(failures.map(\.message), ["values differ at index 1: …"])
/// ```
public struct RecordedFailure: Sendable, Equatable, CustomStringConvertible {
    /// The failure message, exactly as it would be reported to XCTest or Swift Testing.
    public let message: String
    /// The `#fileID` of the failing assertion's caller, such as `MyTests/LoginTests.swift`.
    public let fileID: String
    /// The `#filePath` of the failing assertion's caller.
    public let filePath: String
    /// The line of the failing assertion's caller.
    public let line: Int
    /// The column of the failing assertion's caller.
    public let column: Int

    /// `fileID:line: message`.
    public var description: String { "\(fileID):\(line): \(message)" }
}

/// Runs `body` and returns the failures that RippleTesting assertions reported inside it,
/// instead of reporting them to XCTest or Swift Testing.
///
/// This is the hook for testing assertion helpers: swift-corelibs-xctest has no
/// `XCTExpectFailure`, so a test of a helper that must fail records its failures and asserts
/// on them. Only RippleTesting's own reports are recorded (`TestObserver` assertions and
/// `LeakTracker`); a plain `XCTAssert…` or `#expect` inside `body` still fails the test.
/// Recording follows the current task and thread: work that `body` hands to another thread
/// reports as usual.
///
/// <!-- context
/// let observer = TestObserver<Int, Never>()
/// -->
/// ```swift fragment
/// let failures = withFailureRecorder { observer.assertDidComplete() }
/// XCTAssertEqual(failures.count, 1)
/// ```
///
/// - Parameter body: The code whose RippleTesting failures to record.
/// - Returns: The recorded failures, in the order they were reported.
public func withFailureRecorder(_ body: () throws -> Void) rethrows -> [RecordedFailure] {
    let recorder = FailureRecorder()
    try FailureReporter.$recorder.withValue(recorder, operation: body)
    return recorder.failures
}

/// Runs the asynchronous `body` and returns the failures that RippleTesting assertions
/// reported inside it, instead of reporting them to XCTest or Swift Testing.
///
/// - Parameters:
///   - isolation: The caller's actor isolation; leave the default.
///   - body: The code whose RippleTesting failures to record.
/// - Returns: The recorded failures, in the order they were reported.
public func withFailureRecorder(
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Void
) async rethrows -> [RecordedFailure] {
    let recorder = FailureRecorder()
    try await FailureReporter.$recorder.withValue(recorder, operation: body, isolation: isolation)
    return recorder.failures
}

/// Where an assertion was called from, captured by its default arguments.
struct SourceLocus: Sendable {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt

    init(_ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// `Module/File.swift:12`, for messages.
    var shortDescription: String { "\(fileID):\(line)" }
}

/// Collects failures while `withFailureRecorder` runs. Thread-safe.
final class FailureRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [RecordedFailure] = []

    var failures: [RecordedFailure] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    func record(_ failure: RecordedFailure) {
        lock.lock()
        recorded.append(failure)
        lock.unlock()
    }
}

/// Sends every RippleTesting failure to the right place: the recorder of an enclosing
/// `withFailureRecorder`, else Swift Testing when a Swift Testing test is running, else
/// XCTest.
enum FailureReporter {
    /// The recorder of the innermost `withFailureRecorder`, if any.
    @TaskLocal static var recorder: FailureRecorder?

    /// Reports `message` as a test failure at `locus`.
    static func fail(_ message: String, at locus: SourceLocus) {
        if let recorder {
            recorder.record(
                RecordedFailure(
                    message: message,
                    fileID: "\(locus.fileID)",
                    filePath: "\(locus.filePath)",
                    line: Int(locus.line),
                    column: Int(locus.column)
                ))
            return
        }
        #if canImport(Testing)
            if Test.current != nil {
                let location = SourceLocation(
                    fileID: "\(locus.fileID)",
                    filePath: "\(locus.filePath)",
                    line: Int(locus.line),
                    column: Int(locus.column)
                )
                Issue.record(Comment(rawValue: message), sourceLocation: location)
                return
            }
        #endif
        #if canImport(XCTest)
            XCTFail(message, file: locus.filePath, line: locus.line)
        #else
            print("\(locus.filePath):\(locus.line): error: \(message)")
        #endif
    }
}
