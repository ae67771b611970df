extension SignalProducer {
    /// The one implementation of every `then` overload: ignores the values of `self`, forwards
    /// a failure or interruption at once, and starts `replacement` when `self` completes.
    @inlinable
    func replaced<U>(afterCompletionBy replacement: SignalProducer<U, Error>) -> SignalProducer<
        U, Error
    > {
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

    /// Waits for `self` to complete, then forwards `replacement`, which cannot fail: the result
    /// keeps the error type of `self` (ReactiveSwift's overload for a non-failing replacement).
    ///
    ///     self:        -1-2-|
    ///     replacement:      -a-b-|   (Error == Never)
    ///     result:      ------a-b-|
    ///
    /// A failure or interruption of `self` is forwarded at once; `replacement` is then not
    /// started.
    ///
    /// - Parameter replacement: The producer to run after `self` completes.
    /// - Returns: A producer of `replacement`'s values, failing as `self` does.
    @inlinable
    public func then<U>(_ replacement: SignalProducer<U, Never>) -> SignalProducer<U, Error> {
        replaced(afterCompletionBy: replacement.promoteError(Error.self))
    }

    /// Waits for `self` to complete, then forwards `replacement` — any non-failing stream (a
    /// property, a signal, a producer).
    ///
    ///     self:        -1-2-|
    ///     replacement:      -a-|
    ///     result:      ------a-|
    ///
    /// - Parameter replacement: The stream to forward after `self` completes.
    /// - Returns: A producer of `replacement`'s values, failing as `self` does.
    @inlinable
    public func then<Replacement: SignalProducerConvertible>(_ replacement: Replacement)
        -> SignalProducer<Replacement.Value, Error>
    where Replacement.Error == Never {
        then(replacement.producer)
    }

    /// Waits for `self` to complete, then forwards `replacement`, any stream with the same
    /// error type.
    ///
    ///     self:        -1-2-|
    ///     replacement:      -a-X
    ///     result:      ------a-X
    ///
    /// - Parameter replacement: The stream to forward after `self` completes.
    /// - Returns: A producer of `replacement`'s values.
    @inlinable
    public func then<Replacement: SignalProducerConvertible>(_ replacement: Replacement)
        -> SignalProducer<Replacement.Value, Error>
    where Replacement.Error == Error {
        replaced(afterCompletionBy: replacement.producer)
    }

    /// Waits for `self` to complete, then forwards `replacement` of the same types: the
    /// overload that lets `then(.empty)` and `then(SignalProducer(value: 1))` infer their type
    /// from `self`, as in ReactiveSwift.
    ///
    ///     self:        -1-2-|
    ///     replacement:      -3-|
    ///     result:      ------3-|
    ///
    /// - Parameter replacement: The producer to run after `self` completes.
    /// - Returns: A producer of `replacement`'s values.
    @inlinable
    public func then(_ replacement: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
        replaced(afterCompletionBy: replacement)
    }

    /// Waits for `self` to complete, then forwards `replacement`, any stream of the same types.
    ///
    ///     self:        -1-2-|
    ///     replacement:      -3-|
    ///     result:      ------3-|
    ///
    /// - Parameter replacement: The stream to forward after `self` completes.
    /// - Returns: A producer of `replacement`'s values.
    @inlinable
    public func then<Replacement: SignalProducerConvertible>(_ replacement: Replacement)
        -> SignalProducer<Value, Error>
    where Replacement.Value == Value, Replacement.Error == Error {
        replaced(afterCompletionBy: replacement.producer)
    }
}

extension SignalProducer where Error == Never {
    /// Waits for `self`, which cannot fail, to complete, then forwards `replacement` with its
    /// own error type (ReactiveSwift's overload for a non-failing `self`).
    ///
    ///     self:        -1-2-|      (Error == Never)
    ///     replacement:      -a-X
    ///     result:      ------a-X
    ///
    /// An interruption of `self` is forwarded at once; `replacement` is then not started.
    ///
    /// - Parameter replacement: The producer to run after `self` completes.
    /// - Returns: A producer of `replacement`'s values and failure.
    @inlinable
    public func then<U, F>(_ replacement: SignalProducer<U, F>) -> SignalProducer<U, F> {
        promoteError(F.self).replaced(afterCompletionBy: replacement)
    }

    /// Waits for `self`, which cannot fail, to complete, then forwards `replacement` — any
    /// stream, with its own error type.
    ///
    ///     self:        -1-2-|
    ///     replacement:      -a-X
    ///     result:      ------a-X
    ///
    /// - Parameter replacement: The stream to forward after `self` completes.
    /// - Returns: A producer of `replacement`'s values and failure.
    @inlinable
    public func then<Replacement: SignalProducerConvertible>(_ replacement: Replacement)
        -> SignalProducer<Replacement.Value, Replacement.Error>
    {
        promoteError(Replacement.Error.self).replaced(afterCompletionBy: replacement.producer)
    }

    /// Waits for `self` to complete, then forwards `replacement`; neither can fail.
    ///
    ///     self:        -1-2-|
    ///     replacement:      -a-|
    ///     result:      ------a-|
    ///
    /// - Parameter replacement: The producer to run after `self` completes.
    /// - Returns: A non-failing producer of `replacement`'s values.
    @inlinable
    public func then<U>(_ replacement: SignalProducer<U, Never>) -> SignalProducer<U, Never> {
        replaced(afterCompletionBy: replacement)
    }

    /// Waits for `self` to complete, then forwards `replacement`, any non-failing stream.
    ///
    ///     self:        -1-2-|
    ///     replacement:      -a-|
    ///     result:      ------a-|
    ///
    /// - Parameter replacement: The stream to forward after `self` completes.
    /// - Returns: A non-failing producer of `replacement`'s values.
    @inlinable
    public func then<Replacement: SignalProducerConvertible>(_ replacement: Replacement)
        -> SignalProducer<Replacement.Value, Never>
    where Replacement.Error == Never {
        replaced(afterCompletionBy: replacement.producer)
    }

    /// Waits for `self` to complete, then forwards `replacement` of the same value type.
    ///
    ///     self:        -1-2-|
    ///     replacement:      -3-|
    ///     result:      ------3-|
    ///
    /// - Parameter replacement: The producer to run after `self` completes.
    /// - Returns: A non-failing producer of `replacement`'s values.
    @inlinable
    public func then(_ replacement: SignalProducer<Value, Never>) -> SignalProducer<Value, Never> {
        replaced(afterCompletionBy: replacement)
    }

    /// Waits for `self` to complete, then forwards `replacement`, any non-failing stream of
    /// the same value type.
    ///
    ///     self:        -1-2-|
    ///     replacement:      -3-|
    ///     result:      ------3-|
    ///
    /// - Parameter replacement: The stream to forward after `self` completes.
    /// - Returns: A non-failing producer of `replacement`'s values.
    @inlinable
    public func then<Replacement: SignalProducerConvertible>(_ replacement: Replacement)
        -> SignalProducer<Value, Never>
    where Replacement.Value == Value, Replacement.Error == Never {
        replaced(afterCompletionBy: replacement.producer)
    }
}
