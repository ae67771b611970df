import CRippleAtomics

/// A scheduling operator's output, and how a producer run interrupts it from downstream: its
/// root, for which `makeSignal()` makes the public signal.
@usableFromInline
struct ScheduledOutput<Value, Error: Swift.Error> {
    /// The output's root, which is also the operator's state (see `ScheduledRoot`).
    @usableFromInline let root: ScheduledRoot<Value, Error>

    @inlinable
    init(_ root: ScheduledRoot<Value, Error>) {
        self.root = root
    }

    /// The operator's output: call once, as the operator returns. (A signal's handle ends the
    /// signal when it goes with no observer, so a second one would end it early.) Made here,
    /// in the operator's inlined code, not with the output: a handle the caller uses only to
    /// chain the next operator then lives on the caller's stack, not the heap (the sign-up view
    /// model's `debounce(…).flatMap(…)`).
    @inlinable @inline(__always)
    func makeSignal() -> Signal<Value, Error> {
        Signal(core: SignalView(root))
    }
}

/// The output of a scheduling operator (`debounce`, `delay`, `throttle`, `observe(on:)`, …):
/// a root signal in a delivery domain of its own, which is also what the operator keeps (its
/// upstream observation, and its state in the subclass every such operator is built on,
/// `ScheduledOperator`). One object, where it was a root, a sink, a serial disposable, a flag
/// of two allocations and three closure contexts.
///
/// The root observes its upstream once, eagerly (`RootCore.observeItself(_:receiving:)`). The
/// upstream's observer runs in the upstream's domain and must not touch the output's domain: it
/// updates the operator's state (under a lock) and schedules work. The scheduled work sends into the
/// output with `send(_:)`, which enters the output's domain. So only the scheduler's callbacks
/// (and attaches and detaches) use the output's domain, and events reach observers on the
/// scheduler's thread, in the scheduler's order.
///
/// `cancelScheduled()` runs once, when the output terminates or is released with no
/// observers, or when a producer run interrupts the operator: it cancels what the operator
/// has scheduled and drops what it holds. `interrupt()` (a producer run was disposed) stops
/// the operator at once, as ReactiveSwift's does when the run's lifetime ends: it detaches
/// from the upstream, cancels the scheduled work, closes the output to the operator's work,
/// and schedules `interrupted` on the operator's scheduler (after the work already scheduled
/// for now, which then sends nothing). No value reaches the output after that.
///
/// One flag says the operator has ended, by whichever came first: the output's end (it
/// terminated, or was released with no observers) or an interruption. Either ends it once, and
/// the flag closes the output to the operator's scheduled work: after the output's own end
/// nothing it sends would be delivered anyway, and an interruption that comes after it has
/// nothing left to stop (no `interrupted` is scheduled for an output that has ended).
///
/// The root is its upstream's observer itself (`RootCore.observeItself`): its receiver is kept
/// in the cleanup slot that every root has (`CleanupCore.cleanup`, unused otherwise: this class
/// ends through `endInDomain()` and its `end()`, never through `CleanupCore`'s), and `end()`
/// disposes the observation, from any thread, as it disposed an entry before (one object
/// fewer per operator). The receiver keeps the root: a cycle until the observation leaves the
/// upstream (`end()` disposes it; an upstream that ends lets go of it).
@usableFromInline
class ScheduledRoot<Value, Error: Swift.Error>: RootCore, @unchecked Sendable {
    /// Set once the operator has ended (see the type's comment). Read and written only
    /// through `&`.
    @usableFromInline @exclusivity(unchecked) final var endedFlag = ripple_atomic_flag()

    init() {
        super.init(cleanup: nil, kind: EntryKind.observingRoot)
    }

    /// Cancels what the operator has scheduled and drops what it holds: once, from any
    /// thread, never inside a lock, after `isEnded` is set. Nothing to do here; a subclass
    /// cancels its state.
    func cancelScheduled() {}

    /// The scheduler that delivers the interruption of a producer run.
    var interruptionScheduler: Scheduler {
        fatalError("ScheduledRoot is abstract")
    }

    /// Whether the operator has ended: its output is closed to its scheduled work.
    @inlinable
    final var isEnded: Bool { ripple_atomic_flag_is_set(&endedFlag) }

    /// The output has ended: the operator stops observing and cancels its work.
    override func endInDomain() {
        _ = end()
    }

    /// Ends the operator unless it has ended: closes the output to its scheduled work,
    /// detaches from the upstream and cancels the work. Returns whether this call did.
    final func end() -> Bool {
        guard ripple_atomic_flag_try_set(&endedFlag) else { return false }
        // Through the protocol: a direct call made the optimizer inline `dispose()` into its
        // protocol witness too, every observation's disposal (S5 +1.9 % in instructions).
        (self as Disposable).dispose()
        cancelScheduled()
        return true
    }

    /// Sends `event` into the output, unless the operator has ended. Inlinable: scheduled work
    /// made in a client's specialized code sends with no metadata lookup.
    @inlinable
    final func send(_ event: Signal<Value, Error>.Event) {
        guard !isEnded else { return }
        SignalView.send(event, into: self)
    }

    /// Stops the operator for a producer run that was disposed (see the type's comment).
    final func interrupt() {
        guard end() else { return }
        _ = interruptionScheduler.schedule { [self] in
            SignalView<Value, Error>.send(.interrupted, into: self)
        }
    }
}
