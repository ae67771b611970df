extension Signal {
    /// Kickstarter's name for `merge(with:)`, built on it: forwards the values of `self` and
    /// `other` as they arrive.
    ///
    ///     self:   -1----3--|
    ///     other:  ---2----4---|
    ///     result: -1-2--3-4---|
    ///
    /// - Parameter other: The signal to merge with.
    /// - Returns: A signal that completes when both have, and fails when either does.
    @inlinable
    public func mergeWith(_ other: Signal<Value, Error>) -> Signal<Value, Error> {
        merge(with: other)
    }
}

extension SignalProducer {
    /// Kickstarter's name for `merge(with:)`, built on it: runs `self` and `other` and forwards
    /// their values as they arrive.
    ///
    ///     self:   -1----3--|
    ///     other:  ---2----4---|
    ///     result: -1-2--3-4---|
    ///
    /// - Parameter other: The producer to merge with.
    /// - Returns: A producer that completes when both runs have, and fails when either does.
    @inlinable
    public func mergeWith(_ other: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
        merge(with: other)
    }
}
