import CRippleAtomics

/// The state machine of `flatten`: which inner streams run, which wait, and whether the
/// outer stream has completed; together with the output and its outer observation, one object
/// (see `CombiningRoot`, and `FlatMapState`, the subclass that observes the outer stream). Touched only inside the output's domain. An inner stream that sends
/// synchronously while it is being started is already inside that domain, on the same thread,
/// so its events skip the hop; every other inner event hops in (queued if the domain is
/// busy). Starts and interruptions go through the trampoline, so a long `concat` of
/// synchronous producers, or a deep chain of flattens, runs as a loop, not as a recursion.
///
/// Not `final`, for `FlatMapState` alone, which adds the outer stream's type; every member is
/// final (those of the extensions, as any extension's), so nothing is dispatched dynamically.
@usableFromInline
class FlattenState<Value, Error: Swift.Error>: CombiningRoot<Value, Error>,
    @unchecked Sendable
{
    @usableFromInline typealias Inner = SignalProducer<Value, Error>

    @usableFromInline final let strategy: FlattenStrategy
    @usableFromInline @exclusivity(unchecked) final var isOuterCompleted = false
    @usableFromInline @exclusivity(unchecked) final var nextID = 0
    /// The running inner streams (at most one, except for `.concurrent` and `.race`).
    @usableFromInline @exclusivity(unchecked) final var running = FlattenRunTable()
    /// `.concurrent`: inner streams waiting for a running one to complete.
    @usableFromInline @exclusivity(unchecked) final var waiting = ZipBuffer<Inner>()
    /// `.race`: the winner, once one inner stream has sent an event.
    @usableFromInline @exclusivity(unchecked) final var winner: Int?
    /// The thread inside `startNow`, and the run it starts: that run's synchronous events are
    /// already inside the output's domain and skip the hop. `startingRun` is read only by the
    /// thread that `startingThreadWord` names, an atomic word in the object itself (read and
    /// written only through `&`).
    @usableFromInline @exclusivity(unchecked) final var startingThreadWord = ripple_atomic_int()
    @usableFromInline @exclusivity(unchecked) final var startingRun: FlattenInner<Value, Error>?
    @usableFromInline @exclusivity(unchecked) final var isInterruptingAll = false

    @inlinable
    init(strategy: FlattenStrategy) {
        self.strategy = strategy
        super.init()
    }

    /// The output has ended (inside its domain): in one trampoline step, every running inner
    /// stream is interrupted, in the order they started, then the outer observation, the
    /// root's own, is disposed (a deep chain of flattens ends as a loop).
    @usableFromInline
    override func endInDomain() {
        let (first, second, others) = takeInputs()
        Trampoline.run(
            { interruptAll(first, second, others) },
            orQueue: { { self.interruptAll(first, second, others) } })
    }

    @inlinable
    final func receiveOuter(_ inner: Inner) {
        guard !isTerminated else { return }
        switch strategy.kind {
        case .concurrent(let limit):
            if UInt(running.count) < limit { start(inner) } else { waiting.append(inner) }
        case .latest:
            running.interruptAll()
            start(inner)
        case .race:
            if winner == nil { start(inner) }
        case .throttle:
            if running.isEmpty { start(inner) }
        }
    }

    /// The outer stream's events: each value is turned into an inner stream by `transform`.
    @inlinable
    final func receiveOuter<T>(_ event: Signal<T, Error>.Event, _ transform: (T) -> Inner) {
        switch event {
        case .value(let value):
            receiveOuterValue(value, transform)
        case .completed:
            receiveOuterCompleted()
        case .failed(let error):
            sendInDomain(.failed(error))
        case .interrupted:
            sendInDomain(.interrupted)
        }
    }

    /// The events of an outer stream that cannot fail.
    @inlinable
    final func receiveOuter<T>(_ event: Signal<T, Never>.Event, _ transform: (T) -> Inner) {
        switch event {
        case .value(let value):
            receiveOuterValue(value, transform)
        case .completed:
            receiveOuterCompleted()
        case .interrupted:
            sendInDomain(.interrupted)
        }
    }

    @inlinable
    final func receiveOuterValue<T>(_ value: T, _ transform: (T) -> Inner) {
        guard !isTerminated else { return }
        receiveOuter(transform(value))
    }

    @inlinable
    final func receiveOuterCompleted() {
        isOuterCompleted = true
        completeIfDone()
    }

    @inlinable
    final func completeIfDone() {
        if isOuterCompleted, running.isEmpty, waiting.isEmpty {
            sendInDomain(.completed)
        }
    }

    @inlinable
    final func start(_ inner: Inner) {
        let run = FlattenInner(id: nextID, state: self)
        nextID += 1
        running.insert(run)
        Trampoline.run(
            { startNow(inner, run) },
            orQueue: {
                { [self] in
                    self.run(
                        { self.startQueued(inner, run) },
                        orEnqueue: { { self.startQueued(inner, run) } })
                }
            })
    }

    /// Starts a run that a trampoline queued, unless it was dropped meanwhile.
    @inlinable
    final func startQueued(_ inner: Inner, _ run: FlattenInner<Value, Error>) {
        guard running.contains(run), !isTerminated else { return }
        startNow(inner, run)
    }

    @inlinable
    final func startNow(_ inner: Inner, _ run: FlattenInner<Value, Error>) {
        // A constant producer's events are known without a run: deliver them here, inside
        // the output's domain, as the run would have delivered them while being started.
        switch inner.recipe {
        case .value(let value):
            receiveInner(.value(value), from: run)
            receiveInner(.completed, from: run)
            return
        case .computed(let compute):
            receiveInner(.value(compute()), from: run)
            receiveInner(.completed, from: run)
            return
        case .failure(let error):
            receiveInner(.failed(error), from: run)
            return
        case .empty:
            receiveInner(.completed, from: run)
            return
        case .handler, .concat, .relay, .lifted:
            break
        }
        let previousThread = ripple_atomic_int_exchange(&startingThreadWord, currentThreadID())
        let previousRun = startingRun
        startingRun = run
        defer {
            startingRun = previousRun
            ripple_atomic_int_store(&startingThreadWord, previousThread)
        }
        if case .handler(let handler) = inner.recipe {
            startHandler(handler, run)
            return
        }
        inner.startWithSignal { signal, interrupter in
            run.interrupter = interrupter
            // Not kept with the outer observation: the observation ends with the run.
            signal.observe { [run] event in run.state.forward(event, from: run) }
        }
    }

    /// Runs an inner stream's start handler without a run of its own (a
    /// run is a root, its `Signal`, an input, an interrupter and the observation of it, six
    /// to eight objects per inner stream). What a run adds, this state already does: its
    /// events hop into the output's domain, which delivers them serially, and once the stream
    /// has ended or been dropped they are ignored (`receiveInner`); its lifetime ends when
    /// it ends or is interrupted (`FlattenInner`). As with a run, the handler's observer
    /// does not interrupt the stream when it is released: the stream is interrupted when it
    /// is dropped.
    @inlinable
    final func startHandler(
        _ handler: (Signal<Value, Error>.Observer, Lifetime) -> Void,
        _ run: FlattenInner<Value, Error>
    ) {
        let lifetime = Lifetime.makeEndable()
        run.lifetime = lifetime
        handler(Signal.Observer { [run] event in run.state.forward(event, from: run) }, lifetime)
    }

    /// Hops an inner event into the output's domain, through the trampoline, in the run's
    /// order: behind an earlier event of the run that a trampoline queued, on whichever thread
    /// (see `FlattenInner.forwardInOrder`).
    @inlinable
    final func forward(_ event: Signal<Value, Error>.Event, from run: FlattenInner<Value, Error>) {
        if !run.hasEventOnTrampoline, Trampoline.runUnlessNestedTooDeep({ hop(event, from: run) }) {
            return
        }
        run.forwardInOrder(event)
    }

    /// Delivers an inner event inside the output's domain. The thread starting the run is
    /// already inside it and receives at once, unless an earlier event of the run, sent by
    /// another thread meanwhile, waits in the domain's queue (else a `completed` overtook and
    /// dropped it: `FlattenInnerOrderTests`). Counted before it is queued.
    @inlinable
    final func hop(_ event: Signal<Value, Error>.Event, from run: FlattenInner<Value, Error>) {
        if ripple_atomic_int_load(&startingThreadWord) == currentThreadID(), startingRun === run,
            !run.hasEventInDomain
        {
            receiveInner(event, from: run)
            return
        }
        self.run(
            { receiveInner(event, from: run) },
            orEnqueue: {
                run.countQueued(FlattenInner<Value, Error>.inDomain)
                return {
                    run.countQueued(-FlattenInner<Value, Error>.inDomain)
                    self.receiveInner(event, from: run)
                }
            })
    }

    @inlinable
    final func receiveInner(
        _ event: Signal<Value, Error>.Event, from run: FlattenInner<Value, Error>
    ) {
        guard running.contains(run) else { return }
        if strategy.kind == .race, winner == nil {
            winner = run.id
            running.interruptAll(keeping: run)
        }
        switch event {
        case .value, .failed:
            sendInDomain(event)
        case .interrupted where strategy.kind == .race || strategy.kind == .throttle:
            sendInDomain(event)
        case .completed, .interrupted:
            run.release()
            running.remove(run)
            if case .concurrent(let limit) = strategy.kind, UInt(running.count) < limit,
                !waiting.isEmpty
            {
                start(waiting.removeFirst())
            } else {
                completeIfDone()
            }
        }
    }
}

extension FlattenState {
    @usableFromInline
    func interruptAll(_ first: Disposable?, _ second: Disposable?, _ others: [Disposable]?) {
        if !isInterruptingAll {
            isInterruptingAll = true
            // In the order they started (see `FlattenRunTable.interruptAll`).
            running.interruptAll()
        }
        dispose()
        Self.dispose(first, second, others)
    }
}
