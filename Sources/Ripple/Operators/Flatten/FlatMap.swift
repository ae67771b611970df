extension Signal {
    /// The implementation behind every `flatMap` and `flatten` on `Signal` whose outer and
    /// inner streams share their error type. Always inlined: the output's handle is then made
    /// in the caller's code, where a handle used only to chain the next operator lives on the
    /// stack (the sign-up view model's `signupEvent`).
    @inlinable @inline(__always)
    func flatMapInner<U>(
        _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, Error>
    ) -> Signal<U, Error> {
        let state = FlatMapState<Value, U, Error>(strategy: strategy, transform: transform)
        let signal = state.signal
        // Its end disposes this observation as a trampoline step (`FlattenState.endInDomain`),
        // so a deep chain of flattens tears down as a loop.
        state.attachOuter(self)
        return signal
    }

    /// Turns every value into a producer and flattens the producers' values into one signal,
    /// as `strategy` says.
    ///
    ///     self:    -a------b------|
    ///     inner a:  -1--2|
    ///     inner b:         -3-4|
    ///     result:  --1--2---3-4---|   (.concat, .merge, .latest alike here)
    ///
    /// - Parameters:
    ///   - strategy: How inner producers run: `.merge`, `.concat`, `.concurrent(limit:)`,
    ///     `.latest`, `.race` or `.throttle`.
    ///   - transform: Makes the inner producer for a value.
    /// - Returns: A signal of the inner producers' values. Disposing it interrupts every
    ///   running inner producer.
    @inlinable @inline(__always)
    public func flatMap<U>(
        _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, Error>
    ) -> Signal<U, Error> {
        flatMapInner(strategy, transform)
    }

    /// Turns every value into a stream — a signal, a property, a producer — and flattens the
    /// streams' values into one signal, as `strategy` says. An inner signal is observed from
    /// the moment it is received; an inner property sends its current value, then changes.
    ///
    ///     self:     -a------b-----|
    ///     signal a:  -1--2|
    ///     signal b:         -3|
    ///     result:   --1--2---3----|
    ///
    /// - Parameters:
    ///   - strategy: How inner streams combine.
    ///   - transform: Picks the inner stream for a value.
    /// - Returns: A signal of the inner streams' values.
    @inlinable @inline(__always)
    public func flatMap<Inner: SignalProducerConvertible>(
        _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
    ) -> Signal<Inner.Value, Error> where Inner.Error == Error {
        flatMapInner(strategy) { transform($0).producer }
    }

    /// Turns every value into a producer that cannot fail and flattens the producers' values
    /// into one signal, as `strategy` says; only `self` can fail the result.
    ///
    ///     self:    -a------b---X
    ///     inner a:  -1--2|
    ///     inner b:         -3--
    ///     result:  --1--2---3--X
    ///
    /// - Parameters:
    ///   - strategy: How inner producers run.
    ///   - transform: Makes the inner producer for a value.
    /// - Returns: A signal of the inner producers' values, failing only when `self` fails.
    @inlinable @_disfavoredOverload
    public func flatMap<U>(
        _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, Never>
    ) -> Signal<U, Error> {
        flatMapInner(strategy) { transform($0).promotingError(Error.self) }
    }

    /// Turns every value into a stream that cannot fail — a property, a signal, a producer —
    /// and flattens the streams' values into one signal, as `strategy` says.
    ///
    ///     self:       -a------b---X
    ///     property a:  1--2
    ///     property b:         3--
    ///     result:     -1--2---3---X
    ///
    /// - Parameters:
    ///   - strategy: How inner streams combine.
    ///   - transform: Picks the inner stream for a value.
    /// - Returns: A signal of the inner streams' values, failing only when `self` fails.
    @inlinable @_disfavoredOverload
    public func flatMap<Inner: SignalProducerConvertible>(
        _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
    ) -> Signal<Inner.Value, Error> where Inner.Error == Never {
        flatMapInner(strategy) {
            transform($0).producer.promotingError(Error.self)
        }
    }
}

extension SignalProducer {
    /// Turns every value into a producer and flattens the producers' values, as `strategy`
    /// says; applied to every run.
    ///
    ///     self:    -a------b------|
    ///     inner a:  -1--2|
    ///     inner b:         -3-4|
    ///     result:  --1--2---3-4---|
    ///
    /// - Parameters:
    ///   - strategy: How inner producers run: `.merge`, `.concat`, `.concurrent(limit:)`,
    ///     `.latest`, `.race` or `.throttle`.
    ///   - transform: Makes the inner producer for a value.
    /// - Returns: A producer of the inner producers' values. Interrupting a run interrupts
    ///   its outer run and every running inner producer.
    @inlinable
    public func flatMap<U>(
        _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, Error>
    ) -> SignalProducer<U, Error> {
        lift { $0.flatMapInner(strategy, transform) }
    }

    /// Turns every value into a stream — a signal, a property, a producer — and flattens the
    /// streams' values, as `strategy` says.
    ///
    ///     self:     -a------b-----|
    ///     signal a:  -1--2|
    ///     signal b:         -3|
    ///     result:   --1--2---3----|
    ///
    /// - Parameters:
    ///   - strategy: How inner streams combine.
    ///   - transform: Picks the inner stream for a value.
    /// - Returns: A producer of the inner streams' values.
    @inlinable
    public func flatMap<Inner: SignalProducerConvertible>(
        _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
    ) -> SignalProducer<Inner.Value, Error> where Inner.Error == Error {
        lift { $0.flatMapInner(strategy) { transform($0).producer } }
    }

    /// Turns every value into a producer that cannot fail and flattens the producers'
    /// values, as `strategy` says; only `self` can fail the result.
    ///
    ///     self:    -a------b---X
    ///     inner a:  -1--2|
    ///     inner b:         -3--
    ///     result:  --1--2---3--X
    ///
    /// - Parameters:
    ///   - strategy: How inner producers run.
    ///   - transform: Makes the inner producer for a value.
    /// - Returns: A producer of the inner producers' values, failing only when `self` fails.
    @inlinable @_disfavoredOverload
    public func flatMap<U>(
        _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, Never>
    ) -> SignalProducer<U, Error> {
        lift {
            $0.flatMapInner(strategy) {
                transform($0).promotingError(Error.self)
            }
        }
    }

    /// Turns every value into a stream that cannot fail — a property, a signal, a producer —
    /// and flattens the streams' values, as `strategy` says.
    ///
    ///     self:       -a------b---X
    ///     property a:  1--2
    ///     property b:         3--
    ///     result:     -1--2---3---X
    ///
    /// - Parameters:
    ///   - strategy: How inner streams combine.
    ///   - transform: Picks the inner stream for a value.
    /// - Returns: A producer of the inner streams' values, failing only when `self` fails.
    @inlinable @_disfavoredOverload
    public func flatMap<Inner: SignalProducerConvertible>(
        _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
    ) -> SignalProducer<Inner.Value, Error> where Inner.Error == Never {
        lift {
            $0.flatMapInner(strategy) {
                transform($0).producer.promotingError(Error.self)
            }
        }
    }
}

extension SignalProducer where Error == Never {
    /// `promoteError`, keeping a constant producer constant so that `flatten` still delivers
    /// it without a run.
    @inlinable
    func promotingError<F>(_: F.Type) -> SignalProducer<Value, F> {
        switch recipe {
        case .value(let value): return SignalProducer<Value, F>(value: value)
        case .computed(let compute): return SignalProducer<Value, F>(recipe: .computed(compute))
        case .empty: return .empty
        default: return promoteError(F.self)
        }
    }
}

extension Signal where Error == Never {
    /// The implementation behind every `flatMap` and `flatten` on a `Signal` that cannot
    /// fail, over inner streams that can.
    @inlinable
    func flatMapInner<U, F>(
        _ strategy: FlattenStrategy, failing transform: @escaping (Value) -> SignalProducer<U, F>
    ) -> Signal<U, F> {
        let state = FlatMapState<Value, U, F>(strategy: strategy, transform: transform)
        let signal = state.signal
        // Its end disposes this observation as a trampoline step (`FlattenState.endInDomain`),
        // so a deep chain of flattens tears down as a loop.
        state.attachOuter(self)
        return signal
    }
}
