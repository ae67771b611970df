import Dispatch

extension Signal {
    /// Kickstarter's `ksr_debounce`, for porting: each value is delayed by `interval` on
    /// `scheduler`, and a newer value cancels the one still waiting. Built, as Kickstarter
    /// builds it, on `flatMap(.latest)` and `delay(_:on:)`: `interval` and `scheduler` are
    /// read for each value.
    ///
    /// With an interval of 2 ticks:
    ///
    ///     self:   -ab--c---d|
    ///     result: ----b--c---(d|)
    ///
    ///     // Search once the user stops typing for half a second.
    ///     let queries = textChanged.ksr_debounce(.milliseconds(500), on: environment.scheduler)
    ///
    /// Unlike `debounce(_:on:)`, completion does not drop the waiting value: it is sent when
    /// due, then `completed` (both through `scheduler`). A failure or interruption is
    /// forwarded at once and drops the waiting value.
    ///
    /// - Parameters:
    ///   - interval: The quiet period; must not be negative.
    ///   - scheduler: The scheduler that measures the interval and delivers the values.
    /// - Returns: A signal of the values of `self` followed by `interval` of quiet.
    public func ksr_debounce(
        _ interval: @autoclosure @escaping () -> Duration,
        on scheduler: @autoclosure @escaping () -> DateScheduler
    ) -> Signal<Value, Error> {
        flatMap(.latest) { value in
            SignalProducer<Value, Error>(value: value).delay(interval(), on: scheduler())
        }
    }

    /// Kickstarter's `ksr_debounce` with a `DispatchTimeInterval`, as Kickstarter declares it;
    /// built on `flatMap(.latest)` and `delay(_:on:)`.
    ///
    /// With an interval of 2 ticks:
    ///
    ///     self:   -ab--c---d|
    ///     result: ----b--c---(d|)
    ///
    /// - Parameters:
    ///   - interval: The quiet period; must not be negative.
    ///   - scheduler: The scheduler that measures the interval and delivers the values.
    /// - Returns: A signal of the values of `self` followed by `interval` of quiet.
    @_disfavoredOverload
    public func ksr_debounce(
        _ interval: @autoclosure @escaping () -> DispatchTimeInterval,
        on scheduler: @autoclosure @escaping () -> DateScheduler
    ) -> Signal<Value, Error> {
        ksr_debounce(Duration(interval()), on: scheduler())
    }
}

extension SignalProducer {
    /// Kickstarter's `ksr_debounce`, for porting: each value of a run is delayed by
    /// `interval` on `scheduler`, and a newer value cancels the one still waiting. Built on
    /// `flatMap(.latest)` and `delay(_:on:)`; `interval` and `scheduler` are read for each
    /// value.
    ///
    /// With an interval of 2 ticks:
    ///
    ///     self:   -ab--c---d|
    ///     result: ----b--c---(d|)
    ///
    /// Completion waits for the value still waiting; a failure or interruption is forwarded at
    /// once and drops it.
    ///
    /// - Parameters:
    ///   - interval: The quiet period; must not be negative.
    ///   - scheduler: The scheduler that measures the interval and delivers the values.
    /// - Returns: A producer of each run's values followed by `interval` of quiet.
    public func ksr_debounce(
        _ interval: @autoclosure @escaping () -> Duration,
        on scheduler: @autoclosure @escaping () -> DateScheduler
    ) -> SignalProducer<Value, Error> {
        flatMap(.latest) { value in
            SignalProducer(value: value).delay(interval(), on: scheduler())
        }
    }

    /// Kickstarter's `ksr_debounce` with a `DispatchTimeInterval`; built on `flatMap(.latest)`
    /// and `delay(_:on:)`.
    ///
    /// With an interval of 2 ticks:
    ///
    ///     self:   -ab--c---d|
    ///     result: ----b--c---(d|)
    ///
    /// - Parameters:
    ///   - interval: The quiet period; must not be negative.
    ///   - scheduler: The scheduler that measures the interval and delivers the values.
    /// - Returns: A producer of each run's values followed by `interval` of quiet.
    @_disfavoredOverload
    public func ksr_debounce(
        _ interval: @autoclosure @escaping () -> DispatchTimeInterval,
        on scheduler: @autoclosure @escaping () -> DateScheduler
    ) -> SignalProducer<Value, Error> {
        ksr_debounce(Duration(interval()), on: scheduler())
    }
}
