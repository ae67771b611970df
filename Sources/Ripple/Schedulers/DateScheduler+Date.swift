import Foundation

extension DateScheduler {
    /// The wall clock: the default for a scheduler that keeps no virtual time.
    public var currentDate: Date { Date() }

    /// Schedules `action` to run at `date`, as told by `currentDate`: ReactiveSwift's form of
    /// `schedule(after:action:)`.
    ///
    /// - Parameters:
    ///   - date: When to run it; a date not after `currentDate` runs it as soon as possible.
    ///   - action: The work to run.
    /// - Returns: A disposable that cancels the action if it has not run.
    @discardableResult
    public func schedule(after date: Date, action: @escaping () -> Void) -> Disposable? {
        schedule(after: delay(until: date), action: action)
    }

    /// Schedules `action` to run at `date`, then every `interval`, until disposed.
    ///
    /// - Parameters:
    ///   - date: When to run it first, as told by `currentDate`.
    ///   - interval: The time between runs; must be positive.
    ///   - leeway: How late each run may be, for timer coalescing.
    ///   - action: The work to run.
    /// - Returns: A disposable that stops the repetition.
    @discardableResult
    public func schedule(
        after date: Date, interval: Duration, leeway: Duration = .zero,
        action: @escaping () -> Void
    ) -> Disposable? {
        schedule(after: delay(until: date), interval: interval, leeway: leeway, action: action)
    }

    /// Schedules `action` to run at `date`, then every `interval`, until disposed:
    /// ReactiveSwift's `DispatchTimeInterval` form.
    ///
    /// - Parameters:
    ///   - date: When to run it first, as told by `currentDate`.
    ///   - interval: The time between runs; must be positive.
    ///   - leeway: How late each run may be, for timer coalescing.
    ///   - action: The work to run.
    /// - Returns: A disposable that stops the repetition.
    @_disfavoredOverload @discardableResult
    public func schedule(
        after date: Date, interval: DispatchTimeInterval,
        leeway: DispatchTimeInterval = .seconds(0), action: @escaping () -> Void
    ) -> Disposable? {
        schedule(
            after: delay(until: date), interval: Duration(interval), leeway: Duration(leeway),
            action: action)
    }

    /// The time from `currentDate` to `date`.
    private func delay(until date: Date) -> Duration {
        Duration(timeInterval: date.timeIntervalSince(currentDate))
    }
}
