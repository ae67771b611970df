extension Signal {
    /// Sends each value paired with the value before it; the first value is paired with
    /// `initial`.
    ///
    ///     self:   -1------2------3-|
    ///     result: -(0,1)--(1,2)--(2,3)-|   (initial: 0)
    ///
    /// - Parameter initial: The "previous" value of the first value.
    /// - Returns: A signal of `(previous, current)` pairs, terminating with `self`.
    @inlinable
    public func combinePrevious(_ initial: Value) -> Signal<(Value, Value), Error> {
        combinePrevious(initial: initial)
    }

    /// Sends each value paired with the value before it, starting from the second value.
    ///
    ///     self:   -1--2------3-|
    ///     result: ----(1,2)--(2,3)-|
    ///
    /// <!-- context
    /// let (page, send) = Signal<Int, Never>.pipe()
    /// -->
    /// ```swift fragment
    /// let pageChanged = page.combinePrevious().filter { $0 != $1 }
    /// ```
    ///
    /// - Returns: A signal of `(previous, current)` pairs, terminating with `self`.
    @inlinable
    public func combinePrevious() -> Signal<(Value, Value), Error> {
        combinePrevious(initial: nil)
    }

    @inlinable
    func combinePrevious(initial: Value?) -> Signal<(Value, Value), Error> {
        let state = OperatorState(initial)
        return derive { sink in
            { _, event in
                let event = event.event(of: Signal.self)
                switch event {
                case .value(let value):
                    let previous = state.value
                    state.value = value
                    if let previous { sink.send(value: (previous, value)) }
                case .failed(let error): sink.send(.failed(error))
                case .completed: sink.send(.completed)
                case .interrupted: sink.send(.interrupted)
                }
            }
        }
    }
}

extension SignalProducer {
    /// Sends each value of each run paired with the value before it, starting with `initial`.
    ///
    ///     self:   -1------2-|
    ///     result: -(0,1)--(1,2)-|   (initial: 0)
    ///
    /// - Parameter initial: The "previous" value of the first value.
    /// - Returns: A producer of `(previous, current)` pairs.
    @inlinable
    public func combinePrevious(_ initial: Value) -> SignalProducer<(Value, Value), Error> {
        liftRelaying { $0.combinePrevious(initial) }
    }

    /// Sends each value of each run paired with the value before it, from the second value.
    ///
    ///     self:   -1--2------3-|
    ///     result: ----(1,2)--(2,3)-|
    ///
    /// - Returns: A producer of `(previous, current)` pairs.
    @inlinable
    public func combinePrevious() -> SignalProducer<(Value, Value), Error> {
        liftRelaying { $0.combinePrevious() }
    }
}
