import CRippleAtomics

/// What a flatten keeps of every started inner stream, whatever its types: its start order,
/// and what interrupts it. Not generic, so that the flatten's table of running streams is a
/// `[Int: FlattenRun]` whose every use is compiled for its one type: the output's end
/// interrupts the streams from code that runs unspecialized (an override), where a table of
/// a generic type would look up its metadata at each use.
@usableFromInline
class FlattenRun: @unchecked Sendable {
    @usableFromInline let id: Int
    @usableFromInline @exclusivity(unchecked) final var interrupter: Disposable?
    /// The lifetime of an inner stream that is a start handler, run without a run of its own
    /// (see `FlattenState.startHandler`): ended when the stream ends or is interrupted.
    @usableFromInline @exclusivity(unchecked) final var lifetime: Lifetime?

    @inlinable
    init(id: Int) {
        self.id = id
    }

    /// Forgets the run without interrupting it (it has ended); a start handler's lifetime
    /// ends now, as a run's ends with its signal.
    @inlinable
    final func release() {
        interrupter = nil
        if let lifetime {
            self.lifetime = nil
            Self.end(lifetime)
        }
    }

    /// Interrupts the run and forgets it.
    @inlinable
    final func interrupt() {
        if let lifetime {
            self.lifetime = nil
            Self.end(lifetime)
        }
        guard let interrupter else { return }
        self.interrupter = nil
        // Interrupting a run may interrupt a nested flatten: a trampoline step.
        Trampoline.run({ interrupter.dispose() }, orQueue: { { interrupter.dispose() } })
    }

    /// Ends a start handler's lifetime: a trampoline step, as the end of a run is (it may
    /// end a nested flatten, and so on down a chain).
    @inlinable
    static func end(_ lifetime: Lifetime) {
        Trampoline.run({ lifetime.end() }, orQueue: { { lifetime.end() } })
    }
}

/// One started inner stream of a flatten.
@usableFromInline
final class FlattenInner<Value, Error: Swift.Error>: FlattenRun, @unchecked Sendable {
    /// The flatten the stream feeds. Kept, so that the observer of the stream captures this object
    /// alone: no closure context, one allocation fewer per inner stream. A cycle with the state's
    /// `running`, cut when the stream ends or is dropped, or the output ends (`dispose`).
    @usableFromInline let state: FlattenState<Value, Error>
    /// Two counts of this run's events in one atomic word in the object itself (read and
    /// written only through `&`), each counted before it can be counted down:
    /// - the low half, 1 while an event of the run is queued on a trampoline, not yet
    ///   forwarded: later events wait in `backlog` behind it, whichever thread sends them;
    /// - the high half, events waiting in the output's domain (another thread was delivering):
    ///   while there are any, a later event of the run queues behind them, even on the thread
    ///   starting the run (see `FlattenState.hop`).
    @usableFromInline @exclusivity(unchecked) final var queuedWord = ripple_atomic_int()

    /// Guards `backlog` and the low half of `queuedWord`'s changes (a spin lock, held for an
    /// append or a swap; see `forwardInOrder`). Read and written only through `&`.
    @usableFromInline @exclusivity(unchecked) final var backlogLock = ripple_atomic_int()
    /// The run's events that came while an earlier one was queued on a trampoline, in order:
    /// the queued step delivers them after its own. Guarded by `backlogLock`.
    @usableFromInline @exclusivity(unchecked) final var backlog: [Signal<Value, Error>.Event] = []

    /// One event queued on a trampoline, in `queuedWord`.
    @inlinable static var onTrampoline: Int { 1 }
    /// One event waiting in the output's domain, in `queuedWord`.
    @inlinable static var inDomain: Int { 1 << (Int.bitWidth / 2) }

    /// Whether an event of this run is queued on a trampoline.
    @inlinable var hasEventOnTrampoline: Bool {
        ripple_atomic_int_load(&queuedWord) & (Self.inDomain - 1) != 0
    }

    /// Whether an event of this run waits in the output's domain.
    @inlinable var hasEventInDomain: Bool {
        ripple_atomic_int_load(&queuedWord) >= Self.inDomain
    }

    /// Adds `count` (a multiple of `onTrampoline` or `inDomain`) to `queuedWord`.
    @inlinable func countQueued(_ count: Int) {
        ripple_atomic_int_fetch_add(&queuedWord, count)
    }

    @inlinable
    init(id: Int, state: FlattenState<Value, Error>) {
        self.state = state
        super.init(id: id)
    }
}
