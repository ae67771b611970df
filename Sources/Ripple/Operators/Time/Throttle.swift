import Dispatch

extension Signal {
    /// Forwards at most one value per `interval`, on `scheduler`: a value after a quiet
    /// interval goes out at once; values sent sooner wait for the interval to end, and only
    /// the latest of them goes out.
    ///
    /// With an interval of 3 ticks:
    ///
    ///     self:   -abc-----d-|
    ///     result: -a--c----d-|
    ///
    ///     // At most one "save" per second however fast the user taps.
    ///     let saves = saveTapped.throttle(.seconds(1), on: scheduler)
    ///
    /// As in ReactiveSwift, every event is delivered through `scheduler`: "at once" means
    /// scheduled for the scheduler's current time (on a `TestScheduler`, the next advance).
    /// A terminal event is scheduled for the current time too; a value still waiting for its
    /// interval to end is then dropped.
    ///
    /// - Parameters:
    ///   - interval: The least time between two values; must not be negative.
    ///   - scheduler: The scheduler that measures the interval and delivers every event.
    /// - Returns: A signal of at most one value of `self` per `interval`.
    public func throttle(_ interval: Duration, on scheduler: DateScheduler) -> Signal<Value, Error>
    {
        throttleOutput(interval, on: scheduler).signal
    }

    /// `throttle`, with the interruption a producer run uses: the same as `self` interrupting.
    @usableFromInline
    func throttleOutput(
        _ interval: Duration, on scheduler: DateScheduler
    ) -> ScheduledOutput<Value, Error> {
        checkPrecondition(interval >= .zero, "throttle: the interval must not be negative")
        let state = ThrottleState<Value>()
        return scheduledOutput(on: scheduler, state: state) { output in
            { event in
                guard case .value(let value) = event else {
                    state.setTermination(scheduler.schedule { output.send(event) })
                    return
                }
                let now = scheduler.now
                let sendAt = state.hold(value, now: now, interval: interval)
                state.setTimer(
                    scheduler.schedule(after: sendAt - now) {
                        if let value = state.take(sentAt: sendAt) {
                            output.send(.value(value))
                        }
                    })
            }
        }
    }
}

extension SignalProducer {
    /// Forwards at most one value per `interval` of each run, on `scheduler`: a value after a
    /// quiet interval goes out at once; of the values sent sooner, only the latest goes out
    /// when the interval ends.
    ///
    /// With an interval of 3 ticks:
    ///
    ///     self:   -abc-----d-|
    ///     result: -a--c----d-|
    ///
    /// - Parameters:
    ///   - interval: The least time between two values; must not be negative.
    ///   - scheduler: The scheduler that measures the interval and delivers every event.
    /// - Returns: A producer of at most one value of each run per `interval`.
    @inlinable
    public func throttle(
        _ interval: Duration, on scheduler: DateScheduler
    ) -> SignalProducer<Value, Error> {
        checkPrecondition(interval >= .zero, "throttle: the interval must not be negative")
        return liftRelayingInterruption { $0.throttleOutput(interval, on: scheduler) }
    }
}

extension Signal {
    /// `throttle` with a `DispatchTimeInterval`, as in ReactiveSwift; the `Duration` form is
    /// primary and this one converts to it exactly.
    ///
    /// With an interval of 3 ticks:
    ///
    ///     self:   -abc-----d-|
    ///     result: -a--c----d-|
    ///
    /// - Parameters:
    ///   - interval: The least time between two values; must not be negative.
    ///   - scheduler: The scheduler that measures the interval and delivers every event.
    /// - Returns: A signal of at most one value of `self` per `interval`.
    @_disfavoredOverload
    public func throttle(
        _ interval: DispatchTimeInterval, on scheduler: DateScheduler
    ) -> Signal<Value, Error> {
        throttle(Duration(interval), on: scheduler)
    }

    /// `throttle` with a `TimeInterval` in seconds (as in `throttle(1, on: scheduler)`), as in ReactiveSwift; the `Duration` form is
    /// primary and this one converts to it exactly.
    ///
    /// With an interval of 3 ticks:
    ///
    ///     self:   -abc-----d-|
    ///     result: -a--c----d-|
    ///
    /// - Parameters:
    ///   - interval: The least time between two values, in seconds; must not be negative.
    ///     NaN counts as zero (each value passes as `throttle(.zero, on:)` lets it); an infinite
    ///     interval saturates at about 272 years (`Duration(timeInterval:)`), so `-infinity`
    ///     stops as a negative interval.
    ///   - scheduler: The scheduler that measures the interval and delivers every event.
    /// - Returns: A signal of at most one value of `self` per `interval`.
    @_disfavoredOverload
    public func throttle(
        _ interval: Double, on scheduler: DateScheduler
    ) -> Signal<Value, Error> {
        throttle(Duration(timeInterval: interval), on: scheduler)
    }
}

extension SignalProducer {
    /// `throttle` with a `DispatchTimeInterval`, as in ReactiveSwift; the `Duration` form is
    /// primary and this one converts to it exactly.
    ///
    /// With an interval of 3 ticks:
    ///
    ///     self:   -abc-----d-|
    ///     result: -a--c----d-|
    ///
    /// - Parameters:
    ///   - interval: The least time between two values; must not be negative.
    ///   - scheduler: The scheduler that measures the interval and delivers every event.
    /// - Returns: A producer of at most one value of `self` per `interval`.
    @inlinable
    @_disfavoredOverload
    public func throttle(
        _ interval: DispatchTimeInterval, on scheduler: DateScheduler
    ) -> SignalProducer<Value, Error> {
        throttle(Duration(interval), on: scheduler)
    }

    /// `throttle` with a `TimeInterval` in seconds (as in `throttle(1, on: scheduler)`), as in ReactiveSwift; the `Duration` form is
    /// primary and this one converts to it exactly.
    ///
    /// With an interval of 3 ticks:
    ///
    ///     self:   -abc-----d-|
    ///     result: -a--c----d-|
    ///
    /// - Parameters:
    ///   - interval: The least time between two values, in seconds; must not be negative.
    ///     NaN counts as zero (each value passes as `throttle(.zero, on:)` lets it); an infinite
    ///     interval saturates at about 272 years (`Duration(timeInterval:)`), so `-infinity`
    ///     stops as a negative interval.
    ///   - scheduler: The scheduler that measures the interval and delivers every event.
    /// - Returns: A producer of at most one value of `self` per `interval`.
    @inlinable
    @_disfavoredOverload
    public func throttle(
        _ interval: Double, on scheduler: DateScheduler
    ) -> SignalProducer<Value, Error> {
        throttle(Duration(timeInterval: interval), on: scheduler)
    }
}

/// The state of one `throttle`: the value waiting to go out, when the last one went out, and
/// the timers, under a lock kept in the object itself: one allocation (the lock was a buffer
/// of its own, each timer a `SerialDisposable`).
final class ThrottleState<Value>: LockedOperatorState, ScheduledOperatorState, @unchecked Sendable {
    /// The value waiting to go out. Guarded by the lock, as are the fields below.
    @exclusivity(unchecked) private var value: Value?
    @exclusivity(unchecked) private var lastSentAt: Duration?
    /// The scheduled sending of the held value.
    @exclusivity(unchecked) private var timer: Disposable?
    /// The scheduled delivery of the terminal event.
    @exclusivity(unchecked) private var termination: Disposable?

    /// Holds `value`; returns when it may go out: now if the last value went out at least
    /// `interval` ago, else when that interval ends.
    func hold(_ value: Value, now: Duration, interval: Duration) -> Duration {
        withLock {
            self.value = value
            guard let last = lastSentAt, last <= now else { return now }
            return max(last + interval, now)
        }
    }

    /// Takes the held value, recording `sentAt` as the time the last value went out.
    func take(sentAt: Duration) -> Value? {
        withLock {
            guard let value else { return nil }
            self.value = nil
            lastSentAt = sentAt
            return value
        }
    }

    /// Makes `work` the scheduled sending, cancelling the one before; cancels `work` itself
    /// once the output has ended (as setting a disposed `SerialDisposable`'s inner).
    func setTimer(_ work: Disposable?) {
        replaceScheduled(with: work) { work in
            defer { timer = work }
            return timer
        }
    }

    /// Makes `work` the scheduled terminal event, as `setTimer(_:)` does for the timer.
    func setTermination(_ work: Disposable?) {
        replaceScheduled(with: work) { work in
            defer { termination = work }
            return termination
        }
    }

    /// Cancels the timers and drops the held value: the output has ended.
    func cancel() {
        let (timer, termination, dropped) = withLock {
            () -> (Disposable?, Disposable?, Value?) in
            isCancelled = true
            defer {
                self.timer = nil
                self.termination = nil
                value = nil
            }
            return (self.timer, self.termination, value)
        }
        DisposableTree.dispose(timer)
        DisposableTree.dispose(termination)
        _ = dropped  // released outside the lock
    }
}
