import Dispatch

extension Duration {
    /// The interval as a `Duration`, exactly: the conversion every `DispatchTimeInterval`
    /// form of a Ripple API uses. `.never` becomes about 272 years, which no real timer reaches.
    ///
    /// ```swift fragment
    /// Duration(DispatchTimeInterval.milliseconds(300))  // .milliseconds(300)
    /// ```
    ///
    /// - Parameter interval: The Dispatch interval to convert.
    public init(_ interval: DispatchTimeInterval) {
        switch interval {
        case .seconds(let seconds): self = .seconds(seconds)
        case .milliseconds(let milliseconds): self = .milliseconds(milliseconds)
        case .microseconds(let microseconds): self = .microseconds(microseconds)
        case .nanoseconds(let nanoseconds): self = .nanoseconds(nanoseconds)
        case .never: self = .neverInterval
        @unknown default: self = .neverInterval
        }
    }

    /// The duration `DispatchTimeInterval.never` converts to: about 272 years, so that adding
    /// it to any scheduler's `now` cannot overflow.
    @usableFromInline
    static var neverInterval: Duration { .seconds(Int64(Int32.max) * 4) }

    /// A `TimeInterval` (seconds, as a `Double`) as a `Duration`: the conversion every
    /// `TimeInterval` form of a Ripple API uses. It saturates at about 272 years either way;
    /// NaN counts as zero.
    ///
    /// ```swift fragment
    /// Duration(timeInterval: 1.5)  // .milliseconds(1500)
    /// ```
    ///
    /// - Parameter seconds: The seconds to convert.
    public init(timeInterval seconds: Double) {
        guard !seconds.isNaN else {
            self = .zero
            return
        }
        let limit = Double(Duration.neverInterval.components.seconds)
        self = .seconds(min(max(seconds, -limit), limit))
    }
}

extension DateScheduler {
    /// Schedules `action` to run once `delay` has passed: ReactiveSwift's
    /// `DispatchTimeInterval` form of `schedule(after:action:)`.
    ///
    /// - Parameters:
    ///   - delay: How long to wait; `.never` schedules nothing (not even on a `TestScheduler`'s
    ///     `run()`).
    ///   - action: The work to run.
    /// - Returns: A disposable that cancels the action if it has not run.
    @_disfavoredOverload @discardableResult
    public func schedule(
        after delay: DispatchTimeInterval, action: @escaping () -> Void
    ) -> Disposable? {
        if case .never = delay { return AnyDisposable() }
        return schedule(after: Duration(delay), action: action)
    }

    /// Schedules `action` to run after `delay`, then every `interval`, until disposed:
    /// ReactiveSwift's `DispatchTimeInterval` form of `schedule(after:interval:leeway:action:)`.
    ///
    /// - Parameters:
    ///   - delay: How long to wait before the first run.
    ///   - interval: The time between runs; must be positive.
    ///   - leeway: How late each run may be, for timer coalescing.
    ///   - action: The work to run.
    /// - Returns: A disposable that stops the repetition.
    @_disfavoredOverload @discardableResult
    public func schedule(
        after delay: DispatchTimeInterval, interval: DispatchTimeInterval,
        leeway: DispatchTimeInterval = .seconds(0), action: @escaping () -> Void
    ) -> Disposable? {
        schedule(
            after: Duration(delay), interval: Duration(interval), leeway: Duration(leeway),
            action: action)
    }
}
