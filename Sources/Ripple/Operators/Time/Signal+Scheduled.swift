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
    /// `cleanup` runs once, when the output terminates or is released with no observers: it
    /// cancels what the operator has scheduled and drops what it holds. The result's
    /// `interrupt` runs `dropWaiting`, then hands the observer an `interrupted` event as if
    /// `self` had sent it, so the interruption is scheduled like any other terminal event.
    func scheduledOutput<U, F>(
        cleanup: @escaping () -> Void,
        dropWaiting: @escaping () -> Void = {},
        _ makeObserver: (_ output: SignalCore<U, F>) -> (Event) -> Void
    ) -> ScheduledOutput<U, F> {
        let upstreamObservation = SerialDisposable()
        let output = SignalCore<U, F>(
            domain: DeliveryDomain.make(),
            cleanup: {
                upstreamObservation.dispose()
                cleanup()
            })
        let observer = makeObserver(output)
        upstreamObservation.inner = core.attach(observer)
        return ScheduledOutput(
            signal: Signal<U, F>(core: output),
            interrupt: {
                dropWaiting()
                observer(.interrupted)
            })
    }
}
