import Dispatch
import Foundation

/// Runs what is waiting on the main queue, so a test can see what `observeForUI()`,
/// `UIScheduler` and main-actor binding targets deliver there, on Linux as on Apple
/// platforms.
///
/// Work sent to the main queue from another thread runs only when the main thread gets back
/// to its run loop (an app's) or awaits (an async test's). A test drains it: the
/// asynchronous form from any async test, the synchronous one from a test method on the main
/// thread (every non-async XCTest method).
///
/// <!-- context
/// protocol TitleViewModelInputs: Sendable { func configure(title: String) }
/// protocol TitleViewModelOutputs: Sendable { var title: Signal<String, Never> { get } }
/// final class TitleViewModel: TitleViewModelInputs, TitleViewModelOutputs, Sendable {
///     let (title, titleInput) = Signal<String, Never>.pipe()
///     var inputs: any TitleViewModelInputs { self }
///     var outputs: any TitleViewModelOutputs { self }
///     func configure(title: String) { titleInput.send(value: title) }
/// }
/// @MainActor final class TitleView {
///     var title = ""
///     var observation: Disposable?
///     init(viewModel: TitleViewModel) {
///         observation = viewModel.outputs.title.observeForUI().observeValues { [weak self] in
///             self?.title = $0
///         }
///     }
/// }
/// func background(_ work: @escaping @Sendable () -> Void) async {
///     await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
///         DispatchQueue.global().async {
///             work()
///             continuation.resume()
///         }
///     }
/// }
/// let viewModel = TitleViewModel()
/// final class TitleViewTests: XCTestCase {
///     /* fragment */
/// }
/// -->
/// ```swift fragment
/// @MainActor func test_title_arrivesOnTheMainActor() async {
///     let view = TitleView(viewModel: viewModel)
///     await background { viewModel.inputs.configure(title: "Ripple") }
///     await MainQueue.drain()
///     XCTAssertEqual(view.title, "Ripple")
/// }
/// ```
///
/// Both forms queue a marker and wait until the main queue reaches it: everything queued on
/// the main queue before the call has run when they return. Work that this work queues in
/// turn runs on a later drain.
public enum MainQueue {
    /// Waits until everything queued on the main queue before this call has run.
    ///
    /// The main queue is serviced while the caller awaits (the main actor is free during
    /// the wait, even when the caller is isolated to it).
    public static func drain() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { continuation.resume() }
        }
    }

    /// Runs the main run loop until everything queued on the main queue before this call has
    /// run. Call it on the main thread; it stops with a message anywhere else.
    ///
    /// If the main queue does not reach the marker within `limit` (work on it is stuck),
    /// it reports a test failure at the caller and returns, instead of hanging the test.
    ///
    /// - Parameters:
    ///   - limit: How long to wait for the main queue before failing; a guard against a
    ///     hang, never a timing assertion.
    ///   - fileID: The caller's file, for the failure.
    ///   - filePath: The caller's file path, for the failure.
    ///   - line: The caller's line, for the failure.
    ///   - column: The caller's column, for the failure.
    public static func drainOnMainThread(
        limit: Duration = .seconds(30),
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        checkPrecondition(
            Thread.isMainThread, "MainQueue.drainOnMainThread() must be called on the main thread")
        let reached = MarkerFlag()
        DispatchQueue.main.async { reached.set() }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: limit)
        while !reached.isSet {
            guard clock.now < deadline else {
                FailureReporter.fail(
                    "MainQueue.drainOnMainThread(): the main queue did not run its work within"
                        + " \(limit)",
                    at: SourceLocus(fileID, filePath, line, column))
                return
            }
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
        }
    }
}

/// Set by the marker on the main queue, read by the draining loop on the main thread.
private final class MarkerFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    func set() {
        lock.lock()
        value = true
        lock.unlock()
    }
}
