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
    /// <!-- context
    /// let (queryChanged, query) = Signal<String, Never>.pipe()
    /// let scheduler = TestScheduler()
    /// -->
    /// ```swift fragment
    /// // Search once the user stops typing for 300 ms.
    /// let searches = queryChanged.debounce(.milliseconds(300), on: scheduler)
    /// ```
    ///
    /// As in ReactiveSwift, every event is delivered through `scheduler`: a terminal event is
    /// scheduled for the scheduler's current time (so on a `TestScheduler` it arrives on the
    /// next advance). A failure or interruption drops the value waiting for its quiet period;
    /// completion drops it too unless `discardWhenCompleted` is `false`, in which case the
    /// value is sent when its quiet period ends, followed by `completed`.
    ///
    /// Six forms share this comment. The `SignalProducer` form debounces each run, and a
    /// disposed run's `interrupted` comes through `scheduler` too. The `DispatchTimeInterval`
    /// and `Double` (a `TimeInterval` in seconds, as in `debounce(1, on: scheduler)`) forms are
    /// ReactiveSwift's and convert to this one exactly; a `Double` that is NaN counts as zero,
    /// and an infinite one saturates at about 272 years (`Duration(timeInterval:)`), so
    /// `-infinity` stops as a negative interval.
    ///
    /// - Parameters:
    ///   - interval: The quiet period; must not be negative.
    ///   - scheduler: The scheduler that measures the interval and delivers every event.
    ///   - discardWhenCompleted: Whether completion drops a value still waiting; `true` by
    ///     default, as in ReactiveSwift.
    /// - Returns: A signal of the values that were followed by `interval` of silence.
    @inlinable
    public func debounce(
        _ interval: Duration, on scheduler: DateScheduler, discardWhenCompleted: Bool = true
    ) -> Signal<Value, Error> {
        debounceOutput(interval, on: scheduler, discardWhenCompleted: discardWhenCompleted)
            .makeSignal()
    }

    /// The same as `debounce(_:on:discardWhenCompleted:)`, for a `DispatchTimeInterval`.
    @inlinable
    @_disfavoredOverload
    public func debounce(
        _ interval: DispatchTimeInterval, on scheduler: DateScheduler,
        discardWhenCompleted: Bool = true
    ) -> Signal<Value, Error> {
        debounce(Duration(interval), on: scheduler, discardWhenCompleted: discardWhenCompleted)
    }

    /// The same as `debounce(_:on:discardWhenCompleted:)`, for a `TimeInterval` in seconds.
    @inlinable
    @_disfavoredOverload
    public func debounce(
        _ interval: Double, on scheduler: DateScheduler, discardWhenCompleted: Bool = true
    ) -> Signal<Value, Error> {
        debounce(
            Duration(timeInterval: interval), on: scheduler,
            discardWhenCompleted: discardWhenCompleted)
    }

    /// `debounce`, with the interruption a producer run uses: the same as `self` interrupting.
    ///
    /// Inlinable, with its receiver: a value's hold, timer and delivery, and the sends of the
    /// terminal events, are the client's specialized code, where `Event` and `Value?` need no
    /// metadata lookup. Run as the generic class's methods, unspecialized, they looked up eight
    /// a keystroke of the sign-up view model's `V2o` (18,106 instructions then, 13,540 now).
    @inlinable
    func debounceOutput(
        _ interval: Duration, on scheduler: DateScheduler, discardWhenCompleted: Bool
    ) -> ScheduledOutput<Value, Error> {
        checkPrecondition(interval >= .zero, "debounce: the interval must not be negative")
        let state =
            discardWhenCompleted
            ? DebounceState<Value?, Error>(interval: interval, scheduler: scheduler)
            : FlushingDebounceState<Value?, Error>(interval: interval, scheduler: scheduler)
        return state.output(observing: self) { [state] _, event in
            let event = event.event(of: Signal<Value, Error>.self)
            switch event {
            case .value(let value):
                let generation = state.hold(value)
                state.setScheduled(
                    state.scheduler.schedule(after: state.interval) { [state] in
                        if let value = state.take(generation: generation) {
                            state.send(.value(value))
                        }
                    })
            case .completed:
                state.complete { [state] in state.send(.completed) }
            case .failed, .interrupted:
                state.end { [state] in state.send(event) }
            }
        }
    }
}

extension SignalProducer {
    /// The same as `Signal.debounce(_:on:discardWhenCompleted:)`, for each run.
    @inlinable
    public func debounce(
        _ interval: Duration, on scheduler: DateScheduler, discardWhenCompleted: Bool = true
    ) -> SignalProducer<Value, Error> {
        checkPrecondition(interval >= .zero, "debounce: the interval must not be negative")
        return liftRelayingInterruption {
            $0.debounceOutput(interval, on: scheduler, discardWhenCompleted: discardWhenCompleted)
        }
    }

    /// The same as `debounce(_:on:discardWhenCompleted:)`, for a `DispatchTimeInterval`.
    @inlinable
    @_disfavoredOverload
    public func debounce(
        _ interval: DispatchTimeInterval, on scheduler: DateScheduler,
        discardWhenCompleted: Bool = true
    ) -> SignalProducer<Value, Error> {
        debounce(Duration(interval), on: scheduler, discardWhenCompleted: discardWhenCompleted)
    }

    /// The same as `debounce(_:on:discardWhenCompleted:)`, for a `TimeInterval` in seconds.
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
