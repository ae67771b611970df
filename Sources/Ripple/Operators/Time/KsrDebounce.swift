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
    ///     // Search once the user stops typing for half a second.
    ///     let queries = textChanged.ksr_debounce(.milliseconds(500), on: environment.scheduler)
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
        let state = KsrDebounceState<Value>()
        // The scheduler is read for each value; the one given here would only carry a producer
        // run's interruption, which `ksr_debounce` forwards at once (its producer form lifts
        // the plain signal operator).
        return scheduledOutput(on: ImmediateScheduler(), state: state) { output in
            { event in
                switch event {
                case .value(let value):
                    let interval = interval()
                    checkPrecondition(
                        interval >= .zero, "ksr_debounce: the interval must not be negative")
                    let scheduler = scheduler()
                    guard let generation = state.hold(value) else { return }
                    state.timer.inner = scheduler.schedule(after: interval) {
                        guard let due = state.takeDue(generation) else { return }
                        output.send(.value(due))
                        if state.sent() { output.send(.completed) }
                    }
                case .completed:
                    if state.upstreamCompleted() { output.send(.completed) }
                case .failed, .interrupted:
                    state.cancel()
                    output.send(event)
                }
            }
        }.signal
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

/// The state of one `ksr_debounce`: the value waiting for its timer, and whether the upstream
/// completed. A completion that finds a value waiting (or being sent) is sent after it, by the
/// timer's action.
final class KsrDebounceState<Value>: ScheduledOperatorState, @unchecked Sendable {
    private struct Waiting {
        var generation = 0
        var value: Value?
        var isSending = false
        var isUpstreamCompleted = false
        var isCompletionSent = false
        var isCancelled = false
    }

    private let waiting = Locked(Waiting())
    /// The timer of the value waiting; replacing it cancels the previous one.
    let timer = SerialDisposable()

    /// Holds `value` in place of the one waiting; returns its generation, or `nil` once
    /// cancelled.
    func hold(_ value: Value) -> Int? {
        let (generation, replaced): (Int?, Value?) = waiting.withLock { waiting in
            guard !waiting.isCancelled else { return (nil, nil) }
            waiting.generation += 1
            defer { waiting.value = value }
            return (waiting.generation, waiting.value)
        }
        _ = replaced  // released outside the lock
        return generation
    }

    /// Takes the value of `generation` if it is still the one waiting.
    func takeDue(_ generation: Int) -> Value? {
        waiting.withLock { waiting in
            guard waiting.generation == generation, let value = waiting.value else { return nil }
            waiting.value = nil
            waiting.isSending = true
            return value
        }
    }

    /// The value taken by `takeDue` was sent; returns whether the completion must follow.
    func sent() -> Bool {
        waiting.withLock { waiting in
            waiting.isSending = false
            return takeCompletion(&waiting)
        }
    }

    /// The upstream completed; returns whether the completion must be sent now.
    func upstreamCompleted() -> Bool {
        waiting.withLock { waiting in
            waiting.isUpstreamCompleted = true
            return takeCompletion(&waiting)
        }
    }

    private func takeCompletion(_ waiting: inout Waiting) -> Bool {
        guard waiting.isUpstreamCompleted, waiting.value == nil, !waiting.isSending,
            !waiting.isCompletionSent
        else { return false }
        waiting.isCompletionSent = true
        return true
    }

    /// Drops the value waiting and cancels its timer: the output has ended.
    func cancel() {
        let dropped = waiting.withLock { waiting in
            waiting.isCancelled = true
            defer { waiting.value = nil }
            return waiting.value
        }
        _ = dropped  // released outside the lock
        timer.dispose()
    }
}
