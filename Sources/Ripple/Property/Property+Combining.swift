extension PropertyProtocol {
    /// A property of the pairs of this property's values and `other`'s, matched by position.
    ///
    ///     self:   1-----2--3-----
    ///     other:  a--b--------c--
    ///     result: 1a----2b----3c-
    ///
    /// It starts with the pair of both current values; later changes wait for a partner.
    ///
    /// - Parameter other: The property to zip with.
    /// - Returns: A derived property; it does not keep either property alive.
    public func zip<P: PropertyProtocol>(with other: P) -> Property<(Value, P.Value)> {
        Property(unsafeProducer: producer.zip(with: other.producer))
    }

    /// A property of this property's values that pass `predicate`, starting from `initial`
    /// when the current value does not pass.
    ///
    ///     self:   1--0--2--0--3
    ///     result: 1-----2-----3   (initial: 0, predicate: { $0 > 0 })
    ///
    /// - Parameters:
    ///   - initial: The value until a value passes `predicate`.
    ///   - predicate: Whether a value is taken.
    /// - Returns: A derived property; it does not keep this one alive.
    public func filter(initial: Value, _ predicate: @escaping (Value) -> Bool) -> Property<Value> {
        Property(initial: initial, then: producer.filter(predicate))
    }

    /// A property of each value paired with the one before it; the current value is paired
    /// with `initial`.
    ///
    ///     self:   1------2------3
    ///     result: (0,1)--(1,2)--(2,3)   (initial: 0)
    ///
    /// - Parameter initial: The "previous" value of the current value.
    /// - Returns: A derived property; it does not keep this one alive.
    public func combinePrevious(_ initial: Value) -> Property<(Value, Value)> {
        Property(unsafeProducer: producer.combinePrevious(initial))
    }

    /// A property of the value of the property that `transform` makes from this property's
    /// value, flattened by `strategy`.
    ///
    ///     self:    a---------b------
    ///     inner a: 1--2---3
    ///     inner b:           7--8
    ///     result:  1--2------7--8---   (.latest)
    ///
    /// - Parameters:
    ///   - strategy: How inner properties combine: `.latest` follows the newest one.
    ///   - transform: Makes the inner property for a value.
    /// - Returns: A derived property; it does not keep this one alive.
    public func flatMap<P: PropertyProtocol>(
        _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> P
    ) -> Property<P.Value> {
        Property(unsafeProducer: producer.flatMap(strategy) { transform($0).producer })
    }
}

extension PropertyProtocol where Value: PropertyProtocol {
    /// A property of the value of the property this property holds, flattened by `strategy`.
    ///
    ///     self:    a---------b------
    ///     inner a: 1--2---3
    ///     inner b:           7--8
    ///     result:  1--2------7--8---   (.latest)
    ///
    /// - Parameter strategy: How inner properties combine: `.latest` follows the newest one.
    /// - Returns: A derived property; it does not keep this one alive.
    public func flatten(_ strategy: FlattenStrategy) -> Property<Value.Value> {
        flatMap(strategy) { $0 }
    }
}
