extension Signal {
    /// Sends the latest value of `self`, paired with `samplee`'s value, each time `samplee`
    /// sends one, once `self` has a value.
    ///
    ///     self:    -a---b-----|
    ///     samplee: ---1---2-3---|
    ///     result:  ---a1--b2b3--|
    ///
    /// Completes when both have completed; interrupted when either is; fails when `self` does.
    ///
    /// - Parameter samplee: The signal whose values trigger a sample.
    /// - Returns: A signal of pairs of `self`'s latest value and `samplee`'s value.
    @inlinable
    public func sample<U>(with samplee: Signal<U, Never>) -> Signal<(Value, U), Error> {
        sampled(by: samplee.promoteError(Error.self), endsWithSource: false) { ($0, $1) }
    }

    /// Sends the latest value of `self` each time `sampler` sends a value, once `self` has one.
    ///
    ///     self:    -a---b-----|
    ///     sampler: ---x---x-x---|
    ///     result:  ---a---b-b---|
    ///
    /// Completes when both have completed; interrupted when either is; fails when `self` does.
    ///
    /// - Parameter sampler: The signal whose values trigger a sample.
    /// - Returns: A signal of `self`'s latest values, sampled.
    @inlinable
    public func sample(on sampler: Signal<(), Never>) -> Signal<Value, Error> {
        sampled(by: sampler.promoteError(Error.self), endsWithSource: false) { value, _ in value }
    }

}

extension SignalProducer {
    /// Sends the latest value of `self`, paired with `samplee`'s value, each time `samplee`
    /// sends one, once `self` has a value. Starts `self`, then `samplee`.
    ///
    ///     self:    -a---b-----|
    ///     samplee: ---1---2-3---|
    ///     result:  ---a1--b2b3--|
    ///
    /// - Parameter samplee: The producer whose values trigger a sample.
    /// - Returns: A producer that completes when both runs have completed.
    @inlinable
    public func sample<U>(with samplee: SignalProducer<U, Never>) -> SignalProducer<
        (Value, U), Error
    > {
        sampled(by: samplee.promoteError(Error.self), endsWithSource: false) {
            ($0, $1)
        }
    }

    /// Samples each run of `self` with the hot signal `samplee`; see `sample(with:)`.
    ///
    ///     self:    -a---b-----|
    ///     samplee: ---1---2-3---|
    ///     result:  ---a1--b2b3--|
    ///
    /// - Parameter samplee: The signal whose values trigger a sample.
    /// - Returns: A producer of pairs of `self`'s latest value and `samplee`'s value.
    @inlinable
    public func sample<U>(with samplee: Signal<U, Never>) -> SignalProducer<(Value, U), Error> {
        sample(with: SignalProducer<U, Never>(samplee))
    }

    /// Sends the latest value of `self` each time `sampler` sends a value, once `self` has one.
    ///
    ///     self:    -a---b-----|
    ///     sampler: ---x---x-x---|
    ///     result:  ---a---b-b---|
    ///
    /// - Parameter sampler: The producer whose values trigger a sample.
    /// - Returns: A producer of `self`'s latest values, sampled.
    @inlinable
    public func sample(on sampler: SignalProducer<(), Never>) -> SignalProducer<Value, Error> {
        sampled(by: sampler.promoteError(Error.self), endsWithSource: false) {
            value, _ in value
        }
    }

    /// Samples each run of `self` each time the hot signal `sampler` sends a value; see
    /// `sample(on:)`.
    ///
    ///     self:    -a---b-----|
    ///     sampler: ---x---x-x---|
    ///     result:  ---a---b-b---|
    ///
    /// - Parameter sampler: The signal whose values trigger a sample.
    /// - Returns: A producer of `self`'s latest values, sampled.
    @inlinable
    public func sample(on sampler: Signal<(), Never>) -> SignalProducer<Value, Error> {
        sample(on: SignalProducer<(), Never>(sampler))
    }
}
