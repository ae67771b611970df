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
    /// <!-- context
    /// let (saveTapped, tap) = Signal<Void, Never>.pipe()
    /// let scheduler = TestScheduler()
    /// -->
    /// ```swift fragment
    /// // At most one "save" per second however fast the user taps.
    /// let saves = saveTapped.throttle(.seconds(1), on: scheduler)
    /// ```
    ///
    /// As in ReactiveSwift, every event is delivered through `scheduler`: "at once" means
    /// scheduled for the scheduler's current time (on a `TestScheduler`, the next advance).
    /// A terminal event is scheduled for the current time too; a value still waiting for its
    /// interval to end is then dropped.
    ///
    /// Six forms share this comment. The `SignalProducer` form throttles each run, and a
    /// disposed run's `interrupted` comes through `scheduler` too. The `DispatchTimeInterval`
    /// and `Double` (a `TimeInterval` in seconds, as in `throttle(1, on: scheduler)`) forms are
    /// ReactiveSwift's and convert to this one exactly; a `Double` that is NaN counts as zero
    /// (each value passes as `throttle(.zero, on:)` lets it), and an infinite one saturates at
    /// about 272 years (`Duration(timeInterval:)`), so `-infinity` stops as a negative
    /// interval.
    ///
    /// - Parameters:
    ///   - interval: The least time between two values; must not be negative.
    ///   - scheduler: The scheduler that measures the interval and delivers every event.
    /// - Returns: A signal of at most one value of `self` per `interval`.
    public func throttle(_ interval: Duration, on scheduler: DateScheduler) -> Signal<Value, Error>
    {
        throttleOutput(interval, on: scheduler).makeSignal()
    }

    /// The same as `throttle(_:on:)`, for a `DispatchTimeInterval`.
    @_disfavoredOverload
    public func throttle(
        _ interval: DispatchTimeInterval, on scheduler: DateScheduler
    ) -> Signal<Value, Error> {
        throttle(Duration(interval), on: scheduler)
    }

    /// The same as `throttle(_:on:)`, for a `TimeInterval` in seconds.
    @_disfavoredOverload
    public func throttle(
        _ interval: Double, on scheduler: DateScheduler
    ) -> Signal<Value, Error> {
        throttle(Duration(timeInterval: interval), on: scheduler)
    }

    /// `throttle`, with the interruption a producer run uses: the same as `self` interrupting.
    @usableFromInline
    func throttleOutput(
        _ interval: Duration, on scheduler: DateScheduler
    ) -> ScheduledOutput<Value, Error> {
        checkPrecondition(interval >= .zero, "throttle: the interval must not be negative")
        return ThrottleState(interval: interval, scheduler: scheduler).output(observing: self)
    }
}

extension SignalProducer {
    /// The same as `Signal.throttle(_:on:)`, for each run.
    @inlinable
    public func throttle(
        _ interval: Duration, on scheduler: DateScheduler
    ) -> SignalProducer<Value, Error> {
        checkPrecondition(interval >= .zero, "throttle: the interval must not be negative")
        return liftRelayingInterruption { $0.throttleOutput(interval, on: scheduler) }
    }

    /// The same as `throttle(_:on:)`, for a `DispatchTimeInterval`.
    @inlinable
    @_disfavoredOverload
    public func throttle(
        _ interval: DispatchTimeInterval, on scheduler: DateScheduler
    ) -> SignalProducer<Value, Error> {
        throttle(Duration(interval), on: scheduler)
    }

    /// The same as `throttle(_:on:)`, for a `TimeInterval` in seconds.
    @inlinable
    @_disfavoredOverload
    public func throttle(
        _ interval: Double, on scheduler: DateScheduler
    ) -> SignalProducer<Value, Error> {
        throttle(Duration(timeInterval: interval), on: scheduler)
    }
}

/// One `throttle`, a `ScheduledOperator`: its state is the value waiting to go out, when the
/// last one went out, and the timers, under the operator's lock. One allocation, with the
/// upstream observation's entry beside it (the state was an object of its own beside a
/// closure-observing output, its lock a buffer of its own before that, each timer a
/// `SerialDisposable`).
final class ThrottleState<Value, Error: Swift.Error>: ScheduledOperator<Value, Value, Error>,
    @unchecked Sendable
{
    let scheduler: DateScheduler
    let interval: Duration
    /// The value waiting to go out. Guarded by the lock, as are the fields below.
    @exclusivity(unchecked) private var value: Value?
    @exclusivity(unchecked) private var lastSentAt: Duration?
    /// The scheduled sending of the held value.
    @exclusivity(unchecked) private var timer: Disposable?
    /// The scheduled delivery of the terminal event.
    @exclusivity(unchecked) private var termination: Disposable?

    init(interval: Duration, scheduler: DateScheduler) {
        self.scheduler = scheduler
        self.interval = interval
        super.init()
    }

    override var interruptionScheduler: Scheduler { scheduler }

    override func receive(_ event: Signal<Value, Error>.Event) {
        guard case .value(let value) = event else {
            let work = scheduler.schedule { [self] in send(event) }
            replaceScheduled(with: work) { work in
                defer { termination = work }
                return termination
            }
            return
        }
        let now = scheduler.now
        let sendAt = hold(value, now: now)
        let work = scheduler.schedule(after: sendAt - now) { [self] in
            if let value = take(sentAt: sendAt) { send(.value(value)) }
        }
        replaceScheduled(with: work) { work in
            defer { timer = work }
            return timer
        }
    }

    /// Holds `value`; returns when it may go out: now if the last value went out at least
    /// `interval` ago, else when that interval ends.
    private func hold(_ value: Value, now: Duration) -> Duration {
        withLock {
            self.value = value
            guard let last = lastSentAt, last <= now else { return now }
            return max(last + interval, now)
        }
    }

    /// Takes the held value, recording `sentAt` as the time the last value went out.
    private func take(sentAt: Duration) -> Value? {
        withLock {
            guard let value else { return nil }
            self.value = nil
            lastSentAt = sentAt
            return value
        }
    }

    /// Cancels the timers and drops the held value.
    override func cancelScheduled() {
        let (timer, termination, dropped) = withLock {
            () -> (Disposable?, Disposable?, Value?) in
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
