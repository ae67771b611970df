import Foundation

#if canImport(XCTest)
    import XCTest
#endif

/// Holds weak references to the objects a test registers, and fails for each one still alive
/// when it is checked: the retain cycle between a view and its view model caught by a test.
///
/// Use `trackForLeaks(_:)` in an `XCTestCase` (checked when the test ends), or the scope form
/// `assertReleased { tracker in … }` under XCTest or Swift Testing (checked when the scope
/// ends):
///
/// <!-- context
/// final class CategoryViewModel {
///     struct Inputs { func viewDidLoad() {} }
///     let inputs = Inputs()
/// }
/// -->
/// ```swift fragment
/// assertReleased { tracker in
///     let viewModel = CategoryViewModel()
///     tracker.track(viewModel)
///     viewModel.inputs.viewDidLoad()
/// }
/// ```
///
/// A failure names the object and where it was tracked, and is reported at that line:
///
///     CategoryViewModel is still alive: it leaked (a retain cycle?); tracked at
///     MyAppTests/CategoryTests.swift:12
///
/// Failures go where RippleTesting reports everything: the recorder of a `withFailureRecorder`
/// that was active when the tracker was created or is active at the check, else Swift Testing
/// when a Swift Testing test is running, else XCTest.
public final class LeakTracker: @unchecked Sendable {
    private struct Entry {
        weak var object: AnyObject?
        let name: String
        let locus: SourceLocus
    }

    private let lock = NSLock()
    private var entries: [Entry] = []
    private let recorder = FailureReporter.recorder

    /// Creates a tracker with nothing tracked.
    public init() {}

    /// Starts tracking `object` without retaining it.
    ///
    /// - Parameters:
    ///   - object: The object that must be released by the time of the check.
    ///   - name: A name for failure messages; the object's type name by default.
    ///   - fileID: The caller's file ID, where a failure is reported.
    ///   - file: The caller's file path, where a failure is reported.
    ///   - line: The caller's line, where a failure is reported.
    ///   - column: The caller's column, where a failure is reported.
    @discardableResult
    public func track<Object: AnyObject>(
        _ object: Object, named name: String? = nil,
        fileID: StaticString = #fileID, file: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Object {
        let typeName = String(describing: type(of: object))
        let entry = Entry(
            object: object,
            name: name.map { "\($0) (\(typeName))" } ?? typeName,
            locus: SourceLocus(fileID, file, line, column))
        lock.lock()
        entries.append(entry)
        lock.unlock()
        return object
    }

    /// Fails once for each tracked object that is still alive, at the line where it was
    /// tracked, then forgets every tracked object (a second check reports nothing).
    ///
    /// - Returns: The number of objects still alive.
    @discardableResult
    public func assertAllReleased() -> Int {
        lock.lock()
        let checked = entries
        entries = []
        lock.unlock()
        let alive = checked.filter { $0.object != nil }
        FailureReporter.$recorder.withValue(recorder ?? FailureReporter.recorder) {
            for entry in alive {
                FailureReporter.fail(
                    "\(entry.name) is still alive: it leaked (a retain cycle?); tracked at "
                        + entry.locus.shortDescription,
                    at: entry.locus)
            }
        }
        return alive.count
    }
}

/// Runs `body` with a new `LeakTracker`, then fails for each object `body` tracked that is
/// still alive once `body` has returned and its locals are gone. Works under XCTest and Swift
/// Testing.
///
/// <!-- context
/// final class CategoryViewModel {
///     struct Inputs { func viewDidLoad() {} }
///     let inputs = Inputs()
/// }
/// -->
/// ```swift fragment
/// assertReleased { tracker in
///     let viewModel = tracker.track(CategoryViewModel())
///     viewModel.inputs.viewDidLoad()
/// }
/// ```
///
/// An object that `body` returns is still alive at the check: return values, not the tracked
/// objects.
///
/// - Parameter body: Creates, tracks and exercises the objects.
/// - Returns: What `body` returns.
@discardableResult
public func assertReleased<Result>(_ body: (LeakTracker) throws -> Result) rethrows -> Result {
    let tracker = LeakTracker()
    defer { tracker.assertAllReleased() }
    #if canImport(ObjectiveC)
        return try autoreleasepool { try body(tracker) }
    #else
        return try body(tracker)
    #endif
}

/// Runs the asynchronous `body` with a new `LeakTracker`, then fails for each object `body`
/// tracked that is still alive once `body` has returned.
///
/// - Parameters:
///   - isolation: The caller's actor isolation; leave the default.
///   - body: Creates, tracks and exercises the objects.
/// - Returns: What `body` returns.
@discardableResult
public func assertReleased<Result>(
    isolation: isolated (any Actor)? = #isolation,
    _ body: (LeakTracker) async throws -> Result
) async rethrows -> Result {
    let tracker = LeakTracker()
    defer { tracker.assertAllReleased() }
    return try await body(tracker)
}

#if canImport(XCTest)
    extension XCTestCase {
        /// Fails the test, when it ends, if `object` is still alive: one line to catch a
        /// view model or view that a retain cycle keeps around.
        ///
        /// <!-- context
        /// final class CategoryViewModel {}
        /// final class CategoryTests: XCTestCase {
        ///     func test_viewModel_isReleased() {
        ///         /* fragment */
        ///         _ = viewModel
        ///     }
        /// }
        /// -->
        /// ```swift fragment
        /// let viewModel = trackForLeaks(CategoryViewModel())
        /// ```
        ///
        /// The check runs as a teardown block: after the test method has returned and its
        /// locals are gone, but before `tearDown()`, and XCTest keeps test case instances
        /// alive for the whole run. Track objects the test method creates and holds in locals,
        /// not ones the test case keeps in properties.
        ///
        /// - Parameters:
        ///   - object: The object that must be released by the end of the test.
        ///   - name: A name for the failure message; the object's type name by default.
        ///   - fileID: The caller's file ID, where a failure is reported.
        ///   - file: The caller's file path, where a failure is reported.
        ///   - line: The caller's line, where a failure is reported.
        ///   - column: The caller's column, where a failure is reported.
        /// - Returns: `object`, so it can be tracked where it is created.
        @discardableResult
        public func trackForLeaks<Object: AnyObject>(
            _ object: Object, named name: String? = nil,
            fileID: StaticString = #fileID, file: StaticString = #filePath,
            line: UInt = #line, column: UInt = #column
        ) -> Object {
            let tracker = LeakTracker()
            tracker.track(
                object, named: name, fileID: fileID, file: file, line: line, column: column)
            addTeardownBlock { tracker.assertAllReleased() }
            return object
        }
    }
#endif
