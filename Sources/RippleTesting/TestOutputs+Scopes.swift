#if canImport(XCTest)
    import XCTest
#endif

// Where a test ends, so `TestOutputs` can run its exhaustive check: an XCTest teardown block,
// the end of a `withTestOutputs` scope (XCTest or Swift Testing), or the test's own `finish()`.
// Swift Testing has no per-test teardown hook a library can add to, hence the scope.

/// Records every output of `outputs` for the length of `body`, then runs the exhaustive check
/// (`TestOutputs.finish()`). The form for Swift Testing, which has no teardown block; it
/// works under XCTest too.
///
/// <!-- context
/// import Testing
/// protocol SignupViewModelInputs { func emailChanged(_ email: String) }
/// protocol SignupViewModelOutputs { var isSignupEnabled: Property<Bool> { get } }
/// final class SignupViewModel: SignupViewModelInputs, SignupViewModelOutputs {
///     private let emailProperty = MutableProperty("")
///     let isSignupEnabled: Property<Bool>
///     init() { isSignupEnabled = emailProperty.map { $0.contains("@") } }
///     var inputs: any SignupViewModelInputs { self }
///     var outputs: any SignupViewModelOutputs { self }
///     func emailChanged(_ email: String) { emailProperty.value = email }
/// }
/// @Suite struct SignupTests {
///     /* fragment */
/// }
/// -->
/// ```swift fragment
/// @Test func signupEnablesOnValidEmail() {
///     let viewModel = SignupViewModel()
///     withTestOutputs(viewModel.outputs) { outputs in
///         viewModel.inputs.emailChanged("blob@example.com")
///         outputs[\.isSignupEnabled].assertValues([false, true])
///     }
/// }
/// ```
///
/// - Parameters:
///   - outputs: The view model's outputs.
///   - scheduler: The scheduler whose virtual time the picture follows.
///   - exhaustive: Whether the check at the end fails for events no assertion covered.
///   - fileID: The caller's file ID, where the check reports.
///   - file: The caller's file path, where the check reports.
///   - line: The caller's line, where the check reports.
///   - column: The caller's column, where the check reports.
///   - body: Drives the inputs and asserts the outputs.
/// - Returns: What `body` returns.
@discardableResult
public func withTestOutputs<Outputs, Result>(
    _ outputs: Outputs, on scheduler: TestScheduler? = nil, exhaustive: Bool = true,
    fileID: StaticString = #fileID, file: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    _ body: (TestOutputs<Outputs>) throws -> Result
) rethrows -> Result {
    let recorder = TestOutputs(
        outputs, on: scheduler, exhaustive: exhaustive,
        fileID: fileID, file: file, line: line, column: column)
    defer { recorder.finish() }
    return try body(recorder)
}

/// Records every output of `outputs` for the length of the asynchronous `body`, then runs the
/// exhaustive check.
///
/// - Parameters:
///   - outputs: The view model's outputs.
///   - scheduler: The scheduler whose virtual time the picture follows.
///   - exhaustive: Whether the check at the end fails for events no assertion covered.
///   - isolation: The caller's actor isolation; leave the default.
///   - fileID: The caller's file ID, where the check reports.
///   - file: The caller's file path, where the check reports.
///   - line: The caller's line, where the check reports.
///   - column: The caller's column, where the check reports.
///   - body: Drives the inputs and asserts the outputs.
/// - Returns: What `body` returns.
@discardableResult
public func withTestOutputs<Outputs, Result>(
    _ outputs: Outputs, on scheduler: TestScheduler? = nil, exhaustive: Bool = true,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID, file: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    _ body: (TestOutputs<Outputs>) async throws -> Result
) async rethrows -> Result {
    let recorder = TestOutputs(
        outputs, on: scheduler, exhaustive: exhaustive,
        fileID: fileID, file: file, line: line, column: column)
    defer { recorder.finish() }
    return try await body(recorder)
}

#if canImport(XCTest)
    extension XCTestCase {
        /// Records every output of `outputs` and runs the exhaustive check when the test ends,
        /// in a teardown block: one line in `setUp()` or in the test.
        ///
        /// <!-- context
        /// protocol SearchViewModelOutputs { var results: Signal<[String], Never> { get } }
        /// final class SearchViewModel: SearchViewModelOutputs {
        ///     let (results, resultsInput) = Signal<[String], Never>.pipe()
        ///     var outputs: any SearchViewModelOutputs { self }
        /// }
        /// final class SearchViewModelTests: XCTestCase {
        ///     let viewModel = SearchViewModel()
        ///     let scheduler = TestScheduler()
        ///     func test_results_areNoneBeforeASearch() {
        ///         /* fragment */
        ///         outputs[\.results].assertValues([])
        ///     }
        /// }
        /// -->
        /// ```swift fragment
        /// let outputs = recordOutputs(viewModel.outputs, on: scheduler)
        /// ```
        ///
        /// - Parameters:
        ///   - outputs: The view model's outputs.
        ///   - scheduler: The scheduler whose virtual time the picture follows.
        ///   - exhaustive: Whether the check fails for events no assertion covered.
        ///   - fileID: The caller's file ID, where the check reports.
        ///   - file: The caller's file path, where the check reports.
        ///   - line: The caller's line, where the check reports.
        ///   - column: The caller's column, where the check reports.
        /// - Returns: The recorder.
        public func recordOutputs<Outputs>(
            _ outputs: Outputs, on scheduler: TestScheduler? = nil, exhaustive: Bool = true,
            fileID: StaticString = #fileID, file: StaticString = #filePath,
            line: UInt = #line, column: UInt = #column
        ) -> TestOutputs<Outputs> {
            let recorder = TestOutputs(
                outputs, on: scheduler, exhaustive: exhaustive,
                fileID: fileID, file: file, line: line, column: column)
            addTeardownBlock { recorder.finish() }
            return recorder
        }
    }
#endif
