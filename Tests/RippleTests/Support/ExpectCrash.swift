import Foundation
import XCTest

extension XCTestCase {
    /// Proves that `crash` stops the process with `message`: in the parent, re-runs the calling
    /// test in a child process (marked by an environment variable) and asserts that the child
    /// stopped and printed `message`; in the child, runs `crash`.
    ///
    /// The child is the test runner run again on this one test: on Linux the test executable
    /// with the test's name; on macOS `xctest -XCTest <Module.Class/test> <bundle>`, as
    /// `swift test` runs the bundle. Where no process can be launched (iOS, tvOS, watchOS,
    /// visionOS) the test is skipped.
    ///
    ///     func test_precondition_negativeCountIsRejected() throws {
    ///         try expectCrash(message: "take(first:) needs a count of 0 or more") {
    ///             _ = signal.take(first: -1)
    ///         }
    ///     }
    func expectCrash(
        message: String, function: String = #function, file: StaticString = #filePath,
        line: UInt = #line, _ crash: () -> Void
    ) throws {
        let testName = String(function.prefix { $0 != "(" })
        let testID = "\(String(describing: type(of: self)))/\(testName)"
        let marker = "RIPPLE_CRASH_CHILD"
        if ProcessInfo.processInfo.environment[marker] == testID {
            crash()
            return
        }
        #if os(macOS) || os(Linux)
            let child = Process()
            child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            child.arguments = relaunchArguments(forTest: testName)
            // No crash backtracer in the child: under the thread sanitizer `swift-backtrace` can
            // hang on the crashed child and keep its output pipe open.
            child.environment = ProcessInfo.processInfo.environment.merging(
                [marker: testID, "SWIFT_BACKTRACE": "enable=no"]
            ) { $1 }
            let output = Pipe()
            child.standardOutput = output
            child.standardError = output
            try child.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            child.waitUntilExit()
            let text = String(decoding: data, as: UTF8.self)
            XCTAssertNotEqual(
                child.terminationStatus, 0, "the child did not stop", file: file, line: line)
            XCTAssertTrue(
                text.contains(message), "the child's output lacks \"\(message)\":\n\(text)",
                file: file, line: line)
        #else
            throw XCTSkip("crash tests launch a child process, which this platform cannot")
        #endif
    }

    /// The arguments that make the test runner (`CommandLine.arguments[0]`) run only the test
    /// `testName` of this class: `Module.Class/test` on Linux's test executable; on macOS, where
    /// the runner is `xctest`, `-XCTest Module.Class/test` and the path of this test bundle.
    private func relaunchArguments(forTest testName: String) -> [String] {
        let test = "\(String(reflecting: type(of: self)))/\(testName)"
        #if os(macOS)
            return ["-XCTest", test, Bundle(for: type(of: self)).bundlePath]
        #else
            return [test]
        #endif
    }
}
