// Lifting: how every signal operator becomes the producer operator of the same name.

extension SignalProducer {
    /// Applies a signal operator to every run: the SignalProducer form of each operator.
    ///
    /// - Parameter transform: The operator, from a run's signal to the result signal.
    /// - Returns: A producer whose runs are `transform` applied to this producer's runs.
    @inlinable
    public func lift<U, F>(
        _ transform: @escaping (Signal<Value, Error>) -> Signal<U, F>
    ) -> SignalProducer<U, F> {
        SignalProducer<U, F>(recipe: .lifted(LiftedOperator(self, transform)))
    }

    /// `lift` for an operator that ReactiveSwift 7 fuses into its upstream (`map`, `filter`,
    /// `on`, `scan`, …): disposing a run interrupts the upstream run, and the interruption
    /// travels down through the operator (see `RelayInterrupter`).
    @inlinable
    func liftRelaying<U, F>(
        _ transform: @escaping (Signal<Value, Error>) -> Signal<U, F>
    ) -> SignalProducer<U, F> {
        SignalProducer<U, F>(
            recipe: .lifted(LiftedOperator(self, transform, relaysInterruption: true)))
    }
}
