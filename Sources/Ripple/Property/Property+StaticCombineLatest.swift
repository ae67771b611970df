// ReactiveSwift's static `combineLatest` of 2 to 10 properties, built on the producer forms.

extension PropertyProtocol {
    /// A property of the latest values of two properties, as ReactiveSwift's
    /// `Property.combineLatest`; built on `SignalProducer.combineLatest`.
    ///
    ///     a:      1-----2-----
    ///     b:      x--y--------
    ///     result: 1x-1y-2y----
    ///
    /// <!-- context
    /// let width = MutableProperty(1)
    /// let height = MutableProperty(2)
    /// -->
    /// ```swift fragment
    /// let size = Property.combineLatest(width, height)  // (Int, Int)
    /// ```
    ///
    /// - Parameters:
    ///   - a: The first property.
    ///   - b: The second property.
    /// - Returns: A derived property; it does not keep the inputs alive.
    public static func combineLatest<A: PropertyProtocol, B: PropertyProtocol>(
        _ a: A, _ b: B
    ) -> Property<(Value, B.Value)> where A.Value == Value {
        Property(unsafeProducer: SignalProducer.combineLatest(a.producer, b.producer))
    }

    /// A property of the latest values of three properties, as ReactiveSwift's
    /// `Property.combineLatest`; built on `SignalProducer.combineLatest`.
    ///
    ///     inputs: each property's current value, then its changes
    ///     result: the tuple of current values, then a tuple per change
    ///
    /// It holds the tuple of the current values from the start.
    ///
    /// - Parameters:
    ///   - a: The first property.
    ///   - b: The second property.
    ///   - c: The third property.
    /// - Returns: A derived property; it does not keep the inputs alive.
    public static func combineLatest<A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol>(
        _ a: A, _ b: B, _ c: C
    ) -> Property<(Value, B.Value, C.Value)> where A.Value == Value {
        Property(unsafeProducer: SignalProducer.combineLatest(a.producer, b.producer, c.producer))
    }

    /// A property of the latest values of four properties, as ReactiveSwift's
    /// `Property.combineLatest`; built on `SignalProducer.combineLatest`.
    ///
    ///     inputs: each property's current value, then its changes
    ///     result: the tuple of current values, then a tuple per change
    ///
    /// It holds the tuple of the current values from the start.
    ///
    /// - Parameters:
    ///   - a: The first property.
    ///   - b: The second property.
    ///   - c: The third property.
    ///   - d: The fourth property.
    /// - Returns: A derived property; it does not keep the inputs alive.
    public static func combineLatest<
        A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol
    >(
        _ a: A, _ b: B, _ c: C, _ d: D
    ) -> Property<(Value, B.Value, C.Value, D.Value)> where A.Value == Value {
        Property(
            unsafeProducer: SignalProducer.combineLatest(
                a.producer, b.producer, c.producer, d.producer))
    }

    /// A property of the latest values of five properties, as ReactiveSwift's
    /// `Property.combineLatest`; built on `SignalProducer.combineLatest`.
    ///
    ///     inputs: each property's current value, then its changes
    ///     result: the tuple of current values, then a tuple per change
    ///
    /// It holds the tuple of the current values from the start.
    ///
    /// - Parameters:
    ///   - a: The first property.
    ///   - b: The second property.
    ///   - c: The third property.
    ///   - d: The fourth property.
    ///   - e: The fifth property.
    /// - Returns: A derived property; it does not keep the inputs alive.
    public static func combineLatest<
        A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol,
        E: PropertyProtocol
    >(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E
    ) -> Property<(Value, B.Value, C.Value, D.Value, E.Value)> where A.Value == Value {
        Property(
            unsafeProducer: SignalProducer.combineLatest(
                a.producer, b.producer, c.producer, d.producer, e.producer))
    }

    /// A property of the latest values of six properties, as ReactiveSwift's
    /// `Property.combineLatest`; built on `SignalProducer.combineLatest`.
    ///
    ///     inputs: each property's current value, then its changes
    ///     result: the tuple of current values, then a tuple per change
    ///
    /// It holds the tuple of the current values from the start.
    ///
    /// - Parameters:
    ///   - a: The first property.
    ///   - b: The second property.
    ///   - c: The third property.
    ///   - d: The fourth property.
    ///   - e: The fifth property.
    ///   - f: The sixth property.
    /// - Returns: A derived property; it does not keep the inputs alive.
    public static func combineLatest<
        A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol,
        E: PropertyProtocol, F: PropertyProtocol
    >(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F
    ) -> Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value)> where A.Value == Value {
        Property(
            unsafeProducer: SignalProducer.combineLatest(
                a.producer, b.producer, c.producer, d.producer, e.producer, f.producer))
    }

    /// A property of the latest values of seven properties, as ReactiveSwift's
    /// `Property.combineLatest`; built on `SignalProducer.combineLatest`.
    ///
    ///     inputs: each property's current value, then its changes
    ///     result: the tuple of current values, then a tuple per change
    ///
    /// It holds the tuple of the current values from the start.
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
    public static func combineLatest<
        A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol,
        E: PropertyProtocol, F: PropertyProtocol, G: PropertyProtocol
    >(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G
    ) -> Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value)>
    where A.Value == Value {
        Property(
            unsafeProducer: SignalProducer.combineLatest(
                a.producer, b.producer, c.producer, d.producer, e.producer, f.producer, g.producer))
    }

    /// A property of the latest values of eight properties, as ReactiveSwift's
    /// `Property.combineLatest`; built on `SignalProducer.combineLatest`.
    ///
    ///     inputs: each property's current value, then its changes
    ///     result: the tuple of current values, then a tuple per change
    ///
    /// It holds the tuple of the current values from the start.
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
    public static func combineLatest<
        A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol,
        E: PropertyProtocol, F: PropertyProtocol, G: PropertyProtocol, H: PropertyProtocol
    >(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H
    ) -> Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value)>
    where A.Value == Value {
        Property(
            unsafeProducer: SignalProducer.combineLatest(
                a.producer, b.producer, c.producer, d.producer, e.producer, f.producer, g.producer,
                h.producer))
    }

    /// A property of the latest values of nine properties, as ReactiveSwift's
    /// `Property.combineLatest`; built on `SignalProducer.combineLatest`.
    ///
    ///     inputs: each property's current value, then its changes
    ///     result: the tuple of current values, then a tuple per change
    ///
    /// It holds the tuple of the current values from the start.
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
    public static func combineLatest<
        A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol,
        E: PropertyProtocol, F: PropertyProtocol, G: PropertyProtocol, H: PropertyProtocol,
        I: PropertyProtocol
    >(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I
    ) -> Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value)>
    where A.Value == Value {
        Property(
            unsafeProducer: SignalProducer.combineLatest(
                a.producer, b.producer, c.producer, d.producer, e.producer, f.producer, g.producer,
                h.producer, i.producer))
    }

    /// A property of the latest values of ten properties, as ReactiveSwift's
    /// `Property.combineLatest`; built on `SignalProducer.combineLatest`.
    ///
    ///     inputs: each property's current value, then its changes
    ///     result: the tuple of current values, then a tuple per change
    ///
    /// It holds the tuple of the current values from the start.
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
    public static func combineLatest<
        A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol,
        E: PropertyProtocol, F: PropertyProtocol, G: PropertyProtocol, H: PropertyProtocol,
        I: PropertyProtocol, J: PropertyProtocol
    >(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I, _ j: J
    ) -> Property<
        (Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value, J.Value)
    > where A.Value == Value {
        Property(
            unsafeProducer: SignalProducer.combineLatest(
                a.producer, b.producer, c.producer, d.producer, e.producer, f.producer, g.producer,
                h.producer, i.producer, j.producer))
    }
}
