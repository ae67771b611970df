extension Signal {
    /// Builds a single-upstream operator: a signal in the same delivery domain as `self`,
    /// attached to `self` once (eagerly) and fed by the receiver that `makeReceiver` returns.
    ///
    /// `makeReceiver` receives the output's `Sink`, whose `send` delivers straight to the
    /// output's observers, inside `self`'s serialized delivery: no lock, no queue. The returned
    /// closure runs inside that delivery too, so the operator's state needs no lock either. It
    /// is handed each event by address: read it with `event.event(of: Signal.self)`.
    ///
    /// The output's core is itself `self`'s observer, with the receiver as its `receive`: one
    /// object per stage besides the receiver's captures. The attachment ends when the output
    /// terminates (a terminal event sent into the sink, or one from upstream passed on), or
    /// when the output is released with no observers; the receiver, and what it captures, is
    /// let go of then.
    @inlinable
    func derive<U, F>(
        _ makeReceiver: (_ sink: Sink<U, F>) -> Receiver
    ) -> Signal<U, F> {
        let child = StageCore(observing: core.base)
        child.receive = makeReceiver(Sink(SignalView(child)))
        core.attachKept(child)
        return Signal<U, F>(core: SignalView(child))
    }
}

/// The input of a derived signal: sends straight into its observers. Use only from inside
/// the delivery that feeds it (an operator's upstream observer).
@usableFromInline
struct Sink<Value, Error: Swift.Error> {
    @usableFromInline let core: SignalView<Value, Error>

    @inlinable
    init(_ core: SignalView<Value, Error>) {
        self.core = core
    }

    /// Delivers `event` to the derived signal's observers.
    @inlinable @inline(__always)
    func send(_ event: Signal<Value, Error>.Event) {
        var event = event
        core.deliverInDomain(at: &event)
    }

    /// Delivers a value.
    @inlinable @inline(__always)
    func send(value: Value) {
        var event = Signal<Value, Error>.Event.value(value)
        core.deliverInDomain(at: &event)
    }
}
