extension SignalProducer {
    /// Kickstarter's `beginsWith(value:)`, built on `prefix(value:)`: each run sends `value`
    /// first, then the values of `self`.
    ///
    ///     self:   ---1--2-|
    ///     result: 0--1--2-|   (value: 0)
    ///
    /// - Parameter value: The value sent when a run starts.
    /// - Returns: A producer of `value`, then the values of `self`.
    public func beginsWith(value: Value) -> SignalProducer<Value, Error> {
        prefix(value: value)
    }

    /// Kickstarter's `beginsWith(values:)`, built on `prefix(_:)`: each run sends `values`
    /// first, then the values of `self`.
    ///
    ///     self:   ---1--2-|
    ///     result: ab-1--2-|   (values: [a, b])
    ///
    /// - Parameter values: The values sent when a run starts.
    /// - Returns: A producer of `values`, then the values of `self`.
    public func beginsWith(values: [Value]) -> SignalProducer<Value, Error> {
        prefix(SignalProducer(values))
    }
}
