extension Signal {
    /// Kickstarter's `wrapInOptional`, built on `map`: sends each value as an `Optional`.
    ///
    ///     self:   -1--2-|
    ///     result: -1?-2?|
    ///
    /// - Returns: A signal of optional values, never `nil`.
    public func wrapInOptional() -> Signal<Value?, Error> {
        map { Optional($0) }
    }
}

extension SignalProducer {
    /// Kickstarter's `wrapInOptional` per run: each value as an `Optional`.
    ///
    ///     self:   -1--2-|
    ///     result: -1?-2?|
    ///
    /// - Returns: A producer of optional values, never `nil`.
    public func wrapInOptional() -> SignalProducer<Value?, Error> {
        lift { $0.wrapInOptional() }
    }
}
