extension Signal {
    /// Drops `self`'s values until `trigger` sends a value or completes, then forwards them.
    ///
    ///     self:    -a--b--c--d-|
    ///     trigger: ------()-----
    ///     result:  -------c--d-|
    ///
    /// Terminal events of `self` are always forwarded, also before the trigger fires (a
    /// deliberate difference from ReactiveSwift, which observes `self` only once the trigger
    /// fires, so its result never ends if `self` ends first). The trigger's failure or
    /// interruption is ignored. Trigger events are hopped into `self`'s delivery domain, so
    /// the gate opens between two of `self`'s events, never during one.
    ///
    /// - Parameter trigger: The signal whose first value or completion opens the gate.
    /// - Returns: A signal of `self`'s values after the trigger, terminating with `self`.
    @inlinable
    public func skip(until trigger: Signal<Void, Never>) -> Signal<Value, Error> {
        let state = OperatorState(false)
        return deriveWithSideInput(
            { sink in
                { event in
                    if case .value = event, !state.value { return }
                    sink.send(event)
                }
            },
            sideInput: { _, hop in
                trigger.observe { event in
                    switch event {
                    case .value, .completed: hop { state.value = true }
                    case .interrupted: break
                    }
                }
            })
    }
}

extension SignalProducer {
    /// Drops each run's values until `trigger` sends a value or completes.
    ///
    ///     self:    -a--b--c--d-|
    ///     trigger: ------()-----
    ///     result:  -------c--d-|
    ///
    /// - Parameter trigger: The signal whose first value or completion opens the gate.
    /// - Returns: A producer of each run's values after the trigger.
    @inlinable
    public func skip(until trigger: Signal<Void, Never>) -> SignalProducer<Value, Error> {
        lift { $0.skip(until: trigger) }
    }

    /// Drops each run's values until a run of `trigger`, started first for each run of
    /// `self`, sends a value or completes (ReactiveSwift's producer-trigger form; built on
    /// `Signal.skip(until:)`).
    ///
    ///     self:    -a--b--c--d-|
    ///     trigger: ------()-----
    ///     result:  -------c--d-|
    ///
    /// - Parameter trigger: The producer whose run's first value or completion opens the gate.
    /// - Returns: A producer of each run's values after its trigger fires.
    public func skip(until trigger: SignalProducer<Void, Never>) -> SignalProducer<Value, Error> {
        liftRight(Signal.skip(until:))(trigger)
    }
}
