extension PropertyProtocol where Value == Bool {
    /// A property of the inverse of this property's value.
    ///
    ///     self:   t---f---t
    ///     result: f---t---f
    ///
    /// <!-- context
    /// let isFormValid = MutableProperty(false)
    /// -->
    /// ```swift fragment
    /// let isSubmitHidden = isFormValid.negate()
    /// ```
    ///
    /// - Returns: A derived property; it does not keep this one alive.
    public func negate() -> Property<Bool> {
        map { !$0 }
    }

    /// A property of `self && other`, updated when either changes.
    ///
    ///     self:   t-----f---
    ///     other:  t--f-----t
    ///     result: t--f--f--f
    ///
    /// - Parameter other: The other Boolean property.
    /// - Returns: A derived property; it does not keep either property alive.
    public func and<P: PropertyProtocol>(_ other: P) -> Property<Bool> where P.Value == Bool {
        Property(unsafeProducer: producer.and(other.producer))
    }

    /// A property of `self || other`, updated when either changes.
    ///
    ///     self:   f-----t---
    ///     other:  f--t-----f
    ///     result: f--t--t--t
    ///
    /// - Parameter other: The other Boolean property.
    /// - Returns: A derived property; it does not keep either property alive.
    public func or<P: PropertyProtocol>(_ other: P) -> Property<Bool> where P.Value == Bool {
        Property(unsafeProducer: producer.or(other.producer))
    }

    /// A property of whether every property in `properties` holds `true`, updated when any
    /// changes: `Property.all([isEmailValid, isPasswordValid])`.
    ///
    ///     p[0]:   t-----f-----t
    ///     p[1]:   t--t--------
    ///     result: t--t--f-----t
    ///
    /// As in ReactiveSwift, the property of an empty collection is a constant `true`.
    ///
    /// - Parameter properties: The Boolean properties.
    /// - Returns: A derived property; it does not keep the properties alive.
    public static func all<P: PropertyProtocol, Properties: Collection>(
        _ properties: Properties
    ) -> Property<Bool> where P.Value == Bool, Properties.Element == P {
        Property(unsafeProducer: SignalProducer.all(properties.map(\.producer)))
    }

    /// The variadic form of `all(_:)`: `Property.all(isEmailValid, isPasswordValid)`.
    ///
    ///     a:      t-----f---
    ///     b:      t--t------
    ///     result: t--t--f---
    ///
    /// - Parameter properties: The Boolean properties.
    /// - Returns: A derived property; it does not keep the properties alive.
    public static func all<P: PropertyProtocol>(_ properties: P...) -> Property<Bool>
    where P.Value == Bool {
        all(properties)
    }

    /// A property of whether any property in `properties` holds `true`, updated when any
    /// changes.
    ///
    ///     p[0]:   f-----t-----f
    ///     p[1]:   f--f--------
    ///     result: f--f--t-----f
    ///
    /// As in ReactiveSwift, the property of an empty collection is a constant `false`.
    ///
    /// - Parameter properties: The Boolean properties.
    /// - Returns: A derived property; it does not keep the properties alive.
    public static func any<P: PropertyProtocol, Properties: Collection>(
        _ properties: Properties
    ) -> Property<Bool> where P.Value == Bool, Properties.Element == P {
        Property(unsafeProducer: SignalProducer.any(properties.map(\.producer)))
    }

    /// The variadic form of `any(_:)`.
    ///
    ///     a:      f-----t---
    ///     b:      f--f------
    ///     result: f--f--t---
    ///
    /// - Parameter properties: The Boolean properties.
    /// - Returns: A derived property; it does not keep the properties alive.
    public static func any<P: PropertyProtocol>(_ properties: P...) -> Property<Bool>
    where P.Value == Bool {
        any(properties)
    }
}
