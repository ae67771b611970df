extension SignalProducer {
    /// Starts `next` when `self` completes, forwarding the values of both.
    ///
    ///     self:   -1-2-|
    ///     next:        -3-4-|
    ///     result: -1-2--3-4-|
    ///
    /// A failure of `self` ends the result and `next` is not started. As in ReactiveSwift
    /// (`concat` is `flatten(.concat)`), a run of `self` that interrupts itself counts as
    /// completed, so `next` still runs; interrupting the result stops both.
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
        SignalProducer<U, Error> { observer, lifetime in
            self.startWithSignal { signal, interrupter in
                lifetime += interrupter
                signal.observe { event in
                    switch event {
                    case .value: break
                    case .failed(let error): observer.send(error: error)
                    case .completed: lifetime += replacement.start(observer)
                    case .interrupted: observer.sendInterrupted()
                    }
                }
            }
        }
    }
}
