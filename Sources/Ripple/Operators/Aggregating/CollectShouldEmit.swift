extension Signal {
    /// Gathers values into an array and sends it each time `shouldEmit`, asked after every
    /// value is added, returns `true`; the next array starts empty.
    ///
    ///     self:   -1--2--3--4--5-|
    ///     result: ----[12]--[34][5]|   (shouldEmit: { $0.count == 2 })
    ///
    /// <!-- context
    /// let pageSize = 20
    /// let (rows, send) = Signal<String, Never>.pipe()
    /// -->
    /// ```swift fragment
    /// let pages = rows.collect { $0.count == pageSize }
    /// ```
    ///
    /// On completion the values gathered since the last array are sent, or `[]` if `self` sent
    /// no value at all (as ReactiveSwift does). A failure or interruption is forwarded and
    /// gathered values are dropped.
    ///
    /// - Parameter shouldEmit: Receives the array with the newest value added.
    /// - Returns: A signal of the arrays, terminating with `self`.
    @inlinable
    public func collect(_ shouldEmit: @escaping (_ values: [Value]) -> Bool) -> Signal<
        [Value], Error
    > {
        collecting { collected, latest in
            collected.append(latest)
            guard shouldEmit(collected) else { return nil }
            defer { collected.removeAll(keepingCapacity: true) }
            return collected
        }
    }

    /// Gathers values into an array; before adding each value, asks `shouldEmit` whether to
    /// send the array gathered so far and start a new one with that value.
    ///
    ///     self:   -1--2--3--1--2-|
    ///     result: ---------[123]-[12]|   (shouldEmit: { _, latest in latest == 1 })
    ///
    /// The first value starts the first array without sending anything (unless `shouldEmit`
    /// says so, in which case `[]` is sent). On completion the last array is sent if it holds
    /// any value, or `[]` if `self` sent no value at all. A failure or interruption is
    /// forwarded and gathered values are dropped.
    ///
    /// - Parameter shouldEmit: Receives the array so far and the value about to be added.
    /// - Returns: A signal of the arrays, terminating with `self`.
    @inlinable
    public func collect(
        _ shouldEmit: @escaping (_ collected: [Value], _ latest: Value) -> Bool
    ) -> Signal<[Value], Error> {
        collecting { collected, latest in
            guard shouldEmit(collected, latest) else {
                collected.append(latest)
                return nil
            }
            defer { collected = [latest] }
            return collected
        }
    }

    /// The shared `collect` stage: `modify` adds a value to the array and returns an array to
    /// send, if any.
    @inlinable
    func collecting(
        _ modify: @escaping (_ collected: inout [Value], _ latest: Value) -> [Value]?
    ) -> Signal<[Value], Error> {
        let state = CollectState<Value>()
        return derive { sink in
            { _, event in
                let event = event.event(of: Signal.self)
                switch event {
                case .value(let value):
                    state.hasReceivedValues = true
                    if let full = modify(&state.values, value) { sink.send(value: full) }
                case .completed:
                    if !state.values.isEmpty || !state.hasReceivedValues {
                        sink.send(value: state.values)
                        state.values = []
                    }
                    sink.send(.completed)
                case .failed(let error): sink.send(.failed(error))
                case .interrupted: sink.send(.interrupted)
                }
            }
        }
    }
}

extension SignalProducer {
    /// Gathers each run's values into arrays, sent each time `shouldEmit` returns `true`.
    ///
    ///     self:   -1--2--3--4--5-|
    ///     result: ----[12]--[34][5]|   (shouldEmit: { $0.count == 2 })
    ///
    /// - Parameter shouldEmit: Receives the array with the newest value added.
    /// - Returns: A producer of the arrays.
    @inlinable
    public func collect(_ shouldEmit: @escaping (_ values: [Value]) -> Bool) -> SignalProducer<
        [Value], Error
    > {
        liftRelaying { $0.collect(shouldEmit) }
    }

    /// Gathers each run's values into arrays; `shouldEmit`, asked before each value is added,
    /// decides when to send the array so far and start a new one with that value.
    ///
    ///     self:   -1--2--3--1--2-|
    ///     result: ---------[123]-[12]|   (shouldEmit: { _, latest in latest == 1 })
    ///
    /// - Parameter shouldEmit: Receives the array so far and the value about to be added.
    /// - Returns: A producer of the arrays.
    @inlinable
    public func collect(
        _ shouldEmit: @escaping (_ collected: [Value], _ latest: Value) -> Bool
    ) -> SignalProducer<[Value], Error> {
        liftRelaying { $0.collect(shouldEmit) }
    }
}
