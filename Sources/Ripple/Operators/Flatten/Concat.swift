extension SignalProducer {
    /// Starts `next` when `self` completes, forwarding the values of both.
    ///
    ///     self:   -1-2-|
    ///     next:        -3-4-|
    ///     result: -1-2--3-4-|
    ///
    /// A failure or interruption of `self` ends the result; `next` is then not started.
    ///
    /// - Parameter next: The producer to run after `self`.
    /// - Returns: A producer of the values of `self`, then those of `next`.
    @inlinable
    public func concat(_ next: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
        SignalProducer<SignalProducer<Value, Error>, Error>([self, next]).flatten(.concat)
    }

    /// Sends `value` when `self` completes, then completes.
    ///
    ///     self:   -1-2-|
    ///     result: -1-2-3|   (value: 3)
    ///
    /// - Parameter value: The value to send last.
    /// - Returns: A producer of the values of `self`, then `value`.
    @inlinable
    public func concat(value: Value) -> SignalProducer<Value, Error> {
        concat(SignalProducer(value: value))
    }

    /// Waits for `self` to complete, ignoring its values, then forwards `replacement`.
    ///
    ///     self:        -1-2-|
    ///     replacement:      -a-b-|
    ///     result:      ------a-b-|
    ///
    /// A failure or interruption of `self` is forwarded at once; `replacement` is then not
    /// started.
    ///
    /// - Parameter replacement: The producer to run after `self` completes.
    /// - Returns: A producer of `replacement`'s values.
    @inlinable
    public func then<U>(_ replacement: SignalProducer<U, Error>) -> SignalProducer<U, Error> {
        let done: SignalProducer<U, Error> = lift { $0.discardingValues() }
        return done.concat(replacement)
    }
}

extension Signal {
    /// Drops every value, keeping the terminal event; for `then`.
    @inlinable
    func discardingValues<U>() -> Signal<U, Error> {
        derive { sink in
            { event in
                switch event {
                case .value: break
                case .failed(let error): sink.send(.failed(error))
                case .completed: sink.send(.completed)
                case .interrupted: sink.send(.interrupted)
                }
            }
        }
    }
}
