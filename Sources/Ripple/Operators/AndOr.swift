extension Signal where Value == Bool {
    /// Sends `self && other` each time either sends a value, once both have sent one.
    ///
    ///     self:   -t-----f-----t-|
    ///     other:  ----t-----t-----|
    ///     result: ----t--f--f--t--|
    ///
    ///     let isSubmitEnabled = isEmailValid.and(isPasswordValid)
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
