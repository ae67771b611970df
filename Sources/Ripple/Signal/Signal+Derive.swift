extension Signal {
    /// Builds a single-upstream operator: a signal in the same delivery domain as `self`,
    /// attached to `self` once (eagerly) and fed by the observer that `makeObserver` returns.
    ///
    /// `makeObserver` receives the output's `Sink`, whose `send` delivers straight to the
    /// output's observers, inside `self`'s serialized delivery: no lock, no queue. The returned
    /// closure runs inside that delivery too, so the operator's state needs no lock either.
    ///
    /// The attachment ends when the output terminates (a terminal event sent into the sink,
    /// or one from upstream passed on), or when the output is released with no observers.
    @inlinable
    func derive<U, F>(
        _ makeObserver: (_ sink: Sink<U, F>) -> (Event) -> Void
    ) -> Signal<U, F> {
        let child = SignalCore<U, F>(domain: core.domain)
        let upstream = core.makeEntry(makeObserver(Sink(child)))
        // Set before the attach publishes `child` to the domain: no op can see it earlier.
        child.setUpstream(upstream)
        core.attach(upstream)
        return Signal<U, F>(core: child)
    }
}

/// The input of a derived signal: sends straight into its observers. Use only from inside
/// the delivery that feeds it (an operator's upstream observer).
@usableFromInline
struct Sink<Value, Error: Swift.Error> {
    @usableFromInline let core: SignalCore<Value, Error>

    @inlinable
    init(_ core: SignalCore<Value, Error>) {
        self.core = core
    }

    /// Delivers `event` to the derived signal's observers.
    @inlinable @inline(__always)
    func send(_ event: Signal<Value, Error>.Event) {
        core.deliverInDomain(event)
    }

    /// Delivers a value.
    @inlinable @inline(__always)
    func send(value: Value) {
        core.deliverInDomain(.value(value))
    }
}
