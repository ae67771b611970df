import Dispatch

/// A scheduler that runs actions asynchronously on a serial `DispatchQueue`.
///
/// <!-- context
/// let results = Signal<[String], Never>.never
/// -->
/// ```swift fragment
/// let background = QueueScheduler(name: "search")
/// results.observe(on: QueueScheduler.main)
/// ```
public final class QueueScheduler: DateScheduler, @unchecked Sendable {
    /// The queue the actions run on.
    public let queue: DispatchQueue

    /// A scheduler for the main queue. Unlike `UIScheduler`, it always runs actions
    /// asynchronously.
    public static let main = QueueScheduler(queue: .main)

    /// Creates a scheduler on a new serial queue (ReactiveSwift's argument order).
    ///
    /// - Parameters:
    ///   - qos: The queue's quality of service.
    ///   - name: The queue's label.
    ///   - targeting: The queue to target, if any.
    public convenience init(
        qos: DispatchQoS = .unspecified, name: String = "Ripple.QueueScheduler",
        targeting: DispatchQueue? = nil
    ) {
        self.init(queue: DispatchQueue(label: name, qos: qos, target: targeting))
    }

    /// Creates a scheduler on a new serial queue labelled `name` that targets `queue`, as
    /// ReactiveSwift's `QueueScheduler(queue:name:)`: actions run one at a time even when
    /// `queue` is concurrent.
    ///
    /// ```swift fragment
    /// let scheduler = QueueScheduler(queue: DispatchQueue.global(), name: "search")
    /// ```
    ///
    /// - Parameters:
    ///   - queue: The queue the new serial queue targets.
    ///   - name: The new queue's label.
    public convenience init(queue: DispatchQueue, name: String) {
        self.init(queue: DispatchQueue(label: name, target: queue))
    }

    /// Creates a scheduler on `queue`, which should be serial.
    ///
    /// - Parameter queue: The queue to run actions on.
    public init(queue: DispatchQueue) {
        self.queue = queue
    }

    /// The time since the system booted.
    public var now: Duration {
        .nanoseconds(Int64(truncatingIfNeeded: DispatchTime.now().uptimeNanoseconds))
    }

    /// Runs `action` asynchronously on the queue.
    ///
    /// - Parameter action: The work to run.
    /// - Returns: A disposable that cancels the action if it has not started.
    @discardableResult
    public func schedule(_ action: @escaping () -> Void) -> Disposable? {
        let disposable = AnyDisposable()
        let work = UncheckedSendable(action)
        queue.async {
            if !disposable.isDisposed { work.wrapped() }
        }
        return disposable
    }

    /// Runs `action` on the queue once `delay` has passed.
    ///
    /// - Parameters:
    ///   - delay: How long to wait.
    ///   - action: The work to run.
    /// - Returns: A disposable that cancels the action if it has not started.
    @discardableResult
    public func schedule(after delay: Duration, action: @escaping () -> Void) -> Disposable? {
        let disposable = AnyDisposable()
        let work = UncheckedSendable(action)
        queue.asyncAfter(deadline: .now() + delay.dispatchInterval) {
            if !disposable.isDisposed { work.wrapped() }
        }
        return disposable
    }

    /// Runs `action` on the queue after `delay`, then every `interval`, until disposed.
    /// Dropping the returned disposable without disposing it leaves the timer running, as in
    /// ReactiveSwift.
    ///
    /// - Parameters:
    ///   - delay: How long to wait before the first run.
    ///   - interval: The time between runs; must be positive.
    ///   - leeway: How late each run may be.
    ///   - action: The work to run.
    /// - Returns: A disposable that stops the timer.
    @discardableResult
    public func schedule(
        after delay: Duration, interval: Duration, leeway: Duration,
        action: @escaping () -> Void
    ) -> Disposable? {
        checkPrecondition(interval > .zero, "QueueScheduler: a repeating interval must be positive")
        let timer = DispatchSource.makeTimerSource(queue: queue)
        let work = UncheckedSendable(action)
        let source = UncheckedSendable(timer)
        timer.schedule(
            deadline: .now() + delay.dispatchInterval, repeating: interval.dispatchInterval,
            leeway: leeway.dispatchInterval)
        // The handler holds the timer, so the timer runs until it is cancelled even when the
        // disposable is dropped (Darwin's GCD keeps a resumed source alive; Linux's does not).
        // Cancelling releases the handler, and with it the timer.
        timer.setEventHandler {
            withExtendedLifetime(source) { work.wrapped() }
        }
        timer.resume()
        return AnyDisposable { source.wrapped.cancel() }
    }
}

extension Duration {
    /// The duration as a Dispatch interval, in nanoseconds (saturating).
    var dispatchInterval: DispatchTimeInterval {
        let (seconds, attoseconds) = components
        let nanoseconds = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        guard !nanoseconds.overflow else { return .nanoseconds(Int.max) }
        return .nanoseconds(Int(max(0, nanoseconds.partialValue + attoseconds / 1_000_000_000)))
    }
}
