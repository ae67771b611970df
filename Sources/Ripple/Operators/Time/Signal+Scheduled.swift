import CRippleAtomics

/// A scheduling operator's output signal, and how a producer run interrupts it from
/// downstream.
@usableFromInline
struct ScheduledOutput<Value, Error: Swift.Error> {
    /// The operator's output.
    @usableFromInline let signal: Signal<Value, Error>
    /// Drops what the operator holds and sends `interrupted` through its scheduler, as
    /// ReactiveSwift does when a lifted producer run is disposed.
    @usableFromInline let interrupt: () -> Void
}

/// What a scheduling operator's scheduled work sends into: the operator's output, closed to
/// every event once a producer run interrupted the operator (as ReactiveSwift's operator stops
/// sending once the run's lifetime ended). Only the interruption itself then goes out.
@usableFromInline
final class ScheduledSink<Value, Error: Swift.Error>: @unchecked Sendable {
    let core: SignalCore<Value, Error>
    /// 1 once a producer run interrupted the operator: an atomic word in the object itself
    /// (an `AtomicInt` was two allocations), read and written only through `&`.
    @exclusivity(unchecked) final var stoppedWord = ripple_atomic_int()

    init(_ core: SignalCore<Value, Error>) {
        self.core = core
    }

    /// Sends `event` into the output, unless the operator was interrupted by its run.
    func send(_ event: Signal<Value, Error>.Event) {
        guard ripple_atomic_int_load(&stoppedWord) == 0 else { return }
        core.send(event)
    }

    /// Closes the output to the operator's scheduled work; returns whether this call did.
    func stop() -> Bool {
        ripple_atomic_int_exchange(&stoppedWord, 1) == 0
    }
}

extension Signal {
    /// Builds an operator whose output is delivered from a scheduler's callbacks: a root
    /// signal in a delivery domain of its own, attached to `self` once (eagerly).
    ///
    /// The observer that `makeObserver` returns runs in `self`'s domain and must not touch the
    /// output's domain: it updates the operator's state (under a lock) and schedules work. The
    /// scheduled work sends into `output` with `output.send(_:)`, which enters the output's
    /// domain. So only the scheduler's callbacks (and attaches and detaches) use the output's
    /// domain, and events reach observers on the scheduler's thread, in the scheduler's order.
    ///
    /// `cleanup` runs once, when the output terminates or is released with no observers, or
    /// when a producer run interrupts the operator: it cancels what the operator has
    /// scheduled and drops what it holds. The result's `interrupt` (a producer run was
    /// disposed) stops the operator at once, as ReactiveSwift's does when the run's lifetime
    /// ends: it detaches from `self`, runs `cleanup`, closes `output` to the operator's
    /// scheduled work, and schedules `interrupted` on `scheduler` (after the work already
    /// scheduled for now, which then sends nothing). No value reaches the output after that.
    func scheduledOutput<U, F>(
        on scheduler: Scheduler,
        cleanup: @escaping () -> Void,
        _ makeObserver: (_ output: ScheduledSink<U, F>) -> (Event) -> Void
    ) -> ScheduledOutput<U, F> {
        let upstreamObservation = SerialDisposable()
        let cleanedUp = AtomicInt(0)
        let cleanupOnce = {
            guard cleanedUp.exchange(1) == 0 else { return }
            cleanup()
        }
        let output = SignalCore<U, F>(
            RootCore(cleanup: { _, _ in
                upstreamObservation.dispose()
                cleanupOnce()
            }))
        let sink = ScheduledSink(output)
        upstreamObservation.inner = core.attach(makeObserver(sink))
        return ScheduledOutput(
            signal: Signal<U, F>(core: output),
            interrupt: {
                guard sink.stop() else { return }
                upstreamObservation.dispose()
                cleanupOnce()
                _ = scheduler.schedule { output.send(.interrupted) }
            })
    }
}
