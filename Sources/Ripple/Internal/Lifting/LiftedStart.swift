// Internal/Lifting: how a producer operator runs per start. `LiftedStart` (this file) is the
// start handler of a lifted producer, started level by level in a loop; `FusedLift`
// (`FusedLift.swift`) runs consecutive relaying lifts as one level; `RelayInterrupter`
// (`RelayInterrupter.swift`) interrupts a disposed run at its upstream, so `interrupted`
// travels down through the operators like any other event.
// Entry points: `SignalProducer.lift` and `liftRelaying`
// (`SignalProducer/SignalProducer+Lift.swift`) make them; `LiftedStart.run` starts a chain.

/// The start handler of a lifted producer (`lift`, and every producer operator built on it):
/// start the upstream producer, apply the operator to the upstream run's signal, and forward
/// the result to this run.
///
/// Written as a plain closure, the start handler of a 100,000-deep `map` chain would start
/// each level from inside the level above it, and releasing the chain would release each
/// closure from inside the one above: one recursion per stage. Here each level does its own
/// wiring and hands back the upstream level as a `LiftStep`, which `run(_:)` starts in a loop;
/// and releasing a level lets go of its upstream through the trampoline.
///
/// The runs are the same as the closure's: one signal, lifetime and interrupter per level,
/// each level set up before its upstream level starts, the innermost start handler last. A
/// level is one `lift`, or a segment of relaying lifts fused into one (see `FusedLift`).
@usableFromInline
class LiftedStart<Value, Error: Swift.Error>: @unchecked Sendable {
    /// Whether disposing a run interrupts the upstream run rather than the run's own signal
    /// (see `RelayInterrupter`).
    @usableFromInline let relaysInterruption: Bool

    @usableFromInline
    init(relaysInterruption: Bool) {
        self.relaysInterruption = relaysInterruption
    }

    /// How many operators a run of this level applies to its upstream run's signal: how many
    /// stages an interruption relayed through the level crosses.
    @usableFromInline
    var stageCount: Int { 1 }

    /// This level with `transform` applied after it, as one level (see `FusedLift`), or `nil`
    /// when the level does not fuse.
    @usableFromInline
    func fusing<U, F>(
        _ transform: @escaping (Signal<Value, Error>) -> Signal<U, F>
    ) -> LiftedStart<U, F>? {
        nil
    }

    /// Starts the upstream run and forwards it through the operator to `observer`, up to the
    /// upstream's own start handler: that one is returned as the next step when the upstream
    /// is lifted too, and run before returning when it is not. `relay`, the run's interrupter
    /// when it relays, learns the upstream run's interrupter.
    @usableFromInline
    func start(
        _ observer: Signal<Value, Error>.Observer, _ lifetime: Lifetime,
        _ relay: RelayInterrupter<Value, Error>?
    ) -> LiftStep? {
        fatalError("LiftedStart is abstract")
    }

    /// Runs the start handler of a lifted producer: one level after another, as a loop.
    @usableFromInline
    static func run(
        _ lifted: LiftedStart, _ observer: Signal<Value, Error>.Observer, _ lifetime: Lifetime,
        _ relay: RelayInterrupter<Value, Error>?
    ) {
        guard var step = lifted.start(observer, lifetime, relay) else { return }
        // Each level's signal lives until every level below it has started, as it would if
        // the levels started one inside the other, and goes innermost first.
        var signals: [AnyObject] = []
        while true {
            signals.append(step.signal)
            guard let next = step.next() else { break }
            step = next
        }
        while signals.popLast() != nil {}
    }
}

/// One level of a lifted start that is set up and waits for its start handler to run.
@usableFromInline
final class LiftStep {
    /// The level's signal, kept until the whole start is done.
    @usableFromInline let signal: AnyObject
    /// Runs the level's start handler; returns the level below it if that is lifted too.
    @usableFromInline let next: () -> LiftStep?

    @usableFromInline
    init(signal: AnyObject, next: @escaping () -> LiftStep?) {
        self.signal = signal
        self.next = next
    }
}

/// A lift that keeps the producer it lifts (`LiftedOperator`: one operator; `FusedLift`:
/// several): it lets go of that producer through the trampoline, so that a chain of lifts is
/// released as a loop, and starts it with its operators applied to the run's signal.
@usableFromInline
class UpstreamLift<Upstream, UpstreamError: Swift.Error, Value, Error: Swift.Error>:
    LiftedStart<Value, Error>, @unchecked Sendable
{
    /// Optional only so that `deinit` can let go of it through the trampoline.
    @usableFromInline final var upstream: SignalProducer<Upstream, UpstreamError>?

    @usableFromInline
    init(_ upstream: SignalProducer<Upstream, UpstreamError>, relaysInterruption: Bool) {
        self.upstream = upstream
        super.init(relaysInterruption: relaysInterruption)
    }

    deinit {
        var upstream = self.upstream
        self.upstream = nil
        Trampoline.release(&upstream)
    }

    /// Starts `upstream`, observing `apply` of its run's signal with `observer`: the next step
    /// of `LiftedStart.run`, or `nil` (see `start(_:_:_:)`).
    final func startUpstream(
        _ observer: Signal<Value, Error>.Observer, _ lifetime: Lifetime,
        _ relay: RelayInterrupter<Value, Error>?,
        applying apply: (Signal<Upstream, UpstreamError>) -> Signal<Value, Error>
    ) -> LiftStep? {
        guard let upstream else { return nil }
        if relaysInterruption, !lifetime.hasEnded {
            switch upstream.recipe {
            case .value(let value):
                startConstant(
                    { .value(value) }, thenCompleted: true, observer, lifetime, relay, apply)
                return nil
            case .computed(let compute):
                startConstant(
                    { .value(compute()) }, thenCompleted: true, observer, lifetime, relay, apply)
                return nil
            case .failure(let error):
                startConstant(
                    { .failed(error) }, thenCompleted: false, observer, lifetime, relay, apply)
                return nil
            case .empty:
                startConstant(
                    { .completed }, thenCompleted: false, observer, lifetime, relay, apply)
                return nil
            case .handler, .concat, .relay, .lifted:
                break
            }
        }
        // A relaying lift keeps the stages it applies observed itself, when it must (see
        // `FusedLift.start`).
        let keepsUpstreamObserved = !relaysInterruption && upstreamRelaysInterruption
        return upstream.startStep { signal, interrupter in
            relay?.relay(to: interrupter)
            lifetime += interrupter
            if keepsUpstreamObserved { signal.observeUntilEnded() }
            lifetime += apply(signal).observe(observer)
        }
    }

    /// Whether the upstream run, once interrupted, delivers its interruption through its
    /// stages: it is a scheduling operator (`delay`, `observe(on:)`, …, lifted with
    /// `liftRelayingInterruption`), whose stages behind it see the interruption at the
    /// scheduler's next turn, or a relaying lift, whose interruption goes up to its source and
    /// may cross one. When this run ends by itself (an operator such as `take(first:)` ended
    /// it), it no longer observes the upstream, whose stages behind a scheduling operator (an
    /// `on(interrupted:terminated:)`) would be let go before the interruption came: so a lift
    /// that does not relay keeps the upstream's signal observed until it ends, and a fused
    /// level right after a scheduling operator keeps each of its stages' signals
    /// (`FusedLift.start`). An upstream that interrupts its own signal needs nothing.
    final var upstreamRelaysInterruption: Bool {
        switch upstream?.recipe {
        case .relay: true
        case .lifted(let lifted): lifted.relaysInterruption
        case .handler, .concat, .value, .computed, .failure, .empty, nil: false
        }
    }

    /// Whether the upstream is a scheduling operator (see `upstreamRelaysInterruption`).
    final var upstreamIsScheduled: Bool {
        if case .relay = upstream?.recipe { true } else { false }
    }
}

/// A signal that a lifted run can keep observed, whatever its types (see
/// `UpstreamLift.upstreamRelaysInterruption`).
protocol ObservableUntilEnded: AnyObject {
    /// Observes the signal with an observer that does nothing, until the signal ends.
    func observeUntilEnded()
}

extension Signal: ObservableUntilEnded {
    func observeUntilEnded() {
        _ = observe { _ in }
    }
}

/// `upstream` seen through `transform`.
@usableFromInline
final class LiftedOperator<Upstream, UpstreamError: Swift.Error, Value, Error: Swift.Error>:
    UpstreamLift<Upstream, UpstreamError, Value, Error>, @unchecked Sendable
{
    @usableFromInline let transform: (Signal<Upstream, UpstreamError>) -> Signal<Value, Error>

    @usableFromInline
    init(
        _ upstream: SignalProducer<Upstream, UpstreamError>,
        _ transform: @escaping (Signal<Upstream, UpstreamError>) -> Signal<Value, Error>,
        relaysInterruption: Bool = false
    ) {
        self.transform = transform
        super.init(upstream, relaysInterruption: relaysInterruption)
    }

    @usableFromInline
    override func fusing<U, F>(
        _ next: @escaping (Signal<Value, Error>) -> Signal<U, F>
    ) -> LiftedStart<U, F>? {
        guard relaysInterruption, let upstream else { return nil }
        return FusedLift<Upstream, UpstreamError, U, F>(
            upstream, stages: [erasing(transform), erasing(next)])
    }

    @usableFromInline
    override func start(
        _ observer: Signal<Value, Error>.Observer, _ lifetime: Lifetime,
        _ relay: RelayInterrupter<Value, Error>?
    ) -> LiftStep? {
        startUpstream(observer, lifetime, relay, applying: transform)
    }
}

extension SignalProducer {
    /// `startWithSignal(setup)`, except that a lifted producer's start handler is not run but
    /// returned, as the next step of `LiftedStart.run`.
    @usableFromInline
    func startStep(_ setup: (Signal<Value, Error>, Disposable) -> Void) -> LiftStep? {
        guard case .lifted(let lifted) = recipe else {
            startWithSignal(setup)
            return nil
        }
        let run = makeRun()
        setup(run.signal, run.interrupter)
        guard !run.interrupter.isDisposed, !run.lifetime.hasEnded else { return nil }
        return LiftStep(signal: run.signal) { lifted.start(run.input, run.lifetime, run.relay) }
    }
}
