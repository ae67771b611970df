/// The disposable that interrupts a run of a lifted operator which ReactiveSwift 7 fuses into
/// its upstream (`map`, `filter`, `on`, `scan`, …): it interrupts the **upstream** run, so
/// `interrupted` travels down through every stage of the chain like any other event, through
/// a time operator's scheduler too, and each stage's `on(interrupted:terminated:)` sees it
/// where ReactiveSwift runs it: upstream stages first, and behind a scheduling operator only
/// when the scheduler delivers it.
///
/// Until the upstream run is set up (a run disposed from inside its downstream's setup, before
/// it started), disposing interrupts the run's own signal, as a plain lifted run does.
///
/// The interruption then reaches the observer as a delivery through every stage it crosses,
/// which recurses once per stage. So that disposing a chain of any depth stays stack-safe (as
/// its teardown is), a relay goes up at most `maxHops` relaying stages (a fused level counts
/// each of its stages, see `FusedLift`): the stage it stops at
/// interrupts its own signal, and the stages above it are interrupted by the teardown that
/// follows, as a plain lifted run's upstream is (ReactiveSwift's order for any chain of up to
/// `maxHops` fused stages in a row).
@usableFromInline
final class RelayInterrupter<Value, Error: Swift.Error>: Disposable, InterruptionRelay,
    @unchecked Sendable
{
    /// How many relaying stages one disposal goes up before it interrupts a stage's own
    /// signal.
    static var maxHops: Int { 64 }

    private enum State {
        /// The upstream run is not set up yet; holds the run's input, as a run's interrupter
        /// does, so that a start handler that keeps no observer stays alive.
        case waiting(Signal<Value, Error>.Observer)
        /// Interrupting relays to `upstream`; still holds the run's input.
        case relaying(upstream: Disposable, input: Signal<Value, Error>.Observer)
        case disposed
    }

    private let state: Locked<State>
    /// How many stages the run applies to the upstream run's signal (a fused level has several,
    /// see `FusedLift`): each counts as a hop.
    private let stages: Int

    @usableFromInline
    init(input: Signal<Value, Error>.Observer, stages: Int = 1) {
        state = Locked(.waiting(input))
        self.stages = stages
    }

    /// Whether `dispose()` has been called.
    @usableFromInline
    var isDisposed: Bool {
        state.withLock { if case .disposed = $0 { true } else { false } }
    }

    /// From now on, disposing interrupts `upstream`, the interrupter of the upstream run.
    @usableFromInline
    func relay(to upstream: Disposable) {
        state.withLock { state in
            guard case .waiting(let input) = state else { return }
            state = .relaying(upstream: upstream, input: input)
        }
    }

    /// Interrupts the upstream run (or, before it is set up, this run's signal).
    @usableFromInline
    func dispose() {
        relayedDispose(hops: 0)
    }

    /// `dispose()`, reached from `hops` relaying stages downstream.
    func relayedDispose(hops: Int) {
        let previous = state.withLock { state in
            defer { state = .disposed }
            return state
        }
        switch previous {
        case .waiting(let input):
            input.sendInterrupted()
        case .relaying(_, let input) where hops + stages > Self.maxHops:
            input.sendInterrupted()
        case .relaying(let upstream, _):
            let hops = hops + stages
            // A deep chain of relaying stages interrupts its source as a loop.
            if let next = upstream as? InterruptionRelay {
                Trampoline.run(
                    { next.relayedDispose(hops: hops) },
                    orQueue: { { next.relayedDispose(hops: hops) } })
            } else {
                Trampoline.run({ upstream.dispose() }, orQueue: { { upstream.dispose() } })
            }
        case .disposed:
            break
        }
    }
}

/// A `RelayInterrupter` of any value and error type.
protocol InterruptionRelay: AnyObject {
    /// Disposes the relay, reached from `hops` relaying stages downstream.
    func relayedDispose(hops: Int)
}
