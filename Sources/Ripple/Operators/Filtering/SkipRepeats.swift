extension Signal {
    /// Forwards a value only if `isEquivalent` says it differs from the previous value
    /// forwarded; the first value always passes.
    ///
    ///     self:   -a--a--b--a--a-|
    ///     result: -a-----b--a----|
    ///
    /// - Parameter isEquivalent: Called with the previous forwarded value and the new one;
    ///   `true` drops the new one.
    /// - Returns: A signal without consecutive repeats, terminating with `self`.
    @inlinable
    public func skipRepeats(
        _ isEquivalent: @escaping (Value, Value) -> Bool
    ) -> Signal<Value, Error> {
        let state = OperatorState<Value?>(nil)
        return derive { sink in
            { event in
                let event = event.event(of: Signal.self)
                guard case .value(let value) = event else {
                    sink.send(event)
                    return
                }
                if let previous = state.value, isEquivalent(previous, value) { return }
                state.value = value
                sink.send(value: value)
            }
        }
    }
}

extension Signal where Value: Equatable {
    /// Forwards a value only if it differs from the previous value forwarded.
    ///
    ///     self:   -1--1--2--1--1-|
    ///     result: -1-----2--1----|
    ///
    ///     let title = project.map(\.name).skipRepeats()
    ///
    /// - Returns: A signal without consecutive repeats, terminating with `self`.
    @inlinable
    public func skipRepeats() -> Signal<Value, Error> {
        skipRepeats(==)
    }
}

extension SignalProducer {
    /// Forwards a value of each run only if `isEquivalent` says it differs from the previous.
    ///
    ///     self:   -a--a--b--a-|
    ///     result: -a-----b--a-|
    ///
    /// - Parameter isEquivalent: `true` drops the new value.
    /// - Returns: A producer without consecutive repeats.
    @inlinable
    public func skipRepeats(
        _ isEquivalent: @escaping (Value, Value) -> Bool
    ) -> SignalProducer<Value, Error> {
        liftRelaying { $0.skipRepeats(isEquivalent) }
    }
}

extension SignalProducer where Value: Equatable {
    /// Forwards a value of each run only if it differs from the previous one.
    ///
    ///     self:   -1--1--2--1-|
    ///     result: -1-----2--1-|
    ///
    /// - Returns: A producer without consecutive repeats.
    @inlinable
    public func skipRepeats() -> SignalProducer<Value, Error> {
        liftRelaying { $0.skipRepeats() }
    }
}
