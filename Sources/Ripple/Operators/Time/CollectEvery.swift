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
    /// `completed`.
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
        precondition(interval > .zero, "collect(every:): the interval must be positive")
        let state = CollectEveryState<Value>(skipEmpty: skipEmpty)
        let output = scheduledOutput(cleanup: state.cancel) {
            (output: SignalCore<[Value], Error>) -> (Event) -> Void in
            state.timer.inner = scheduler.schedule(after: interval, interval: interval) {
                let (values, isCompleted) = state.tick()
                if let values { output.send(.value(values)) }
                if isCompleted { output.send(.completed) }
            }
            return { event in
                switch event {
                case .value(let value):
                    state.append(value)
                case .completed where !discardWhenCompleted:
                    state.markCompleted()
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
        precondition(interval > .zero, "collect(every:): the interval must be positive")
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
final class CollectEveryState<Value>: @unchecked Sendable {
    private struct Collected {
        var values: [Value] = []
        var isCompleted = false
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

    func markCompleted() {
        collected.withLock { $0.isCompleted = true }
    }

    /// Takes the values to send at a tick, and whether the output completes after them.
    func tick() -> ([Value]?, Bool) {
        collected.withLock { collected in
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
