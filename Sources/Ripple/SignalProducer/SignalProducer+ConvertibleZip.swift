// `SignalProducer.zip` of 3 to 10 streams of any producer-convertible type (properties,
// signals, producers), as ReactiveSwift's generic forms; each forwards to the producer form.
// All-producer arguments pick the producer form, which is more specific.

extension SignalProducer {
    /// `SignalProducer.zip` of three producer-convertible streams of one error type, as
    /// ReactiveSwift's; built on the producer form.
    ///
    ///     inputs: -1-x-p---2-y-q-|
    ///     result: -----1xp-----2yq|
    ///
    /// - Parameters:
    ///   - a: The first stream.
    ///   - b: The second stream.
    ///   - c: The third stream.
    /// - Returns: A producer of tuples, the nth value of each.
    @inlinable
    public static func zip<
        A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible
    >(
        _ a: A, _ b: B, _ c: C
    ) -> SignalProducer<(Value, B.Value, C.Value), Error>
    where A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error {
        zip(a.producer, b.producer, c.producer)
    }

    /// `SignalProducer.zip` of four producer-convertible streams of one error type, as
    /// ReactiveSwift's; built on the producer form.
    ///
    ///     inputs: -1-x-p---2-y-q-|
    ///     result: -----1xp-----2yq|
    ///
    /// - Parameters:
    ///   - a: The first stream.
    ///   - b: The second stream.
    ///   - c: The third stream.
    ///   - d: The fourth stream.
    /// - Returns: A producer of tuples, the nth value of each.
    @inlinable
    public static func zip<
        A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible,
        D: SignalProducerConvertible
    >(
        _ a: A, _ b: B, _ c: C, _ d: D
    ) -> SignalProducer<(Value, B.Value, C.Value, D.Value), Error>
    where A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error {
        zip(a.producer, b.producer, c.producer, d.producer)
    }

    /// `SignalProducer.zip` of five producer-convertible streams of one error type, as
    /// ReactiveSwift's; built on the producer form.
    ///
    ///     inputs: -1-x-p---2-y-q-|
    ///     result: -----1xp-----2yq|
    ///
    /// - Parameters:
    ///   - a: The first stream.
    ///   - b: The second stream.
    ///   - c: The third stream.
    ///   - d: The fourth stream.
    ///   - e: The fifth stream.
    /// - Returns: A producer of tuples, the nth value of each.
    @inlinable
    public static func zip<
        A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible,
        D: SignalProducerConvertible, E: SignalProducerConvertible
    >(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E
    ) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value), Error>
    where
        A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error,
        E.Error == Error
    {
        zip(a.producer, b.producer, c.producer, d.producer, e.producer)
    }

    /// `SignalProducer.zip` of six producer-convertible streams of one error type, as
    /// ReactiveSwift's; built on the producer form.
    ///
    ///     inputs: -1-x-p---2-y-q-|
    ///     result: -----1xp-----2yq|
    ///
    /// - Parameters:
    ///   - a: The first stream.
    ///   - b: The second stream.
    ///   - c: The third stream.
    ///   - d: The fourth stream.
    ///   - e: The fifth stream.
    ///   - f: The sixth stream.
    /// - Returns: A producer of tuples, the nth value of each.
    @inlinable
    public static func zip<
        A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible,
        D: SignalProducerConvertible, E: SignalProducerConvertible, F: SignalProducerConvertible
    >(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F
    ) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value), Error>
    where
        A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error,
        E.Error == Error, F.Error == Error
    {
        zip(a.producer, b.producer, c.producer, d.producer, e.producer, f.producer)
    }

    /// `SignalProducer.zip` of seven producer-convertible streams of one error type, as
    /// ReactiveSwift's; built on the producer form.
    ///
    ///     inputs: -1-x-p---2-y-q-|
    ///     result: -----1xp-----2yq|
    ///
    /// - Parameters:
    ///   - a: The first stream.
    ///   - b: The second stream.
    ///   - c: The third stream.
    ///   - d: The fourth stream.
    ///   - e: The fifth stream.
    ///   - f: The sixth stream.
    ///   - g: The seventh stream.
    /// - Returns: A producer of tuples, the nth value of each.
    @inlinable
    public static func zip<
        A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible,
        D: SignalProducerConvertible, E: SignalProducerConvertible, F: SignalProducerConvertible,
        G: SignalProducerConvertible
    >(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G
    ) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value), Error>
    where
        A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error,
        E.Error == Error, F.Error == Error, G.Error == Error
    {
        zip(a.producer, b.producer, c.producer, d.producer, e.producer, f.producer, g.producer)
    }

    /// `SignalProducer.zip` of eight producer-convertible streams of one error type, as
    /// ReactiveSwift's; built on the producer form.
    ///
    ///     inputs: -1-x-p---2-y-q-|
    ///     result: -----1xp-----2yq|
    ///
    /// - Parameters:
    ///   - a: The first stream.
    ///   - b: The second stream.
    ///   - c: The third stream.
    ///   - d: The fourth stream.
    ///   - e: The fifth stream.
    ///   - f: The sixth stream.
    ///   - g: The seventh stream.
    ///   - h: The eighth stream.
    /// - Returns: A producer of tuples, the nth value of each.
    @inlinable
    public static func zip<
        A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible,
        D: SignalProducerConvertible, E: SignalProducerConvertible, F: SignalProducerConvertible,
        G: SignalProducerConvertible, H: SignalProducerConvertible
    >(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H
    ) -> SignalProducer<
        (Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value), Error
    >
    where
        A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error,
        E.Error == Error, F.Error == Error, G.Error == Error, H.Error == Error
    {
        zip(
            a.producer, b.producer, c.producer, d.producer, e.producer, f.producer, g.producer,
            h.producer)
    }

    /// `SignalProducer.zip` of nine producer-convertible streams of one error type, as
    /// ReactiveSwift's; built on the producer form.
    ///
    ///     inputs: -1-x-p---2-y-q-|
    ///     result: -----1xp-----2yq|
    ///
    /// - Parameters:
    ///   - a: The first stream.
    ///   - b: The second stream.
    ///   - c: The third stream.
    ///   - d: The fourth stream.
    ///   - e: The fifth stream.
    ///   - f: The sixth stream.
    ///   - g: The seventh stream.
    ///   - h: The eighth stream.
    ///   - i: The ninth stream.
    /// - Returns: A producer of tuples, the nth value of each.
    @inlinable
    public static func zip<
        A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible,
        D: SignalProducerConvertible, E: SignalProducerConvertible, F: SignalProducerConvertible,
        G: SignalProducerConvertible, H: SignalProducerConvertible, I: SignalProducerConvertible
    >(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I
    ) -> SignalProducer<
        (Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value), Error
    >
    where
        A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error,
        E.Error == Error, F.Error == Error, G.Error == Error, H.Error == Error, I.Error == Error
    {
        zip(
            a.producer, b.producer, c.producer, d.producer, e.producer, f.producer, g.producer,
            h.producer, i.producer)
    }

    /// `SignalProducer.zip` of ten producer-convertible streams of one error type, as
    /// ReactiveSwift's; built on the producer form.
    ///
    ///     inputs: -1-x-p---2-y-q-|
    ///     result: -----1xp-----2yq|
    ///
    /// - Parameters:
    ///   - a: The first stream.
    ///   - b: The second stream.
    ///   - c: The third stream.
    ///   - d: The fourth stream.
    ///   - e: The fifth stream.
    ///   - f: The sixth stream.
    ///   - g: The seventh stream.
    ///   - h: The eighth stream.
    ///   - i: The ninth stream.
    ///   - j: The tenth stream.
    /// - Returns: A producer of tuples, the nth value of each.
    @inlinable
    public static func zip<
        A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible,
        D: SignalProducerConvertible, E: SignalProducerConvertible, F: SignalProducerConvertible,
        G: SignalProducerConvertible, H: SignalProducerConvertible, I: SignalProducerConvertible,
        J: SignalProducerConvertible
    >(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I, _ j: J
    ) -> SignalProducer<
        (Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value, J.Value),
        Error
    >
    where
        A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error,
        E.Error == Error, F.Error == Error, G.Error == Error, H.Error == Error, I.Error == Error,
        J.Error == Error
    {
        zip(
            a.producer, b.producer, c.producer, d.producer, e.producer, f.producer, g.producer,
            h.producer, i.producer, j.producer)
    }
}
