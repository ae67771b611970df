/// The state of one `collect` stage: the values gathered so far.
@usableFromInline
final class CollectState<Value> {
    @usableFromInline @exclusivity(unchecked) var values: [Value] = []
    @usableFromInline @exclusivity(unchecked) var hasReceivedValues = false

    @usableFromInline
    init() {}
}

extension Signal {
    /// Gathers every value and sends them as one array when `self` completes.
    ///
    ///     self:   -a--b--c-|
    ///     result: ---------[abc]|
    ///
    /// With no values, `[]` is sent on completion. A failure or interruption is forwarded and
    /// the gathered values are dropped.
    ///
    /// - Returns: A signal of one array, then completion.
    @inlinable
    public func collect() -> Signal<[Value], Error> {
        let state = CollectState<Value>()
        return derive { sink in
            { _, event in
                let event = event.event(of: Signal.self)
                switch event {
                case .value(let value):
                    state.values.append(value)
                case .completed:
                    sink.send(value: state.values)
                    state.values = []
                    sink.send(.completed)
                case .failed(let error): sink.send(.failed(error))
                case .interrupted: sink.send(.interrupted)
                }
            }
        }
    }

    /// Gathers values into arrays of `count` and sends each array as it fills up.
    ///
    ///     self:   -a--b--c--d--e-|
    ///     result: ----[ab]--[cd]-[e]|   (count: 2)
    ///
    /// On completion the partly filled last array is sent if it holds any value, or `[]` if
    /// `self` sent no value at all (as ReactiveSwift does). A failure or interruption is
    /// forwarded and a partly filled array is dropped.
    ///
    /// - Parameter count: The size of each array. A count below 1 stops the program with the
    ///   message "collect(count:) needs a count > 0".
    /// - Returns: A signal of arrays of `count` values, terminating with `self`.
    @inlinable
    public func collect(count: Int) -> Signal<[Value], Error> {
        checkPrecondition(count > 0, "collect(count:) needs a count > 0, got \(count)")
        let state = CollectState<Value>()
        return derive { sink in
            { _, event in
                let event = event.event(of: Signal.self)
                switch event {
                case .value(let value):
                    state.hasReceivedValues = true
                    state.values.append(value)
                    if state.values.count == count {
                        let full = state.values
                        state.values.removeAll(keepingCapacity: true)
                        sink.send(value: full)
                    }
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
    /// Gathers every value of each run and sends them as one array when it completes.
    ///
    ///     self:   -a--b--c-|
    ///     result: ---------[abc]|
    ///
    /// - Returns: A producer of one array per run.
    @inlinable
    public func collect() -> SignalProducer<[Value], Error> {
        liftRelaying { $0.collect() }
    }

    /// Gathers the values of each run into arrays of `count`.
    ///
    ///     self:   -a--b--c-|
    ///     result: ----[ab]-[c]|   (count: 2)
    ///
    /// - Parameter count: The size of each array; must be at least 1.
    /// - Returns: A producer of arrays of `count` values.
    @inlinable
    public func collect(count: Int) -> SignalProducer<[Value], Error> {
        checkPrecondition(count > 0, "collect(count:) needs a count > 0, got \(count)")
        return liftRelaying { $0.collect(count: count) }
    }
}
