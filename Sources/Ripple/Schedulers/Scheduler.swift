import Foundation

/// Runs actions somewhere: now, on a queue, on the main thread.
public protocol Scheduler: AnyObject, Sendable {
    /// Schedules `action` to run.
    ///
    /// - Parameter action: The work to run.
    /// - Returns: A disposable that cancels the action if it has not run, or `nil` if it ran
    ///   already (or cannot be cancelled).
    @discardableResult
    func schedule(_ action: @escaping () -> Void) -> Disposable?
}

/// A scheduler that can run actions after a delay and repeatedly. `Duration` is the primary
/// form of time: `now` is the time elapsed since the scheduler's own epoch. As in
/// ReactiveSwift, the scheduler also tells the `currentDate`, and every method that takes a
/// `Duration` also takes a `DispatchTimeInterval` or a `Date`
/// (see `DateScheduler+Dispatch.swift` and `DateScheduler+Date.swift`).
public protocol DateScheduler: Scheduler {
    /// The scheduler's current time, as the time elapsed since its epoch.
    var now: Duration { get }

    /// The scheduler's current date: the wall clock for a real scheduler, the virtual clock
    /// for a `TestScheduler`. By default, `Date()`.
    var currentDate: Date { get }

    /// Schedules `action` to run once `delay` has passed, relative to `now`.
    ///
    /// - Parameters:
    ///   - delay: How long to wait; zero or negative runs it as soon as possible.
    ///   - action: The work to run.
    /// - Returns: A disposable that cancels the action if it has not run.
    @discardableResult
    func schedule(after delay: Duration, action: @escaping () -> Void) -> Disposable?

    /// Schedules `action` to run after `delay`, then every `interval`, until disposed.
    ///
    /// - Parameters:
    ///   - delay: How long to wait before the first run.
    ///   - interval: The time between runs; must be positive.
    ///   - leeway: How late each run may be, for timer coalescing.
    ///   - action: The work to run.
    /// - Returns: A disposable that stops the repetition.
    @discardableResult
    func schedule(
        after delay: Duration, interval: Duration, leeway: Duration,
        action: @escaping () -> Void
    ) -> Disposable?
}

extension DateScheduler {
    /// Schedules `action` to run after `delay`, then every `interval`, until disposed.
    ///
    /// - Parameters:
    ///   - delay: How long to wait before the first run.
    ///   - interval: The time between runs; must be positive.
    ///   - action: The work to run.
    /// - Returns: A disposable that stops the repetition.
    @discardableResult
    public func schedule(
        after delay: Duration, interval: Duration, action: @escaping () -> Void
    ) -> Disposable? {
        schedule(after: delay, interval: interval, leeway: .zero, action: action)
    }
}

/// A scheduler that runs every action at once, on the calling thread.
///
/// ```swift fragment
/// ImmediateScheduler().schedule { print("now") }  // prints "now" before returning
/// ```
public final class ImmediateScheduler: Scheduler {
    /// Creates an immediate scheduler.
    public init() {}

    /// Runs `action` now.
    ///
    /// - Parameter action: The work to run.
    /// - Returns: `nil`: the action has already run.
    @discardableResult
    public func schedule(_ action: @escaping () -> Void) -> Disposable? {
        action()
        return nil
    }
}

/// Carries a value that is not `Sendable` across a Dispatch boundary. Ripple's schedulers use
/// it for the user's actions, which the scheduler's contract hands to another thread.
struct UncheckedSendable<Wrapped>: @unchecked Sendable {
    let wrapped: Wrapped

    init(_ wrapped: Wrapped) {
        self.wrapped = wrapped
    }
}
