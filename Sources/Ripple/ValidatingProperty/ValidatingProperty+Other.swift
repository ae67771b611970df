extension ValidatingProperty {
    /// Creates a property whose validator also reads the value of `other`, and that validates
    /// its last proposed value again each time `other` changes.
    ///
    ///     other:    x-----------y----
    ///     proposed: ---a----b--------
    ///     result:   ---✓a---✗b--✓b---   (b is valid only with y)
    ///
    /// `other` is followed, not kept alive.
    ///
    /// - Parameters:
    ///   - inner: The storage; kept alive by this property.
    ///   - other: The property the validation depends on.
    ///   - validator: Decides about a proposed value, given `other`'s value.
    public convenience init<Other: PropertyProtocol>(
        _ inner: MutableProperty<Value>,
        with other: Other,
        _ validator: @escaping (Value, Other.Value) -> Decision
    ) {
        let follower = Property(other)
        self.init(inner) { input in validator(input, follower.value) }
        follower.signal.take(during: lifetime).observeValues { [weak self] _ in
            self?.revalidate()
        }
    }

    /// Creates a property holding `initial` whose validator also reads the value of `other`;
    /// see `init(_:with:_:)` with a `MutableProperty`.
    ///
    ///     other:    x-----------y----
    ///     proposed: ---a----b--------
    ///     result:   ---✓a---✗b--✓b---
    ///
    /// - Parameters:
    ///   - initial: The first stored value.
    ///   - other: The property the validation depends on.
    ///   - validator: Decides about a proposed value, given `other`'s value.
    public convenience init<Other: PropertyProtocol>(
        _ initial: Value,
        with other: Other,
        _ validator: @escaping (Value, Other.Value) -> Decision
    ) {
        self.init(MutableProperty(initial), with: other, validator)
    }

    /// Creates a property whose validator also reads the last value proposed to `other` (valid
    /// or not), and that validates its last proposed value again each time `other`'s `result`
    /// changes: a "repeat password" field.
    ///
    ///     other proposed: p----------q----
    ///     proposed:       ---p---q--------
    ///     result:         ---✓p--✗q--✓q---   (valid when equal)
    ///
    /// Only `other.result` is kept, not `other`.
    ///
    /// - Parameters:
    ///   - inner: The storage; kept alive by this property.
    ///   - other: The validating property the validation depends on.
    ///   - validator: Decides about a proposed value, given `other`'s last proposed value.
    public convenience init<U, E>(
        _ inner: MutableProperty<Value>,
        with other: ValidatingProperty<U, E>,
        _ validator: @escaping (Value, U) -> Decision
    ) {
        let otherResult = other.result
        self.init(inner) { input in validator(input, otherResult.value.proposed) }
        otherResult.signal.take(during: lifetime).observeValues { [weak self] _ in
            self?.revalidate()
        }
    }

    /// Creates a property holding `initial` whose validator also reads the last value
    /// proposed to `other`; see `init(_:with:_:)` with a `MutableProperty`.
    ///
    ///     other proposed: p----------q----
    ///     proposed:       ---p---q--------
    ///     result:         ---✓p--✗q--✓q---
    ///
    /// - Parameters:
    ///   - initial: The first stored value.
    ///   - other: The validating property the validation depends on.
    ///   - validator: Decides about a proposed value, given `other`'s last proposed value.
    public convenience init<U, E>(
        _ initial: Value,
        with other: ValidatingProperty<U, E>,
        _ validator: @escaping (Value, U) -> Decision
    ) {
        self.init(MutableProperty(initial), with: other, validator)
    }
}
