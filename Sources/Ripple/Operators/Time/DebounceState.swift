/// One `debounce`, a `ScheduledOperator`: its state is the value waiting for its quiet
/// period, and the scheduled work (the quiet-period timer of the latest value, then the
/// delivery of the terminal event), under the operator's lock. One allocation, with the
/// upstream observation's entry beside it: the state was an object of its own before, whose
/// lock was a buffer of its own before that, and the observer a closure.
///
/// This class drops a value still waiting when the upstream completes (`discardWhenCompleted`,
/// the default); `FlushingDebounceState` sends it. Kept small: 200 bytes with a `String`, a
/// 208-byte malloc chunk (a screen of view models pays for each).
class DebounceState<Value, Error: Swift.Error>: ScheduledOperator<Value, Value, Error>,
    @unchecked Sendable
{
    let scheduler: DateScheduler
    let interval: Duration
    /// The value waiting for its quiet period; `generation` counts the values held. Guarded by
    /// the lock.
    @exclusivity(unchecked) private final var value: Value?
    /// The scheduled work: the quiet-period timer of the latest value, then the delivery of
    /// the terminal event (one slot: the timer is ended before the terminal event is
    /// scheduled). Guarded by the lock.
    @exclusivity(unchecked) private final var scheduled: Disposable?

    init(interval: Duration, scheduler: DateScheduler) {
        self.scheduler = scheduler
        self.interval = interval
        super.init()
    }

    override final var interruptionScheduler: Scheduler { scheduler }

    override final func receive(_ event: Signal<Value, Error>.Event) {
        switch event {
        case .value(let value):
            let generation = hold(value)
            setScheduled(
                scheduler.schedule(after: interval) { [self] in
                    if let value = take(generation: generation) {
                        send(.value(value))
                    }
                })
        case .completed:
            complete()
        case .failed, .interrupted:
            endTimer()
            _ = takeValue()
            setScheduled(scheduler.schedule { [self] in send(event) })
        }
    }

    /// Holds `value`, replacing any earlier one; returns the generation its timer must match.
    func hold(_ value: Value) -> UInt32 {
        withLock {
            self.value = value
            generation &+= 1
            return generation
        }
    }

    /// The upstream completed: the value still waiting is dropped (when the output ends).
    func complete() {
        endTimer()
        setScheduled(scheduler.schedule { [self] in send(.completed) })
    }

    /// Makes `work` the scheduled work (see `replaceScheduled(with:_:)`).
    final func setScheduled(_ work: Disposable?) {
        replaceScheduled(with: work) { work in
            defer { scheduled = work }
            return scheduled
        }
    }

    /// Takes the held value if it is still the one of `generation`.
    private final func take(generation: UInt32) -> Value? {
        withLock {
            guard self.generation == generation else { return nil }
            defer { value = nil }
            return value
        }
    }

    /// Takes the held value, if any.
    final func takeValue() -> Value? {
        withLock {
            defer { value = nil }
            return value
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
        let (cancelled, dropped) = withLock { () -> (Disposable?, Value?) in
            defer {
                scheduled = nil
                value = nil
            }
            return (scheduled, value)
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
    @exclusivity(unchecked) private var heldAt = Duration.zero

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
            })
    }
}
