extension Signal {
    /// Drops values while `shouldContinue` returns `true`; from the first value for which it
    /// returns `false`, forwards everything (the predicate is not called again).
    ///
    ///     self:   -1--2--5--1-|
    ///     result: -------5--1-|   (shouldContinue: { $0 < 3 })
    ///
    /// - Parameter shouldContinue: Called per value until it first returns `false`.
    /// - Returns: A signal of the values from the first one that fails the predicate.
    @inlinable
    public func skip(while shouldContinue: @escaping (Value) -> Bool) -> Signal<Value, Error> {
        let state = OperatorState(true)
        return derive { sink in
            { _, event in
                let event = event.event(of: Signal.self)
                if case .value(let value) = event, state.value {
                    guard !shouldContinue(value) else { return }
                    state.value = false
                }
                sink.send(event)
            }
        }
    }
}

extension SignalProducer {
    /// Drops values of each run while `shouldContinue` returns `true`, then forwards the rest.
    ///
    ///     self:   -1--2--5--1-|
    ///     result: -------5--1-|   (shouldContinue: { $0 < 3 })
    ///
    /// - Parameter shouldContinue: Called per value until it first returns `false`.
    /// - Returns: A producer of the values from the first one that fails the predicate.
    @inlinable
    public func skip(
        while shouldContinue: @escaping (Value) -> Bool
    ) -> SignalProducer<Value, Error> {
        liftRelaying { $0.skip(while: shouldContinue) }
    }
}
