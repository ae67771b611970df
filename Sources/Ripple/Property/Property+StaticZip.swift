// ReactiveSwift's static `zip` of 2 to 10 properties, built on the producer forms.

extension PropertyProtocol {
    /// A property of the values of two properties matched by position, as
    /// ReactiveSwift's `Property.zip`; built on `SignalProducer.zip`.
    ///
    ///     a:      1-----2--3-----
    ///     b:      x--y--------z--
    ///     result: 1x----2y----3z-
    ///
    /// It starts with the tuple of the current values; later changes wait for partners.
    ///
    /// - Parameters:
    ///   - a: The first property.
    ///   - b: The second property.
    /// - Returns: A derived property; it does not keep the inputs alive.
    public static func zip<A: PropertyProtocol, B: PropertyProtocol>(
        _ a: A, _ b: B
    ) -> Property<(Value, B.Value)> where A.Value == Value {
        Property(unsafeProducer: SignalProducer.zip(a.producer, b.producer))
    }

    /// A property of the values of three properties matched by position, as
    /// ReactiveSwift's `Property.zip`; built on `SignalProducer.zip`.
    ///
    ///     inputs: each property's current value, then its changes
    ///     result: the tuple of current values, then one tuple per change of every input
    ///
    /// It starts with the tuple of the current values; later changes wait for partners.
    ///
    /// - Parameters:
    ///   - a: The first property.
    ///   - b: The second property.
    ///   - c: The third property.
    /// - Returns: A derived property; it does not keep the inputs alive.
    public static func zip<A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol>(
        _ a: A, _ b: B, _ c: C
    ) -> Property<(Value, B.Value, C.Value)> where A.Value == Value {
        Property(unsafeProducer: SignalProducer.zip(a.producer, b.producer, c.producer))
    }

    /// A property of the values of four properties matched by position, as
    /// ReactiveSwift's `Property.zip`; built on `SignalProducer.zip`.
    ///
    ///     inputs: each property's current value, then its changes
    ///     result: the tuple of current values, then one tuple per change of every input
    ///
    /// It starts with the tuple of the current values; later changes wait for partners.
    ///
    /// - Parameters:
    ///   - a: The first property.
    ///   - b: The second property.
    ///   - c: The third property.
    ///   - d: The fourth property.
    /// - Returns: A derived property; it does not keep the inputs alive.
    public static func zip<
        A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol
    >(
        _ a: A, _ b: B, _ c: C, _ d: D
    ) -> Property<(Value, B.Value, C.Value, D.Value)> where A.Value == Value {
        Property(unsafeProducer: SignalProducer.zip(a.producer, b.producer, c.producer, d.producer))
    }

    /// A property of the values of five properties matched by position, as
    /// ReactiveSwift's `Property.zip`; built on `SignalProducer.zip`.
    ///
    ///     inputs: each property's current value, then its changes
    ///     result: the tuple of current values, then one tuple per change of every input
    ///
    /// It starts with the tuple of the current values; later changes wait for partners.
    ///
    /// - Parameters:
    ///   - a: The first property.
    ///   - b: The second property.
    ///   - c: The third property.
    ///   - d: The fourth property.
    ///   - e: The fifth property.
    /// - Returns: A derived property; it does not keep the inputs alive.
    public static func zip<
        A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol,
        E: PropertyProtocol
    >(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E
    ) -> Property<(Value, B.Value, C.Value, D.Value, E.Value)> where A.Value == Value {
        Property(
            unsafeProducer: SignalProducer.zip(
                a.producer, b.producer, c.producer, d.producer, e.producer))
    }

    /// A property of the values of six properties matched by position, as
    /// ReactiveSwift's `Property.zip`; built on `SignalProducer.zip`.
    ///
    ///     inputs: each property's current value, then its changes
    ///     result: the tuple of current values, then one tuple per change of every input
    ///
    /// It starts with the tuple of the current values; later changes wait for partners.
    ///
    /// - Parameters:
    ///   - a: The first property.
    ///   - b: The second property.
    ///   - c: The third property.
    ///   - d: The fourth property.
    ///   - e: The fifth property.
    ///   - f: The sixth property.
    /// - Returns: A derived property; it does not keep the inputs alive.
    public static func zip<
        A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol,
        E: PropertyProtocol, F: PropertyProtocol
    >(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F
    ) -> Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value)> where A.Value == Value {
        Property(
            unsafeProducer: SignalProducer.zip(
                a.producer, b.producer, c.producer, d.producer, e.producer, f.producer))
    }

    /// A property of the values of seven properties matched by position, as
    /// ReactiveSwift's `Property.zip`; built on `SignalProducer.zip`.
    ///
    ///     inputs: each property's current value, then its changes
    ///     result: the tuple of current values, then one tuple per change of every input
    ///
    /// It starts with the tuple of the current values; later changes wait for partners.
    ///
    /// - Parameters:
    ///   - a: The first property.
    ///   - b: The second property.
    ///   - c: The third property.
    ///   - d: The fourth property.
    ///   - e: The fifth property.
    ///   - f: The sixth property.
    ///   - g: The seventh property.
    /// - Returns: A derived property; it does not keep the inputs alive.
    public static func zip<
        A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol,
        E: PropertyProtocol, F: PropertyProtocol, G: PropertyProtocol
    >(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G
    ) -> Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value)>
    where A.Value == Value {
        Property(
            unsafeProducer: SignalProducer.zip(
                a.producer, b.producer, c.producer, d.producer, e.producer, f.producer, g.producer))
    }

    /// A property of the values of eight properties matched by position, as
    /// ReactiveSwift's `Property.zip`; built on `SignalProducer.zip`.
    ///
    ///     inputs: each property's current value, then its changes
    ///     result: the tuple of current values, then one tuple per change of every input
    ///
    /// It starts with the tuple of the current values; later changes wait for partners.
    ///
    /// - Parameters:
    ///   - a: The first property.
    ///   - b: The second property.
    ///   - c: The third property.
    ///   - d: The fourth property.
    ///   - e: The fifth property.
    ///   - f: The sixth property.
    ///   - g: The seventh property.
    ///   - h: The eighth property.
    /// - Returns: A derived property; it does not keep the inputs alive.
    public static func zip<
        A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol,
        E: PropertyProtocol, F: PropertyProtocol, G: PropertyProtocol, H: PropertyProtocol
    >(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H
    ) -> Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value)>
    where A.Value == Value {
        Property(
            unsafeProducer: SignalProducer.zip(
                a.producer, b.producer, c.producer, d.producer, e.producer, f.producer, g.producer,
                h.producer))
    }

    /// A property of the values of nine properties matched by position, as
    /// ReactiveSwift's `Property.zip`; built on `SignalProducer.zip`.
    ///
    ///     inputs: each property's current value, then its changes
    ///     result: the tuple of current values, then one tuple per change of every input
    ///
    /// It starts with the tuple of the current values; later changes wait for partners.
    ///
    /// - Parameters:
    ///   - a: The first property.
    ///   - b: The second property.
    ///   - c: The third property.
    ///   - d: The fourth property.
    ///   - e: The fifth property.
    ///   - f: The sixth property.
    ///   - g: The seventh property.
    ///   - h: The eighth property.
    ///   - i: The ninth property.
    /// - Returns: A derived property; it does not keep the inputs alive.
    public static func zip<
        A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol,
        E: PropertyProtocol, F: PropertyProtocol, G: PropertyProtocol, H: PropertyProtocol,
        I: PropertyProtocol
    >(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I
    ) -> Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value)>
    where A.Value == Value {
        Property(
            unsafeProducer: SignalProducer.zip(
                a.producer, b.producer, c.producer, d.producer, e.producer, f.producer, g.producer,
                h.producer, i.producer))
    }

    /// A property of the values of ten properties matched by position, as
    /// ReactiveSwift's `Property.zip`; built on `SignalProducer.zip`.
    ///
    ///     inputs: each property's current value, then its changes
    ///     result: the tuple of current values, then one tuple per change of every input
    ///
    /// It starts with the tuple of the current values; later changes wait for partners.
    ///
    /// - Parameters:
    ///   - a: The first property.
    ///   - b: The second property.
    ///   - c: The third property.
    ///   - d: The fourth property.
    ///   - e: The fifth property.
    ///   - f: The sixth property.
    ///   - g: The seventh property.
    ///   - h: The eighth property.
    ///   - i: The ninth property.
    ///   - j: The tenth property.
    /// - Returns: A derived property; it does not keep the inputs alive.
    public static func zip<
        A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol,
        E: PropertyProtocol, F: PropertyProtocol, G: PropertyProtocol, H: PropertyProtocol,
        I: PropertyProtocol, J: PropertyProtocol
    >(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I, _ j: J
    ) -> Property<
        (Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value, J.Value)
    > where A.Value == Value {
        Property(
            unsafeProducer: SignalProducer.zip(
                a.producer, b.producer, c.producer, d.producer, e.producer, f.producer, g.producer,
                h.producer, i.producer, j.producer))
    }
}
