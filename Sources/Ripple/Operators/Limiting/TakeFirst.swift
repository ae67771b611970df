extension Signal {
    /// Forwards the first `count` values, then completes at once (without waiting for
    /// another value) and stops observing `self`.
    ///
    ///     self:   -a--b--c--d-|
    ///     result: -a--b|          (count: 2)
    ///
    ///     let firstAppearance = viewWillAppear.take(first: 1)
    ///
    /// - Parameter count: How many values to take. With `0` the result has already
    ///   completed, and (like every terminated signal) interrupts the observers attached to
    ///   it, as ReactiveSwift's does; the producer form completes. A negative count stops the
    ///   program with the message "take(first:) needs a count >= 0".
    /// - Returns: A signal of at most `count` values; it fails or is interrupted if `self`
    ///   does so first.
    @inlinable
    public func take(first count: Int) -> Signal<Value, Error> {
        precondition(count >= 0, "take(first:) needs a count >= 0, got \(count)")
        guard count > 0 else { return .empty }
        let state = OperatorState(count)
        return derive { sink in
            { event in
                let event = event.event(of: Signal.self)
                guard case .value(let value) = event else {
                    sink.send(event)
                    return
                }
                state.value -= 1
                sink.send(value: value)
                if state.value == 0 { sink.send(.completed) }
            }
        }
    }
}

extension SignalProducer {
    /// Forwards the first `count` values of each run, then completes and interrupts the run.
    ///
    ///     self:   -a--b--c--d-|
    ///     result: -a--b|          (count: 2)
    ///
    /// - Parameter count: How many values to take. `0` interrupts each run at once without
    ///   starting `self` (as ReactiveSwift). A negative count stops the program with
    ///   "take(first:) needs a count >= 0".
    /// - Returns: A producer of at most `count` values.
    @inlinable
    public func take(first count: Int) -> SignalProducer<Value, Error> {
        precondition(count >= 0, "take(first:) needs a count >= 0, got \(count)")
        guard count > 0 else { return SignalProducer { observer, _ in observer.sendInterrupted() } }
        return liftRelaying { $0.take(first: count) }
    }
}
