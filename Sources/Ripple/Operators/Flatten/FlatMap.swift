extension Signal {
    /// Turns every value into a producer and flattens the producers' values into one signal,
    /// as `strategy` says.
    ///
    ///     self:    -a------b------|
    ///     inner a:  -1--2|
    ///     inner b:         -3-4|
    ///     result:  --1--2---3-4---|   (.concat, .merge, .latest alike here)
    ///
    /// - Parameters:
    ///   - strategy: How inner producers run: `.merge`, `.concat`, `.latest` or `.race`.
    ///   - transform: Makes the inner producer for a value.
    /// - Returns: A signal of the inner producers' values. Disposing it interrupts every
    ///   running inner producer.
    @inlinable
    public func flatMap<U>(
        _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, Error>
    ) -> Signal<U, Error> {
        let output = CombiningOutput<U, Error>()
        let state = FlattenState<U, Error>(output: output, strategy: strategy)
        let signal = output.signal
        output.attach(self) { state.receiveOuter($0, transform) }
        return signal
    }

    /// Turns every value into a signal and flattens the signals' values into one signal, as
    /// `strategy` says. Each inner signal is observed from the moment it is received.
    ///
    ///     self:     -a------b-----|
    ///     signal a:  -1--2|
    ///     signal b:         -3|
    ///     result:   --1--2---3----|
    ///
    /// - Parameters:
    ///   - strategy: How inner signals combine: `.merge`, `.concat`, `.latest` or `.race`.
    ///   - transform: Picks the inner signal for a value.
    /// - Returns: A signal of the inner signals' values.
    @inlinable
    public func flatMap<U>(
        _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Signal<U, Error>
    ) -> Signal<U, Error> {
        flatMap(strategy) { SignalProducer(transform($0)) }
    }

    /// Kickstarter's `flatMap` without a strategy: `flatMap(.concat, transform)`.
    ///
    ///     self:    -a----b-------|
    ///     inner a:  -1--2|
    ///     inner b:       ..-3|
    ///     result:  --1--2---3----|
    ///
    /// - Parameter transform: Makes the inner producer for a value.
    /// - Returns: A signal of the inner producers' values, one producer at a time.
    @inlinable
    public func flatMap<U>(_ transform: @escaping (Value) -> SignalProducer<U, Error>) -> Signal<
        U, Error
    > {
        flatMap(.concat, transform)
    }

    /// Kickstarter's `switchMap`: `flatMap(.latest, transform)`, so that only the inner
    /// producer of the latest value runs.
    ///
    ///     self:    -a---b--------|
    ///     inner a:  -1---2 (interrupted at b)
    ///     inner b:      -3--4|
    ///     result:  --1---3--4----|
    ///
    /// - Parameter transform: Makes the inner producer for a value.
    /// - Returns: A signal of the latest inner producer's values.
    @inlinable
    public func switchMap<U>(_ transform: @escaping (Value) -> SignalProducer<U, Error>) -> Signal<
        U, Error
    > {
        flatMap(.latest, transform)
    }

    /// Kickstarter's `switchMap` with inner signals: `flatMap(.latest, transform)`.
    ///
    ///     self:     -a---b--------|
    ///     signal a:  -1---2
    ///     signal b:      -3--4|
    ///     result:   --1---3--4----|
    ///
    /// - Parameter transform: Picks the inner signal for a value.
    /// - Returns: A signal of the latest inner signal's values.
    @inlinable
    public func switchMap<U>(_ transform: @escaping (Value) -> Signal<U, Error>) -> Signal<U, Error>
    {
        flatMap(.latest, transform)
    }
}

extension Signal where Value: SignalProducerConvertible, Value.Error == Error {
    /// Flattens a signal of streams into a signal of their values, as `strategy` says.
    ///
    ///     self:    -A------B------|
    ///     A:        -1--2|
    ///     B:               -3|
    ///     result:  --1--2---3-----|
    ///
    /// - Parameter strategy: How the inner streams run: `.merge`, `.concat`, `.latest` or
    ///   `.race`.
    /// - Returns: A signal of the inner streams' values.
    @inlinable
    public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Error> {
        flatMap(strategy) { $0.producer }
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
    ///   - strategy: How inner producers run: `.merge`, `.concat`, `.latest` or `.race`.
    ///   - transform: Makes the inner producer for a value.
    /// - Returns: A producer of the inner producers' values. Interrupting a run interrupts
    ///   its outer run and every running inner producer.
    @inlinable
    public func flatMap<U>(
        _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, Error>
    ) -> SignalProducer<U, Error> {
        lift { $0.flatMap(strategy, transform) }
    }

    /// Turns every value into a signal and flattens the signals' values, as `strategy` says.
    ///
    ///     self:     -a------b-----|
    ///     signal a:  -1--2|
    ///     signal b:         -3|
    ///     result:   --1--2---3----|
    ///
    /// - Parameters:
    ///   - strategy: How inner signals combine.
    ///   - transform: Picks the inner signal for a value.
    /// - Returns: A producer of the inner signals' values.
    @inlinable
    public func flatMap<U>(
        _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Signal<U, Error>
    ) -> SignalProducer<U, Error> {
        lift { $0.flatMap(strategy, transform) }
    }

    /// Kickstarter's `flatMap` without a strategy: `flatMap(.concat, transform)`.
    ///
    ///     self:    -a----b-------|
    ///     inner a:  -1--2|
    ///     inner b:       ..-3|
    ///     result:  --1--2---3----|
    ///
    /// - Parameter transform: Makes the inner producer for a value.
    /// - Returns: A producer of the inner producers' values, one producer at a time.
    @inlinable
    public func flatMap<U>(_ transform: @escaping (Value) -> SignalProducer<U, Error>)
        -> SignalProducer<U, Error>
    {
        flatMap(.concat, transform)
    }

    /// Kickstarter's `switchMap`: `flatMap(.latest, transform)`.
    ///
    ///     self:    -a---b--------|
    ///     inner a:  -1---2 (interrupted at b)
    ///     inner b:      -3--4|
    ///     result:  --1---3--4----|
    ///
    /// - Parameter transform: Makes the inner producer for a value.
    /// - Returns: A producer of the latest inner producer's values.
    @inlinable
    public func switchMap<U>(_ transform: @escaping (Value) -> SignalProducer<U, Error>)
        -> SignalProducer<U, Error>
    {
        flatMap(.latest, transform)
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
        flatMap(strategy) { $0.producer }
    }
}
