// zip of 3 to 10 inputs: each arity zips the one below with one more input,
// so all of them share the two-input buffers and completion rules.

extension Signal {
    /// Zips by position the values of three signals; see `zip(with:)`.
    ///
    ///     a, b, c: -1-x-p-2-y-q-|
    ///     result:  -----1xp-----2yq-|
    ///
    /// - Parameters:
    ///   - a: The first input.
    ///   - b: The second input.
    ///   - c: The third input.
    /// - Returns: A signal of tuples, by position.
    @inlinable
    public static func zip<B, C>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>
    ) -> Signal<(Value, B, C), Error> {
        zip(a, b).zip(with: c).map { ($0.0, $0.1, $1) }
    }

    /// Zips by position the values of four signals; see `zip(with:)`.
    ///
    ///     inputs: -1-x-p-q---|
    ///     result: -------1xpq|
    ///
    /// - Parameters:
    ///   - a: The first input.
    ///   - b: The second input.
    ///   - c: The third input.
    ///   - d: The fourth input.
    /// - Returns: A signal of tuples, by position.
    @inlinable
    public static func zip<B, C, D>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>,
        _ d: Signal<D, Error>
    ) -> Signal<(Value, B, C, D), Error> {
        zip(a, b, c).zip(with: d).map { ($0.0, $0.1, $0.2, $1) }
    }

    /// Zips by position the values of five signals; see `zip(with:)`.
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
    /// - Returns: A signal of tuples, by position.
    @inlinable
    public static func zip<B, C, D, E>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>,
        _ d: Signal<D, Error>, _ e: Signal<E, Error>
    ) -> Signal<(Value, B, C, D, E), Error> {
        zip(a, b, c, d).zip(with: e).map { ($0.0, $0.1, $0.2, $0.3, $1) }
    }

    /// Zips by position the values of six signals; see `zip(with:)`.
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
    /// - Returns: A signal of tuples, by position.
    @inlinable
    public static func zip<B, C, D, E, F>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>,
        _ d: Signal<D, Error>, _ e: Signal<E, Error>, _ f: Signal<F, Error>
    ) -> Signal<(Value, B, C, D, E, F), Error> {
        zip(a, b, c, d, e).zip(with: f)
            .map { ($0.0, $0.1, $0.2, $0.3, $0.4, $1) }
    }

    /// Zips by position the values of seven signals; see `zip(with:)`.
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
    /// - Returns: A signal of tuples, by position.
    @inlinable
    public static func zip<B, C, D, E, F, G>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>,
        _ d: Signal<D, Error>, _ e: Signal<E, Error>, _ f: Signal<F, Error>, _ g: Signal<G, Error>
    ) -> Signal<(Value, B, C, D, E, F, G), Error> {
        zip(a, b, c, d, e, f).zip(with: g)
            .map { ($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $1) }
    }

    /// Zips by position the values of eight signals; see `zip(with:)`.
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
    /// - Returns: A signal of tuples, by position.
    @inlinable
    public static func zip<B, C, D, E, F, G, H>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>,
        _ d: Signal<D, Error>, _ e: Signal<E, Error>, _ f: Signal<F, Error>, _ g: Signal<G, Error>,
        _ h: Signal<H, Error>
    ) -> Signal<(Value, B, C, D, E, F, G, H), Error> {
        zip(a, b, c, d, e, f, g).zip(with: h)
            .map { ($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $1) }
    }

    /// Zips by position the values of nine signals; see `zip(with:)`.
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
    /// - Returns: A signal of tuples, by position.
    @inlinable
    public static func zip<B, C, D, E, F, G, H, I>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>,
        _ d: Signal<D, Error>, _ e: Signal<E, Error>, _ f: Signal<F, Error>, _ g: Signal<G, Error>,
        _ h: Signal<H, Error>, _ i: Signal<I, Error>
    ) -> Signal<(Value, B, C, D, E, F, G, H, I), Error> {
        zip(a, b, c, d, e, f, g, h).zip(with: i)
            .map { ($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7, $1) }
    }

    /// Zips by position the values of ten signals; see `zip(with:)`.
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
    /// - Returns: A signal of tuples, by position.
    @inlinable
    public static func zip<B, C, D, E, F, G, H, I, J>(
        _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>,
        _ d: Signal<D, Error>, _ e: Signal<E, Error>, _ f: Signal<F, Error>, _ g: Signal<G, Error>,
        _ h: Signal<H, Error>, _ i: Signal<I, Error>, _ j: Signal<J, Error>
    ) -> Signal<(Value, B, C, D, E, F, G, H, I, J), Error> {
        zip(a, b, c, d, e, f, g, h, i).zip(with: j)
            .map { ($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7, $0.8, $1) }
    }
}
