extension Signal where Value: OptionalProtocol {
    /// Kickstarter's `failOnNil`, built on `attemptMap`: unwraps each value, and fails with
    /// `error` at the first `nil`.
    ///
    ///     self:   -1--2--nil--3-|
    ///     result: -1--2--X(error)
    ///
    /// - Parameter error: The failure sent for a `nil` value.
    /// - Returns: A signal of the unwrapped values.
    public func failOnNil(error: Error) -> Signal<Value.Wrapped, Error> {
        attemptMap { value in
            value.optional.map(Result.success) ?? .failure(error)
        }
    }
}

extension SignalProducer where Value: OptionalProtocol {
    /// Kickstarter's `failOnNil` per run: unwraps each value, and fails with `error` at the
    /// first `nil`.
    ///
    ///     self:   -1--2--nil--3-|
    ///     result: -1--2--X(error)
    ///
    /// - Parameter error: The failure sent for a `nil` value.
    /// - Returns: A producer of the unwrapped values.
    public func failOnNil(error: Error) -> SignalProducer<Value.Wrapped, Error> {
        lift { $0.failOnNil(error: error) }
    }
}
