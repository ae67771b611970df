import Dispatch

/// The failure `ksr_timeout` raises inside, before demoting it to completion.
struct KsrTimedOut: Swift.Error {}

extension Signal {
    /// Kickstarter's `ksr_timeout`, for porting: completes (without an error) if `self` has not
    /// terminated within `interval`; a failure of `self` becomes completion too. Built on
    /// `timeout(after:raising:on:)` and `demoteErrors()`; the interval and the scheduler are
    /// autoclosures read once when the operator is applied.
    ///
    /// With an interval of 4 ticks:
    ///
    ///     self:   -a---b-|
    ///     result: -a--|
    ///
    /// - Parameters:
    ///   - interval: How long `self` may take to terminate; must not be negative.
    ///   - scheduler: The scheduler that measures the interval.
    /// - Returns: A signal of `self`'s values that completes when time is up.
    public func ksr_timeout(
        after interval: @autoclosure () -> Duration,
        on scheduler: @autoclosure () -> DateScheduler
    ) -> Signal<Value, Never> {
        demoteErrors().promoteError(KsrTimedOut.self)
            .timeout(after: interval(), raising: KsrTimedOut(), on: scheduler())
            .demoteErrors()
    }

    /// Kickstarter's `ksr_timeout` with a `DispatchTimeInterval`, as Kickstarter declares it.
    ///
    /// With an interval of 4 ticks:
    ///
    ///     self:   -a---b-|
    ///     result: -a--|
    ///
    /// - Parameters:
    ///   - interval: How long `self` may take to terminate; must not be negative.
    ///   - scheduler: The scheduler that measures the interval.
    /// - Returns: A signal of `self`'s values that completes when time is up.
    @_disfavoredOverload
    public func ksr_timeout(
        after interval: @autoclosure () -> DispatchTimeInterval,
        on scheduler: @autoclosure () -> DateScheduler
    ) -> Signal<Value, Never> {
        ksr_timeout(after: Duration(interval()), on: scheduler())
    }
}

extension SignalProducer {
    /// Kickstarter's `ksr_timeout`, for porting: each run completes (without an error) if it
    /// has not terminated within `interval` of its start; a failure becomes completion too.
    /// Built on `timeout(after:raising:on:)` and `demoteErrors()`; the interval and the
    /// scheduler are read once when the operator is applied.
    ///
    /// With an interval of 4 ticks:
    ///
    ///     self:   -a---b-|
    ///     result: -a--|
    ///
    /// - Parameters:
    ///   - interval: How long each run may take to terminate; must not be negative.
    ///   - scheduler: The scheduler that measures the interval.
    /// - Returns: A producer whose runs complete when time is up; the run of `self` is then
    ///   interrupted.
    public func ksr_timeout(
        after interval: @autoclosure () -> Duration,
        on scheduler: @autoclosure () -> DateScheduler
    ) -> SignalProducer<Value, Never> {
        demoteErrors().promoteError(KsrTimedOut.self)
            .timeout(after: interval(), raising: KsrTimedOut(), on: scheduler())
            .demoteErrors()
    }

    /// Kickstarter's `ksr_timeout` with a `DispatchTimeInterval`, as Kickstarter declares it.
    ///
    /// With an interval of 4 ticks:
    ///
    ///     self:   -a---b-|
    ///     result: -a--|
    ///
    /// - Parameters:
    ///   - interval: How long each run may take to terminate; must not be negative.
    ///   - scheduler: The scheduler that measures the interval.
    /// - Returns: A producer whose runs complete when time is up.
    @_disfavoredOverload
    public func ksr_timeout(
        after interval: @autoclosure () -> DispatchTimeInterval,
        on scheduler: @autoclosure () -> DateScheduler
    ) -> SignalProducer<Value, Never> {
        ksr_timeout(after: Duration(interval()), on: scheduler())
    }
}
