extension Signal {
    /// Combines each value into a running accumulation and sends every intermediate result.
    ///
    ///     self:   -1--2--3-|
    ///     result: -1--3--6-|   (initial: 0, next: +)
    ///
    /// <!-- context
    /// struct Item { var price: Int }
    /// let (itemAdded, add) = Signal<Item, Never>.pipe()
    /// -->
    /// ```swift fragment
    /// let cartTotal = itemAdded.scan(0) { total, item in total + item.price }
    /// ```
    ///
    /// - Parameters:
    ///   - initial: The accumulation before the first value; not sent by itself.
    ///   - next: Combines the accumulation so far with a value.
    /// - Returns: A signal of the running accumulations, terminating with `self`.
    @inlinable
    public func scan<U>(_ initial: U, _ next: @escaping (U, Value) -> U) -> Signal<U, Error> {
        scan(into: initial) { result, value in result = next(result, value) }
    }

    /// Updates a running accumulation in place with each value and sends every intermediate
    /// result.
    ///
    ///     self:   -a--b--c-|
    ///     result: -[a]-[ab]-[abc]-|   (into: [], next: { $0.append($1) })
    ///
    /// - Parameters:
    ///   - initial: The accumulation before the first value; not sent by itself.
    ///   - next: Mutates the accumulation with a value.
    /// - Returns: A signal of the running accumulations, terminating with `self`.
    @inlinable
    public func scan<U>(
        into initial: U, _ next: @escaping (inout U, Value) -> Void
    ) -> Signal<U, Error> {
        let state = OperatorState(initial)
        return derive { sink in
            { _, event in
                let event = event.event(of: Signal.self)
                guard case .value(let value) = event else {
                    sink.send(event.map { _ in state.value })
                    return
                }
                next(&state.value, value)
                sink.send(value: state.value)
            }
        }
    }
}

extension SignalProducer {
    /// Sends the running accumulation of each run's values.
    ///
    ///     self:   -1--2--3-|
    ///     result: -1--3--6-|   (initial: 0, next: +)
    ///
    /// - Parameters:
    ///   - initial: The accumulation before the first value.
    ///   - next: Combines the accumulation so far with a value.
    /// - Returns: A producer of the running accumulations; each run starts from `initial`.
    @inlinable
    public func scan<U>(
        _ initial: U, _ next: @escaping (U, Value) -> U
    ) -> SignalProducer<U, Error> {
        liftRelaying { $0.scan(initial, next) }
    }

    /// Sends the running accumulation of each run's values, updated in place.
    ///
    ///     self:   -a--b-|
    ///     result: -[a]-[ab]-|   (into: [], next: { $0.append($1) })
    ///
    /// - Parameters:
    ///   - initial: The accumulation before the first value.
    ///   - next: Mutates the accumulation with a value.
    /// - Returns: A producer of the running accumulations; each run starts from `initial`.
    @inlinable
    public func scan<U>(
        into initial: U, _ next: @escaping (inout U, Value) -> Void
    ) -> SignalProducer<U, Error> {
        liftRelaying { $0.scan(into: initial, next) }
    }
}
