// combineLatest of 3 to 10 inputs. Three inputs are one combining object
// (`CombineLatestTripleState`); each arity above combines the one below with one more input,
// so all of them share the same completion rules.

extension Signal {
    /// Combines the latest values of three signals; see `combineLatest(with:)`.
    ///
    ///     a, b, c: -1-x-p---2-|
    ///     result:  -----1xp-2xp-|
    ///
    /// - Parameters:
    ///   - a: The first input.
    ///   - b: The second input.
    ///   - c: The third input.
    /// - Returns: A signal of tuples of the latest values.
    @inlinable
    public static func combineLatest<B, C>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>
    ) -> Signal<(Value, B, C), Error> {
        let output = CombineLatestTripleState<Value?, B?, C?, Error>()
        let signal = output.signal
        output.attachInputs(a, b, c)
        return signal
    }

    /// Combines the latest values of four signals; see `combineLatest(with:)`.
    ///
    ///     inputs: -1-x-p-q---|
    ///     result: -------1xpq|
    ///
    /// - Parameters:
    ///   - a: The first input.
    ///   - b: The second input.
    ///   - c: The third input.
    ///   - d: The fourth input.
    /// - Returns: A signal of tuples of the latest values.
    @inlinable
    public static func combineLatest<B, C, D>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>,
        _ d: Signal<D, Error>
    ) -> Signal<(Value, B, C, D), Error> {
        combineLatest(a, b, c).combineLatest(with: d).map { ($0.0, $0.1, $0.2, $1) }
    }

    /// Combines the latest values of five signals; see `combineLatest(with:)`.
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
    /// - Returns: A signal of tuples of the latest values.
    @inlinable
    public static func combineLatest<B, C, D, E>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>,
        _ d: Signal<D, Error>, _ e: Signal<E, Error>
    ) -> Signal<(Value, B, C, D, E), Error> {
        combineLatest(a, b, c, d).combineLatest(with: e).map { ($0.0, $0.1, $0.2, $0.3, $1) }
    }

    /// Combines the latest values of six signals; see `combineLatest(with:)`.
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
    /// - Returns: A signal of tuples of the latest values.
    @inlinable
    public static func combineLatest<B, C, D, E, F>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>,
        _ d: Signal<D, Error>, _ e: Signal<E, Error>, _ f: Signal<F, Error>
    ) -> Signal<(Value, B, C, D, E, F), Error> {
        combineLatest(a, b, c, d, e).combineLatest(with: f)
            .map { ($0.0, $0.1, $0.2, $0.3, $0.4, $1) }
    }

    /// Combines the latest values of seven signals; see `combineLatest(with:)`.
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
    /// - Returns: A signal of tuples of the latest values.
    @inlinable
    public static func combineLatest<B, C, D, E, F, G>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>,
        _ d: Signal<D, Error>, _ e: Signal<E, Error>, _ f: Signal<F, Error>, _ g: Signal<G, Error>
    ) -> Signal<(Value, B, C, D, E, F, G), Error> {
        combineLatest(a, b, c, d, e, f).combineLatest(with: g)
            .map { ($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $1) }
    }

    /// Combines the latest values of eight signals; see `combineLatest(with:)`.
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
    /// - Returns: A signal of tuples of the latest values.
    @inlinable
    public static func combineLatest<B, C, D, E, F, G, H>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>,
        _ d: Signal<D, Error>, _ e: Signal<E, Error>, _ f: Signal<F, Error>, _ g: Signal<G, Error>,
        _ h: Signal<H, Error>
    ) -> Signal<(Value, B, C, D, E, F, G, H), Error> {
        combineLatest(a, b, c, d, e, f, g).combineLatest(with: h)
            .map { ($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $1) }
    }

    /// Combines the latest values of nine signals; see `combineLatest(with:)`.
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
    /// - Returns: A signal of tuples of the latest values.
    @inlinable
    public static func combineLatest<B, C, D, E, F, G, H, I>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>,
        _ d: Signal<D, Error>, _ e: Signal<E, Error>, _ f: Signal<F, Error>, _ g: Signal<G, Error>,
        _ h: Signal<H, Error>, _ i: Signal<I, Error>
    ) -> Signal<(Value, B, C, D, E, F, G, H, I), Error> {
        combineLatest(a, b, c, d, e, f, g, h).combineLatest(with: i)
            .map { ($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7, $1) }
    }

    /// Combines the latest values of ten signals; see `combineLatest(with:)`.
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
    /// - Returns: A signal of tuples of the latest values.
    @inlinable
    public static func combineLatest<B, C, D, E, F, G, H, I, J>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>,
        _ d: Signal<D, Error>, _ e: Signal<E, Error>, _ f: Signal<F, Error>, _ g: Signal<G, Error>,
        _ h: Signal<H, Error>, _ i: Signal<I, Error>, _ j: Signal<J, Error>
    ) -> Signal<(Value, B, C, D, E, F, G, H, I, J), Error> {
        combineLatest(a, b, c, d, e, f, g, h, i).combineLatest(with: j)
            .map { ($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7, $0.8, $1) }
    }
}
