extension Signal {
    /// Sends the latest value of `self` each time `trigger` sends a value, once `self` has one
    /// (Kickstarter's `takeWhen`).
    ///
    ///     self:    -a---b-------|
    ///     trigger: ---x---x-x-|
    ///     result:  ---a---b-b---|
    ///
    /// Ends with `self`, not with `trigger`: the trigger's completion, failure and
    /// interruption are ignored, as in Kickstarter's `takeWhen`.
    ///
    /// - Parameter trigger: The signal whose values release the latest value.
    /// - Returns: A signal of the latest values of `self`, sampled by `trigger`.
    @inlinable
    public func takeWhen<U>(_ trigger: Signal<U, Error>) -> Signal<Value, Error> {
        sampled(by: trigger, endsWithSource: true) { value, _ in value }
    }

    /// Sends the latest value of `self` paired with `trigger`'s value each time `trigger`
    /// sends one, once `self` has a value (Kickstarter's `takePairWhen`).
    ///
    ///     self:    -a---b-------|
    ///     trigger: ---1---2-3-|
    ///     result:  ---a1--b2b3--|
    ///
    /// Ends with `self`, not with `trigger`.
    ///
    /// - Parameter trigger: The signal whose values release the latest value.
    /// - Returns: A signal of pairs of `self`'s latest value and `trigger`'s value.
    @inlinable
    public func takePairWhen<U>(_ trigger: Signal<U, Error>) -> Signal<(Value, U), Error> {
        sampled(by: trigger, endsWithSource: true) { ($0, $1) }
    }
}

extension SignalProducer {
    /// Sends the latest value of `self` each time `trigger` sends a value, once `self` has one.
    /// Starts `self`, then `trigger`; ends with `self`.
    ///
    ///     self:    -a---b-------|
    ///     trigger: ---x---x-x-|
    ///     result:  ---a---b-b---|
    ///
    /// - Parameter trigger: The producer whose values release the latest value.
    /// - Returns: A producer of the latest values of `self`, sampled by `trigger`.
    @inlinable
    public func takeWhen<U>(_ trigger: SignalProducer<U, Error>) -> SignalProducer<Value, Error> {
        sampled(by: trigger, endsWithSource: true) { value, _ in value }
    }

    /// Sends the latest value of each run of `self` each time the hot signal `trigger` sends
    /// a value, once the run has one; ends with the run. Disfavored: without a type context,
    /// `producer.takeWhen(signal)` is Kickstarter's form, which returns a `Signal`.
    ///
    ///     self:    -a---b-------|
    ///     trigger: ---x---x-x-|
    ///     result:  ---a---b-b---|
    ///
    /// - Parameter trigger: The signal whose values release the latest value.
    /// - Returns: A producer of the latest values of `self`, sampled by `trigger`.
    @inlinable @_disfavoredOverload
    public func takeWhen<U>(_ trigger: Signal<U, Error>) -> SignalProducer<Value, Error> {
        takeWhen(SignalProducer<U, Error>(trigger))
    }

    /// Sends the latest value of `self` paired with `trigger`'s value each time `trigger`
    /// sends one. Starts `self`, then `trigger`; ends with `self`.
    ///
    ///     self:    -a---b-------|
    ///     trigger: ---1---2-3-|
    ///     result:  ---a1--b2b3--|
    ///
    /// - Parameter trigger: The producer whose values release the latest value.
    /// - Returns: A producer of pairs of `self`'s latest value and `trigger`'s value.
    @inlinable
    public func takePairWhen<U>(_ trigger: SignalProducer<U, Error>)
        -> SignalProducer<(Value, U), Error>
    {
        sampled(by: trigger, endsWithSource: true) { ($0, $1) }
    }

    /// Pairs the latest value of each run of `self` with each value of the hot signal
    /// `trigger`, once the run has a value; ends with the run. Disfavored: without a type
    /// context, `producer.takePairWhen(signal)` is Kickstarter's form, which returns a `Signal`.
    ///
    ///     self:    -a---b-------|
    ///     trigger: ---1---2-3-|
    ///     result:  ---a1--b2b3--|
    ///
    /// - Parameter trigger: The signal whose values release the latest value.
    /// - Returns: A producer of pairs of `self`'s latest value and `trigger`'s value.
    @inlinable @_disfavoredOverload
    public func takePairWhen<U>(_ trigger: Signal<U, Error>) -> SignalProducer<(Value, U), Error> {
        takePairWhen(SignalProducer<U, Error>(trigger))
    }
}
