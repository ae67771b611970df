// What the exhaustive check at the end of a test covers, and how a test says what it leaves
// unasserted: `skipEvents(_:)` and `skipAllEvents()` (these events, explicitly), `exclude(_:)`
// and `exclude(named:)` (one output), `isExhaustive` (the whole recorder).

extension TestOutputs {
    /// Whether `finish()` fails for events no assertion covered; `true` unless turned off at
    /// creation or here.
    public var isExhaustive: Bool {
        get { session.isExhaustive }
        set { session.isExhaustive = newValue }
    }

    /// Marks every event `keyPath`'s output has sent so far as asserted: say so where a test
    /// deliberately does not check them. Later events must still be asserted.
    ///
    /// - Parameters:
    ///   - keyPath: The output, such as `\.isLoading`.
    ///   - fileID: The caller's file ID, where a failure is reported.
    ///   - file: The caller's file path, where a failure is reported.
    ///   - line: The caller's line, where a failure is reported.
    ///   - column: The caller's column, where a failure is reported.
    public func skipEvents(
        _ keyPath: PartialKeyPath<Outputs>,
        fileID: StaticString = #fileID, file: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        log(for: keyPath, SourceLocus(fileID, file, line, column))?.cover(.all)
    }

    /// Marks every event of every output so far as asserted.
    public func skipAllEvents() {
        session.logs.forEach { $0.cover(.all) }
    }

    /// Leaves `keyPath`'s output out of the exhaustive check for the rest of the test; it is
    /// still recorded, asserted and drawn.
    ///
    /// - Parameters:
    ///   - keyPath: The output, such as `\.isLoading`.
    ///   - fileID: The caller's file ID, where a failure is reported.
    ///   - file: The caller's file path, where a failure is reported.
    ///   - line: The caller's line, where a failure is reported.
    ///   - column: The caller's column, where a failure is reported.
    public func exclude(
        _ keyPath: PartialKeyPath<Outputs>,
        fileID: StaticString = #fileID, file: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        log(for: keyPath, SourceLocus(fileID, file, line, column))?.exclude()
    }

    /// Leaves the output named `name` out of the exhaustive check: for a stored stream a key
    /// path cannot reach, such as a private `(signal, observer)` pipe that a view model uses
    /// as an input.
    ///
    /// - Parameters:
    ///   - name: The stored property's name, as in `outputNames`.
    ///   - fileID: The caller's file ID, where a failure is reported.
    ///   - file: The caller's file path, where a failure is reported.
    ///   - line: The caller's line, where a failure is reported.
    ///   - column: The caller's column, where a failure is reported.
    public func exclude(
        named name: String,
        fileID: StaticString = #fileID, file: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        guard let log = session.logs.first(where: { $0.name == name }) else {
            let names = outputNames.joined(separator: ", ")
            return FailureReporter.fail(
                "no recorded output is named \(name) (recorded: \(names))",
                at: SourceLocus(fileID, file, line, column))
        }
        log.exclude()
    }
}
