extension Signal {
    /// Threads a state through every value and sends what `next` derives from each: a `scan`
    /// whose output is not the state itself.
    ///
    ///     self:   -1--2--3-|
    ///     result: -a--b--c-|   (into: 0, next: { $0 += $1; return label($0) })
    ///
    /// <!-- context
    /// let (titles, send) = Signal<String, Never>.pipe()
    /// -->
    /// ```swift fragment
    /// let numbered = titles.scanMap(into: 0) { count, title in
    ///     count += 1
    ///     return "\(count). \(title)"
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - initialState: The state before the first value.
    ///   - next: Updates the state with a value and returns the value to send.
    /// - Returns: A signal of the derived values, terminating with `self`.
    @inlinable
    public func scanMap<State, U>(
        into initialState: State, _ next: @escaping (inout State, Value) -> U
    ) -> Signal<U, Error> {
        let state = OperatorState(initialState)
        return derive { sink in
            { _, event in
                let event = event.event(of: Signal.self)
                guard case .value(let value) = event else {
                    switch event {
                    case .failed(let error): sink.send(.failed(error))
                    case .interrupted: sink.send(.interrupted)
                    default: sink.send(.completed)
                    }
                    return
                }
                sink.send(value: next(&state.value, value))
            }
        }
    }

    /// Threads a state through every value: `next` returns the new state and the value to
    /// send.
    ///
    ///     self:   -1--2--3-|
    ///     result: -a--b--c-|   (initial: 0, next: { ($0 + $1, label($0 + $1)) })
    ///
    /// - Parameters:
    ///   - initialState: The state before the first value.
    ///   - next: Returns the new state and the value to send.
    /// - Returns: A signal of the derived values, terminating with `self`.
    @inlinable
    public func scanMap<State, U>(
        _ initialState: State, _ next: @escaping (State, Value) -> (State, U)
    ) -> Signal<U, Error> {
        scanMap(into: initialState) { state, value in
            let (newState, output) = next(state, value)
            state = newState
            return output
        }
    }
}

extension SignalProducer {
    /// Threads a state through every value of each run and sends what `next` derives.
    ///
    ///     self:   -1--2--3-|
    ///     result: -a--b--c-|   (into: 0, next: { $0 += $1; return label($0) })
    ///
    /// - Parameters:
    ///   - initialState: The state at the start of each run.
    ///   - next: Updates the state with a value and returns the value to send.
    /// - Returns: A producer of the derived values; each run starts from `initialState`.
    @inlinable
    public func scanMap<State, U>(
        into initialState: State, _ next: @escaping (inout State, Value) -> U
    ) -> SignalProducer<U, Error> {
        liftRelaying { $0.scanMap(into: initialState, next) }
    }

    /// Threads a state through every value of each run: `next` returns the new state and the
    /// value to send.
    ///
    ///     self:   -1--2--3-|
    ///     result: -a--b--c-|   (initial: 0, next: { ($0 + $1, label($0 + $1)) })
    ///
    /// - Parameters:
    ///   - initialState: The state at the start of each run.
    ///   - next: Returns the new state and the value to send.
    /// - Returns: A producer of the derived values; each run starts from `initialState`.
    @inlinable
    public func scanMap<State, U>(
        _ initialState: State, _ next: @escaping (State, Value) -> (State, U)
    ) -> SignalProducer<U, Error> {
        liftRelaying { $0.scanMap(initialState, next) }
    }
}
