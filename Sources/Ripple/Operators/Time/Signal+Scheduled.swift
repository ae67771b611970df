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
    /// cancels what the operator has scheduled and drops what it holds.
    func scheduledOutput<U, F>(
        cleanup: @escaping () -> Void,
        _ makeObserver: (_ output: SignalCore<U, F>) -> (Event) -> Void
    ) -> Signal<U, F> {
        let upstreamObservation = SerialDisposable()
        let output = SignalCore<U, F>(
            domain: DeliveryDomain.make(),
            cleanup: {
                upstreamObservation.dispose()
                cleanup()
            })
        upstreamObservation.inner = core.attach(makeObserver(output))
        return Signal<U, F>(core: output)
    }
}
