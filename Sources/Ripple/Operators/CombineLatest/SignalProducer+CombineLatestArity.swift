// combineLatest of 3 to 10 producers, built like the signal forms.

extension SignalProducer {
    /// Combines the latest values of three producers; see `combineLatest(with:)`.
    ///
    ///     a, b, c: -1-x-p---2-|
    ///     result:  -----1xp-2xp-|
    ///
    /// - Parameters:
    ///   - a: The first input.
    ///   - b: The second input.
    ///   - c: The third input.
    /// - Returns: A producer of tuples of the latest values; the inputs start in order.
    @inlinable
    public static func combineLatest<B, C>(
        _ a: SignalProducer<Value, Error>, _ b: SignalProducer<B, Error>,
        _ c: SignalProducer<C, Error>
    ) -> SignalProducer<(Value, B, C), Error> {
        combineLatest(a, b).combineLatest(with: c).map { ($0.0, $0.1, $1) }
    }

    /// Combines the latest values of four producers; see `combineLatest(with:)`.
    ///
    ///     inputs: -1-x-p-q---|
    ///     result: -------1xpq|
    ///
    /// - Parameters:
    ///   - a: The first input.
    ///   - b: The second input.
    ///   - c: The third input.
    ///   - d: The fourth input.
    /// - Returns: A producer of tuples of the latest values; the inputs start in order.
    @inlinable
    public static func combineLatest<B, C, D>(
        _ a: SignalProducer<Value, Error>, _ b: SignalProducer<B, Error>,
        _ c: SignalProducer<C, Error>, _ d: SignalProducer<D, Error>
    ) -> SignalProducer<(Value, B, C, D), Error> {
        combineLatest(a, b, c).combineLatest(with: d).map { ($0.0, $0.1, $0.2, $1) }
    }

    /// Combines the latest values of five producers; see `combineLatest(with:)`.
    ///
    ///     inputs: -1-2-3-4-5--|
    ///     result: ---------12345|
    ///
    /// - Parameters:
    ///   - a: The first input.
    ///   - b: The second input.
    ///   - c: The third input.
    ///   - d: The fourth input.
    ///   - e: The fifth input.
    /// - Returns: A producer of tuples of the latest values; the inputs start in order.
    @inlinable
    public static func combineLatest<B, C, D, E>(
        _ a: SignalProducer<Value, Error>, _ b: SignalProducer<B, Error>,
        _ c: SignalProducer<C, Error>,
        _ d: SignalProducer<D, Error>, _ e: SignalProducer<E, Error>
    ) -> SignalProducer<(Value, B, C, D, E), Error> {
        combineLatest(a, b, c, d).combineLatest(with: e).map { ($0.0, $0.1, $0.2, $0.3, $1) }
    }

    /// Combines the latest values of six producers; see `combineLatest(with:)`.
    ///
    ///     inputs: -1-2-3-4-5-6--|
    ///     result: -----------123456|
    ///
    /// - Parameters:
    ///   - a: The first input.
    ///   - b: The second input.
    ///   - c: The third input.
    ///   - d: The fourth input.
    ///   - e: The fifth input.
    ///   - f: The sixth input.
    /// - Returns: A producer of tuples of the latest values; the inputs start in order.
    @inlinable
    public static func combineLatest<B, C, D, E, F>(
        _ a: SignalProducer<Value, Error>, _ b: SignalProducer<B, Error>,
        _ c: SignalProducer<C, Error>,
        _ d: SignalProducer<D, Error>, _ e: SignalProducer<E, Error>, _ f: SignalProducer<F, Error>
    ) -> SignalProducer<(Value, B, C, D, E, F), Error> {
        combineLatest(a, b, c, d, e).combineLatest(with: f)
            .map { ($0.0, $0.1, $0.2, $0.3, $0.4, $1) }
    }

    /// Combines the latest values of seven producers; see `combineLatest(with:)`.
    ///
    ///     inputs: -1-2-3-4-5-6-7--|
    ///     result: -------------1234567|
    ///
    /// - Parameters:
    ///   - a: The first input.
    ///   - b: The second input.
    ///   - c: The third input.
    ///   - d: The fourth input.
    ///   - e: The fifth input.
    ///   - f: The sixth input.
    ///   - g: The seventh input.
    /// - Returns: A producer of tuples of the latest values; the inputs start in order.
    @inlinable
    public static func combineLatest<B, C, D, E, F, G>(
        _ a: SignalProducer<Value, Error>, _ b: SignalProducer<B, Error>,
        _ c: SignalProducer<C, Error>,
        _ d: SignalProducer<D, Error>, _ e: SignalProducer<E, Error>, _ f: SignalProducer<F, Error>,
        _ g: SignalProducer<G, Error>
    ) -> SignalProducer<(Value, B, C, D, E, F, G), Error> {
        combineLatest(a, b, c, d, e, f).combineLatest(with: g)
            .map { ($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $1) }
    }

    /// Combines the latest values of eight producers; see `combineLatest(with:)`.
    ///
    ///     inputs: -1-2-3-4-5-6-7-8--|
    ///     result: ---------------12345678|
    ///
    /// - Parameters:
    ///   - a: The first input.
    ///   - b: The second input.
    ///   - c: The third input.
    ///   - d: The fourth input.
    ///   - e: The fifth input.
    ///   - f: The sixth input.
    ///   - g: The seventh input.
    ///   - h: The eighth input.
    /// - Returns: A producer of tuples of the latest values; the inputs start in order.
    @inlinable
    public static func combineLatest<B, C, D, E, F, G, H>(
        _ a: SignalProducer<Value, Error>, _ b: SignalProducer<B, Error>,
        _ c: SignalProducer<C, Error>,
        _ d: SignalProducer<D, Error>, _ e: SignalProducer<E, Error>, _ f: SignalProducer<F, Error>,
        _ g: SignalProducer<G, Error>,
        _ h: SignalProducer<H, Error>
    ) -> SignalProducer<(Value, B, C, D, E, F, G, H), Error> {
        combineLatest(a, b, c, d, e, f, g).combineLatest(with: h)
            .map { ($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $1) }
    }

    /// Combines the latest values of nine producers; see `combineLatest(with:)`.
    ///
    ///     inputs: -1-2-3-4-5-6-7-8-9--|
    ///     result: -----------------123456789|
    ///
    /// - Parameters:
    ///   - a: The first input.
    ///   - b: The second input.
    ///   - c: The third input.
    ///   - d: The fourth input.
    ///   - e: The fifth input.
    ///   - f: The sixth input.
    ///   - g: The seventh input.
    ///   - h: The eighth input.
    ///   - i: The ninth input.
    /// - Returns: A producer of tuples of the latest values; the inputs start in order.
    @inlinable
    public static func combineLatest<B, C, D, E, F, G, H, I>(
        _ a: SignalProducer<Value, Error>, _ b: SignalProducer<B, Error>,
        _ c: SignalProducer<C, Error>,
        _ d: SignalProducer<D, Error>, _ e: SignalProducer<E, Error>, _ f: SignalProducer<F, Error>,
        _ g: SignalProducer<G, Error>,
        _ h: SignalProducer<H, Error>, _ i: SignalProducer<I, Error>
    ) -> SignalProducer<(Value, B, C, D, E, F, G, H, I), Error> {
        combineLatest(a, b, c, d, e, f, g, h).combineLatest(with: i)
            .map { ($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7, $1) }
    }

    /// Combines the latest values of ten producers; see `combineLatest(with:)`.
    ///
    ///     inputs: -0-1-2-3-4-5-6-7-8-9--|
    ///     result: -------------------0123456789|
    ///
    /// - Parameters:
    ///   - a: The first input.
    ///   - b: The second input.
    ///   - c: The third input.
    ///   - d: The fourth input.
    ///   - e: The fifth input.
    ///   - f: The sixth input.
    ///   - g: The seventh input.
    ///   - h: The eighth input.
    ///   - i: The ninth input.
    ///   - j: The tenth input.
    /// - Returns: A producer of tuples of the latest values; the inputs start in order.
    @inlinable
    public static func combineLatest<B, C, D, E, F, G, H, I, J>(
        _ a: SignalProducer<Value, Error>, _ b: SignalProducer<B, Error>,
        _ c: SignalProducer<C, Error>,
        _ d: SignalProducer<D, Error>, _ e: SignalProducer<E, Error>, _ f: SignalProducer<F, Error>,
        _ g: SignalProducer<G, Error>,
        _ h: SignalProducer<H, Error>, _ i: SignalProducer<I, Error>, _ j: SignalProducer<J, Error>
    ) -> SignalProducer<(Value, B, C, D, E, F, G, H, I, J), Error> {
        combineLatest(a, b, c, d, e, f, g, h, i).combineLatest(with: j)
            .map { ($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7, $0.8, $1) }
    }
}
