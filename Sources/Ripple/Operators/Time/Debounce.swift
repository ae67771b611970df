import Dispatch

extension Signal {
    /// Forwards a value only once `interval` has passed without a newer one: after each burst,
    /// the burst's latest value, on `scheduler`.
    ///
    /// With an interval of 2 ticks:
    ///
    ///     self:   -ab--c----d|
    ///     result: ----b--c---|
    ///
    ///     // Search once the user stops typing for 300 ms.
    ///     let searches = queryChanged.debounce(.milliseconds(300), on: scheduler)
    ///
    /// As in ReactiveSwift, every event is delivered through `scheduler`: a terminal event is
    /// scheduled for the scheduler's current time (so on a `TestScheduler` it arrives on the
    /// next advance). A failure or interruption drops the value waiting for its quiet period;
    /// completion drops it too unless `discardWhenCompleted` is `false`, in which case the
    /// value is sent when its quiet period ends, followed by `completed`.
    ///
    /// - Parameters:
    ///   - interval: The quiet period; must not be negative.
    ///   - scheduler: The scheduler that measures the interval and delivers every event.
    ///   - discardWhenCompleted: Whether completion drops a value still waiting; `true` by
    ///     default, as in ReactiveSwift.
    /// - Returns: A signal of the values that were followed by `interval` of silence.
    public func debounce(
        _ interval: Duration, on scheduler: DateScheduler, discardWhenCompleted: Bool = true
    ) -> Signal<Value, Error> {
        debounceOutput(interval, on: scheduler, discardWhenCompleted: discardWhenCompleted).signal
    }

    /// `debounce`, with the interruption a producer run uses: the same as `self` interrupting.
    @usableFromInline
    func debounceOutput(
        _ interval: Duration, on scheduler: DateScheduler, discardWhenCompleted: Bool
    ) -> ScheduledOutput<Value, Error> {
        checkPrecondition(interval >= .zero, "debounce: the interval must not be negative")
        let state =
            discardWhenCompleted
            ? DebounceState<Value, Error>(interval: interval, scheduler: scheduler)
            : FlushingDebounceState<Value, Error>(interval: interval, scheduler: scheduler)
        return state.output(observing: self)
    }
}

extension SignalProducer {
    /// Forwards a value only once `interval` has passed without a newer one, per run: after
    /// each burst, the burst's latest value, on `scheduler`.
    ///
    /// With an interval of 2 ticks:
    ///
    ///     self:   -ab--c----d|
    ///     result: ----b--c---|
    ///
    /// - Parameters:
    ///   - interval: The quiet period; must not be negative.
    ///   - scheduler: The scheduler that measures the interval and delivers every event.
    ///   - discardWhenCompleted: Whether completion drops a value still waiting; `true` by
    ///     default, as in ReactiveSwift.
    /// - Returns: A producer of the values that were followed by `interval` of silence.
    @inlinable
    public func debounce(
        _ interval: Duration, on scheduler: DateScheduler, discardWhenCompleted: Bool = true
    ) -> SignalProducer<Value, Error> {
        checkPrecondition(interval >= .zero, "debounce: the interval must not be negative")
        return liftRelayingInterruption {
            $0.debounceOutput(interval, on: scheduler, discardWhenCompleted: discardWhenCompleted)
        }
    }
}

extension Signal {
    /// `debounce` with a `DispatchTimeInterval`, as in ReactiveSwift; the `Duration` form is
    /// primary and this one converts to it exactly.
    ///
    /// With an interval of 2 ticks:
    ///
    ///     self:   -ab--c----d|
    ///     result: ----b--c---|
    ///
    /// - Parameters:
    ///   - interval: The quiet period; must not be negative.
    ///   - scheduler: The scheduler that measures the interval and delivers every event.
    ///   - discardWhenCompleted: Whether completion drops a value still waiting; `true` by default.
    /// - Returns: A signal of the values that were followed by `interval` of silence.
    @_disfavoredOverload
    public func debounce(
        _ interval: DispatchTimeInterval, on scheduler: DateScheduler,
        discardWhenCompleted: Bool = true
    ) -> Signal<Value, Error> {
        debounce(Duration(interval), on: scheduler, discardWhenCompleted: discardWhenCompleted)
    }

    /// `debounce` with a `TimeInterval` in seconds (as in `debounce(1, on: scheduler)`), as in ReactiveSwift; the `Duration` form is
    /// primary and this one converts to it exactly.
    ///
    /// With an interval of 2 ticks:
    ///
    ///     self:   -ab--c----d|
    ///     result: ----b--c---|
    ///
    /// - Parameters:
    ///   - interval: The quiet period, in seconds; must not be negative. NaN counts as zero
    ///     (as `debounce(.zero, on:)`); an infinite interval saturates at about 272 years
    ///     (`Duration(timeInterval:)`), so `-infinity` stops as a negative interval.
    ///   - scheduler: The scheduler that measures the interval and delivers every event.
    ///   - discardWhenCompleted: Whether completion drops a value still waiting; `true` by default.
    /// - Returns: A signal of the values that were followed by `interval` of silence.
    @_disfavoredOverload
    public func debounce(
        _ interval: Double, on scheduler: DateScheduler, discardWhenCompleted: Bool = true
    ) -> Signal<Value, Error> {
        debounce(
            Duration(timeInterval: interval), on: scheduler,
            discardWhenCompleted: discardWhenCompleted)
    }
}

extension SignalProducer {
    /// `debounce` with a `DispatchTimeInterval`, as in ReactiveSwift; the `Duration` form is
    /// primary and this one converts to it exactly.
    ///
    /// With an interval of 2 ticks:
    ///
    ///     self:   -ab--c----d|
    ///     result: ----b--c---|
    ///
    /// - Parameters:
    ///   - interval: The quiet period; must not be negative.
    ///   - scheduler: The scheduler that measures the interval and delivers every event.
    ///   - discardWhenCompleted: Whether completion drops a value still waiting; `true` by default.
    /// - Returns: A producer of the values that were followed by `interval` of silence.
    @inlinable
    @_disfavoredOverload
    public func debounce(
        _ interval: DispatchTimeInterval, on scheduler: DateScheduler,
        discardWhenCompleted: Bool = true
    ) -> SignalProducer<Value, Error> {
        debounce(Duration(interval), on: scheduler, discardWhenCompleted: discardWhenCompleted)
    }

    /// `debounce` with a `TimeInterval` in seconds (as in `debounce(1, on: scheduler)`), as in ReactiveSwift; the `Duration` form is
    /// primary and this one converts to it exactly.
    ///
    /// With an interval of 2 ticks:
    ///
    ///     self:   -ab--c----d|
    ///     result: ----b--c---|
    ///
    /// - Parameters:
    ///   - interval: The quiet period, in seconds; must not be negative. NaN counts as zero
    ///     (as `debounce(.zero, on:)`); an infinite interval saturates at about 272 years
    ///     (`Duration(timeInterval:)`), so `-infinity` stops as a negative interval.
    ///   - scheduler: The scheduler that measures the interval and delivers every event.
    ///   - discardWhenCompleted: Whether completion drops a value still waiting; `true` by default.
    /// - Returns: A producer of the values that were followed by `interval` of silence.
    @inlinable
    @_disfavoredOverload
    public func debounce(
        _ interval: Double, on scheduler: DateScheduler, discardWhenCompleted: Bool = true
    ) -> SignalProducer<Value, Error> {
        debounce(
            Duration(timeInterval: interval), on: scheduler,
            discardWhenCompleted: discardWhenCompleted)
    }
}
