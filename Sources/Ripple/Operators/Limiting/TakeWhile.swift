extension Signal {
    /// Forwards values while `shouldContinue` returns `true`; completes at the first value for
    /// which it returns `false` (that value is not sent) and stops observing `self`.
    ///
    ///     self:   -1--2--5--1-|
    ///     result: -1--2--|        (shouldContinue: { $0 < 3 })
    ///
    /// - Parameter shouldContinue: Called per value until it first returns `false`.
    /// - Returns: A signal of the leading values that pass the predicate.
    @inlinable
    public func take(while shouldContinue: @escaping (Value) -> Bool) -> Signal<Value, Error> {
        derive { sink in
            { _, event in
                let event = event.event(of: Signal.self)
                if case .value(let value) = event, !shouldContinue(value) {
                    sink.send(.completed)
                } else {
                    sink.send(event)
                }
            }
        }
    }
}

extension SignalProducer {
    /// Forwards values of each run while `shouldContinue` returns `true`, then completes.
    ///
    ///     self:   -1--2--5--1-|
    ///     result: -1--2--|        (shouldContinue: { $0 < 3 })
    ///
    /// - Parameter shouldContinue: Called per value until it first returns `false`.
    /// - Returns: A producer of the leading values that pass the predicate.
    @inlinable
    public func take(
        while shouldContinue: @escaping (Value) -> Bool
    ) -> SignalProducer<Value, Error> {
        liftRelaying { $0.take(while: shouldContinue) }
    }
}
