import Dispatch

extension Signal {
    /// Kickstarter's `ksr_debounce`, for porting: `debounce(_:on:discardWhenCompleted:)` with the interval and the
    /// scheduler taken as autoclosures, read once when the operator is applied (so a view
    /// model can read its environment's scheduler then).
    ///
    /// With an interval of 2 ticks:
    ///
    ///     self:   -ab--c----d|
    ///     result: ----b--c---|
    ///
    /// - Parameters:
    ///   - interval: The quiet period; must not be negative.
    ///   - scheduler: The scheduler that measures the interval and delivers every event, terminal
    ///     events included (the value still waiting is then dropped).
    /// - Returns: `debounce(interval, on: scheduler)`.
    public func ksr_debounce(
        _ interval: @autoclosure () -> Duration, on scheduler: @autoclosure () -> DateScheduler
    ) -> Signal<Value, Error> {
        debounce(interval(), on: scheduler())
    }

    /// Kickstarter's `ksr_debounce` with a `DispatchTimeInterval`, as Kickstarter declares it;
    /// built on `debounce(_:on:discardWhenCompleted:)`.
    ///
    /// With an interval of 2 ticks:
    ///
    ///     self:   -ab--c----d|
    ///     result: ----b--c---|
    ///
    /// - Parameters:
    ///   - interval: The quiet period; must not be negative.
    ///   - scheduler: The scheduler that measures the interval and delivers every event, terminal
    ///     events included (the value still waiting is then dropped).
    /// - Returns: `debounce(interval, on: scheduler)`.
    @_disfavoredOverload
    public func ksr_debounce(
        _ interval: @autoclosure () -> DispatchTimeInterval,
        on scheduler: @autoclosure () -> DateScheduler
    ) -> Signal<Value, Error> {
        debounce(Duration(interval()), on: scheduler())
    }
}

extension SignalProducer {
    /// Kickstarter's `ksr_debounce`, for porting: `debounce(_:on:discardWhenCompleted:)` with the interval and the
    /// scheduler taken as autoclosures, read at each start, as Kickstarter's producer form
    /// reads them.
    ///
    /// With an interval of 2 ticks:
    ///
    ///     self:   -ab--c----d|
    ///     result: ----b--c---|
    ///
    /// - Parameters:
    ///   - interval: The quiet period; must not be negative.
    ///   - scheduler: The scheduler that measures the interval and delivers every event, terminal
    ///     events included (the value still waiting is then dropped).
    /// - Returns: A producer whose runs are `debounce(interval, on: scheduler)` of `self`'s.
    public func ksr_debounce(
        _ interval: @autoclosure @escaping () -> Duration,
        on scheduler: @autoclosure @escaping () -> DateScheduler
    ) -> SignalProducer<Value, Error> {
        liftRelayingInterruption {
            $0.debounceOutput(interval(), on: scheduler(), discardWhenCompleted: true)
        }
    }

    /// Kickstarter's `ksr_debounce` with a `DispatchTimeInterval`; built on `debounce(_:on:discardWhenCompleted:)`.
    ///
    /// With an interval of 2 ticks:
    ///
    ///     self:   -ab--c----d|
    ///     result: ----b--c---|
    ///
    /// - Parameters:
    ///   - interval: The quiet period; must not be negative.
    ///   - scheduler: The scheduler that measures the interval and delivers every event, terminal
    ///     events included (the value still waiting is then dropped).
    /// - Returns: A producer whose runs are `debounce(interval, on: scheduler)` of `self`'s.
    @_disfavoredOverload
    public func ksr_debounce(
        _ interval: @autoclosure @escaping () -> DispatchTimeInterval,
        on scheduler: @autoclosure @escaping () -> DateScheduler
    ) -> SignalProducer<Value, Error> {
        liftRelayingInterruption {
            $0.debounceOutput(Duration(interval()), on: scheduler(), discardWhenCompleted: true)
        }
    }
}
