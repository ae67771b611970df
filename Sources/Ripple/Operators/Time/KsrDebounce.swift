import Dispatch

extension Signal {
    /// Kickstarter's `ksr_debounce`, for porting: each value is delayed by `interval` on
    /// `scheduler`, and a newer value cancels the one still waiting. It behaves as Kickstarter's
    /// `flatMap(.latest)` of `delay(_:on:)`: `interval` and `scheduler` are read for each value.
    /// The values (and a completion that waited for one) are sent from `scheduler`'s action, so
    /// observers get them on `scheduler`'s thread, also when `self` sends from another thread.
    ///
    /// With an interval of 2 ticks:
    ///
    ///     self:   -ab--c---d|
    ///     result: ----b--c---(d|)
    ///
    /// <!-- context
    /// struct Environment { let scheduler: DateScheduler }
    /// let environment = Environment(scheduler: TestScheduler())
    /// let (textChanged, text) = Signal<String, Never>.pipe()
    /// -->
    /// ```swift fragment
    /// // Search once the user stops typing for half a second.
    /// let queries = textChanged.ksr_debounce(.milliseconds(500), on: environment.scheduler)
    /// ```
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
        KsrDebounceState(interval: interval, scheduler: scheduler).output(observing: self)
            .makeSignal()
    }

    /// Kickstarter's `ksr_debounce` with a `DispatchTimeInterval`, as Kickstarter declares it.
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
    /// `interval` on `scheduler`, and a newer value cancels the one still waiting, as
    /// Kickstarter's `flatMap(.latest)` of `delay(_:on:)`; `interval` and `scheduler` are read
    /// for each value. Values are delivered on `scheduler`.
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
        lift { $0.ksr_debounce(interval(), on: scheduler()) }
    }

    /// Kickstarter's `ksr_debounce` with a `DispatchTimeInterval`.
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

/// One `ksr_debounce`, a `ScheduledOperator`: its state is the value waiting for its timer
/// (`generation` counts the values held), and whether the upstream completed, under the
/// operator's lock. A completion that finds a value waiting (or being sent) is sent after it,
/// by the timer's action. The scheduler is read for each value; the interruption scheduler
/// would only carry a producer run's interruption, which `ksr_debounce` forwards at once (its
/// producer form lifts the plain signal operator), as it forwards a failure: from the
/// upstream's domain, not through a scheduler.
final class KsrDebounceState<Value, Error: Swift.Error>: ScheduledOperator<Value, Value, Error>,
    @unchecked Sendable
{
    let interval: () -> Duration
    let scheduler: () -> DateScheduler
    /// The value waiting for its timer. Guarded by the lock, as are the fields below.
    @exclusivity(unchecked) private var value: Value?
    @exclusivity(unchecked) private var isSending = false
    @exclusivity(unchecked) private var isUpstreamCompleted = false
    @exclusivity(unchecked) private var isCompletionSent = false
    /// The timer of the value waiting.
    @exclusivity(unchecked) private var timer: Disposable?

    init(interval: @escaping () -> Duration, scheduler: @escaping () -> DateScheduler) {
        self.interval = interval
        self.scheduler = scheduler
        super.init()
    }

    override var interruptionScheduler: Scheduler { ImmediateScheduler() }

    override func receive(_ event: Signal<Value, Error>.Event) {
        switch event {
        case .value(let value):
            let interval = interval()
            checkPrecondition(interval >= .zero, "ksr_debounce: the interval must not be negative")
            let scheduler = scheduler()
            guard let generation = hold(value) else { return }
            let work = scheduler.schedule(after: interval) { [self] in
                guard let due = takeDue(generation) else { return }
                send(.value(due))
                if sent() { send(.completed) }
            }
            replaceScheduled(with: work) { work in
                defer { timer = work }
                return timer
            }
        case .completed:
            if upstreamCompleted() { send(.completed) }
        case .failed, .interrupted:
            cancelScheduled()
            send(event)
        }
    }

    /// Holds `value` in place of the one waiting; returns its generation, or `nil` once the
    /// operator has ended.
    private func hold(_ value: Value) -> UInt32? {
        let (generation, replaced): (UInt32?, Value?) = withLock {
            guard !isEnded else { return (nil, nil) }
            self.generation &+= 1
            defer { self.value = value }
            return (self.generation, self.value)
        }
        _ = replaced  // released outside the lock
        return generation
    }

    /// Takes the value of `generation` if it is still the one waiting.
    private func takeDue(_ generation: UInt32) -> Value? {
        withLock {
            guard self.generation == generation, let value else { return nil }
            self.value = nil
            isSending = true
            return value
        }
    }

    /// The value taken by `takeDue` was sent; returns whether the completion must follow.
    private func sent() -> Bool {
        withLock {
            isSending = false
            return takeCompletion()
        }
    }

    /// The upstream completed; returns whether the completion must be sent now.
    private func upstreamCompleted() -> Bool {
        withLock {
            isUpstreamCompleted = true
            return takeCompletion()
        }
    }

    /// With the lock held: whether the completion is due now, marking it sent if so.
    private func takeCompletion() -> Bool {
        guard isUpstreamCompleted, value == nil, !isSending, !isCompletionSent else {
            return false
        }
        isCompletionSent = true
        return true
    }

    /// Drops the value waiting and cancels its timer.
    override func cancelScheduled() {
        let (timer, dropped) = withLock { () -> (Disposable?, Value?) in
            defer {
                self.timer = nil
                value = nil
            }
            return (self.timer, value)
        }
        DisposableTree.dispose(timer)
        _ = dropped  // released outside the lock
    }
}
