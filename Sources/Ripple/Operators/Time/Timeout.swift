import Dispatch

extension Signal {
    /// Forwards `self`'s events, but fails with `error` if `self` has not terminated within
    /// `interval`.
    ///
    /// With an interval of 4 ticks:
    ///
    ///     self:   -a---b-|
    ///     result: -a--#
    ///
    /// <!-- context
    /// enum RequestError: Error { case timedOut }
    /// let (request, respond) = Signal<Data, RequestError>.pipe()
    /// let scheduler = TestScheduler()
    /// -->
    /// ```swift fragment
    /// // Give up on the request after ten seconds.
    /// let response = request.timeout(after: .seconds(10), raising: .timedOut, on: scheduler)
    /// ```
    ///
    /// As in ReactiveSwift, `self`'s events pass through at once, on the thread that sends
    /// them; only the timeout's failure comes from `scheduler`. The clock starts when the
    /// operator is applied (for a producer, at each start). An interval of zero fails on the
    /// scheduler's next turn unless `self` terminates before.
    ///
    /// - Parameters:
    ///   - interval: How long `self` may take to terminate; must not be negative.
    ///   - error: The error to fail with when time is up.
    ///   - scheduler: The scheduler that measures the interval and sends the failure.
    /// - Returns: A signal of `self`'s events that fails with `error` when time is up.
    public func timeout(
        after interval: Duration, raising error: Error, on scheduler: DateScheduler
    ) -> Signal<Value, Error> {
        checkPrecondition(interval >= .zero, "timeout: the interval must not be negative")
        let upstreamObservation = SerialDisposable()
        let timer = SerialDisposable()
        // The output joins `self`'s domain: values pass straight through, and the timer's
        // failure hops into the same domain, ordered with them.
        let output = SignalView<Value, Error>(
            CleanupCore(
                sharing: core.domain,
                cleanup: { _, _ in
                    upstreamObservation.dispose()
                    timer.dispose()
                }))
        timer.inner = scheduler.schedule(after: interval) { output.send(.failed(error)) }
        upstreamObservation.inner = core.attach { event in output.deliverInDomain(event) }
        return Signal(core: output)
    }
}

extension SignalProducer {
    /// Forwards each run's events, but fails with `error` if the run has not terminated within
    /// `interval` of its start.
    ///
    /// With an interval of 4 ticks:
    ///
    ///     self:   -a---b-|
    ///     result: -a--#
    ///
    /// - Parameters:
    ///   - interval: How long each run may take to terminate; must not be negative.
    ///   - error: The error to fail with when time is up.
    ///   - scheduler: The scheduler that measures the interval and sends the failure.
    /// - Returns: A producer whose runs fail with `error` when time is up; the run of `self`
    ///   is then interrupted.
    @inlinable
    public func timeout(
        after interval: Duration, raising error: Error, on scheduler: DateScheduler
    ) -> SignalProducer<Value, Error> {
        checkPrecondition(interval >= .zero, "timeout: the interval must not be negative")
        return lift { $0.timeout(after: interval, raising: error, on: scheduler) }
    }
}

extension Signal {
    /// `timeout` with a `DispatchTimeInterval`, as in ReactiveSwift; the `Duration` form is
    /// primary and this one converts to it exactly.
    ///
    /// With an interval of 4 ticks:
    ///
    ///     self:   -a---b-|
    ///     result: -a--#
    ///
    /// - Parameters:
    ///   - interval: How long `self` may take to terminate; must not be negative.
    ///   - error: The error to fail with when time is up.
    ///   - scheduler: The scheduler that measures the interval and sends the failure.
    /// - Returns: A signal of `self`'s events that fails with `error` when time is up.
    @_disfavoredOverload
    public func timeout(
        after interval: DispatchTimeInterval, raising error: Error, on scheduler: DateScheduler
    ) -> Signal<Value, Error> {
        timeout(after: Duration(interval), raising: error, on: scheduler)
    }

    /// `timeout` with a `TimeInterval` in seconds (as in `timeout(1, on: scheduler)`), as in ReactiveSwift; the `Duration` form is
    /// primary and this one converts to it exactly.
    ///
    /// With an interval of 4 ticks:
    ///
    ///     self:   -a---b-|
    ///     result: -a--#
    ///
    /// - Parameters:
    ///   - interval: How long `self` may take to terminate, in seconds; must not be negative.
    ///     NaN counts as zero, so the result fails on the scheduler's next turn unless `self`
    ///     terminates first; an infinite interval saturates at about 272 years
    ///     (`Duration(timeInterval:)`), so `-infinity` stops as a negative interval.
    ///   - error: The error to fail with when time is up.
    ///   - scheduler: The scheduler that measures the interval and sends the failure.
    /// - Returns: A signal of `self`'s events that fails with `error` when time is up.
    @_disfavoredOverload
    public func timeout(
        after interval: Double, raising error: Error, on scheduler: DateScheduler
    ) -> Signal<Value, Error> {
        timeout(after: Duration(timeInterval: interval), raising: error, on: scheduler)
    }
}

extension SignalProducer {
    /// `timeout` with a `DispatchTimeInterval`, as in ReactiveSwift; the `Duration` form is
    /// primary and this one converts to it exactly.
    ///
    /// With an interval of 4 ticks:
    ///
    ///     self:   -a---b-|
    ///     result: -a--#
    ///
    /// - Parameters:
    ///   - interval: How long `self` may take to terminate; must not be negative.
    ///   - error: The error to fail with when time is up.
    ///   - scheduler: The scheduler that measures the interval and sends the failure.
    /// - Returns: A producer of `self`'s events that fails with `error` when time is up.
    @inlinable
    @_disfavoredOverload
    public func timeout(
        after interval: DispatchTimeInterval, raising error: Error, on scheduler: DateScheduler
    ) -> SignalProducer<Value, Error> {
        timeout(after: Duration(interval), raising: error, on: scheduler)
    }

    /// `timeout` with a `TimeInterval` in seconds (as in `timeout(1, on: scheduler)`), as in ReactiveSwift; the `Duration` form is
    /// primary and this one converts to it exactly.
    ///
    /// With an interval of 4 ticks:
    ///
    ///     self:   -a---b-|
    ///     result: -a--#
    ///
    /// - Parameters:
    ///   - interval: How long `self` may take to terminate, in seconds; must not be negative.
    ///     NaN counts as zero, so the result fails on the scheduler's next turn unless `self`
    ///     terminates first; an infinite interval saturates at about 272 years
    ///     (`Duration(timeInterval:)`), so `-infinity` stops as a negative interval.
    ///   - error: The error to fail with when time is up.
    ///   - scheduler: The scheduler that measures the interval and sends the failure.
    /// - Returns: A producer of `self`'s events that fails with `error` when time is up.
    @inlinable
    @_disfavoredOverload
    public func timeout(
        after interval: Double, raising error: Error, on scheduler: DateScheduler
    ) -> SignalProducer<Value, Error> {
        timeout(after: Duration(timeInterval: interval), raising: error, on: scheduler)
    }
}
