// `outputs[\.name]`: one output's `TestObserver`, typed by the key path, and `record(_:named:)`
// for the outputs reflection cannot see. A key path that names no recorded output fails at the
// caller's line and gives an empty observer, so the test goes on.

extension TestOutputs {
    /// The `TestObserver` of the signal at `keyPath`: every event it sent since the recorder
    /// was made, and all of `TestObserver`'s assertions.
    ///
    /// <!-- context
    /// protocol SignupViewModelInputs { func emailChanged(_ email: String) }
    /// protocol SignupViewModelOutputs { var isValid: Signal<Bool, Never> { get } }
    /// final class SignupViewModel: SignupViewModelInputs, SignupViewModelOutputs {
    ///     private let email = MutableProperty("")
    ///     let isValid: Signal<Bool, Never>
    ///     init() { isValid = email.signal.map { $0.contains("@") } }
    ///     var inputs: any SignupViewModelInputs { self }
    ///     var outputs: any SignupViewModelOutputs { self }
    ///     func emailChanged(_ email: String) { self.email.value = email }
    /// }
    /// let viewModel = SignupViewModel()
    /// let scheduler = TestScheduler()
    /// let outputs = TestOutputs(viewModel.outputs, on: scheduler)
    /// -->
    /// ```swift fragment
    /// outputs[\.isValid].assertValues([false, true])
    /// ```
    ///
    /// - Parameters:
    ///   - keyPath: The output, such as `\.isValid`.
    ///   - fileID: The caller's file ID, where a failure is reported.
    ///   - file: The caller's file path, where a failure is reported.
    ///   - line: The caller's line, where a failure is reported.
    ///   - column: The caller's column, where a failure is reported.
    public subscript<Value, Error>(
        _ keyPath: KeyPath<Outputs, Signal<Value, Error>>,
        fileID fileID: StaticString = #fileID, file file: StaticString = #filePath,
        line line: UInt = #line, column column: UInt = #column
    ) -> TestObserver<Value, Error> {
        observer(keyPath, SourceLocus(fileID, file, line, column))
    }

    /// The `TestObserver` of the run of the producer at `keyPath`, started when the recorder
    /// was made.
    ///
    /// - Parameters:
    ///   - keyPath: The output, such as `\.results`.
    ///   - fileID: The caller's file ID, where a failure is reported.
    ///   - file: The caller's file path, where a failure is reported.
    ///   - line: The caller's line, where a failure is reported.
    ///   - column: The caller's column, where a failure is reported.
    public subscript<Value, Error>(
        _ keyPath: KeyPath<Outputs, SignalProducer<Value, Error>>,
        fileID fileID: StaticString = #fileID, file file: StaticString = #filePath,
        line line: UInt = #line, column column: UInt = #column
    ) -> TestObserver<Value, Error> {
        observer(keyPath, SourceLocus(fileID, file, line, column))
    }

    /// The `TestObserver` of the property at `keyPath`: its value when the recorder was made,
    /// then each change.
    ///
    /// - Parameters:
    ///   - keyPath: The output, such as `\.isSubmitEnabled`.
    ///   - fileID: The caller's file ID, where a failure is reported.
    ///   - file: The caller's file path, where a failure is reported.
    ///   - line: The caller's line, where a failure is reported.
    ///   - column: The caller's column, where a failure is reported.
    public subscript<Value>(
        _ keyPath: KeyPath<Outputs, Property<Value>>,
        fileID fileID: StaticString = #fileID, file file: StaticString = #filePath,
        line line: UInt = #line, column column: UInt = #column
    ) -> TestObserver<Value, Never> {
        observer(keyPath, SourceLocus(fileID, file, line, column))
    }

    /// The `TestObserver` of the mutable property at `keyPath`: its value when the recorder
    /// was made, then each change.
    ///
    /// - Parameters:
    ///   - keyPath: The output, such as `\.userName`.
    ///   - fileID: The caller's file ID, where a failure is reported.
    ///   - file: The caller's file path, where a failure is reported.
    ///   - line: The caller's line, where a failure is reported.
    ///   - column: The caller's column, where a failure is reported.
    public subscript<Value>(
        _ keyPath: KeyPath<Outputs, MutableProperty<Value>>,
        fileID fileID: StaticString = #fileID, file file: StaticString = #filePath,
        line line: UInt = #line, column column: UInt = #column
    ) -> TestObserver<Value, Never> {
        observer(keyPath, SourceLocus(fileID, file, line, column))
    }

    /// The `TestObserver` of the validating property at `keyPath`: its value when the
    /// recorder was made, then each change.
    ///
    /// - Parameters:
    ///   - keyPath: The output, such as `\.email`.
    ///   - fileID: The caller's file ID, where a failure is reported.
    ///   - file: The caller's file path, where a failure is reported.
    ///   - line: The caller's line, where a failure is reported.
    ///   - column: The caller's column, where a failure is reported.
    public subscript<Value, ValidationError>(
        _ keyPath: KeyPath<Outputs, ValidatingProperty<Value, ValidationError>>,
        fileID fileID: StaticString = #fileID, file file: StaticString = #filePath,
        line line: UInt = #line, column column: UInt = #column
    ) -> TestObserver<Value, Never> {
        observer(keyPath, SourceLocus(fileID, file, line, column))
    }

    /// Records the signal at `keyPath` from now on, for an output reflection cannot see: a
    /// computed property, or a requirement of the outputs protocol backed by something else.
    ///
    /// - Parameters:
    ///   - keyPath: The output, such as `\.title`.
    ///   - name: Its name in messages and the picture. By default the property's name for a
    ///     stored property, else `output N` (a computed property's name cannot be read).
    ///   - fileID: The caller's file ID, where a failure is reported.
    ///   - file: The caller's file path, where a failure is reported.
    ///   - line: The caller's line, where a failure is reported.
    ///   - column: The caller's column, where a failure is reported.
    /// - Returns: The output's `TestObserver`.
    @discardableResult
    public func record<Value, Error>(
        _ keyPath: KeyPath<Outputs, Signal<Value, Error>>, named name: String? = nil,
        fileID: StaticString = #fileID, file: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> TestObserver<Value, Error> {
        recordOutput(keyPath, name, SourceLocus(fileID, file, line, column)) { $0 }
    }

    /// Starts the producer at `keyPath` and records its run, for an output reflection cannot
    /// see.
    ///
    /// - Parameters:
    ///   - keyPath: The output, such as `\.results`.
    ///   - name: Its name in messages and the picture. By default the property's name for a
    ///     stored property, else `output N` (a computed property's name cannot be read).
    ///   - fileID: The caller's file ID, where a failure is reported.
    ///   - file: The caller's file path, where a failure is reported.
    ///   - line: The caller's line, where a failure is reported.
    ///   - column: The caller's column, where a failure is reported.
    /// - Returns: The output's `TestObserver`.
    @discardableResult
    public func record<Value, Error>(
        _ keyPath: KeyPath<Outputs, SignalProducer<Value, Error>>, named name: String? = nil,
        fileID: StaticString = #fileID, file: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> TestObserver<Value, Error> {
        recordOutput(keyPath, name, SourceLocus(fileID, file, line, column)) { $0 }
    }

    /// Records the property at `keyPath` (its value now, then each change), for an output
    /// reflection cannot see.
    ///
    /// - Parameters:
    ///   - keyPath: The output, such as `\.isEnabled`.
    ///   - name: Its name in messages and the picture. By default the property's name for a
    ///     stored property, else `output N` (a computed property's name cannot be read).
    ///   - fileID: The caller's file ID, where a failure is reported.
    ///   - file: The caller's file path, where a failure is reported.
    ///   - line: The caller's line, where a failure is reported.
    ///   - column: The caller's column, where a failure is reported.
    /// - Returns: The output's `TestObserver`.
    @discardableResult
    public func record<Value>(
        _ keyPath: KeyPath<Outputs, Property<Value>>, named name: String? = nil,
        fileID: StaticString = #fileID, file: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> TestObserver<Value, Never> {
        recordOutput(keyPath, name, SourceLocus(fileID, file, line, column)) { $0 }
    }

    /// Records the mutable property at `keyPath` (its value now, then each change), for an
    /// output reflection cannot see.
    ///
    /// - Parameters:
    ///   - keyPath: The output, such as `\.userName`.
    ///   - name: Its name in messages and the picture. By default the property's name for a
    ///     stored property, else `output N` (a computed property's name cannot be read).
    ///   - fileID: The caller's file ID, where a failure is reported.
    ///   - file: The caller's file path, where a failure is reported.
    ///   - line: The caller's line, where a failure is reported.
    ///   - column: The caller's column, where a failure is reported.
    /// - Returns: The output's `TestObserver`.
    @discardableResult
    public func record<Value>(
        _ keyPath: KeyPath<Outputs, MutableProperty<Value>>, named name: String? = nil,
        fileID: StaticString = #fileID, file: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> TestObserver<Value, Never> {
        recordOutput(keyPath, name, SourceLocus(fileID, file, line, column)) { $0 }
    }

    private func recordOutput<Output: RecordableOutput, Value, Error>(
        _ keyPath: KeyPath<Outputs, Output>, _ name: String?, _ locus: SourceLocus,
        _ erase: (Output) -> RecordableOutput
    ) -> TestObserver<Value, Error> {
        guard let outputs else {
            FailureReporter.fail(
                "the outputs are gone: record \(keyPath) while they live", at: locus)
            return TestObserver()
        }
        record(keyPath, erase(outputs[keyPath: keyPath]), name, locus)
        return observer(keyPath, locus)
    }
}
