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
    ///     // Send analytics events in batches, every ten seconds.
    ///     let batches = tracked.collect(every: .seconds(10), on: scheduler, skipEmpty: true)
    ///
    /// The clock starts when the operator is applied (for a producer, at each start). A
    /// failure or interruption is delivered through `scheduler` at once and drops the values
    /// collected so far. Completion does too when `discardWhenCompleted` is `true`; otherwise
    /// the next tick sends the values collected so far (unless empty and `skipEmpty`), then
    /// `completed`; that last tick is a one-shot action, so `TestScheduler.run()` reaches it.
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
        ).signal
    }

    /// `collect(every:on:skipEmpty:discardWhenCompleted:)`, with the interruption a producer
    /// run uses: the same as `self` interrupting.
    @usableFromInline
    func collectEveryOutput(
        _ interval: Duration, on scheduler: DateScheduler, skipEmpty: Bool,
        discardWhenCompleted: Bool
    ) -> ScheduledOutput<[Value], Error> {
        checkPrecondition(interval > .zero, "collect(every:): the interval must be positive")
        let state = CollectEveryState<Value>(skipEmpty: skipEmpty)
        let output = scheduledOutput(on: scheduler, state: state) {
            (output: ScheduledSink<[Value], Error>) -> (Event) -> Void in
            let start = scheduler.now
            let flush = {
                let (values, isCompleted) = state.tick()
                if let values { output.send(.value(values)) }
                if isCompleted { output.send(.completed) }
            }
            state.timer.inner = scheduler.schedule(
                after: interval, interval: interval, action: flush)
            return { event in
                switch event {
                case .value(let value):
                    state.append(value)
                case .completed where !discardWhenCompleted:
                    // The last batch and the completion go out at the next tick, as a one-shot
                    // action: `TestScheduler.run()`, which does not wait for repeating timers,
                    // still delivers them.
                    let nextTick = start + interval * state.markCompleted()
                    state.timer.inner = scheduler.schedule(
                        after: max(.zero, nextTick - scheduler.now), action: flush)
                case .completed, .failed, .interrupted:
                    let terminal: Signal<[Value], Error>.Event =
                        switch event {
                        case .failed(let error): .failed(error)
                        case .interrupted: .interrupted
                        default: .completed
                        }
                    state.timer.dispose()
                    state.termination.inner = scheduler.schedule { output.send(terminal) }
                }
            }
        }
        return output
    }
}

extension SignalProducer {
    /// Collects each run's values into an array and sends it every `interval`, on
    /// `scheduler`.
    ///
    /// With an interval of 3 ticks:
    ///
    ///     self:   -ab--c-d|
    ///     result: ---x--y-|   (x = [a, b], y = [c]; completion as on `Signal`)
    ///
    /// - Parameters:
    ///   - interval: The time between two arrays; must be positive.
    ///   - scheduler: The scheduler that measures the interval and delivers every event.
    ///   - skipEmpty: Whether a tick with no value sends nothing instead of `[]`.
    ///   - discardWhenCompleted: Whether completion drops the values collected since the last
    ///     tick.
    /// - Returns: A producer of the arrays of values sent in each `interval` of each run.
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
}

extension Signal {
    /// `collect(every:on:skipEmpty:discardWhenCompleted:)` with a `DispatchTimeInterval`, as
    /// in ReactiveSwift; the `Duration` form is primary and this one converts to it exactly.
    ///
    /// With an interval of 3 ticks:
    ///
    ///     self:   -ab--c-d|
    ///     result: ---x--y-|   (x = [a, b], y = [c])
    ///
    /// - Parameters:
    ///   - interval: The time between two arrays; must be positive.
    ///   - scheduler: The scheduler that measures the interval and delivers every event.
    ///   - skipEmpty: Whether a tick with no value sends nothing instead of `[]`.
    ///   - discardWhenCompleted: Whether completion drops the values collected since the last
    ///     tick.
    /// - Returns: A signal of the arrays of values sent in each `interval`.
    @_disfavoredOverload
    public func collect(
        every interval: DispatchTimeInterval, on scheduler: DateScheduler,
        skipEmpty: Bool = false, discardWhenCompleted: Bool = true
    ) -> Signal<[Value], Error> {
        collect(
            every: Duration(interval), on: scheduler, skipEmpty: skipEmpty,
            discardWhenCompleted: discardWhenCompleted)
    }
}

extension SignalProducer {
    /// `collect(every:on:skipEmpty:discardWhenCompleted:)` with a `DispatchTimeInterval`, as
    /// in ReactiveSwift; the `Duration` form is primary and this one converts to it exactly.
    ///
    /// With an interval of 3 ticks:
    ///
    ///     self:   -ab--c-d|
    ///     result: ---x--y-|   (x = [a, b], y = [c])
    ///
    /// - Parameters:
    ///   - interval: The time between two arrays; must be positive.
    ///   - scheduler: The scheduler that measures the interval and delivers every event.
    ///   - skipEmpty: Whether a tick with no value sends nothing instead of `[]`.
    ///   - discardWhenCompleted: Whether completion drops the values collected since the last
    ///     tick.
    /// - Returns: A producer of the arrays of values sent in each `interval` of each run.
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

/// The state of one `collect(every:)`: the values since the last tick, and the timers.
final class CollectEveryState<Value>: ScheduledOperatorState, @unchecked Sendable {
    private struct Collected {
        var values: [Value] = []
        var isCompleted = false
        var ticks = 0
    }

    private let skipEmpty: Bool
    private let collected = Locked(Collected())
    /// The repeating tick.
    let timer = SerialDisposable()
    /// The scheduled delivery of a terminal event.
    let termination = SerialDisposable()

    init(skipEmpty: Bool) {
        self.skipEmpty = skipEmpty
    }

    func append(_ value: Value) {
        collected.withLock { $0.values.append(value) }
    }

    /// Marks the source completed; returns the number of the next tick (1 for the first).
    func markCompleted() -> Int {
        collected.withLock { collected in
            collected.isCompleted = true
            return collected.ticks + 1
        }
    }

    func tick() -> ([Value]?, Bool) {
        collected.withLock { collected in
            collected.ticks += 1
            let isCompleted = collected.isCompleted
            guard !collected.values.isEmpty || !skipEmpty else { return (nil, isCompleted) }
            defer { collected.values = [] }
            return (collected.values, isCompleted)
        }
    }

    /// Cancels the timers and drops the values: the output has ended.
    func cancel() {
        timer.dispose()
        termination.dispose()
        let dropped = collected.withLock { collected in
            defer { collected.values = [] }
            return collected.values
        }
        _ = dropped  // released outside the lock
    }
}
