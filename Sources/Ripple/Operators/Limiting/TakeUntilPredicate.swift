extension Signal {
    /// Forwards values until `shouldContinue` returns `false`: that value is still sent, then
    /// the result completes and stops observing `self` (unlike `take(while:)`, which drops it).
    ///
    ///     self:   -1--2--5--1-|
    ///     result: -1--2--5|       (shouldContinue: { $0 < 3 })
    ///
    /// - Parameter shouldContinue: Called per value until it first returns `false`.
    /// - Returns: A signal of the values up to and including the first that fails the check.
    @inlinable
    public func take(until shouldContinue: @escaping (Value) -> Bool) -> Signal<Value, Error> {
        derive { sink in
            { _, event in
                let event = event.event(of: Signal.self)
                sink.send(event)
                if case .value(let value) = event, !shouldContinue(value) {
                    sink.send(.completed)
                }
            }
        }
    }

    /// Forwards values up to and including the first for which `predicate` returns `true`,
    /// then completes: Kickstarter's `takeUntil`, built on `take(until:)` with the predicate
    /// negated.
    ///
    ///     self:   -1--2--5--1-|
    ///     result: -1--2--5|       (predicate: { $0 >= 3 })
    ///
    /// - Parameter predicate: Called per value until it first returns `true`.
    /// - Returns: A signal of the values up to and including the first that passes.
    @inlinable
    public func takeUntil(_ predicate: @escaping (Value) -> Bool) -> Signal<Value, Error> {
        take(until: { !predicate($0) })
    }
}

extension SignalProducer {
    /// Forwards each run's values until `shouldContinue` returns `false`; that value is still
    /// sent, then the run completes.
    ///
    ///     self:   -1--2--5--1-|
    ///     result: -1--2--5|       (shouldContinue: { $0 < 3 })
    ///
    /// - Parameter shouldContinue: Called per value until it first returns `false`.
    /// - Returns: A producer of the values up to and including the first that fails the check.
    @inlinable
    public func take(until shouldContinue: @escaping (Value) -> Bool) -> SignalProducer<
        Value, Error
    > {
        liftRelaying { $0.take(until: shouldContinue) }
    }

    /// Kickstarter's `takeUntil`: each run's values up to and including the first for which
    /// `predicate` returns `true`, then completion. Built on `take(until:)`.
    ///
    ///     self:   -1--2--5--1-|
    ///     result: -1--2--5|       (predicate: { $0 >= 3 })
    ///
    /// - Parameter predicate: Called per value until it first returns `true`.
    /// - Returns: A producer of the values up to and including the first that passes.
    @inlinable
    public func takeUntil(_ predicate: @escaping (Value) -> Bool) -> SignalProducer<Value, Error> {
        liftRelaying { $0.takeUntil(predicate) }
    }
}
