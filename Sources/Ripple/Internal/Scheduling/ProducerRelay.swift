/// A producer run that is another producer's run seen through a signal operator. Interrupting
/// it interrupts the upstream run, so the interruption travels through the operator like any
/// other event: an operator that delivers on a scheduler delivers `interrupted` there too, as
/// in ReactiveSwift.
@usableFromInline
class ProducerRelay<Value, Error: Swift.Error>: @unchecked Sendable {
    @usableFromInline
    init() {}

    /// Starts the upstream run, hands `setup` the operator's signal and the upstream run's
    /// interrupter, then runs the upstream start handler.
    @usableFromInline
    func startWithSignal<Result>(
        _ setup: (_ signal: Signal<Value, Error>, _ interrupter: Disposable) -> Result
    ) -> Result {
        fatalError("ProducerRelay is abstract")
    }
}

/// The relay of `upstream` through `transform`.
@usableFromInline
final class LiftedRelay<Upstream, UpstreamError: Swift.Error, Value, Error: Swift.Error>:
    ProducerRelay<Value, Error>, @unchecked Sendable
{
    @usableFromInline let upstream: SignalProducer<Upstream, UpstreamError>
    @usableFromInline let transform:
        (Signal<Upstream, UpstreamError>) -> ScheduledOutput<Value, Error>

    @usableFromInline
    init(
        _ upstream: SignalProducer<Upstream, UpstreamError>,
        _ transform: @escaping (Signal<Upstream, UpstreamError>) -> ScheduledOutput<Value, Error>
    ) {
        self.upstream = upstream
        self.transform = transform
    }

    @usableFromInline
    override func startWithSignal<Result>(
        _ setup: (_ signal: Signal<Value, Error>, _ interrupter: Disposable) -> Result
    ) -> Result {
        upstream.startWithSignal { signal, upstreamInterrupter in
            let output = transform(signal)
            // Captures the output's root, not its signal: an output that no one observes is
            // still released.
            let root = output.root
            let interrupter = AnyDisposable {
                root.interrupt()
                upstreamInterrupter.dispose()
            }
            return setup(output.makeSignal(), interrupter)
        }
    }
}

extension SignalProducer {
    /// Applies a scheduling signal operator to every run, as `lift` does, except that
    /// interrupting a run interrupts the operator and the upstream run: `interrupted` reaches
    /// the observer through the operator's scheduler, as values do, rather than at once on
    /// the interrupting thread.
    ///
    /// - Parameter transform: The operator, from a run's signal to the result signal.
    /// - Returns: A producer whose runs are `transform` applied to this producer's runs.
    @inlinable
    func liftRelayingInterruption<U, F>(
        _ transform: @escaping (Signal<Value, Error>) -> ScheduledOutput<U, F>
    ) -> SignalProducer<U, F> {
        SignalProducer<U, F>(recipe: .relay(LiftedRelay(self, transform)))
    }
}
