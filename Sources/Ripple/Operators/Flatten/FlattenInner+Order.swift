import CRippleAtomics

// The order of one inner run's events through the trampolines. A thread nested
// `Trampoline.maxDepth` steps deep (a deep chain of flattens) queues an inner event on its own
// trampoline; another thread may send the run's next event before that trampoline drains. A
// queue per thread would let the later event overtake (a `completed` ended the run and the
// queued value was dropped), so the run keeps its own backlog: while one of its events is
// queued, on whatever thread, its later events wait behind it and the queued step delivers
// them, in order. Events of a run that nothing queued take the fast path in
// `FlattenState.forward` and never touch the backlog.
extension FlattenInner {
    /// Forwards `event` behind the run's queued event, if it has one; queues it on this
    /// thread's trampoline if this thread is nested too deep; delivers it now otherwise.
    @usableFromInline
    func forwardInOrder(_ event: Signal<Value, Error>.Event) {
        let placement: Placement = withBacklogLock {
            if hasEventOnTrampoline {
                backlog.append(event)
                return .behindQueued
            }
            if Trampoline.isNestedTooDeep {
                countQueued(Self.onTrampoline)
                return .queued
            }
            return .now
        }
        switch placement {
        case .behindQueued:
            return
        case .queued:
            Trampoline.enqueue { [self] in deliverQueued(event) }
        case .now:
            Trampoline.run(
                { state.hop(event, from: self) }, orQueue: { { self.state.hop(event, from: self) } }
            )
        }
    }

    /// Where `forwardInOrder` put an event.
    @usableFromInline
    enum Placement {
        /// In the backlog, behind the run's queued event.
        case behindQueued
        /// On this thread's trampoline, as the run's queued event.
        case queued
        /// Delivered at once.
        case now
    }

    /// The queued step: delivers `first`, then the backlog, until it stays empty; then the run
    /// has no event queued any more.
    func deliverQueued(_ first: Signal<Value, Error>.Event) {
        state.hop(first, from: self)
        while let events = takeBacklog() {
            for event in events {
                state.hop(event, from: self)
            }
        }
    }

    /// The backlog, emptied; or `nil`, the run marked as having no event queued, when it is
    /// empty.
    private func takeBacklog() -> [Signal<Value, Error>.Event]? {
        withBacklogLock {
            guard !backlog.isEmpty else {
                countQueued(-Self.onTrampoline)
                return nil
            }
            defer { backlog = [] }
            return backlog
        }
    }

    /// Runs `body` holding `backlogLock`.
    private func withBacklogLock<Result>(_ body: () -> Result) -> Result {
        while !ripple_atomic_int_compare_exchange(&backlogLock, 0, 1) {
            yieldProcessor()
        }
        defer { ripple_atomic_int_store(&backlogLock, 0) }
        return body()
    }
}
