extension Signal {
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

    /// Kickstarter's `flatMap` without a strategy, with inner signals:
    /// `flatMap(.concat, transform)`.
    ///
    ///     self:     -a----b-------|
    ///     signal a:  -1--2|
    ///     signal b:       ----3|
    ///     result:   --1--2----3---|
    ///
    /// - Parameter transform: Picks the inner signal for a value.
    /// - Returns: A signal of the inner signals' values, one signal at a time.
    @inlinable
    public func flatMap<U>(_ transform: @escaping (Value) -> Signal<U, Error>) -> Signal<U, Error> {
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

    /// Kickstarter's `concatMap`, kept for Kickstarter compatibility: `flatMap(.concat,
    /// transform)`, one inner producer at a time, in order.
    ///
    ///     self:    -a--b---------|
    ///     inner a:  -1---2|
    ///     inner b:        -3|
    ///     result:  --1---2-3-----|
    ///
    /// - Parameter transform: Makes the inner producer for a value.
    /// - Returns: A signal of the inner producers' values, one producer at a time.
    @inlinable
    public func concatMap<U>(_ transform: @escaping (Value) -> SignalProducer<U, Error>) -> Signal<
        U, Error
    > {
        flatMap(.concat, transform)
    }

    /// Kickstarter's `concatMap` with inner signals, kept for Kickstarter compatibility:
    /// `flatMap(.concat, transform)`.
    ///
    ///     self:     -a--b---------|
    ///     signal a:  -1---2|
    ///     signal b:         -3|
    ///     result:   --1---2--3----|
    ///
    /// - Parameter transform: Picks the inner signal for a value.
    /// - Returns: A signal of the inner signals' values, one signal at a time.
    @inlinable
    public func concatMap<U>(_ transform: @escaping (Value) -> Signal<U, Error>) -> Signal<U, Error>
    {
        flatMap(.concat, transform)
    }

    /// Kickstarter's `mergeMap`, kept for Kickstarter compatibility: `flatMap(.merge,
    /// transform)`, every inner producer at once.
    ///
    ///     self:    -a--b---------|
    ///     inner a:  -1---2|
    ///     inner b:     -3|
    ///     result:  --1-3-2-------|
    ///
    /// - Parameter transform: Makes the inner producer for a value.
    /// - Returns: A signal of every inner producer's values, as they arrive.
    @inlinable
    public func mergeMap<U>(_ transform: @escaping (Value) -> SignalProducer<U, Error>) -> Signal<
        U, Error
    > {
        flatMap(.merge, transform)
    }

    /// Kickstarter's `mergeMap` with inner signals, kept for Kickstarter compatibility:
    /// `flatMap(.merge, transform)`.
    ///
    ///     self:     -a--b---------|
    ///     signal a:  -1---2|
    ///     signal b:     -3|
    ///     result:   --1-3-2-------|
    ///
    /// - Parameter transform: Picks the inner signal for a value.
    /// - Returns: A signal of every inner signal's values, as they arrive.
    @inlinable
    public func mergeMap<U>(_ transform: @escaping (Value) -> Signal<U, Error>) -> Signal<U, Error>
    {
        flatMap(.merge, transform)
    }
}

extension SignalProducer {
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

    /// Kickstarter's `flatMap` without a strategy, with inner signals:
    /// `flatMap(.concat, transform)`.
    ///
    ///     self:     -a----b-------|
    ///     signal a:  -1--2|
    ///     signal b:       ----3|
    ///     result:   --1--2----3---|
    ///
    /// - Parameter transform: Picks the inner signal for a value.
    /// - Returns: A producer of the inner signals' values, one signal at a time.
    @inlinable
    public func flatMap<U>(_ transform: @escaping (Value) -> Signal<U, Error>)
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

    /// Kickstarter's `switchMap` with inner signals: `flatMap(.latest, transform)`, so that only
    /// the latest value's signal is forwarded.
    ///
    ///     self:     -a---b--------|
    ///     signal a:  -1---2
    ///     signal b:      -3--4|
    ///     result:   --1---3--4----|
    ///
    /// - Parameter transform: Picks the inner signal for a value.
    /// - Returns: A producer of the latest inner signal's values.
    @inlinable
    public func switchMap<U>(_ transform: @escaping (Value) -> Signal<U, Error>)
        -> SignalProducer<U, Error>
    {
        flatMap(.latest, transform)
    }

    /// Kickstarter's `concatMap`, kept for Kickstarter compatibility: `flatMap(.concat,
    /// transform)`.
    ///
    ///     self:    -a--b---------|
    ///     inner a:  -1---2|
    ///     inner b:        -3|
    ///     result:  --1---2-3-----|
    ///
    /// - Parameter transform: Makes the inner producer for a value.
    /// - Returns: A producer of the inner producers' values, one producer at a time.
    @inlinable
    public func concatMap<U>(_ transform: @escaping (Value) -> SignalProducer<U, Error>)
        -> SignalProducer<U, Error>
    {
        flatMap(.concat, transform)
    }

    /// Kickstarter's `concatMap` with inner signals, kept for Kickstarter compatibility.
    ///
    ///     self:     -a--b---------|
    ///     signal a:  -1---2|
    ///     signal b:         -3|
    ///     result:   --1---2--3----|
    ///
    /// - Parameter transform: Picks the inner signal for a value.
    /// - Returns: A producer of the inner signals' values, one signal at a time.
    @inlinable
    public func concatMap<U>(_ transform: @escaping (Value) -> Signal<U, Error>)
        -> SignalProducer<U, Error>
    {
        flatMap(.concat, transform)
    }

    /// Kickstarter's `mergeMap`, kept for Kickstarter compatibility: `flatMap(.merge,
    /// transform)`.
    ///
    ///     self:    -a--b---------|
    ///     inner a:  -1---2|
    ///     inner b:     -3|
    ///     result:  --1-3-2-------|
    ///
    /// - Parameter transform: Makes the inner producer for a value.
    /// - Returns: A producer of every inner producer's values, as they arrive.
    @inlinable
    public func mergeMap<U>(_ transform: @escaping (Value) -> SignalProducer<U, Error>)
        -> SignalProducer<U, Error>
    {
        flatMap(.merge, transform)
    }

    /// Kickstarter's `mergeMap` with inner signals, kept for Kickstarter compatibility.
    ///
    ///     self:     -a--b---------|
    ///     signal a:  -1---2|
    ///     signal b:     -3|
    ///     result:   --1-3-2-------|
    ///
    /// - Parameter transform: Picks the inner signal for a value.
    /// - Returns: A producer of every inner signal's values, as they arrive.
    @inlinable
    public func mergeMap<U>(_ transform: @escaping (Value) -> Signal<U, Error>)
        -> SignalProducer<U, Error>
    {
        flatMap(.merge, transform)
    }
}
