/// One `debounce`, a `ScheduledOperator`: its state is the value waiting for its quiet
/// period, and the scheduled work (the quiet-period timer of the latest value, then the
/// delivery of the terminal event), under the operator's lock. One allocation, with the
/// upstream observation's entry beside it: the state was an object of its own before, whose
/// lock was a buffer of its own before that, and the observer a closure.
///
/// This class drops a value still waiting when the upstream completes (`discardWhenCompleted`,
/// the default); `FlushingDebounceState` sends it. Kept small: 200 bytes with a `String`, a
/// 208-byte malloc chunk (a screen of view models pays for each). Made as
/// `DebounceState<Value?, Error>`: the waiting value's optional type is a parameter of its own
/// (see `HeldOptional`).
@usableFromInline
class DebounceState<Held: HeldOptional, Error: Swift.Error>:
    ScheduledOperator<Held.Wrapped, Held.Wrapped, Error>, @unchecked Sendable
{
    @usableFromInline typealias Value = Held.Wrapped

    @usableFromInline let scheduler: DateScheduler
    @usableFromInline let interval: Duration
    /// The value waiting for its quiet period; `generation` counts the values held. Guarded by
    /// the lock.
    @usableFromInline @exclusivity(unchecked) final var value: Held = nil
    /// Whether `value` holds one: read where this unspecialized class would otherwise move a
    /// `Held` out to drop it (about 300 instructions through `Optional`'s value witnesses,
    /// once a view model in `V1`, whose `debounce` holds nothing when it ends). Guarded by the
    /// lock.
    @usableFromInline @exclusivity(unchecked) final var holdsValue = false
    /// The scheduled work: the quiet-period timer of the latest value, then the delivery of
    /// the terminal event (one slot: the timer is ended before the terminal event is
    /// scheduled). Guarded by the lock.
    @exclusivity(unchecked) private final var scheduled: Disposable?

    @usableFromInline
    init(interval: Duration, scheduler: DateScheduler) {
        self.scheduler = scheduler
        self.interval = interval
        super.init()
    }

    override final var interruptionScheduler: Scheduler { scheduler }

    /// The upstream failed or was interrupted: the value waiting is dropped, and `send`, which
    /// sends the event, is scheduled.
    @usableFromInline
    final func end(_ send: @escaping () -> Void) {
        endTimer()
        dropValue()
        setScheduled(scheduler.schedule(send))
    }

    /// Holds `value`, replacing any earlier one; returns the generation its timer must match.
    /// Inlinable, as `take(generation:)` is: unspecialized, each store or load of `Value?`
    /// looked `Optional<Value>`'s metadata up (three a keystroke in `V2o`).
    @inlinable
    final func hold(_ value: Value) -> UInt32 {
        noteHeld()
        return withLock {
            self.value = .init(reconstructing: value)
            holdsValue = true
            generation &+= 1
            return generation
        }
    }

    /// The upstream completed: `sendCompleted` is scheduled, and the value still waiting is
    /// dropped (when the output ends).
    @usableFromInline
    func complete(_ sendCompleted: @escaping () -> Void) {
        endTimer()
        setScheduled(scheduler.schedule(sendCompleted))
    }

    /// Makes `work` the scheduled work (see `replaceScheduled(with:_:)`).
    @usableFromInline
    final func setScheduled(_ work: Disposable?) {
        replaceScheduled(with: work) { work in
            defer { scheduled = work }
            return scheduled
        }
    }

    /// A value is about to be held: nothing to note here (see `FlushingDebounceState`).
    @usableFromInline
    func noteHeld() {}

    /// Takes the held value if it is still the one of `generation`.
    @inlinable
    final func take(generation: UInt32) -> Value? {
        withLock {
            guard self.generation == generation else { return nil }
            return takeHeldInLock()
        }
    }

    /// Takes the held value, if any.
    final func takeValue() -> Value? {
        withLock { takeHeldInLock() }
    }

    /// Takes the held value, if any, and clears `holdsValue` with it. Call under the lock.
    @inlinable
    final func takeHeldInLock() -> Value? {
        defer {
            value = nil
            holdsValue = false
        }
        return value.optional
    }

    /// Drops the held value, if any, and releases it outside the lock.
    final func dropValue() {
        guard withLock({ holdsValue }) else { return }
        var dropped: Held = nil
        withLock {
            swap(&dropped, &value)
            holdsValue = false
        }
    }

    /// Cancels the quiet-period timer (for good: no value comes after a terminal event); the
    /// held value stays.
    final func endTimer() {
        let cancelled = withLock { () -> Disposable? in
            defer { scheduled = nil }
            return scheduled
        }
        DisposableTree.dispose(cancelled)
    }

    /// Cancels everything and drops the held value: the output has ended, or a producer run
    /// interrupted it.
    override final func cancelScheduled() {
        // The value, if any, is dropped by `dropValue()`: swapped out as a `Held` (no tuple of
        // it, nor an `Optional` of it, whose metadata this unspecialized code would look up),
        // and released outside the lock.
        let (cancelled, holds) = withLock { () -> (Disposable?, Bool) in
            defer { scheduled = nil }
            return (scheduled, holdsValue)
        }
        DisposableTree.dispose(cancelled)
        if holds { dropValue() }
    }
}

/// A `debounce` that sends the value still waiting when the upstream completes, once its
/// quiet period ends, then `completed` (`discardWhenCompleted: false`): it keeps the time the
/// value was held, which only the upstream's events (one at a time) read and write.
@usableFromInline
final class FlushingDebounceState<Held: HeldOptional, Error: Swift.Error>:
    DebounceState<Held, Error>, @unchecked Sendable
{
    @exclusivity(unchecked) private var heldAt = Duration.zero

    @usableFromInline
    override init(interval: Duration, scheduler: DateScheduler) {
        super.init(interval: interval, scheduler: scheduler)
    }

    @usableFromInline
    override func noteHeld() {
        heldAt = scheduler.now
    }

    @usableFromInline
    override func complete(_ sendCompleted: @escaping () -> Void) {
        endTimer()
        guard let value = takeValue() else { return super.complete(sendCompleted) }
        let delay = heldAt + interval - scheduler.now
        setScheduled(
            scheduler.schedule(after: delay) { [self] in
                send(.value(value))
                sendCompleted()
            })
    }
}
