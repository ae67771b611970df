extension Signal where Error == Never {
    /// Turns every value of a signal that cannot fail into a producer that can, and flattens
    /// the producers' values, as `strategy` says; the result fails when an inner producer
    /// fails.
    ///
    ///     self:    -a------b-----
    ///     inner a:  -1--2|
    ///     inner b:         -3--X
    ///     result:  --1--2---3--X
    ///
    /// - Parameters:
    ///   - strategy: How inner producers run.
    ///   - transform: Makes the inner producer for a value.
    /// - Returns: A signal of the inner producers' values, with their error type.
    @inlinable @inline(__always)
    public func flatMap<U, F>(
        _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, F>
    ) -> Signal<U, F> {
        flatMapInner(strategy, failing: transform)
    }

    /// Turns every value of a signal that cannot fail into a stream that can — a signal, a
    /// producer — and flattens the streams' values, as `strategy` says.
    ///
    ///     self:     -a------b-----
    ///     signal a:  -1--2|
    ///     signal b:         -3--X
    ///     result:   --1--2---3--X
    ///
    /// - Parameters:
    ///   - strategy: How inner streams combine.
    ///   - transform: Picks the inner stream for a value.
    /// - Returns: A signal of the inner streams' values, with their error type.
    @inlinable @inline(__always)
    public func flatMap<Inner: SignalProducerConvertible>(
        _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
    ) -> Signal<Inner.Value, Inner.Error> {
        flatMapInner(strategy, failing: { transform($0).producer })
    }

    /// Turns every value into a producer, neither of which can fail, and flattens the
    /// producers' values, as `strategy` says.
    ///
    ///     self:    -a------b------|
    ///     inner a:  -1--2|
    ///     inner b:         -3|
    ///     result:  --1--2---3-----|
    ///
    /// - Parameters:
    ///   - strategy: How inner producers run.
    ///   - transform: Makes the inner producer for a value.
    /// - Returns: A signal of the inner producers' values that cannot fail.
    @inlinable @inline(__always)
    public func flatMap<U>(
        _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, Never>
    ) -> Signal<U, Never> {
        flatMapInner(strategy, transform)
    }

    /// Turns every value into a stream — a property, a signal, a producer — neither of which
    /// can fail, and flattens the streams' values, as `strategy` says.
    ///
    ///     self:       -a------b------|
    ///     property a:  1--2
    ///     property b:         3|
    ///     result:     -1--2---3------|
    ///
    /// - Parameters:
    ///   - strategy: How inner streams combine.
    ///   - transform: Picks the inner stream for a value.
    /// - Returns: A signal of the inner streams' values that cannot fail.
    @inlinable @inline(__always)
    public func flatMap<Inner: SignalProducerConvertible>(
        _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
    ) -> Signal<Inner.Value, Never> where Inner.Error == Never {
        flatMapInner(strategy, { transform($0).producer })
    }
}

extension SignalProducer where Error == Never {
    /// Turns every value into a producer, neither of which can fail, and flattens the
    /// producers' values, as `strategy` says; applied to every run.
    ///
    ///     self:    -a------b------|
    ///     inner a:  -1--2|
    ///     inner b:         -3|
    ///     result:  --1--2---3-----|
    ///
    /// - Parameters:
    ///   - strategy: How inner producers run.
    ///   - transform: Makes the inner producer for a value.
    /// - Returns: A producer of the inner producers' values that cannot fail.
    @inlinable
    public func flatMap<U>(
        _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, Never>
    ) -> SignalProducer<U, Never> {
        lift { $0.flatMapInner(strategy, transform) }
    }

    /// Turns every value into a stream — a property, a signal, a producer — neither of which
    /// can fail, and flattens the streams' values, as `strategy` says.
    ///
    ///     self:       -a------b------|
    ///     property a:  1--2
    ///     property b:         3|
    ///     result:     -1--2---3------|
    ///
    /// - Parameters:
    ///   - strategy: How inner streams combine.
    ///   - transform: Picks the inner stream for a value.
    /// - Returns: A producer of the inner streams' values that cannot fail.
    @inlinable
    public func flatMap<Inner: SignalProducerConvertible>(
        _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
    ) -> SignalProducer<Inner.Value, Never> where Inner.Error == Never {
        lift { $0.flatMapInner(strategy, { transform($0).producer }) }
    }

    /// Turns every value of a producer that cannot fail into a producer that can, and
    /// flattens the producers' values, as `strategy` says; the result fails when an inner
    /// producer fails.
    ///
    ///     self:    -a------b-----
    ///     inner a:  -1--2|
    ///     inner b:         -3--X
    ///     result:  --1--2---3--X
    ///
    /// - Parameters:
    ///   - strategy: How inner producers run.
    ///   - transform: Makes the inner producer for a value.
    /// - Returns: A producer of the inner producers' values, with their error type.
    @inlinable
    public func flatMap<U, F>(
        _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, F>
    ) -> SignalProducer<U, F> {
        lift { $0.flatMapInner(strategy, failing: transform) }
    }

    /// Turns every value of a producer that cannot fail into a stream that can — a signal, a
    /// producer — and flattens the streams' values, as `strategy` says.
    ///
    ///     self:     -a------b-----
    ///     signal a:  -1--2|
    ///     signal b:         -3--X
    ///     result:   --1--2---3--X
    ///
    /// - Parameters:
    ///   - strategy: How inner streams combine.
    ///   - transform: Picks the inner stream for a value.
    /// - Returns: A producer of the inner streams' values, with their error type.
    @inlinable
    public func flatMap<Inner: SignalProducerConvertible>(
        _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
    ) -> SignalProducer<Inner.Value, Inner.Error> {
        lift {
            $0.flatMapInner(strategy, failing: { transform($0).producer })
        }
    }
}
