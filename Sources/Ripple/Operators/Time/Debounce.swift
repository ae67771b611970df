import Dispatch

extension Signal {
    /// Forwards a value only once `interval` has passed without a newer one: after each burst,
    /// the burst's latest value, on `scheduler`.
    ///
    /// With an interval of 2 ticks:
    ///
    ///     self:   -ab--c----d|
    ///     result: ----b--c---|
    ///
    ///     // Search once the user stops typing for 300 ms.
    ///     let searches = queryChanged.debounce(.milliseconds(300), on: scheduler)
    ///
    /// As in ReactiveSwift, every event is delivered through `scheduler`: a terminal event is
    /// scheduled for the scheduler's current time (so on a `TestScheduler` it arrives on the
    /// next advance). A failure or interruption drops the value waiting for its quiet period;
    /// completion drops it too unless `discardWhenCompleted` is `false`, in which case the
    /// value is sent when its quiet period ends, followed by `completed`.
    ///
    /// - Parameters:
    ///   - interval: The quiet period; must not be negative.
    ///   - scheduler: The scheduler that measures the interval and delivers every event.
    ///   - discardWhenCompleted: Whether completion drops a value still waiting; `true` by
    ///     default, as in ReactiveSwift.
    /// - Returns: A signal of the values that were followed by `interval` of silence.
    public func debounce(
        _ interval: Duration, on scheduler: DateScheduler, discardWhenCompleted: Bool = true
    ) -> Signal<Value, Error> {
        debounceOutput(interval, on: scheduler, discardWhenCompleted: discardWhenCompleted).signal
    }

    /// `debounce`, with the interruption a producer run uses: the same as `self` interrupting.
    @usableFromInline
    func debounceOutput(
        _ interval: Duration, on scheduler: DateScheduler, discardWhenCompleted: Bool
    ) -> ScheduledOutput<Value, Error> {
        precondition(interval >= .zero, "debounce: the interval must not be negative")
        let state = DebounceState<Value>()
        return scheduledOutput(on: scheduler, cleanup: state.cancel) { output in
            { event in
                switch event {
                case .value(let value):
                    let generation = state.hold(value, at: scheduler.now)
                    state.setTimer(
                        scheduler.schedule(after: interval) {
                            if let value = state.take(generation: generation) {
                                output.send(.value(value))
                            }
                        })
                case .completed:
                    state.endTimer()
                    let flush = discardWhenCompleted ? nil : state.takeWithTime()
                    if let (value, heldAt) = flush {
                        let delay = heldAt + interval - scheduler.now
                        state.setTermination(
                            scheduler.schedule(after: delay) {
                                output.send(.value(value))
                                output.send(.completed)
                            })
                    } else {
                        state.setTermination(scheduler.schedule { output.send(.completed) })
                    }
                case .failed, .interrupted:
                    state.cancelTimer()
                    state.setTermination(scheduler.schedule { output.send(event) })
                }
            }
        }
    }
}

extension SignalProducer {
    /// Forwards a value only once `interval` has passed without a newer one, per run: after
    /// each burst, the burst's latest value, on `scheduler`.
    ///
    /// With an interval of 2 ticks:
    ///
    ///     self:   -ab--c----d|
    ///     result: ----b--c---|
    ///
    /// - Parameters:
    ///   - interval: The quiet period; must not be negative.
    ///   - scheduler: The scheduler that measures the interval and delivers every event.
    ///   - discardWhenCompleted: Whether completion drops a value still waiting; `true` by
    ///     default, as in ReactiveSwift.
    /// - Returns: A producer of the values that were followed by `interval` of silence.
    @inlinable
    public func debounce(
        _ interval: Duration, on scheduler: DateScheduler, discardWhenCompleted: Bool = true
    ) -> SignalProducer<Value, Error> {
        precondition(interval >= .zero, "debounce: the interval must not be negative")
        return liftRelayingInterruption {
            $0.debounceOutput(interval, on: scheduler, discardWhenCompleted: discardWhenCompleted)
        }
    }
}

extension Signal {
    /// `debounce` with a `DispatchTimeInterval`, as in ReactiveSwift; the `Duration` form is
    /// primary and this one converts to it exactly.
    ///
    /// With an interval of 2 ticks:
    ///
    ///     self:   -ab--c----d|
    ///     result: ----b--c---|
    ///
    /// - Parameters:
    ///   - interval: The quiet period; must not be negative.
    ///   - scheduler: The scheduler that measures the interval and delivers every event.
    ///   - discardWhenCompleted: Whether completion drops a value still waiting; `true` by default.
    /// - Returns: A signal of the values that were followed by `interval` of silence.
    @_disfavoredOverload
    public func debounce(
        _ interval: DispatchTimeInterval, on scheduler: DateScheduler,
        discardWhenCompleted: Bool = true
    ) -> Signal<Value, Error> {
        debounce(Duration(interval), on: scheduler, discardWhenCompleted: discardWhenCompleted)
    }

    /// `debounce` with a `TimeInterval` in seconds (as in `debounce(1, on: scheduler)`), as in ReactiveSwift; the `Duration` form is
    /// primary and this one converts to it exactly.
    ///
    /// With an interval of 2 ticks:
    ///
    ///     self:   -ab--c----d|
    ///     result: ----b--c---|
    ///
    /// - Parameters:
    ///   - interval: The quiet period, in seconds; must not be negative. NaN counts as zero
    ///     (as `debounce(.zero, on:)`); an infinite interval saturates at about 272 years
    ///     (`Duration(timeInterval:)`), so `-infinity` stops as a negative interval.
    ///   - scheduler: The scheduler that measures the interval and delivers every event.
    ///   - discardWhenCompleted: Whether completion drops a value still waiting; `true` by default.
    /// - Returns: A signal of the values that were followed by `interval` of silence.
    @_disfavoredOverload
    public func debounce(
        _ interval: Double, on scheduler: DateScheduler, discardWhenCompleted: Bool = true
    ) -> Signal<Value, Error> {
        debounce(
            Duration(timeInterval: interval), on: scheduler,
            discardWhenCompleted: discardWhenCompleted)
    }
}

extension SignalProducer {
    /// `debounce` with a `DispatchTimeInterval`, as in ReactiveSwift; the `Duration` form is
    /// primary and this one converts to it exactly.
    ///
    /// With an interval of 2 ticks:
    ///
    ///     self:   -ab--c----d|
    ///     result: ----b--c---|
    ///
    /// - Parameters:
    ///   - interval: The quiet period; must not be negative.
    ///   - scheduler: The scheduler that measures the interval and delivers every event.
    ///   - discardWhenCompleted: Whether completion drops a value still waiting; `true` by default.
    /// - Returns: A producer of the values that were followed by `interval` of silence.
    @inlinable
    @_disfavoredOverload
    public func debounce(
        _ interval: DispatchTimeInterval, on scheduler: DateScheduler,
        discardWhenCompleted: Bool = true
    ) -> SignalProducer<Value, Error> {
        debounce(Duration(interval), on: scheduler, discardWhenCompleted: discardWhenCompleted)
    }

    /// `debounce` with a `TimeInterval` in seconds (as in `debounce(1, on: scheduler)`), as in ReactiveSwift; the `Duration` form is
    /// primary and this one converts to it exactly.
    ///
    /// With an interval of 2 ticks:
    ///
    ///     self:   -ab--c----d|
    ///     result: ----b--c---|
    ///
    /// - Parameters:
    ///   - interval: The quiet period, in seconds; must not be negative. NaN counts as zero
    ///     (as `debounce(.zero, on:)`); an infinite interval saturates at about 272 years
    ///     (`Duration(timeInterval:)`), so `-infinity` stops as a negative interval.
    ///   - scheduler: The scheduler that measures the interval and delivers every event.
    ///   - discardWhenCompleted: Whether completion drops a value still waiting; `true` by default.
    /// - Returns: A producer of the values that were followed by `interval` of silence.
    @inlinable
    @_disfavoredOverload
    public func debounce(
        _ interval: Double, on scheduler: DateScheduler, discardWhenCompleted: Bool = true
    ) -> SignalProducer<Value, Error> {
        debounce(
            Duration(timeInterval: interval), on: scheduler,
            discardWhenCompleted: discardWhenCompleted)
    }
}

/// The state of one `debounce`: the value waiting for its quiet period, and the scheduled work
/// (the quiet-period timer of the latest value, the delivery of the terminal event), all under
/// one lock, kept in the object itself: one allocation (the lock was a buffer of its own, 144
/// bytes, before; each piece of scheduled work a `SerialDisposable` of its own before that).
final class DebounceState<Value>: @unchecked Sendable {
    private struct Held {
        var value: Value?
        var heldAt: Duration = .zero
        var generation: UInt64 = 0
        /// The quiet-period timer; `isTimerEnded` once it is cancelled for good.
        var timer: Disposable?
        var isTimerEnded = false
        /// The scheduled terminal event; `isTerminationEnded` once it is cancelled for good.
        var termination: Disposable?
        var isTerminationEnded = false
    }

    /// The held state and its lock: the first stored property, at an address that never moves
    /// (see `InlineLocked`). Read and written only through `withHeld`, after `init` stored it.
    private var storage: InlineLocked<Held>

    init() {
        storage = InlineLocked(Held())
        InlineLocked.initializeLock(locked)
    }

    deinit {
        InlineLocked.destroyLock(locked)
    }

    @inline(__always)
    private var locked: UnsafeMutablePointer<InlineLocked<Held>> {
        InlineLocked.pointer(in: self)
    }

    /// Runs `body` on the held state with its lock held.
    @inline(__always)
    private func withHeld<Result>(_ body: (inout Held) -> Result) -> Result {
        InlineLocked.withLock(locked, body)
    }

    /// Holds `value`, replacing any earlier one; returns the generation its timer must match.
    func hold(_ value: Value, at now: Duration) -> UInt64 {
        withHeld { held in
            held.value = value
            held.heldAt = now
            held.generation &+= 1
            return held.generation
        }
    }

    /// Makes `timer` the quiet-period timer and cancels the one before; cancels `timer` itself
    /// if the timer was cancelled for good (as setting a disposed `SerialDisposable`'s inner).
    func setTimer(_ timer: Disposable?) {
        let cancelled = withHeld { held -> Disposable? in
            if held.isTimerEnded { return timer }
            defer { held.timer = timer }
            return held.timer
        }
        DisposableTree.dispose(cancelled)
    }

    /// Makes `termination` the scheduled terminal event, as `setTimer(_:)` does for the timer.
    func setTermination(_ termination: Disposable?) {
        let cancelled = withHeld { held -> Disposable? in
            if held.isTerminationEnded { return termination }
            defer { held.termination = termination }
            return held.termination
        }
        DisposableTree.dispose(cancelled)
    }

    /// Takes the held value if it is still the one of `generation`.
    func take(generation: UInt64) -> Value? {
        withHeld { held in
            guard held.generation == generation else { return nil }
            defer { held.value = nil }
            return held.value
        }
    }

    /// Takes the held value, if any, with the time it was held.
    func takeWithTime() -> (Value, Duration)? {
        withHeld { held in
            defer { held.value = nil }
            return held.value.map { ($0, held.heldAt) }
        }
    }

    /// Cancels the quiet-period timer for good; the held value stays.
    func endTimer() {
        let cancelled = withHeld { held -> Disposable? in
            guard !held.isTimerEnded else { return nil }
            held.isTimerEnded = true
            defer { held.timer = nil }
            return held.timer
        }
        DisposableTree.dispose(cancelled)
    }

    /// Cancels the quiet-period timer for good and drops the held value.
    func cancelTimer() {
        endTimer()
        let dropped = withHeld { held in
            defer { held.value = nil }
            return held.value
        }
        _ = dropped  // released outside the lock
    }

    /// Cancels everything: the output has ended.
    func cancel() {
        cancelTimer()
        let cancelled = withHeld { held -> Disposable? in
            guard !held.isTerminationEnded else { return nil }
            held.isTerminationEnded = true
            defer { held.termination = nil }
            return held.termination
        }
        DisposableTree.dispose(cancelled)
    }
}
