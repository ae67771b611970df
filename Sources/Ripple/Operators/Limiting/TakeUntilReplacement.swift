extension Signal {
    /// Forwards `self` until `replacement` sends its first event, then forwards `replacement`
    /// only: `self` is no longer observed, and the completion of `self` is never forwarded.
    ///
    ///     self:        -1--2--|
    ///     replacement: ----------a--b-|
    ///     result:      -1--2-----a--b-|
    ///
    /// A value, failure or interruption of `self` is forwarded while `self` is current; any
    /// event of `replacement` switches over (its first terminal event ends the result).
    ///
    /// - Parameter replacement: The signal that takes over at its first event.
    /// - Returns: A signal of `self`'s events, then `replacement`'s.
    public func take(untilReplacement replacement: Signal<Value, Error>) -> Signal<Value, Error> {
        Signal { observer, lifetime in
            let current = self.observe { event in
                if case .completed = event { return }
                observer.send(event)
            }
            lifetime += current
            lifetime += replacement.observe { event in
                current?.dispose()
                observer.send(event)
            }
        }
    }
}

extension SignalProducer {
    /// Forwards each run of `self` until a run of `replacement` sends its first event, then
    /// forwards that run only. `replacement` is started first, then `self`.
    ///
    ///     self:        -1--2--|
    ///     replacement: ----------a--b-|
    ///     result:      -1--2-----a--b-|
    ///
    /// - Parameter replacement: The producer that takes over at its first event.
    /// - Returns: A producer of `self`'s events, then `replacement`'s.
    public func take(untilReplacement replacement: SignalProducer<Value, Error>)
        -> SignalProducer<Value, Error>
    {
        liftRight(Signal.take(untilReplacement:))(replacement)
    }

    /// Forwards each run of `self` until `replacement` — any stream of the same types, such as
    /// a signal or a property — sends its first event, then forwards `replacement` only.
    ///
    ///     self:        -1--2--|
    ///     replacement: ----------a--b-|
    ///     result:      -1--2-----a--b-|
    ///
    /// - Parameter replacement: The stream that takes over at its first event.
    /// - Returns: A producer of `self`'s events, then `replacement`'s.
    public func take<Replacement: SignalProducerConvertible>(
        untilReplacement replacement: Replacement
    ) -> SignalProducer<Value, Error>
    where Replacement.Value == Value, Replacement.Error == Error {
        take(untilReplacement: replacement.producer)
    }
}
