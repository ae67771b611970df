extension Signal where Error == Never {
    /// Gives a signal that cannot fail the error type `F`, so it can be combined with signals
    /// that can. Every event passes through unchanged.
    ///
    ///     self:   -a--b-|   (Error == Never)
    ///     result: -a--b-|   (Error == F)
    ///
    /// - Parameter _: The new error type; inferred when omitted.
    /// - Returns: The same events, typed `Signal<Value, F>`.
    @inlinable
    public func promoteError<F>(_: F.Type = F.self) -> Signal<Value, F> {
        derive { sink in
            { _, event in
                let event = event.event(of: Signal.self)
                switch event {
                case .value(let value): sink.send(value: value)
                case .completed: sink.send(.completed)
                case .interrupted: sink.send(.interrupted)
                }
            }
        }
    }
}

extension SignalProducer where Error == Never {
    /// Gives a producer that cannot fail the error type `F`.
    ///
    ///     self:   -a--b-|   (Error == Never)
    ///     result: -a--b-|   (Error == F)
    ///
    /// - Parameter _: The new error type; inferred when omitted.
    /// - Returns: The same events, typed `SignalProducer<Value, F>`.
    @inlinable
    public func promoteError<F>(_: F.Type = F.self) -> SignalProducer<Value, F> {
        liftRelaying { $0.promoteError(F.self) }
    }
}

extension Signal where Error == Never {
    /// ReactiveSwift's `promoteError()` with no new error type: the signal itself.
    ///
    ///     self:   -a--b-|
    ///     result: -a--b-|
    ///
    /// - Parameter _: `Never`, the error type it already has.
    /// - Returns: `self`.
    @inlinable
    public func promoteError(_: Error.Type = Error.self) -> Signal<Value, Error> {
        self
    }
}

extension SignalProducer where Error == Never {
    /// ReactiveSwift's `promoteError()` with no new error type: the producer itself.
    ///
    ///     self:   -a--b-|
    ///     result: -a--b-|
    ///
    /// - Parameter _: `Never`, the error type it already has.
    /// - Returns: `self`.
    @inlinable
    public func promoteError(_: Error.Type = Error.self) -> SignalProducer<Value, Error> {
        self
    }
}
