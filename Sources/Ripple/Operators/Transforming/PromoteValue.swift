extension Signal where Value == Never {
    /// Gives a signal that sends no values the value type `U`, so it can be combined with
    /// signals that do. Every terminal event passes through unchanged.
    ///
    ///     self:   ------|   (Value == Never)
    ///     result: ------|   (Value == U)
    ///
    /// - Parameter _: The new value type; inferred when omitted.
    /// - Returns: The same terminal event, typed `Signal<U, Error>`.
    @inlinable
    public func promoteValue<U>(_: U.Type = U.self) -> Signal<U, Error> {
        derive { sink in
            { _, event in
                let event = event.event(of: Signal.self)
                switch event {
                case .failed(let error): sink.send(.failed(error))
                case .completed: sink.send(.completed)
                case .interrupted: sink.send(.interrupted)
                }
            }
        }
    }

    /// Returns `self`: promoting to `Never` is the identity (ReactiveSwift overload that keeps
    /// `promoteValue()` unambiguous where the type is already `Never`).
    ///
    ///     self:   ------|
    ///     result: ------|
    ///
    /// - Parameter _: `Never`.
    /// - Returns: `self`.
    @inlinable
    public func promoteValue(_: Value.Type = Value.self) -> Signal<Value, Error> {
        self
    }
}

extension SignalProducer where Value == Never {
    /// Gives a producer that sends no values the value type `U`.
    ///
    ///     self:   ------|   (Value == Never)
    ///     result: ------|   (Value == U)
    ///
    /// - Parameter _: The new value type; inferred when omitted.
    /// - Returns: The same terminal events, typed `SignalProducer<U, Error>`.
    @inlinable
    public func promoteValue<U>(_: U.Type = U.self) -> SignalProducer<U, Error> {
        liftRelaying { $0.promoteValue(U.self) }
    }

    /// Returns `self`: promoting to `Never` is the identity.
    ///
    ///     self:   ------|
    ///     result: ------|
    ///
    /// - Parameter _: `Never`.
    /// - Returns: `self`.
    @inlinable
    public func promoteValue(_: Value.Type = Value.self) -> SignalProducer<Value, Error> {
        self
    }
}
