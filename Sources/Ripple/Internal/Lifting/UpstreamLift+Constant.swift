extension UpstreamLift {
    /// Delivers a constant upstream's events (`first()`, made once the stages observe, then
    /// `completed` if `thenCompleted`) through
    /// the stages with no run of its own: a bare signal (its root and `Signal`) that the stages
    /// observe. A run would add its lifetime, input, interrupter and cleanup, and the interruption
    /// its end queues, for nothing that can be observed: the constant's events are all sent here,
    /// before this returns, and the relaying stages (`map`, `filter`, …) deliver synchronously.
    /// What the run's interrupter did, this does between the events: once this run's lifetime has
    /// ended, or its relay was disposed, while an event was being delivered, the stages get
    /// `interrupted` right after that delivery (where the run's interruption, queued behind it,
    /// arrived) and the rest is not sent.
    final func startConstant(
        _ first: () -> Signal<Upstream, UpstreamError>.Event,
        thenCompleted: Bool,
        _ observer: Signal<Value, Error>.Observer, _ lifetime: Lifetime,
        _ relay: RelayInterrupter<Value, Error>?,
        _ apply: (Signal<Upstream, UpstreamError>) -> Signal<Value, Error>
    ) {
        let root = RootCore()
        let signal = Signal<Upstream, UpstreamError>(core: SignalView(root))
        // Disposing the run relays to the upstream, as it would to the constant's run.
        // (No optional of a generic type here: its metadata is looked up per start, in code
        // that is not specialized.)
        // A constant, not a variable: the local functions below capture it (a captured
        // variable is a box of its own in a debug build).
        let interrupter: AnyDisposable?
        if let relay {
            let made = AnyDisposable()
            relay.relay(to: made)
            interrupter = made
        } else {
            interrupter = nil
        }
        // The observation ends with the constant's terminal event, before this returns.
        apply(signal).observe(observer)
        // Whether the run has ended (its lifetime, or a disposal relayed to the upstream).
        func hasEnded() -> Bool { lifetime.hasEnded || interrupter?.isDisposed == true }
        // One op of the constant's domain per event, as the run's start handler sent them.
        // A run ended during the delivery queued its interruption ahead of every other op, so
        // it came next, before the removals that the delivery queued (a stage that ended the
        // run, `take(first:)`, still observes the stages above it, which see `interrupted`):
        // it is delivered here inside the same op. Returns whether the signal is still live.
        func deliver(_ event: () -> Signal<Upstream, UpstreamError>.Event) -> Bool {
            var event = hasEnded() ? .interrupted : event()
            guard root.tryEnter() else {
                // Nothing else sends into this root; should a stage's op hold it, the event
                // waits behind that op, as the run's start handler's send did.
                SignalView<Upstream, UpstreamError>.send(event, into: root)
                return true
            }
            SignalView<Upstream, UpstreamError>.deliverInDomain(at: &event, in: root)
            if !root.isTerminated, hasEnded() {
                event = .interrupted
                SignalView<Upstream, UpstreamError>.deliverInDomain(at: &event, in: root)
            }
            let isLive = !root.isTerminated
            root.leave()
            return isLive
        }
        if deliver(first), thenCompleted { _ = deliver { .completed } }
        withExtendedLifetime(signal) {}
    }
}
