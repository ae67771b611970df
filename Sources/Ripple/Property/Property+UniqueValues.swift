extension PropertyProtocol {
    /// A property that takes each value whose identity it has not seen before, as
    /// ReactiveSwift's `Property.uniqueValues(_:)`; built on the stream operator
    /// `uniqueValues(_:)`, applied to the property's producer.
    ///
    ///     self:   1-2-1-3-2
    ///     result: 1-2---3--
    ///
    /// The identities seen are kept for as long as the derived property lives.
    ///
    /// - Parameter transform: The identity of a value.
    /// - Returns: A derived property; it does not keep this one alive, and its producer
    ///   completes when this one is gone.
    public func uniqueValues<Identity: Hashable>(
        _ transform: @escaping (Value) -> Identity
    ) -> Property<Value> {
        Property(unsafeProducer: producer.uniqueValues(transform))
    }
}

extension PropertyProtocol where Value: Hashable {
    /// A property that takes each value it has not seen before, as ReactiveSwift's
    /// `Property.uniqueValues()`; built on `uniqueValues(_:)`.
    ///
    ///     self:   1-2-1-3-2
    ///     result: 1-2---3--
    ///
    /// - Returns: A derived property; it does not keep this one alive.
    public func uniqueValues() -> Property<Value> {
        uniqueValues { $0 }
    }
}
