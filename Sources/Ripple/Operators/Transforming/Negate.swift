extension Signal where Value == Bool {
    /// Inverts every Boolean value.
    ///
    ///     self:   -t--f--t-|
    ///     result: -f--t--f-|
    ///
    /// <!-- context
    /// let (isFormValid, send) = Signal<Bool, Never>.pipe()
    /// -->
    /// ```swift fragment
    /// let isSubmitHidden = isFormValid.negate()
    /// ```
    ///
    /// - Returns: A signal of the inverted values, terminating with `self`.
    @inlinable
    public func negate() -> Signal<Bool, Error> {
        map { !$0 }
    }
}

extension SignalProducer where Value == Bool {
    /// Inverts every Boolean value of each run.
    ///
    ///     self:   -t--f--t-|
    ///     result: -f--t--f-|
    ///
    /// - Returns: A producer of the inverted values.
    @inlinable
    public func negate() -> SignalProducer<Bool, Error> {
        liftRelaying { $0.negate() }
    }
}
