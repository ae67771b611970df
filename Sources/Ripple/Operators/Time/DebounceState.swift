/// One `debounce`: its output (a `ScheduledRoot`), its upstream observation's receiver, and
/// its state (the value waiting for its quiet period, and the scheduled work: the
/// quiet-period timer of the latest value, the delivery of the terminal event), all under one
/// lock, kept in the object itself. One allocation, with the upstream observation's entry
/// beside it: the state was an object of its own before, whose lock was a buffer of its own
/// before that, and the observer a closure.
final class DebounceState<Value, Error: Swift.Error>: ScheduledRoot<Value, Error>,
    @unchecked Sendable
{
    /// Laid out with the small fields last (as are the class's), so that the whole object
    /// takes a smaller malloc chunk.
    private struct Held {
        var value: Value?
        var heldAt: Duration = .zero
        /// The quiet-period timer; `isTimerEnded` once it is cancelled for good.
        var timer: Disposable?
        /// The scheduled terminal event; `isTerminationEnded` once it is cancelled for good.
        var termination: Disposable?
        /// Counts the values held (wrapping): a timer delivers only the value it was set for.
        var generation: UInt32 = 0
        var isTimerEnded = false
        var isTerminationEnded = false
    }

    let scheduler: DateScheduler
    let interval: Duration

    /// The held state and its lock, at an address that never moves (a stored property of a
    /// class); reached only through `&` (`withHeld`), after `init` stored it.
    @exclusivity(unchecked) private final var storage: InlineLocked<Held>

    let discardWhenCompleted: Bool

    init(interval: Duration, scheduler: DateScheduler, discardWhenCompleted: Bool) {
        self.scheduler = scheduler
        self.interval = interval
        self.discardWhenCompleted = discardWhenCompleted
        storage = InlineLocked(Held())
        super.init()
        InlineLocked.initializeLock(&storage)
    }

    deinit {
        InlineLocked.destroyLock(&storage)
    }

    /// Runs `body` on the held state with its lock held.
    @inline(__always)
    private func withHeld<Result>(_ body: (inout Held) -> Result) -> Result {
        InlineLocked.withLock(&storage, body)
    }

    override var interruptionScheduler: Scheduler { scheduler }

    /// Observes `upstream`: a receiver that captures only this object, so the observation
    /// costs its entry alone.
    func observe(_ upstream: Signal<Value, Error>) {
        let entry = ReceiverEntry(
            observing: upstream.core.base,
            receive: { [self] _, event in receive(event.event(of: Signal<Value, Error>.self)) })
        observe(upstream, with: entry)
    }

    /// An upstream event, in the upstream's domain: updates the state and schedules work.
    private func receive(_ event: Signal<Value, Error>.Event) {
        switch event {
        case .value(let value):
            let generation = hold(value, at: scheduler.now)
            setTimer(
                scheduler.schedule(after: interval) { [self] in
                    if let value = take(generation: generation) {
                        send(.value(value))
                    }
                })
        case .completed:
            endTimer()
            let flush = discardWhenCompleted ? nil : takeWithTime()
            if let (value, heldAt) = flush {
                let delay = heldAt + interval - scheduler.now
                setTermination(
                    scheduler.schedule(after: delay) { [self] in
                        send(.value(value))
                        send(.completed)
                    })
            } else {
                setTermination(scheduler.schedule { [self] in send(.completed) })
            }
        case .failed, .interrupted:
            cancelTimer()
            setTermination(scheduler.schedule { [self] in send(event) })
        }
    }

    /// Holds `value`, replacing any earlier one; returns the generation its timer must match.
    private func hold(_ value: Value, at now: Duration) -> UInt32 {
        withHeld { held in
            held.value = value
            held.heldAt = now
            held.generation &+= 1
            return held.generation
        }
    }

    /// Makes `timer` the quiet-period timer and cancels the one before; cancels `timer` itself
    /// if the timer was cancelled for good (as setting a disposed `SerialDisposable`'s inner).
    private func setTimer(_ timer: Disposable?) {
        let cancelled = withHeld { held -> Disposable? in
            if held.isTimerEnded { return timer }
            defer { held.timer = timer }
            return held.timer
        }
        DisposableTree.dispose(cancelled)
    }

    /// Makes `termination` the scheduled terminal event, as `setTimer(_:)` does for the timer.
    private func setTermination(_ termination: Disposable?) {
        let cancelled = withHeld { held -> Disposable? in
            if held.isTerminationEnded { return termination }
            defer { held.termination = termination }
            return held.termination
        }
        DisposableTree.dispose(cancelled)
    }

    /// Takes the held value if it is still the one of `generation`.
    private func take(generation: UInt32) -> Value? {
        withHeld { held in
            guard held.generation == generation else { return nil }
            defer { held.value = nil }
            return held.value
        }
    }

    /// Takes the held value, if any, with the time it was held.
    private func takeWithTime() -> (Value, Duration)? {
        withHeld { held in
            defer { held.value = nil }
            return held.value.map { ($0, held.heldAt) }
        }
    }

    /// Cancels the quiet-period timer for good; the held value stays.
    private func endTimer() {
        let cancelled = withHeld { held -> Disposable? in
            guard !held.isTimerEnded else { return nil }
            held.isTimerEnded = true
            defer { held.timer = nil }
            return held.timer
        }
        DisposableTree.dispose(cancelled)
    }

    /// Cancels the quiet-period timer for good and drops the held value.
    private func cancelTimer() {
        endTimer()
        let dropped = withHeld { held in
            defer { held.value = nil }
            return held.value
        }
        _ = dropped  // released outside the lock
    }

    /// Cancels everything: the output has ended, or a producer run interrupted it.
    override func cancelScheduled() {
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
