// The assertions that compare what was recorded with what was expected: values, the failure's
// error and whole event histories. Locations and reporting as in TestObserver+Assertions.swift.

extension TestObserver where Value: Equatable {
    /// Fails unless exactly one value was received and it equals `value`.
    ///
    ///     expected exactly one value, got 2
    ///       expected: [3] (1 value)
    ///       actual:   [3, 4] (2 values)
    ///
    /// - Parameters:
    ///   - value: The one value expected.
    ///   - message: Shown above the details of a failure.
    ///   - fileID: The caller's file ID, where a failure is reported.
    ///   - file: The caller's file path, where a failure is reported.
    ///   - line: The caller's line, where a failure is reported.
    ///   - column: The caller's column, where a failure is reported.
    public func assertValue(
        _ value: Value, _ message: String? = nil,
        fileID: StaticString = #fileID, file: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        hooks?.cover(.values)
        let values = self.values
        let detail: String
        if values.count != 1 {
            detail = """
                expected exactly one value, got \(values.count)
                  expected: \(FailureMessage.show([value])) (1 value)
                  actual:   \(FailureMessage.show(values)) (\(FailureMessage.count(values.count, "values")))
                """
        } else if values[0] != value {
            detail =
                "value differs: expected \(FailureMessage.show(value)), got \(FailureMessage.show(values[0]))"
        } else {
            return
        }
        fail(FailureMessage.compose(message, detail), SourceLocus(fileID, file, line, column))
    }

    /// Fails unless the values received equal `values`, in order. The failure names the first
    /// differing index and shows both arrays:
    ///
    ///     values differ at index 2: expected 3, got 4
    ///       expected: [1, 2, 3] (3 values)
    ///       actual:   [1, 2, 4] (3 values)
    ///
    /// - Parameters:
    ///   - values: The values expected.
    ///   - message: Shown above the details of a failure.
    ///   - fileID: The caller's file ID, where a failure is reported.
    ///   - file: The caller's file path, where a failure is reported.
    ///   - line: The caller's line, where a failure is reported.
    ///   - column: The caller's column, where a failure is reported.
    public func assertValues(
        _ values: [Value], _ message: String = "",
        fileID: StaticString = #fileID, file: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        hooks?.cover(.values)
        let mismatch = FailureMessage.mismatch(
            of: "values", expected: values, actual: self.values, equal: ==,
            element: { FailureMessage.show($0) }, list: { FailureMessage.show($0) })
        guard let mismatch else { return }
        fail(FailureMessage.compose(message, mismatch), SourceLocus(fileID, file, line, column))
    }

    /// Fails unless a value was received and the last one equals `value`.
    ///
    ///     last value differs: expected 3, got 4
    ///       values: [1, 4]
    ///
    /// - Parameters:
    ///   - value: The last value expected.
    ///   - message: Shown above the details of a failure.
    ///   - fileID: The caller's file ID, where a failure is reported.
    ///   - file: The caller's file path, where a failure is reported.
    ///   - line: The caller's line, where a failure is reported.
    ///   - column: The caller's column, where a failure is reported.
    public func assertLastValue(
        _ value: Value, _ message: String? = nil,
        fileID: StaticString = #fileID, file: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        hooks?.cover(.values)
        let values = self.values
        guard values.last != value else { return }
        let got = values.last.map { FailureMessage.show($0) } ?? "no value"
        let detail = """
            last value differs: expected \(FailureMessage.show(value)), got \(got)
              values: \(FailureMessage.show(values))
            """
        fail(FailureMessage.compose(message, detail), SourceLocus(fileID, file, line, column))
    }
}

extension TestObserver where Error: Equatable {
    /// Fails unless the signal failed with an error equal to `expectedError`.
    ///
    ///     failed error differs: expected timeout, got offline
    ///
    /// - Parameters:
    ///   - expectedError: The error expected.
    ///   - message: Shown above the details of a failure.
    ///   - fileID: The caller's file ID, where a failure is reported.
    ///   - file: The caller's file path, where a failure is reported.
    ///   - line: The caller's line, where a failure is reported.
    ///   - column: The caller's column, where a failure is reported.
    public func assertFailed(
        _ expectedError: Error, message: String = "",
        fileID: StaticString = #fileID, file: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        hooks?.cover(.termination)
        let expected = FailureMessage.show(expectedError)
        let detail: String
        if let error = failedError {
            guard error != expectedError else { return }
            detail = "failed error differs: expected \(expected), got \(FailureMessage.show(error))"
        } else {
            detail = """
                expected to fail with \(expected), but did not fail
                  events: \(FailureMessage.show(events))
                """
        }
        fail(FailureMessage.compose(message, detail), SourceLocus(fileID, file, line, column))
    }
}

extension TestObserver where Value: Equatable, Error: Equatable {
    /// Fails unless the events received equal `events`, terminal event included. The failure
    /// names the first differing index and shows both histories:
    ///
    ///     events differ at index 1: expected completed, got value(2)
    ///       expected: [value(1), completed] (2 events)
    ///       actual:   [value(1), value(2)] (2 events)
    ///
    /// - Parameters:
    ///   - events: The whole event history expected.
    ///   - message: Shown above the details of a failure.
    ///   - fileID: The caller's file ID, where a failure is reported.
    ///   - file: The caller's file path, where a failure is reported.
    ///   - line: The caller's line, where a failure is reported.
    ///   - column: The caller's column, where a failure is reported.
    public func assertEvents(
        _ events: [Signal<Value, Error>.Event], _ message: String = "",
        fileID: StaticString = #fileID, file: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        hooks?.cover(.all)
        let mismatch = FailureMessage.mismatch(
            of: "events", expected: events, actual: self.events, equal: ==,
            element: { FailureMessage.show($0) }, list: { FailureMessage.show($0) })
        guard let mismatch else { return }
        fail(FailureMessage.compose(message, mismatch), SourceLocus(fileID, file, line, column))
    }
}
