/// One `debounce`: its output (a `ScheduledRoot`), its upstream observation's receiver, and
/// its state (the value waiting for its quiet period, and the scheduled work: the
/// quiet-period timer of the latest value, then the delivery of the terminal event), under
/// one lock kept in the object itself. One allocation, with the upstream observation's entry
/// beside it: the state was an object of its own before, whose lock was a buffer of its own
/// before that, and the observer a closure.
///
/// This class drops a value still waiting when the upstream completes (`discardWhenCompleted`,
/// the default); `FlushingDebounceState` sends it. Kept small: 213 bytes with a `String`, a
/// 224-byte malloc chunk (a screen of view models pays for each).
class DebounceState<Value, Error: Swift.Error>: ScheduledRoot<Value, Error>, @unchecked Sendable {
    /// What the one scheduled-work slot holds.
    fileprivate enum Phase: UInt8 {
        /// The quiet-period timer of the latest value, if any.
        case timing
        /// The timer was cancelled for good: the delivery of the terminal event, if any.
        case terminating
        /// Everything was cancelled for good: work scheduled now is cancelled at once.
        case ended
    }

    private struct Held {
        var value: Value?
        /// The scheduled work of `phase`: a quiet-period timer, then the terminal event (one
        /// slot, as the timer always ends before the terminal event is scheduled).
        var scheduled: Disposable?
        /// Counts the values held (wrapping): a timer delivers only the value it was set for.
        var generation: UInt32 = 0
        var phase = Phase.timing
    }

    let scheduler: DateScheduler
    let interval: Duration

    /// The held state and its lock, at an address that never moves (a stored property of a
    /// class); reached only through `&` (`withHeld`), after `init` stored it.
    @exclusivity(unchecked) private final var storage: InlineLocked<Held>

    init(interval: Duration, scheduler: DateScheduler) {
        self.scheduler = scheduler
        self.interval = interval
        storage = InlineLocked(Held())
        super.init()
        InlineLocked.initializeLock(&storage)
    }

    deinit {
        InlineLocked.destroyLock(&storage)
    }

    /// Runs `body` on the held state with its lock held.
    @inline(__always)
    private final func withHeld<Result>(_ body: (inout Held) -> Result) -> Result {
        InlineLocked.withLock(&storage, body)
    }

    override final var interruptionScheduler: Scheduler { scheduler }

    /// Observes `upstream`: a receiver that captures only this object, so the observation
    /// costs its entry alone.
    final func observe(_ upstream: Signal<Value, Error>) {
        let entry = ReceiverEntry(
            observing: upstream.core.base,
            receive: { [self] _, event in receive(event.event(of: Signal<Value, Error>.self)) })
        observe(upstream, with: entry)
    }

    /// An upstream event, in the upstream's domain (so one at a time): updates the state and
    /// schedules work.
    private final func receive(_ event: Signal<Value, Error>.Event) {
        switch event {
        case .value(let value):
            let generation = hold(value)
            setScheduled(
                scheduler.schedule(after: interval) { [self] in
                    if let value = take(generation: generation) {
                        send(.value(value))
                    }
                },
                in: .timing)
        case .completed:
            complete()
        case .failed, .interrupted:
            endTimer()
            _ = takeValue()
            setScheduled(scheduler.schedule { [self] in send(event) }, in: .terminating)
        }
    }

    /// Holds `value`, replacing any earlier one; returns the generation its timer must match.
    func hold(_ value: Value) -> UInt32 {
        withHeld { held in
            held.value = value
            held.generation &+= 1
            return held.generation
        }
    }

    /// The upstream completed: the value still waiting is dropped (when the output ends).
    func complete() {
        endTimer()
        setScheduled(scheduler.schedule { [self] in send(.completed) }, in: .terminating)
    }

    /// Makes `work` the scheduled work of `phase`, cancelling the work it replaces; cancels
    /// `work` itself if the slot has moved past `phase` (as setting a disposed
    /// `SerialDisposable`'s inner).
    fileprivate final func setScheduled(_ work: Disposable?, in phase: Phase) {
        let cancelled = withHeld { held -> Disposable? in
            if held.phase.rawValue > phase.rawValue { return work }
            held.phase = phase
            defer { held.scheduled = work }
            return held.scheduled
        }
        DisposableTree.dispose(cancelled)
    }

    /// Takes the held value if it is still the one of `generation`.
    private final func take(generation: UInt32) -> Value? {
        withHeld { held in
            guard held.generation == generation else { return nil }
            defer { held.value = nil }
            return held.value
        }
    }

    /// Takes the held value, if any.
    final func takeValue() -> Value? {
        withHeld { held in
            defer { held.value = nil }
            return held.value
        }
    }

    /// Cancels the quiet-period timer for good; the held value stays.
    final func endTimer() {
        let cancelled = withHeld { held -> Disposable? in
            guard held.phase == .timing else { return nil }
            held.phase = .terminating
            defer { held.scheduled = nil }
            return held.scheduled
        }
        DisposableTree.dispose(cancelled)
    }

    /// Cancels everything and drops the held value: the output has ended, or a producer run
    /// interrupted it.
    override final func cancelScheduled() {
        let (cancelled, dropped) = withHeld { held -> (Disposable?, Value?) in
            held.phase = .ended
            defer {
                held.scheduled = nil
                held.value = nil
            }
            return (held.scheduled, held.value)
        }
        DisposableTree.dispose(cancelled)
        _ = dropped  // released outside the lock
    }
}

/// A `debounce` that sends the value still waiting when the upstream completes, once its
/// quiet period ends, then `completed` (`discardWhenCompleted: false`): it keeps the time the
/// value was held, which only the upstream's events (one at a time) read and write.
final class FlushingDebounceState<Value, Error: Swift.Error>: DebounceState<Value, Error>,
    @unchecked Sendable
{
    private var heldAt = Duration.zero

    override func hold(_ value: Value) -> UInt32 {
        heldAt = scheduler.now
        return super.hold(value)
    }

    override func complete() {
        endTimer()
        guard let value = takeValue() else { return super.complete() }
        let delay = heldAt + interval - scheduler.now
        setScheduled(
            scheduler.schedule(after: delay) { [self] in
                send(.value(value))
                send(.completed)
            },
            in: .terminating)
    }
}
