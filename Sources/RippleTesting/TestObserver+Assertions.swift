// Every assertion takes an optional message and the caller's location (`fileID`, `file`, `line`,
// `column`, all defaulted), and reports a failure there: to Swift Testing when a Swift Testing
// test is running, else to XCTest. A failure message starts with the caller's message, if any,
// then shows what was expected next to what was recorded.

extension TestObserver {
    /// Fails unless the signal completed.
    ///
    /// - Parameters:
    ///   - message: Headline of the failure; the recorded events follow it.
    ///   - fileID: The caller's file ID, where a failure is reported.
    ///   - file: The caller's file path, where a failure is reported.
    ///   - line: The caller's line, where a failure is reported.
    ///   - column: The caller's column, where a failure is reported.
    public func assertDidComplete(
        _ message: String = "Should have completed.",
        fileID: StaticString = #fileID, file: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        check(didComplete, message, SourceLocus(fileID, file, line, column), covering: .termination)
    }

    /// Fails if the signal completed.
    ///
    /// - Parameters:
    ///   - message: Headline of the failure; the recorded events follow it.
    ///   - fileID: The caller's file ID, where a failure is reported.
    ///   - file: The caller's file path, where a failure is reported.
    ///   - line: The caller's line, where a failure is reported.
    ///   - column: The caller's column, where a failure is reported.
    public func assertDidNotComplete(
        _ message: String = "Should not have completed.",
        fileID: StaticString = #fileID, file: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        check(
            !didComplete, message, SourceLocus(fileID, file, line, column), covering: .termination)
    }

    /// Fails unless the signal failed.
    ///
    /// - Parameters:
    ///   - message: Headline of the failure; the recorded events follow it.
    ///   - fileID: The caller's file ID, where a failure is reported.
    ///   - file: The caller's file path, where a failure is reported.
    ///   - line: The caller's line, where a failure is reported.
    ///   - column: The caller's column, where a failure is reported.
    public func assertDidFail(
        _ message: String = "Should have failed.",
        fileID: StaticString = #fileID, file: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        check(didFail, message, SourceLocus(fileID, file, line, column), covering: .termination)
    }

    /// Fails if the signal failed.
    ///
    /// - Parameters:
    ///   - message: Headline of the failure; the recorded events follow it.
    ///   - fileID: The caller's file ID, where a failure is reported.
    ///   - file: The caller's file path, where a failure is reported.
    ///   - line: The caller's line, where a failure is reported.
    ///   - column: The caller's column, where a failure is reported.
    public func assertDidNotFail(
        _ message: String = "Should not have failed.",
        fileID: StaticString = #fileID, file: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        check(!didFail, message, SourceLocus(fileID, file, line, column), covering: .termination)
    }

    /// Fails unless the signal was interrupted.
    ///
    /// - Parameters:
    ///   - message: Headline of the failure; the recorded events follow it.
    ///   - fileID: The caller's file ID, where a failure is reported.
    ///   - file: The caller's file path, where a failure is reported.
    ///   - line: The caller's line, where a failure is reported.
    ///   - column: The caller's column, where a failure is reported.
    public func assertDidInterrupt(
        _ message: String = "Should have interrupted.",
        fileID: StaticString = #fileID, file: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        check(
            didInterrupt, message, SourceLocus(fileID, file, line, column), covering: .termination)
    }

    /// Fails if the signal was interrupted.
    ///
    /// - Parameters:
    ///   - message: Headline of the failure; the recorded events follow it.
    ///   - fileID: The caller's file ID, where a failure is reported.
    ///   - file: The caller's file path, where a failure is reported.
    ///   - line: The caller's line, where a failure is reported.
    ///   - column: The caller's column, where a failure is reported.
    public func assertDidNotInterrupt(
        _ message: String = "Should not have interrupted.",
        fileID: StaticString = #fileID, file: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        check(
            !didInterrupt, message, SourceLocus(fileID, file, line, column), covering: .termination)
    }

    /// Fails unless the signal terminated: completed, failed or was interrupted.
    ///
    /// - Parameters:
    ///   - message: Headline of the failure; the recorded events follow it.
    ///   - fileID: The caller's file ID, where a failure is reported.
    ///   - file: The caller's file path, where a failure is reported.
    ///   - line: The caller's line, where a failure is reported.
    ///   - column: The caller's column, where a failure is reported.
    public func assertDidTerminate(
        _ message: String = "Should have terminated, i.e. completed/failed/interrupted.",
        fileID: StaticString = #fileID, file: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        check(
            didTerminate, message, SourceLocus(fileID, file, line, column), covering: .termination)
    }

    /// Fails if the signal terminated: completed, failed or was interrupted.
    ///
    /// - Parameters:
    ///   - message: Headline of the failure; the recorded events follow it.
    ///   - fileID: The caller's file ID, where a failure is reported.
    ///   - file: The caller's file path, where a failure is reported.
    ///   - line: The caller's line, where a failure is reported.
    ///   - column: The caller's column, where a failure is reported.
    public func assertDidNotTerminate(
        _ message: String = "Should not have terminated, i.e. completed/failed/interrupted.",
        fileID: StaticString = #fileID, file: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        check(
            !didTerminate, message, SourceLocus(fileID, file, line, column), covering: .termination)
    }

    /// Fails unless at least one value was received.
    ///
    /// - Parameters:
    ///   - message: Headline of the failure; the recorded events follow it.
    ///   - fileID: The caller's file ID, where a failure is reported.
    ///   - file: The caller's file path, where a failure is reported.
    ///   - line: The caller's line, where a failure is reported.
    ///   - column: The caller's column, where a failure is reported.
    public func assertDidEmitValue(
        _ message: String = "Should have emitted at least one value.",
        fileID: StaticString = #fileID, file: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        check(didEmitValue, message, SourceLocus(fileID, file, line, column), covering: .values)
    }

    /// Fails if any value was received.
    ///
    /// - Parameters:
    ///   - message: Headline of the failure; the recorded events follow it.
    ///   - fileID: The caller's file ID, where a failure is reported.
    ///   - file: The caller's file path, where a failure is reported.
    ///   - line: The caller's line, where a failure is reported.
    ///   - column: The caller's column, where a failure is reported.
    public func assertDidNotEmitValue(
        _ message: String = "Should not have emitted any values.",
        fileID: StaticString = #fileID, file: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        check(!didEmitValue, message, SourceLocus(fileID, file, line, column), covering: .values)
    }

    /// Fails unless exactly `count` values were received.
    ///
    ///     expected 3 values, got 2
    ///       values: [1, 2]
    ///
    /// - Parameters:
    ///   - count: The expected number of values.
    ///   - message: Shown above the details of a failure.
    ///   - fileID: The caller's file ID, where a failure is reported.
    ///   - file: The caller's file path, where a failure is reported.
    ///   - line: The caller's line, where a failure is reported.
    ///   - column: The caller's column, where a failure is reported.
    public func assertValueCount(
        _ count: Int, _ message: String? = nil,
        fileID: StaticString = #fileID, file: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        hooks?.cover(.values)
        let values = self.values
        guard values.count != count else { return }
        let detail = """
            expected \(FailureMessage.count(count, "values")), got \(values.count)
              values: \(FailureMessage.show(values))
            """
        fail(FailureMessage.compose(message, detail), SourceLocus(fileID, file, line, column))
    }

    /// Reports `message` and the recorded events unless `condition` holds; either way the
    /// events in `scope` count as asserted for `TestOutputs`.
    private func check(
        _ condition: Bool, _ message: String, _ locus: SourceLocus,
        covering scope: AssertionScope
    ) {
        hooks?.cover(scope)
        guard !condition else { return }
        fail("\(message)\n  events: \(FailureMessage.show(events))", locus)
    }

    /// Reports `message` at `locus`, followed by the marble picture of all outputs when
    /// `TestOutputs` made this observer.
    func fail(_ message: String, _ locus: SourceLocus) {
        guard let picture = hooks?.picture() else {
            return FailureReporter.fail(message, at: locus)
        }
        FailureReporter.fail(message + "\n" + picture, at: locus)
    }
}
