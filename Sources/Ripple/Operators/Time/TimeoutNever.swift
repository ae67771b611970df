import Dispatch

extension Signal where Error == Never {
    /// `timeout` on a stream that cannot fail: forwards `self`'s events, but fails with `error`,
    /// of any error type, if `self` has not terminated within `interval`. As in ReactiveSwift,
    /// whose form takes the new error type from `error`; it is `promoteError` and `timeout`.
    ///
    /// With an interval of 4 ticks:
    ///
    ///     self:   -a---b-|
    ///     result: -a--#
    ///
    /// <!-- context
    /// enum RequestError: Error { case timedOut }
    /// let (ticks, tick) = Signal<Data, Never>.pipe()
    /// let scheduler = TestScheduler()
    /// -->
    /// ```swift fragment
    /// let response: Signal<Data, RequestError> =
    ///     ticks.timeout(after: .seconds(10), raising: .timedOut, on: scheduler)
    /// ```
    ///
    /// - Parameters:
    ///   - interval: How long `self` may take to terminate; must not be negative.
    ///   - error: The error to fail with when time is up.
    ///   - scheduler: The scheduler that measures the interval and sends the failure.
    /// - Returns: A signal of `self`'s events that fails with `error` when time is up.
    public func timeout<NewError>(
        after interval: Duration, raising error: NewError, on scheduler: DateScheduler
    ) -> Signal<Value, NewError> {
        promoteError(NewError.self).timeout(after: interval, raising: error, on: scheduler)
    }

    /// `timeout` with a `DispatchTimeInterval` on a stream that cannot fail, raising an error of
    /// any type.
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
    public func timeout<NewError>(
        after interval: DispatchTimeInterval, raising error: NewError, on scheduler: DateScheduler
    ) -> Signal<Value, NewError> {
        timeout(after: Duration(interval), raising: error, on: scheduler)
    }

    /// `timeout` with a `TimeInterval` in seconds on a stream that cannot fail, raising an error
    /// of any type: ReactiveSwift's spelling (`timeout(after: 2, raising: …, on: scheduler)`).
    ///
    ///     self:   -a---b-|
    ///     result: -a--#
    ///
    /// - Parameters:
    ///   - interval: How long `self` may take to terminate, in seconds; must not be negative
    ///     (NaN counts as zero, as in the primary form's `TimeInterval` overload).
    ///   - error: The error to fail with when time is up.
    ///   - scheduler: The scheduler that measures the interval and sends the failure.
    /// - Returns: A signal of `self`'s events that fails with `error` when time is up.
    @_disfavoredOverload
    public func timeout<NewError>(
        after interval: Double, raising error: NewError, on scheduler: DateScheduler
    ) -> Signal<Value, NewError> {
        timeout(after: Duration(timeInterval: interval), raising: error, on: scheduler)
    }
}

extension SignalProducer where Error == Never {
    /// `timeout` on a producer that cannot fail: each run fails with `error`, of any error type,
    /// if it has not terminated within `interval` of its start. As in ReactiveSwift.
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
    public func timeout<NewError>(
        after interval: Duration, raising error: NewError, on scheduler: DateScheduler
    ) -> SignalProducer<Value, NewError> {
        promoteError(NewError.self).timeout(after: interval, raising: error, on: scheduler)
    }

    /// `timeout` with a `DispatchTimeInterval` on a producer that cannot fail, raising an error
    /// of any type.
    ///
    ///     self:   -a---b-|
    ///     result: -a--#
    ///
    /// - Parameters:
    ///   - interval: How long each run may take to terminate; must not be negative.
    ///   - error: The error to fail with when time is up.
    ///   - scheduler: The scheduler that measures the interval and sends the failure.
    /// - Returns: A producer whose runs fail with `error` when time is up.
    @inlinable
    @_disfavoredOverload
    public func timeout<NewError>(
        after interval: DispatchTimeInterval, raising error: NewError, on scheduler: DateScheduler
    ) -> SignalProducer<Value, NewError> {
        timeout(after: Duration(interval), raising: error, on: scheduler)
    }

    /// `timeout` with a `TimeInterval` in seconds on a producer that cannot fail, raising an
    /// error of any type: ReactiveSwift's spelling.
    ///
    ///     self:   -a---b-|
    ///     result: -a--#
    ///
    /// - Parameters:
    ///   - interval: How long each run may take to terminate, in seconds; must not be negative.
    ///   - error: The error to fail with when time is up.
    ///   - scheduler: The scheduler that measures the interval and sends the failure.
    /// - Returns: A producer whose runs fail with `error` when time is up.
    @inlinable
    @_disfavoredOverload
    public func timeout<NewError>(
        after interval: Double, raising error: NewError, on scheduler: DateScheduler
    ) -> SignalProducer<Value, NewError> {
        timeout(after: Duration(timeInterval: interval), raising: error, on: scheduler)
    }
}
