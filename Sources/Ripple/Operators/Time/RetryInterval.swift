import Dispatch

extension SignalProducer {
    /// Restarts `self` after a failure, waiting `interval` before each new attempt, up to
    /// `count` times; the failure of the last attempt is forwarded. Values of every attempt
    /// pass through; completion ends the retrying.
    ///
    /// With `count` 1 and an interval of 2 ticks (each attempt sends `a` and fails):
    ///
    ///     attempts: a#  a#
    ///     result:   a---a#
    ///
    /// <!-- context
    /// struct Project { let name: String }
    /// struct API { func fetchProjects() -> SignalProducer<[Project], any Error> { .empty } }
    /// let api = API()
    /// let scheduler = TestScheduler()
    /// -->
    /// ```swift fragment
    /// // Try the request three more times, a second apart.
    /// let projects = api.fetchProjects().retry(upTo: 3, interval: .seconds(1), on: scheduler)
    /// ```
    ///
    /// The wait is measured on `scheduler` and the next attempt starts there; interrupting
    /// the run while it waits cancels the next attempt.
    ///
    /// - Parameters:
    ///   - count: How many times to retry; must not be negative. Zero forwards `self` as is.
    ///   - interval: How long to wait before each retry; must not be negative.
    ///   - scheduler: The scheduler that measures the wait and starts the retries.
    /// - Returns: A producer that retries `self` after failures.
    public func retry(
        upTo count: Int, interval: Duration, on scheduler: DateScheduler
    ) -> SignalProducer<Value, Error> {
        checkPrecondition(count >= 0, "retry(upTo:interval:on:): the count must not be negative")
        checkPrecondition(
            interval >= .zero, "retry(upTo:interval:on:): the interval must not be negative")
        guard count > 0 else { return self }
        return SignalProducer { observer, lifetime in
            let attempt = SerialDisposable()
            let wait = SerialDisposable()
            lifetime += attempt
            lifetime += wait
            func start(retriesLeft: Int) {
                attempt.inner = self.start { event in
                    guard case .failed = event, retriesLeft > 0 else {
                        observer.send(event)
                        return
                    }
                    wait.inner = scheduler.schedule(after: interval) {
                        start(retriesLeft: retriesLeft - 1)
                    }
                }
            }
            start(retriesLeft: count)
        }
    }

    /// `retry(upTo:interval:on:)` with a `TimeInterval` in seconds, as in ReactiveSwift; the
    /// `Duration` form is primary and this one converts to it exactly.
    ///
    /// With `count` 1 and an interval of 2 ticks (each attempt sends `a` and fails):
    ///
    ///     attempts: a#  a#
    ///     result:   a---a#
    ///
    /// - Parameters:
    ///   - count: How many times to retry; must not be negative.
    ///   - interval: How many seconds to wait before each retry; must not be negative. NaN counts
    ///     as zero (each retry starts on the scheduler's next turn); an infinite interval
    ///     saturates at about 272 years (`Duration(timeInterval:)`), so `-infinity` stops as a
    ///     negative interval.
    ///   - scheduler: The scheduler that measures the wait and starts the retries.
    /// - Returns: A producer that retries `self` after failures.
    @_disfavoredOverload
    public func retry(
        upTo count: Int, interval: Double, on scheduler: DateScheduler
    ) -> SignalProducer<Value, Error> {
        retry(upTo: count, interval: Duration(timeInterval: interval), on: scheduler)
    }

    /// `retry(upTo:interval:on:)` with a `DispatchTimeInterval`; the `Duration` form is
    /// primary and this one converts to it exactly.
    ///
    /// With `count` 1 and an interval of 2 ticks (each attempt sends `a` and fails):
    ///
    ///     attempts: a#  a#
    ///     result:   a---a#
    ///
    /// - Parameters:
    ///   - count: How many times to retry; must not be negative.
    ///   - interval: How long to wait before each retry; must not be negative.
    ///   - scheduler: The scheduler that measures the wait and starts the retries.
    /// - Returns: A producer that retries `self` after failures.
    @_disfavoredOverload
    public func retry(
        upTo count: Int, interval: DispatchTimeInterval, on scheduler: DateScheduler
    ) -> SignalProducer<Value, Error> {
        retry(upTo: count, interval: Duration(interval), on: scheduler)
    }
}
