/// The start handler of a chain of relaying lifts (`map`, `filter`, `on`, `scan`, …, see
/// `SignalProducer.liftRelaying`) fused into one level: each start starts `upstream` once and
/// applies every stage's signal operator, in order, to that one run's signal, so a value
/// crosses one signal per stage instead of two (the stage's and its own run's).
///
/// This is ReactiveSwift 7's fusing: each start still runs the upstream start handler anew,
/// the operators are applied per start, and disposing the run interrupts the upstream run,
/// whose interruption then travels through every stage (see `RelayInterrupter`).
///
/// The stages are an array of type-erased operators, not nested closures: building, starting
/// and releasing a segment never recurses once per stage. A segment holds at most
/// `maxStages` stages (a longer chain is a chain of segments, each its own level of
/// `LiftedStart.run`), so that building a chain copies a bounded array per stage and one
/// disposal never delivers `interrupted` through more than `RelayInterrupter.maxHops` stages.
@usableFromInline
final class FusedLift<Upstream, UpstreamError: Swift.Error, Value, Error: Swift.Error>:
    UpstreamLift<Upstream, UpstreamError, Value, Error>, @unchecked Sendable
{
    /// A signal operator with its types erased: it takes and returns a `Signal`.
    @usableFromInline typealias Stage = (AnyObject) -> AnyObject

    /// The most stages one segment fuses.
    @usableFromInline static var maxStages: Int { RelayInterrupter<Value, Error>.maxHops }

    /// The stages, innermost first: the first takes a `Signal<Upstream, UpstreamError>`, the
    /// last returns a `Signal<Value, Error>`.
    @usableFromInline let stages: [Stage]

    @usableFromInline
    init(_ upstream: SignalProducer<Upstream, UpstreamError>, stages: [Stage]) {
        self.stages = stages
        super.init(upstream, relaysInterruption: true)
    }

    @usableFromInline
    override var stageCount: Int { stages.count }

    @usableFromInline
    override func fusing<U, F>(
        _ transform: @escaping (Signal<Value, Error>) -> Signal<U, F>
    ) -> LiftedStart<U, F>? {
        guard let upstream, stages.count < Self.maxStages else { return nil }
        return FusedLift<Upstream, UpstreamError, U, F>(
            upstream, stages: stages + [erasing(transform)])
    }

    @usableFromInline
    override func start(
        _ observer: Signal<Value, Error>.Observer, _ lifetime: Lifetime,
        _ relay: RelayInterrupter<Value, Error>?
    ) -> LiftStep? {
        let stages = self.stages
        // A stage that ends the run by itself (`take(first:)`, …) stops observing the stages
        // before it at once; an interruption that a scheduling operator delivers later must
        // still find them (see `upstreamRelaysInterruption`). Over a fused level of its own
        // kind, the relayed interruption comes at once, through at most `maxHops` stages.
        let keepsStagesObserved = upstreamIsScheduled
        return startUpstream(observer, lifetime, relay) { signal in
            var fused: AnyObject = signal
            for stage in stages {
                if keepsStagesObserved {
                    (fused as? any ObservableUntilEnded)?.observeUntilEnded()
                }
                fused = stage(fused)
            }
            return unsafeDowncast(fused, to: Signal<Value, Error>.self)
        }
    }
}

/// `transform` as a `FusedLift` stage.
@inlinable
func erasing<A, B: Swift.Error, C, D: Swift.Error>(
    _ transform: @escaping (Signal<A, B>) -> Signal<C, D>
) -> (AnyObject) -> AnyObject {
    { transform(unsafeDowncast($0, to: Signal<A, B>.self)) }
}
