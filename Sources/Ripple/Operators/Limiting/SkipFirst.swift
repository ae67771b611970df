extension Signal {
    /// Drops the first `count` values, then forwards the rest; terminal events always pass.
    ///
    ///     self:   -a--b--c--d-|
    ///     result: -------c--d-|   (count: 2)
    ///
    /// - Parameter count: How many values to drop. `0` returns `self`. A negative count stops
    ///   the program with the message "skip(first:) needs a count >= 0".
    /// - Returns: A signal of the values after the first `count`, terminating with `self`.
    @inlinable
    public func skip(first count: Int) -> Signal<Value, Error> {
        checkPrecondition(count >= 0, "skip(first:) needs a count >= 0, got \(count)")
        guard count > 0 else { return self }
        let state = OperatorState(count)
        return derive { sink in
            { _, event in
                let event = event.event(of: Signal.self)
                if case .value = event, state.value > 0 {
                    state.value -= 1
                    return
                }
                sink.send(event)
            }
        }
    }
}

extension SignalProducer {
    /// Drops the first `count` values of each run, then forwards the rest.
    ///
    ///     self:   -a--b--c--d-|
    ///     result: -------c--d-|   (count: 2)
    ///
    /// - Parameter count: How many values to drop; must not be negative.
    /// - Returns: A producer of the values after the first `count`.
    @inlinable
    public func skip(first count: Int) -> SignalProducer<Value, Error> {
        checkPrecondition(count >= 0, "skip(first:) needs a count >= 0, got \(count)")
        return liftRelaying { $0.skip(first: count) }
    }
}
