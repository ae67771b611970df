import Dispatch
import Foundation

/// A scheduler for UI work on the main thread: it runs an action synchronously when called on
/// the main thread with nothing of its own queued, and otherwise queues it on the main queue,
/// so actions always run in the order they were scheduled.
///
/// <!-- context
/// final class Label { var text: String? }
/// let label = Label()
/// struct Outputs { let title = Signal<String, Never>.never }
/// let viewModel = (inputs: (), outputs: Outputs())
/// -->
/// ```swift fragment
/// viewModel.outputs.title
///     .observe(on: UIScheduler())
///     .observeValues { label.text = $0 }
/// ```
public final class UIScheduler: Scheduler, @unchecked Sendable {
    private static let queued = AtomicInt(0)

    /// Creates a UI scheduler.
    public init() {}

    /// Runs `action` on the main thread: now if possible, else after what is queued.
    ///
    /// - Parameter action: The work to run.
    /// - Returns: `nil` if it ran synchronously, else a disposable that cancels it.
    @discardableResult
    public func schedule(_ action: @escaping () -> Void) -> Disposable? {
        let queued = Self.queued
        let position = queued.fetchAdd(1)
        if position == 0, Thread.isMainThread {
            action()
            queued.fetchAdd(-1)
            return nil
        }
        let disposable = AnyDisposable()
        let work = UncheckedSendable(action)
        DispatchQueue.main.async {
            if !disposable.isDisposed { work.wrapped() }
            queued.fetchAdd(-1)
        }
        return disposable
    }
}
