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
        derive { sink in
            let state = SkipRepeatsState(sink, isEquivalent)
            // Captures the state alone, which is then the closure's context.
            return { [state] _, event in state.receive(event.event(of: Signal.self)) }
        }
    }
}

/// What a `skipRepeats` keeps besides its signal: its output, the predicate and the
/// previous value, in one object that its receiver captures alone (a closure over
/// the three would need a context and a box for the previous value).
@usableFromInline
final class SkipRepeatsState<Value, Error: Swift.Error> {
    @usableFromInline let sink: Sink<Value, Error>
    @usableFromInline let isEquivalent: (Value, Value) -> Bool
    /// Touched only inside the upstream's serial delivery.
    @usableFromInline @exclusivity(unchecked) var previous: Value?

    @inlinable
    init(_ sink: Sink<Value, Error>, _ isEquivalent: @escaping (Value, Value) -> Bool) {
        self.sink = sink
        self.isEquivalent = isEquivalent
    }

    @inlinable
    func receive(_ event: Signal<Value, Error>.Event) {
        guard case .value(let value) = event else {
            sink.send(event)
            return
        }
        if let previous, isEquivalent(previous, value) { return }
        previous = value
        sink.send(value: value)
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
