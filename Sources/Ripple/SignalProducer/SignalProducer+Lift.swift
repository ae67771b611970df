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
    ///
    /// Applied to such a lift, the operator is fused into it: a run applies both operators to
    /// one upstream run's signal (see `FusedLift`). An operator that ends a run on its own
    /// (`take(first:)`, `attempt`, …) fuses too: the run's end interrupts the upstream run while
    /// the operator still observes the stages above it, which therefore see `interrupted`, as
    /// in ReactiveSwift.
    ///
    /// - Parameter transform: The operator, from a run's signal to the result signal.
    @inlinable
    func liftRelaying<U, F>(
        _ transform: @escaping (Signal<Value, Error>) -> Signal<U, F>
    ) -> SignalProducer<U, F> {
        if case .lifted(let lifted) = recipe, let fused = lifted.fusing(transform) {
            return SignalProducer<U, F>(recipe: .lifted(fused))
        }
        return SignalProducer<U, F>(
            recipe: .lifted(LiftedOperator(self, transform, relaysInterruption: true)))
    }
}
