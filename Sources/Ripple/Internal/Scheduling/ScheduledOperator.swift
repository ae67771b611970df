// Internal/Scheduling: the machinery of the operators that deliver from a scheduler's
// callbacks (`debounce`, `throttle`, `delay`, `observe(on:)`, `lazyMap`, `collect(every:)`,
// `ksr_debounce`). `ScheduledOperator` (this file) is the base each is a final subclass of: its
// state under a lock kept in the object; `ScheduledRoot` (`ScheduledRoot.swift`) is its output,
// a root in a delivery domain of its own that the operator closes once it has ended, and
// `ScheduledOutput` the signal made for it; `ProducerRelay` (`ProducerRelay.swift`) runs such an
// operator per producer start, so a disposed run's `interrupted` reaches the observer through
// the operator's scheduler.
// Entry points: `ScheduledOperator.output(observing:)` makes the output; scheduled work sends
// into it with `send(_:)`; `SignalProducer.liftRelayingInterruption` lifts it for a producer.

/// The base of an operator that delivers from a scheduler's callbacks, as ReactiveSwift's
/// `UnaryAsyncOperator` is for its own: one object that is the operator's output (a
/// `ScheduledRoot`: a root signal in a delivery domain of its own, closed once the operator has
/// ended), its upstream observation's receiver, and its state, under one lock kept in the object
/// itself. A subclass adds the fields the lock guards and the scheduler it uses, and overrides
/// `receive(_:)` and `cancelScheduled()`:
///
/// - `receive(_:)` gets each upstream event in the upstream's domain (so one at a time). It
///   updates the state under the lock (`withLock`) and schedules work, and never enters the
///   output's domain itself: the scheduled work sends into the output with `send(_:)`, so
///   observers run on the scheduler's thread, in the scheduler's order.
/// - Scheduled work it keeps goes through `replaceScheduled(with:_:)`, which cancels the work
///   it replaces, and the new work itself once the operator has ended (as setting a disposed
///   `SerialDisposable`'s inner would).
/// - `cancelScheduled()` runs once, after the operator has ended (its output ended, or a
///   producer run interrupted it), outside the lock: it takes the scheduled work and the held
///   values under the lock, then cancels and drops them after it is released.
///
/// `output(observing:)` attaches the operator to its upstream once and returns its output. A
/// producer applies it with `liftRelayingInterruption`, so a disposed run's `interrupted`
/// reaches the observer through the operator's scheduler (`interruptionScheduler`), as values
/// do. One allocation per operator, with its upstream observation's entry beside it; the
/// receiver captures only this object.
///
/// Built on it: every operator that delivers from a scheduler: `debounce`, `throttle`,
/// `delay`, `observe(on:)` (and `throttle(while:)` through it), `lazyMap`, `collect(every:)`,
/// `ksr_debounce`. An operator whose per-value work is worth it makes its receiver in the
/// client's specialized code and passes it to `output(observing:receive:)`: there a use of
/// `Event` costs no metadata lookup, where an override of this generic class, run
/// unspecialized, looks the metadata up on each event (`debounce` does). `timeout` is not a scheduled operator: its output
/// joins the upstream's domain, so its values pass straight through on the sender's thread;
/// only its timer's failure comes from the scheduler.
@usableFromInline
class ScheduledOperator<Input, Value, Error: Swift.Error>: ScheduledRoot<Value, Error>,
    @unchecked Sendable
{
    /// Counts the values the operator has held (wrapping), for an operator whose timer
    /// delivers only the value it was set for (`debounce`). Guarded by the lock; first, where
    /// it fills the word the root's ended flag leaves.
    @usableFromInline @exclusivity(unchecked) final var generation: UInt32 = 0
    /// The lock of the subclass's fields, at an address that never moves (a stored property of
    /// a class); reached only through `&` (`withLock`). Its state is `Void`, so no generic
    /// metadata is looked up to reach it: the guarded fields are the object's own.
    @usableFromInline @exclusivity(unchecked) final var lock = InlineLocked(())

    @usableFromInline
    override init() {
        super.init()
        InlineLocked.initializeLock(&lock)
    }

    deinit {
        InlineLocked.destroyLock(&lock)
    }

    /// Runs `body` with the lock held; `body` reads and writes the guarded fields only.
    @inlinable @inline(__always)
    final func withLock<Result>(_ body: () -> Result) -> Result {
        InlineLocked.withLock(&lock, body)
    }

    /// Observes `upstream` (once, eagerly) and returns the operator's output; `receive(_:)`
    /// gets each event.
    final func output(observing upstream: Signal<Input, Error>) -> ScheduledOutput<Value, Error> {
        // A receiver that captures only this object: the observation costs its entry alone.
        output(observing: upstream) { [self] _, event in
            receive(event.event(of: Signal<Input, Error>.self))
        }
    }

    /// Observes `upstream` (once, eagerly) with `receive`, which gets each event by address,
    /// and returns the operator's output. `receive` captures this object and nothing else.
    /// Inlinable, so the output's `Signal` is made in the client's code (unspecialized, its
    /// metadata is looked up).
    @inlinable
    final func output(
        observing upstream: Signal<Input, Error>, receive: @escaping Receiver
    ) -> ScheduledOutput<Value, Error> {
        observeItself(upstream, receiving: receive)
        return ScheduledOutput(self)
    }

    /// An upstream event, in the upstream's domain (so one at a time): updates the state and
    /// schedules work that sends into the output.
    func receive(_ event: Signal<Input, Error>.Event) {
        fatalError("ScheduledOperator is abstract")
    }

    /// Makes `work` a scheduled action of the subclass's, cancelling the one it replaces;
    /// cancels `work` itself once the operator has ended. `exchange` runs with the lock held:
    /// it stores its argument in the field and returns the field's action before. (The field
    /// is touched only there, under the lock: passed `inout` from outside, its access would
    /// begin before the lock.) `end()` sets the ended flag before `cancelScheduled()` takes
    /// the field under the lock, so work set meanwhile is cancelled by one or the other.
    final func replaceScheduled(
        with work: Disposable?, _ exchange: (Disposable?) -> Disposable?
    ) {
        let cancelled = withLock { isEnded ? work : exchange(work) }
        DisposableTree.dispose(cancelled)
    }
}
