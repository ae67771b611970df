extension Signal {
    /// Replaces a failure by the events of the producer that `transform` makes from the error.
    ///
    ///     self:     -1-2-X
    ///     recovery:      -3-|
    ///     result:   -1-2--3-|
    ///
    /// Values, completion and interruption of `self` pass through.
    ///
    /// - Parameter transform: Makes the recovery producer from the error.
    /// - Returns: A signal that, on failure, continues with the recovery producer.
    @inlinable
    public func flatMapError<F>(_ transform: @escaping (Error) -> SignalProducer<Value, F>)
        -> Signal<Value, F>
    {
        // A root that keeps its input's observation (and the recovery's run) until it ends.
        let output = CombiningRoot<Value, F>()
        let signal = output.signal
        output.attach(self) { event in
            switch event {
            case .value(let value): output.sendInDomain(.value(value))
            case .completed: output.sendInDomain(.completed)
            case .interrupted: output.sendInDomain(.interrupted)
            case .failed(let error):
                // Started inside the output's domain: its synchronous events queue behind.
                // Its interrupter and observation are kept here, in the domain, at once.
                transform(error).startWithSignal { recovery, interrupter in
                    output.keepInDomain(interrupter)
                    let receive = CombiningRoot.receiver(output) { output.sendInDomain($0) }
                    if let observation = recovery.core.attach(receiving: receive) {
                        output.keepInDomain(observation)
                    }
                }
            }
        }
        return signal
    }
}

extension SignalProducer {
    /// Replaces a failure by the events of the producer that `transform` makes from the error.
    ///
    ///     self:     -1-2-X
    ///     recovery:      -3-|
    ///     result:   -1-2--3-|
    ///
    /// - Parameter transform: Makes the recovery producer from the error.
    /// - Returns: A producer that, on failure, continues with the recovery producer.
    @inlinable
    public func flatMapError<F>(_ transform: @escaping (Error) -> SignalProducer<Value, F>)
        -> SignalProducer<Value, F>
    {
        lift { $0.flatMapError(transform) }
    }
}

extension Signal {
    /// `flatMapError(_:)` with any producer-convertible recovery (a `Signal`, a property, a
    /// `Result`), as ReactiveSwift's.
    ///
    ///     self:     -1-2-X
    ///     recovery:      -3-|
    ///     result:   -1-2--3-|
    ///
    /// - Parameter transform: Makes the recovery stream from the error.
    /// - Returns: A signal that, on failure, continues with the recovery stream.
    @inlinable
    public func flatMapError<Inner: SignalProducerConvertible>(
        _ transform: @escaping (Error) -> Inner
    ) -> Signal<Value, Inner.Error> where Inner.Value == Value {
        flatMapError { transform($0).producer }
    }
}

extension SignalProducer {
    /// `flatMapError(_:)` with any producer-convertible recovery, as ReactiveSwift's.
    ///
    ///     self:     -1-2-X
    ///     recovery:      -3-|
    ///     result:   -1-2--3-|
    ///
    /// - Parameter transform: Makes the recovery stream from the error.
    /// - Returns: A producer that, on failure, continues with the recovery stream.
    @inlinable
    public func flatMapError<Inner: SignalProducerConvertible>(
        _ transform: @escaping (Error) -> Inner
    ) -> SignalProducer<Value, Inner.Error> where Inner.Value == Value {
        flatMapError { transform($0).producer }
    }
}
