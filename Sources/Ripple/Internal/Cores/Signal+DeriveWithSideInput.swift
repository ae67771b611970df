extension Signal {
    /// Builds a single-upstream operator that also listens to a side input from another
    /// delivery domain: a trigger signal, a lifetime, a disposal hook.
    ///
    /// The output joins `self`'s domain, exactly as `derive` does. `attachSideInput` receives
    /// the output's sink and a `hop` function: every side-input event must go through `hop`,
    /// which runs its op inside the output's domain (now if it is free, else after the op under
    /// way), so the op may touch the operator's state and send into the sink without a lock.
    /// The side input's disposable is disposed when the output terminates or is released with
    /// no observers, together with the upstream observation.
    ///
    /// - Parameters:
    ///   - makeObserver: Makes the upstream observer from the output's sink.
    ///   - attachSideInput: Attaches the side input; returns what detaches it.
    /// - Returns: The output signal.
    @inlinable
    func deriveWithSideInput<U, F>(
        _ makeObserver: (_ sink: Sink<U, F>) -> (Event) -> Void,
        sideInput attachSideInput: (
            _ sink: Sink<U, F>, _ hop: @escaping (@escaping () -> Void) -> Void
        ) -> Disposable?
    ) -> Signal<U, F> {
        let upstreamObservation = SerialDisposable()
        let sideObservation = SerialDisposable()
        let child = SignalView<U, F>(
            CleanupCore(
                sharing: core.domain,
                cleanup: { _, _ in
                    upstreamObservation.dispose()
                    sideObservation.dispose()
                }))
        let sink = Sink(child)
        upstreamObservation.inner = core.attach(makeObserver(sink))
        let domain = core.domain
        sideObservation.inner = attachSideInput(sink) { op in
            domain.run(op, orEnqueue: { op })
        }
        return Signal<U, F>(core: child)
    }
}
