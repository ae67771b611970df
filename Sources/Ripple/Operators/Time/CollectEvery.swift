import Dispatch

extension Signal {
    /// Collects `self`'s values into an array and sends it every `interval`, on `scheduler`.
    ///
    /// With an interval of 3 ticks:
    ///
    ///     self:   -ab--c-d|
    ///     result: ---x--y-|       (x = [a, b], y = [c]; completion drops d)
    ///     result: ---x--y--(z|)   (discardWhenCompleted: false; z = [d])
    ///
    /// <!-- context
    /// let (tracked, track) = Signal<String, Never>.pipe()
    /// let scheduler = TestScheduler()
    /// -->
    /// ```swift fragment
    /// // Send analytics events in batches, every ten seconds.
    /// let batches = tracked.collect(every: .seconds(10), on: scheduler, skipEmpty: true)
    /// ```
    ///
    /// The clock starts when the operator is applied (for a producer, at each start). A
    /// failure or interruption is delivered through `scheduler` at once and drops the values
    /// collected so far. Completion does too when `discardWhenCompleted` is `true`; otherwise
    /// the next tick sends the values collected so far (unless empty and `skipEmpty`), then
    /// `completed`; that last tick is a one-shot action, so `TestScheduler.run()` reaches it.
    ///
    /// Four forms share this comment. The `SignalProducer` form collects each run, and a
    /// disposed run's `interrupted` comes through `scheduler` too. The `DispatchTimeInterval`
    /// form is ReactiveSwift's and converts to this one exactly.
    ///
    /// - Parameters:
    ///   - interval: The time between two arrays; must be positive.
    ///   - scheduler: The scheduler that measures the interval and delivers every event.
    ///   - skipEmpty: Whether a tick with no value sends nothing instead of `[]`; `false` by
    ///     default, as in ReactiveSwift.
    ///   - discardWhenCompleted: Whether completion drops the values collected since the last
    ///     tick; `true` by default, as in ReactiveSwift.
    /// - Returns: A signal of the arrays of values sent in each `interval`.
    public func collect(
        every interval: Duration, on scheduler: DateScheduler, skipEmpty: Bool = false,
        discardWhenCompleted: Bool = true
    ) -> Signal<[Value], Error> {
        collectEveryOutput(
            interval, on: scheduler, skipEmpty: skipEmpty,
            discardWhenCompleted: discardWhenCompleted
        ).makeSignal()
    }

    /// The same as `collect(every:on:skipEmpty:discardWhenCompleted:)`, for a
    /// `DispatchTimeInterval`.
    @_disfavoredOverload
    public func collect(
        every interval: DispatchTimeInterval, on scheduler: DateScheduler,
        skipEmpty: Bool = false, discardWhenCompleted: Bool = true
    ) -> Signal<[Value], Error> {
        collect(
            every: Duration(interval), on: scheduler, skipEmpty: skipEmpty,
            discardWhenCompleted: discardWhenCompleted)
    }

    /// `collect(every:on:skipEmpty:discardWhenCompleted:)`, with the interruption a producer
    /// run uses: the same as `self` interrupting.
    @usableFromInline
    func collectEveryOutput(
        _ interval: Duration, on scheduler: DateScheduler, skipEmpty: Bool,
        discardWhenCompleted: Bool
    ) -> ScheduledOutput<[Value], Error> {
        checkPrecondition(interval > .zero, "collect(every:): the interval must be positive")
        return CollectEveryState<Value, Error>(
            interval: interval, scheduler: scheduler, skipEmpty: skipEmpty,
            discardWhenCompleted: discardWhenCompleted
        ).output(observing: self)
    }
}

extension SignalProducer {
    /// The same as `Signal.collect(every:on:skipEmpty:discardWhenCompleted:)`, for each run.
    @inlinable
    public func collect(
        every interval: Duration, on scheduler: DateScheduler, skipEmpty: Bool = false,
        discardWhenCompleted: Bool = true
    ) -> SignalProducer<[Value], Error> {
        checkPrecondition(interval > .zero, "collect(every:): the interval must be positive")
        return liftRelayingInterruption {
            $0.collectEveryOutput(
                interval, on: scheduler, skipEmpty: skipEmpty,
                discardWhenCompleted: discardWhenCompleted)
        }
    }

    /// The same as `collect(every:on:skipEmpty:discardWhenCompleted:)`, for a
    /// `DispatchTimeInterval`.
    @_disfavoredOverload
    public func collect(
        every interval: DispatchTimeInterval, on scheduler: DateScheduler,
        skipEmpty: Bool = false, discardWhenCompleted: Bool = true
    ) -> SignalProducer<[Value], Error> {
        collect(
            every: Duration(interval), on: scheduler, skipEmpty: skipEmpty,
            discardWhenCompleted: discardWhenCompleted)
    }
}

/// One `collect(every:)`, a `ScheduledOperator`: its state is the values since the last tick,
/// and the timers, under the operator's lock. One allocation, with the array and the upstream
/// observation's entry (the state was an object of its own beside a closure-observing output,
/// with a `Locked` buffer and two `SerialDisposable`s). The repeating tick starts when the
/// operator is made.
final class CollectEveryState<Value, Error: Swift.Error>:
    ScheduledOperator<Value, [Value], Error>, @unchecked Sendable
{
    let scheduler: DateScheduler
    let interval: Duration
    let skipEmpty: Bool
    let discardWhenCompleted: Bool
    /// When the clock started: ticks are `interval` apart from here.
    let start: Duration
    /// The values since the last tick. Guarded by the lock, as are the fields below.
    @exclusivity(unchecked) private var values: [Value] = []
    @exclusivity(unchecked) private var isCompleted = false
    @exclusivity(unchecked) private var ticks = 0
    /// The repeating tick, or the last one-shot tick once the upstream completed.
    @exclusivity(unchecked) private var timer: Disposable?
    /// The scheduled delivery of a terminal event.
    @exclusivity(unchecked) private var termination: Disposable?

    init(
        interval: Duration, scheduler: DateScheduler, skipEmpty: Bool, discardWhenCompleted: Bool
    ) {
        self.scheduler = scheduler
        self.interval = interval
        self.skipEmpty = skipEmpty
        self.discardWhenCompleted = discardWhenCompleted
        start = scheduler.now
        super.init()
        setTimer(scheduler.schedule(after: interval, interval: interval) { [self] in flush() })
    }

    override var interruptionScheduler: Scheduler { scheduler }

    override func receive(_ event: Signal<Value, Error>.Event) {
        let terminal: Signal<[Value], Error>.Event
        switch event {
        case .value(let value):
            withLock { values.append(value) }
            return
        case .completed where !discardWhenCompleted:
            // The last batch and the completion go out at the next tick, as a one-shot action:
            // `TestScheduler.run()`, which does not wait for repeating timers, still delivers
            // them.
            let nextTick = start + interval * markCompleted()
            setTimer(
                scheduler.schedule(after: max(.zero, nextTick - scheduler.now)) { [self] in
                    flush()
                })
            return
        case .failed(let error):
            terminal = .failed(error)
        case .interrupted:
            terminal = .interrupted
        case .completed:
            terminal = .completed
        }
        setTimer(nil)
        let work = scheduler.schedule { [self] in send(terminal) }
        replaceScheduled(with: work) { work in
            defer { termination = work }
            return termination
        }
    }

    /// Makes `work` the tick (see `replaceScheduled(with:_:)`).
    private func setTimer(_ work: Disposable?) {
        replaceScheduled(with: work) { work in
            defer { timer = work }
            return timer
        }
    }

    /// A tick: sends the values collected (unless none and `skipEmpty`), then `completed` if
    /// the upstream completed.
    private func flush() {
        let (values, isCompleted) = withLock { () -> ([Value]?, Bool) in
            ticks += 1
            guard !self.values.isEmpty || !skipEmpty else { return (nil, self.isCompleted) }
            defer { self.values = [] }
            return (self.values, self.isCompleted)
        }
        if let values { send(.value(values)) }
        if isCompleted { send(.completed) }
    }

    /// Marks the upstream completed; returns the number of the next tick (1 for the first).
    private func markCompleted() -> Int {
        withLock {
            isCompleted = true
            return ticks + 1
        }
    }

    /// Cancels the timers and drops the values.
    override func cancelScheduled() {
        let (timer, termination, dropped) = withLock {
            () -> (Disposable?, Disposable?, [Value]) in
            defer {
                self.timer = nil
                self.termination = nil
                values = []
            }
            return (self.timer, self.termination, values)
        }
        DisposableTree.dispose(timer)
        DisposableTree.dispose(termination)
        _ = dropped  // released outside the lock
    }
}
