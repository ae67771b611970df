import Dispatch

extension Signal {
    /// Kickstarter's `ksr_delay`, for porting: `delay(_:on:)` with the interval and the
    /// scheduler taken as autoclosures, read once when the operator is applied (so a view
    /// model can read its environment's scheduler then).
    ///
    /// With an interval of 2 ticks:
    ///
    ///     self:   -a-b-|
    ///     result: ---a-b-|
    ///
    /// - Parameters:
    ///   - interval: How long to delay each value and completion; must not be negative.
    ///   - scheduler: The scheduler that measures the interval and delivers every event.
    /// - Returns: `delay(interval, on: scheduler)`.
    public func ksr_delay(
        _ interval: @autoclosure () -> Duration, on scheduler: @autoclosure () -> DateScheduler
    ) -> Signal<Value, Error> {
        delay(interval(), on: scheduler())
    }

    /// Kickstarter's `ksr_delay` with a `DispatchTimeInterval`, as Kickstarter declares it;
    /// built on `delay(_:on:)`.
    ///
    /// With an interval of 2 ticks:
    ///
    ///     self:   -a-b-|
    ///     result: ---a-b-|
    ///
    /// - Parameters:
    ///   - interval: How long to delay each value and completion; must not be negative.
    ///   - scheduler: The scheduler that measures the interval and delivers every event.
    /// - Returns: `delay(interval, on: scheduler)`.
    @_disfavoredOverload
    public func ksr_delay(
        _ interval: @autoclosure () -> DispatchTimeInterval,
        on scheduler: @autoclosure () -> DateScheduler
    ) -> Signal<Value, Error> {
        delay(Duration(interval()), on: scheduler())
    }
}

extension SignalProducer {
    /// Kickstarter's `ksr_delay`, for porting: `delay(_:on:)` with the interval and the
    /// scheduler taken as autoclosures, read once when the operator is applied, as
    /// Kickstarter's producer form reads them.
    ///
    /// With an interval of 2 ticks:
    ///
    ///     self:   -a-b-|
    ///     result: ---a-b-|
    ///
    /// - Parameters:
    ///   - interval: How long to delay each value and completion; must not be negative.
    ///   - scheduler: The scheduler that measures the interval and delivers every event.
    /// - Returns: A producer whose runs are `delay(interval, on: scheduler)` of `self`'s.
    public func ksr_delay(
        _ interval: @autoclosure () -> Duration,
        on scheduler: @autoclosure () -> DateScheduler
    ) -> SignalProducer<Value, Error> {
        delay(interval(), on: scheduler())
    }

    /// Kickstarter's `ksr_delay` with a `DispatchTimeInterval`; built on `delay(_:on:)`.
    ///
    /// With an interval of 2 ticks:
    ///
    ///     self:   -a-b-|
    ///     result: ---a-b-|
    ///
    /// - Parameters:
    ///   - interval: How long to delay each value and completion; must not be negative.
    ///   - scheduler: The scheduler that measures the interval and delivers every event.
    /// - Returns: A producer whose runs are `delay(interval, on: scheduler)` of `self`'s.
    @_disfavoredOverload
    public func ksr_delay(
        _ interval: @autoclosure () -> DispatchTimeInterval,
        on scheduler: @autoclosure () -> DateScheduler
    ) -> SignalProducer<Value, Error> {
        delay(Duration(interval()), on: scheduler())
    }
}
