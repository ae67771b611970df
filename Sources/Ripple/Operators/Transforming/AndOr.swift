extension Signal where Value == Bool {
    /// Sends `self && other` each time either sends a value, once both have sent one.
    ///
    ///     self:   -t-----f-----t-|
    ///     other:  ----t-----t-----|
    ///     result: ----t--f--f--t--|
    ///
    /// <!-- context
    /// let (isEmailValid, email) = Signal<Bool, Never>.pipe()
    /// let (isPasswordValid, password) = Signal<Bool, Never>.pipe()
    /// -->
    /// ```swift fragment
    /// let isSubmitEnabled = isEmailValid.and(isPasswordValid)
    /// ```
    ///
    /// It is `combineLatest(with: other).map { $0 && $1 }`, as in ReactiveSwift: it completes
    /// when both complete, and fails or is interrupted as soon as either does.
    ///
    /// - Parameter other: The other Boolean signal.
    /// - Returns: A signal of the conjunction of the latest values.
    @inlinable
    public func and(_ other: Signal<Bool, Error>) -> Signal<Bool, Error> {
        combineLatest(with: other).map { $0 && $1 }
    }

    /// Sends `self || other` each time either sends a value, once both have sent one.
    ///
    ///     self:   -f-----t-----f-|
    ///     other:  ----f-----f-----|
    ///     result: ----f--t--t--f--|
    ///
    /// It is `combineLatest(with: other).map { $0 || $1 }`: see `and(_:)`.
    ///
    /// - Parameter other: The other Boolean signal.
    /// - Returns: A signal of the disjunction of the latest values.
    @inlinable
    public func or(_ other: Signal<Bool, Error>) -> Signal<Bool, Error> {
        combineLatest(with: other).map { $0 || $1 }
    }
}

extension SignalProducer where Value == Bool {
    /// Sends `self && other` for the latest values of each run of both.
    ///
    ///     self:   -t-----f-|
    ///     other:  ----t-----|
    ///     result: ----t--f--|
    ///
    /// - Parameter other: The other Boolean producer, started with each run.
    /// - Returns: A producer of the conjunction of the latest values.
    @inlinable
    public func and(_ other: SignalProducer<Bool, Error>) -> SignalProducer<Bool, Error> {
        combineLatest(with: other).map { $0 && $1 }
    }

    /// Sends `self || other` for the latest values of each run of both.
    ///
    ///     self:   -f-----t-|
    ///     other:  ----f-----|
    ///     result: ----f--t--|
    ///
    /// - Parameter other: The other Boolean producer, started with each run.
    /// - Returns: A producer of the disjunction of the latest values.
    @inlinable
    public func or(_ other: SignalProducer<Bool, Error>) -> SignalProducer<Bool, Error> {
        combineLatest(with: other).map { $0 || $1 }
    }
}

extension Signal where Value == Bool {
    /// Sends whether every input's latest value is `true`, once all have sent one, on every
    /// value of any input, as ReactiveSwift's `all` does.
    ///
    ///     s[0]:   -t-----f-----t-|
    ///     s[1]:   ----t-----------|
    ///     result: ----t--f-----t--|
    ///
    /// It is `combineLatest(_:)` of the collection, then `map` to the conjunction: it
    /// completes when all inputs have completed and fails or is interrupted as soon as one
    /// input is. For an empty collection it completes at once, with no value, so an observer
    /// attached afterwards is interrupted, as for every terminated signal.
    ///
    /// - Parameter booleans: The Boolean signals.
    /// - Returns: A signal of the conjunction of the latest values.
    @inlinable
    public static func all<Booleans: Collection>(_ booleans: Booleans) -> Signal<Bool, Error>
    where Booleans.Element == Signal<Bool, Error> {
        combineLatest(booleans).map { $0.allSatisfy { $0 } }
    }

    /// The variadic form of `all(_:)`.
    ///
    ///     a:      -t-----f-|
    ///     b:      ----t-----|
    ///     result: ----t--f--|
    ///
    /// - Parameter booleans: The Boolean signals.
    /// - Returns: A signal of the conjunction of the latest values.
    @inlinable
    public static func all(_ booleans: Signal<Bool, Error>...) -> Signal<Bool, Error> {
        all(booleans)
    }

    /// Sends whether any input's latest value is `true`, once all have sent one, on every
    /// value of any input, as ReactiveSwift's `any` does.
    ///
    ///     s[0]:   -f-----t-----f-|
    ///     s[1]:   ----f-----------|
    ///     result: ----f--t-----f--|
    ///
    /// Terminates as `all(_:)` does.
    ///
    /// - Parameter booleans: The Boolean signals.
    /// - Returns: A signal of the disjunction of the latest values.
    @inlinable
    public static func any<Booleans: Collection>(_ booleans: Booleans) -> Signal<Bool, Error>
    where Booleans.Element == Signal<Bool, Error> {
        combineLatest(booleans).map { $0.contains(true) }
    }

    /// The variadic form of `any(_:)`.
    ///
    ///     a:      -f-----t-|
    ///     b:      ----f-----|
    ///     result: ----f--t--|
    ///
    /// - Parameter booleans: The Boolean signals.
    /// - Returns: A signal of the disjunction of the latest values.
    @inlinable
    public static func any(_ booleans: Signal<Bool, Error>...) -> Signal<Bool, Error> {
        any(booleans)
    }
}

extension SignalProducer where Value == Bool {
    /// Sends whether every run's latest value is `true`, once all have sent one, on every
    /// value of any run, as ReactiveSwift's `all` does.
    ///
    ///     p[0]:   -t-----f-|
    ///     p[1]:   ----t-----|
    ///     result: ----t--f--|
    ///
    /// It is `combineLatest(_:)` of the collection, then `map` to the conjunction. As in
    /// ReactiveSwift, an empty collection sends `true` and completes.
    ///
    /// - Parameter booleans: The Boolean producers, started in order with each run.
    /// - Returns: A producer of the conjunction of the latest values.
    @inlinable
    public static func all<Booleans: Collection>(_ booleans: Booleans) -> SignalProducer<
        Bool, Error
    > where Booleans.Element == SignalProducer<Bool, Error> {
        guard !booleans.isEmpty else { return SignalProducer(value: true) }
        return combineLatest(booleans).map { $0.allSatisfy { $0 } }
    }

    /// `all(_:)` of any streams convertible to producers, such as signals.
    ///
    ///     s[0]:   -t-----f-|
    ///     s[1]:   ----t-----|
    ///     result: ----t--f--|
    ///
    /// - Parameter booleans: The Boolean streams.
    /// - Returns: A producer of the conjunction of the latest values.
    @inlinable
    public static func all<Booleans: SignalProducerConvertible, Collection: Swift.Collection>(
        _ booleans: Collection
    ) -> SignalProducer<Bool, Error>
    where Booleans.Value == Bool, Booleans.Error == Error, Collection.Element == Booleans {
        all(booleans.map(\.producer))
    }

    /// The variadic form of `all(_:)`.
    ///
    ///     a:      -t-----f-|
    ///     b:      ----t-----|
    ///     result: ----t--f--|
    ///
    /// - Parameter booleans: The Boolean producers.
    /// - Returns: A producer of the conjunction of the latest values.
    @inlinable
    public static func all(_ booleans: SignalProducer<Bool, Error>...) -> SignalProducer<
        Bool, Error
    > {
        all(booleans)
    }

    /// Sends whether any run's latest value is `true`, once all have sent one, on every value
    /// of any run, as ReactiveSwift's `any` does.
    ///
    ///     p[0]:   -f-----t-|
    ///     p[1]:   ----f-----|
    ///     result: ----f--t--|
    ///
    /// As in ReactiveSwift, an empty collection sends `false` and completes.
    ///
    /// - Parameter booleans: The Boolean producers, started in order with each run.
    /// - Returns: A producer of the disjunction of the latest values.
    @inlinable
    public static func any<Booleans: Collection>(_ booleans: Booleans) -> SignalProducer<
        Bool, Error
    > where Booleans.Element == SignalProducer<Bool, Error> {
        guard !booleans.isEmpty else { return SignalProducer(value: false) }
        return combineLatest(booleans).map { $0.contains(true) }
    }

    /// `any(_:)` of any streams convertible to producers, such as signals.
    ///
    ///     s[0]:   -f-----t-|
    ///     s[1]:   ----f-----|
    ///     result: ----f--t--|
    ///
    /// - Parameter booleans: The Boolean streams.
    /// - Returns: A producer of the disjunction of the latest values.
    @inlinable
    public static func any<Booleans: SignalProducerConvertible, Collection: Swift.Collection>(
        _ booleans: Collection
    ) -> SignalProducer<Bool, Error>
    where Booleans.Value == Bool, Booleans.Error == Error, Collection.Element == Booleans {
        any(booleans.map(\.producer))
    }

    /// The variadic form of `any(_:)`.
    ///
    ///     a:      -f-----t-|
    ///     b:      ----f-----|
    ///     result: ----f--t--|
    ///
    /// - Parameter booleans: The Boolean producers.
    /// - Returns: A producer of the disjunction of the latest values.
    @inlinable
    public static func any(_ booleans: SignalProducer<Bool, Error>...) -> SignalProducer<
        Bool, Error
    > {
        any(booleans)
    }
}

extension SignalProducer where Value == Bool {
    /// `and(_:)` with any producer-convertible Boolean stream (a `Signal`, a property), as
    /// ReactiveSwift's; built on the producer form.
    ///
    ///     self:   -t-----f-|
    ///     other:  ----t-----|
    ///     result: ----t--f--|
    ///
    /// - Parameter booleans: The other Boolean stream; converted with each run.
    /// - Returns: A producer of the conjunction of the latest values.
    @inlinable
    public func and<Booleans: SignalProducerConvertible>(_ booleans: Booleans)
        -> SignalProducer<Bool, Error>
    where Booleans.Value == Bool, Booleans.Error == Error {
        and(booleans.producer)
    }

    /// `or(_:)` with any producer-convertible Boolean stream, as ReactiveSwift's; built on
    /// the producer form.
    ///
    ///     self:   -f-----t-|
    ///     other:  ----f-----|
    ///     result: ----f--t--|
    ///
    /// - Parameter booleans: The other Boolean stream; converted with each run.
    /// - Returns: A producer of the disjunction of the latest values.
    @inlinable
    public func or<Booleans: SignalProducerConvertible>(_ booleans: Booleans)
        -> SignalProducer<Bool, Error>
    where Booleans.Value == Bool, Booleans.Error == Error {
        or(booleans.producer)
    }
}
