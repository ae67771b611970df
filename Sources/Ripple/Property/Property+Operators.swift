extension PropertyProtocol {
    /// A property of the pairs of this property's value and `other`'s, updated when either
    /// changes.
    ///
    ///     self:   1-----2-----
    ///     other:  a--b-----c--
    ///     result: 1a-1b-2b-2c-
    ///
    /// - Parameter other: The property to combine with.
    /// - Returns: A derived property; it does not keep either property alive.
    public func combineLatest<P: PropertyProtocol>(with other: P) -> Property<(Value, P.Value)> {
        Property(unsafeProducer: producer.combineLatest(with: other.producer))
    }

    /// A property that changes only when `isEquivalent` says the new value differs from the
    /// previous one.
    ///
    ///     self:   1-1-2-2-1
    ///     result: 1---2---1
    ///
    /// - Parameter isEquivalent: Whether two values count as the same.
    /// - Returns: A derived property; it does not keep this one alive.
    @inlinable
    public func skipRepeats(_ isEquivalent: @escaping (Value, Value) -> Bool) -> Property<Value> {
        Property.derived(
            from: self,
            {
                SkipRepeatsPropertyCore.make(observing: $0, initial: $1, isEquivalent: isEquivalent)
            },
            orLift: { $0.skipRepeats(isEquivalent) })
    }
}

extension PropertyProtocol where Value: Equatable {
    /// A property that changes only when the value differs from the previous one.
    ///
    ///     self:   1-1-2-2-1
    ///     result: 1---2---1
    ///
    /// - Returns: A derived property; it does not keep this one alive.
    public func skipRepeats() -> Property<Value> {
        skipRepeats(==)
    }
}

extension PropertyProtocol {
    /// A property whose value is always `value`, as ReactiveSwift's `Property.map(value:)`;
    /// built on `map(_:)`.
    ///
    ///     self:   a-b-c
    ///     result: 1----
    ///
    /// - Parameter value: The constant value.
    /// - Returns: A derived property that holds `value`; its producer completes when this
    ///   property is gone.
    public func map<U>(value: U) -> Property<U> {
        map { _ in value }
    }
}
