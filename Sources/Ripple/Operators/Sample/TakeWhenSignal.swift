extension SignalProducer {
    /// Kickstarter's `takeWhen` on a producer with a signal trigger: starts `self` at once and
    /// returns a **signal** of its latest value on each trigger value, once the run has one.
    /// Built on `withLatestFrom`; ends with the run of `self`.
    ///
    ///     self:    -a---b-------|   (started when the operator is applied)
    ///     trigger: ---x---x-x-|
    ///     result:  ---a---b-b---|
    ///
    /// Where a `SignalProducer` is expected (`let p: SignalProducer<…> = producer.takeWhen(t)`)
    /// the producer form is chosen instead, which starts `self` per run.
    ///
    /// - Parameter trigger: The signal whose values release the latest value.
    /// - Returns: A signal of the latest values of the run of `self`.
    public func takeWhen<U>(_ trigger: Signal<U, Error>) -> Signal<Value, Error> {
        trigger.withLatestFrom(self).map { $0.1 }
    }

    /// Kickstarter's `takePairWhen` on a producer with a signal trigger: starts `self` at once
    /// and returns a **signal** of `(latest value, trigger value)` pairs. Ends with the run.
    ///
    ///     self:    -a---b-------|   (started when the operator is applied)
    ///     trigger: ---1---2-3-|
    ///     result:  ---a1--b2b3--|
    ///
    /// - Parameter trigger: The signal whose values release the latest value.
    /// - Returns: A signal of pairs of the run's latest value and `trigger`'s value.
    public func takePairWhen<U>(_ trigger: Signal<U, Error>) -> Signal<(Value, U), Error> {
        trigger.withLatestFrom(self).map { ($0.1, $0.0) }
    }
}
