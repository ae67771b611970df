extension Signal where Value: SignalProducerConvertible, Value.Error == Error {
    /// Flattens a signal of streams into a signal of their values, as `strategy` says.
    ///
    ///     self:    -A------B------|
    ///     A:        -1--2|
    ///     B:               -3|
    ///     result:  --1--2---3-----|
    ///
    /// - Parameter strategy: How the inner streams run: `.merge`, `.concat`,
    ///   `.concurrent(limit:)`, `.latest`, `.race` or `.throttle`.
    /// - Returns: A signal of the inner streams' values.
    @inlinable
    public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Error> {
        flatMapInner(strategy) { $0.producer }
    }
}

extension Signal where Value: SignalProducerConvertible, Error == Never {
    /// Flattens a signal that cannot fail of streams that can: the result fails when an
    /// inner stream fails.
    ///
    ///     self:    -A------B-----
    ///     A:        -1--2|
    ///     B:               -3--X
    ///     result:  --1--2---3--X
    ///
    /// - Parameter strategy: How the inner streams run.
    /// - Returns: A signal of the inner streams' values, with their error type.
    @inlinable
    public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Value.Error> {
        flatMapInner(strategy, failing: { $0.producer })
    }
}

extension Signal where Value: SignalProducerConvertible, Error == Never, Value.Error == Never {
    /// Flattens a signal of streams, none of which can fail.
    ///
    ///     self:    -A------B------|
    ///     A:        -1--2|
    ///     B:               -3|
    ///     result:  --1--2---3-----|
    ///
    /// - Parameter strategy: How the inner streams run.
    /// - Returns: A signal of the inner streams' values that cannot fail.
    @inlinable
    public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Never> {
        flatMapInner(strategy, { $0.producer })
    }
}

extension Signal where Value: SignalProducerConvertible, Value.Error == Never {
    /// Flattens a signal of streams that cannot fail (properties, say): only `self` can fail
    /// the result.
    ///
    ///     self:    -A------B---X
    ///     A:        1--2
    ///     B:               3--
    ///     result:  -1--2---3---X
    ///
    /// - Parameter strategy: How the inner streams run.
    /// - Returns: A signal of the inner streams' values, failing only when `self` fails.
    @inlinable @_disfavoredOverload
    public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Error> {
        flatMapInner(strategy) { $0.producer.promotingError(Error.self) }
    }
}

extension Signal where Value: Sequence {
    /// Sends the elements of every sequence that `self` sends, in order.
    ///
    ///     self:   -[1,2]---[3]-|
    ///     result: -1-2-----3---|
    ///
    /// - Returns: A signal of the sequences' elements.
    @inlinable
    public func flatten() -> Signal<Value.Element, Error> {
        flatMapInner(.merge) { SignalProducer($0) }
    }
}

extension SignalProducer where Value: SignalProducerConvertible, Value.Error == Error {
    /// Flattens a producer of streams into a producer of their values, as `strategy` says.
    ///
    ///     self:    -A------B------|
    ///     A:        -1--2|
    ///     B:               -3|
    ///     result:  --1--2---3-----|
    ///
    /// - Parameter strategy: How the inner streams run.
    /// - Returns: A producer of the inner streams' values.
    @inlinable
    public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Error> {
        lift { $0.flatMapInner(strategy) { $0.producer } }
    }
}

extension SignalProducer where Value: SignalProducerConvertible, Error == Never {
    /// Flattens a producer that cannot fail of streams that can: the result fails when an
    /// inner stream fails.
    ///
    ///     self:    -A------B-----
    ///     A:        -1--2|
    ///     B:               -3--X
    ///     result:  --1--2---3--X
    ///
    /// - Parameter strategy: How the inner streams run.
    /// - Returns: A producer of the inner streams' values, with their error type.
    @inlinable
    public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Value.Error> {
        lift { $0.flatMapInner(strategy, failing: { $0.producer }) }
    }
}

extension SignalProducer
where Value: SignalProducerConvertible, Error == Never, Value.Error == Never {
    /// Flattens a producer of streams, none of which can fail.
    ///
    ///     self:    -A------B------|
    ///     A:        -1--2|
    ///     B:               -3|
    ///     result:  --1--2---3-----|
    ///
    /// - Parameter strategy: How the inner streams run.
    /// - Returns: A producer of the inner streams' values that cannot fail.
    @inlinable
    public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Never> {
        lift { $0.flatMapInner(strategy, { $0.producer }) }
    }
}

extension SignalProducer where Value: SignalProducerConvertible, Value.Error == Never {
    /// Flattens a producer of streams that cannot fail (properties, say): only `self` can
    /// fail the result.
    ///
    ///     self:    -A------B---X
    ///     A:        1--2
    ///     B:               3--
    ///     result:  -1--2---3---X
    ///
    /// - Parameter strategy: How the inner streams run.
    /// - Returns: A producer of the inner streams' values, failing only when `self` fails.
    @inlinable @_disfavoredOverload
    public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Error> {
        lift {
            $0.flatMapInner(strategy) {
                $0.producer.promotingError(Error.self)
            }
        }
    }
}

extension SignalProducer where Value: Sequence {
    /// Sends the elements of every sequence that `self` sends, in order.
    ///
    ///     self:   -[1,2]---[3]-|
    ///     result: -1-2-----3---|
    ///
    /// - Returns: A producer of the sequences' elements.
    @inlinable
    public func flatten() -> SignalProducer<Value.Element, Error> {
        lift { $0.flatten() }
    }
}
