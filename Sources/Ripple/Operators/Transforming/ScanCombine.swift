extension Signal {
    /// Kickstarter's `scan` without an initial value, built on `scanMap`: sends the first
    /// value as it is, then each value combined with the accumulation so far.
    ///
    ///     self:   -1--2--3--|
    ///     result: -1--3--6--|   (combine: +)
    ///
    /// - Parameter combine: Combines the accumulation with the next value.
    /// - Returns: A signal of the running accumulations.
    public func scan(_ combine: @escaping (Value, Value) -> Value) -> Signal<Value, Error> {
        scanMap(into: Value?.none) { accumulated, value in
            let next = accumulated.map { combine($0, value) } ?? value
            accumulated = next
            return next
        }
    }
}

extension SignalProducer {
    /// Kickstarter's `scan` without an initial value, per run: the first value as it is, then
    /// each value combined with the accumulation so far.
    ///
    ///     self:   -1--2--3--|
    ///     result: -1--3--6--|   (combine: +)
    ///
    /// - Parameter combine: Combines the accumulation with the next value.
    /// - Returns: A producer of the running accumulations.
    public func scan(_ combine: @escaping (Value, Value) -> Value) -> SignalProducer<Value, Error> {
        lift { $0.scan(combine) }
    }
}
