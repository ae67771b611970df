extension Signal {
    /// Kickstarter's `withLatestFrom`: pairs each value of `self` with the latest value of
    /// `other`, once `other` has one. Built on `takePairWhen`, with `self` as the trigger.
    ///
    ///     self:   --a---b---c----
    ///     other:  -1--2-------3-|
    ///     result: --(a,1)-(b,2)-(c,2)-|
    ///
    /// Unlike `withLatest(from:)`, the result **ends with `other`**: it completes, fails or is
    /// interrupted when `other` does, and the terminal events of `self` are ignored — which is
    /// why `self` may have any error type.
    ///
    /// - Parameter other: The signal whose latest value is paired.
    /// - Returns: A signal of pairs, with `other`'s error type.
    public func withLatestFrom<U, OtherError>(_ other: Signal<U, OtherError>) -> Signal<
        (Value, U), OtherError
    > {
        let trigger = demoteErrors().promoteError(OtherError.self)
        return other.takePairWhen(trigger).map { ($0.1, $0.0) }
    }

    /// Kickstarter's `withLatestFrom` with a producer: starts `other` at once (interrupted
    /// when the result ends, or is released with no observers), then pairs as the signal form.
    ///
    ///     self:   --a---b---c----
    ///     other:  -1--2-------3-|   (started when the operator is applied)
    ///     result: --(a,1)-(b,2)-(c,2)-|
    ///
    /// - Parameter other: The producer whose latest value is paired.
    /// - Returns: A signal of pairs, ending with `other`'s run.
    public func withLatestFrom<U, OtherError>(_ other: SignalProducer<U, OtherError>) -> Signal<
        (Value, U), OtherError
    > {
        Signal<(Value, U), OtherError> { observer, lifetime in
            other.startWithSignal { otherSignal, interrupter in
                lifetime += interrupter
                lifetime += self.withLatestFrom(otherSignal).observe(observer)
            }
        }
    }

    /// Kickstarter's `filterWhenLatestFrom`: forwards a value of `self` only when the latest
    /// value of `other` satisfies `satisfies`. Built on `withLatestFrom`, so it ends with
    /// `other`.
    ///
    ///     self:   --a---b---c---
    ///     other:  -T--F-----T--|
    ///     result: --a-----------|   (satisfies: { $0 == T }; c comes before the last T)
    ///
    /// - Parameters:
    ///   - other: The signal whose latest value decides.
    ///   - satisfies: The check on `other`'s latest value.
    /// - Returns: A signal of the values of `self` let through.
    public func filterWhenLatestFrom<U>(
        _ other: Signal<U, Error>, satisfies: @escaping (U) -> Bool
    ) -> Signal<Value, Error> {
        withLatestFrom(other).filter { satisfies($0.1) }.map { $0.0 }
    }
}

extension SignalProducer {
    /// Kickstarter's `withLatestFrom` per run: pairs each value of a run of `self` with the
    /// latest value of `other`; the run ends with `other`.
    ///
    ///     self:   --a---b----
    ///     other:  -1--2-----|
    ///     result: --(a,1)-(b,2)-|
    ///
    /// - Parameter other: The signal whose latest value is paired.
    /// - Returns: A producer of pairs, with `other`'s error type.
    public func withLatestFrom<U, OtherError>(_ other: Signal<U, OtherError>)
        -> SignalProducer<(Value, U), OtherError>
    {
        lift { $0.withLatestFrom(other) }
    }

    /// Kickstarter's `withLatestFrom` per run, with a producer: each run of `self` starts a
    /// run of `other` and ends with it.
    ///
    ///     self:   --a---b----
    ///     other:  -1--2-----|
    ///     result: --(a,1)-(b,2)-|
    ///
    /// - Parameter other: The producer whose latest value is paired.
    /// - Returns: A producer of pairs, with `other`'s error type.
    public func withLatestFrom<U, OtherError>(_ other: SignalProducer<U, OtherError>)
        -> SignalProducer<(Value, U), OtherError>
    {
        lift { $0.withLatestFrom(other) }
    }

    /// Kickstarter's `filterWhenLatestFrom` per run: forwards a value only when the latest
    /// value of `other` satisfies `satisfies`; the run ends with `other`.
    ///
    ///     self:   --a---b---
    ///     other:  -T--F----|
    ///     result: --a------|   (satisfies: { $0 == T })
    ///
    /// - Parameters:
    ///   - other: The signal whose latest value decides.
    ///   - satisfies: The check on `other`'s latest value.
    /// - Returns: A producer of the values let through.
    public func filterWhenLatestFrom<U>(
        _ other: Signal<U, Error>, satisfies: @escaping (U) -> Bool
    ) -> SignalProducer<Value, Error> {
        lift { $0.filterWhenLatestFrom(other, satisfies: satisfies) }
    }
}
