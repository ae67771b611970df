extension Signal {
    /// Combines every value into one accumulation and sends it when `self` completes.
    ///
    ///     self:   -1--2--3-|
    ///     result: ---------6|   (initial: 0, next: +)
    ///
    /// With no values, `initial` is sent on completion. A failure or interruption is forwarded
    /// and nothing is sent.
    ///
    /// - Parameters:
    ///   - initial: The accumulation before the first value.
    ///   - next: Combines the accumulation so far with a value.
    /// - Returns: A signal of one value, the final accumulation, then completion.
    @inlinable
    public func reduce<U>(_ initial: U, _ next: @escaping (U, Value) -> U) -> Signal<U, Error> {
        reduce(into: initial) { result, value in result = next(result, value) }
    }

    /// Updates one accumulation in place with every value and sends it when `self` completes.
    ///
    ///     self:   -a--b--c-|
    ///     result: ---------[abc]|   (into: [], next: { $0.append($1) })
    ///
    /// - Parameters:
    ///   - initial: The accumulation before the first value.
    ///   - next: Mutates the accumulation with a value.
    /// - Returns: A signal of one value, the final accumulation, then completion.
    @inlinable
    public func reduce<U>(
        into initial: U, _ next: @escaping (inout U, Value) -> Void
    ) -> Signal<U, Error> {
        let state = OperatorState(initial)
        return derive { sink in
            { _, event in
                let event = event.event(of: Signal.self)
                switch event {
                case .value(let value):
                    next(&state.value, value)
                case .completed:
                    sink.send(value: state.value)
                    sink.send(.completed)
                case .failed(let error): sink.send(.failed(error))
                case .interrupted: sink.send(.interrupted)
                }
            }
        }
    }
}

extension SignalProducer {
    /// Sends the accumulation of all of a run's values when it completes.
    ///
    ///     self:   -1--2--3-|
    ///     result: ---------6|   (initial: 0, next: +)
    ///
    /// - Parameters:
    ///   - initial: The accumulation before the first value.
    ///   - next: Combines the accumulation so far with a value.
    /// - Returns: A producer of the final accumulation.
    @inlinable
    public func reduce<U>(
        _ initial: U, _ next: @escaping (U, Value) -> U
    ) -> SignalProducer<U, Error> {
        liftRelaying { $0.reduce(initial, next) }
    }

    /// Sends the accumulation of all of a run's values, updated in place, when it completes.
    ///
    ///     self:   -a--b-|
    ///     result: ------[ab]|   (into: [], next: { $0.append($1) })
    ///
    /// - Parameters:
    ///   - initial: The accumulation before the first value.
    ///   - next: Mutates the accumulation with a value.
    /// - Returns: A producer of the final accumulation.
    @inlinable
    public func reduce<U>(
        into initial: U, _ next: @escaping (inout U, Value) -> Void
    ) -> SignalProducer<U, Error> {
        liftRelaying { $0.reduce(into: initial, next) }
    }
}
