/// One started inner stream of a flatten.
@usableFromInline
final class FlattenInner: @unchecked Sendable {
    @usableFromInline let id: Int
    @usableFromInline var interrupter: Disposable?
    @usableFromInline var handle: Disposable?
    /// Events of this run queued on a trampoline, not yet forwarded: later events queue too.
    @usableFromInline let queuedEvents = AtomicInt(0)

    @inlinable
    init(id: Int) {
        self.id = id
    }

    /// Forgets the run without interrupting it (it has ended).
    @inlinable
    func release() {
        handle?.dispose()
        handle = nil
        interrupter = nil
    }

    /// Interrupts the run and forgets it.
    @inlinable
    func interrupt() {
        let interrupter = self.interrupter
        release()
        interrupter?.dispose()
    }
}

/// The state machine of `flatten`: which inner streams run, which wait, and whether the
/// outer stream has completed. Touched only inside the output's domain, so starting an inner
/// stream whose events come synchronously queues them behind the current op: a long
/// `concat` of synchronous producers runs as a loop, not as a recursion.
@usableFromInline
final class FlattenState<Value, Error: Swift.Error>: @unchecked Sendable {
    @usableFromInline typealias Inner = SignalProducer<Value, Error>

    @usableFromInline let output: CombiningOutput<Value, Error>
    @usableFromInline let strategy: FlattenStrategy
    @usableFromInline var isOuterCompleted = false
    @usableFromInline var nextID = 0
    /// The running inner streams (at most one, except for `.merge` and `.race`).
    @usableFromInline var running: [Int: FlattenInner] = [:]
    /// `.concat`: inner streams waiting for the running one to complete.
    @usableFromInline var waiting = ZipBuffer<Inner>()
    /// `.race`: the winner, once one inner stream has sent an event.
    @usableFromInline var winner: Int?

    @inlinable
    init(output: CombiningOutput<Value, Error>, strategy: FlattenStrategy) {
        self.output = output
        self.strategy = strategy
    }

    @inlinable
    func receiveOuter(_ inner: Inner) {
        guard !output.isTerminatedInDomain else { return }
        switch strategy.kind {
        case .merge:
            start(inner)
        case .concat:
            if running.isEmpty { start(inner) } else { waiting.append(inner) }
        case .latest:
            for (_, run) in running { run.interrupt() }
            running.removeAll(keepingCapacity: true)
            start(inner)
        case .race:
            if winner == nil { start(inner) }
        }
    }

    /// The outer stream's events: each value is turned into an inner stream by `transform`.
    @inlinable
    func receiveOuter<T>(_ event: Signal<T, Error>.Event, _ transform: (T) -> Inner) {
        switch event {
        case .value(let value):
            guard !output.isTerminatedInDomain else { return }
            receiveOuter(transform(value))
        case .completed:
            isOuterCompleted = true
            completeIfDone()
        case .failed(let error):
            output.sendInDomain(.failed(error))
        case .interrupted:
            output.sendInDomain(.interrupted)
        }
    }

    @inlinable
    func completeIfDone() {
        if isOuterCompleted, running.isEmpty, waiting.isEmpty {
            output.sendInDomain(.completed)
        }
    }

    @inlinable
    func start(_ inner: Inner) {
        let run = FlattenInner(id: nextID)
        nextID += 1
        running[run.id] = run
        Trampoline.run(
            { startNow(inner, run) },
            orQueue: {
                { [self] in
                    output.run(
                        { self.startQueued(inner, run) },
                        orEnqueue: { { self.startQueued(inner, run) } })
                }
            })
    }

    /// Starts a run that a trampoline queued, unless it was dropped meanwhile.
    @inlinable
    func startQueued(_ inner: Inner, _ run: FlattenInner) {
        guard running[run.id] === run, !output.isTerminatedInDomain else { return }
        startNow(inner, run)
    }

    @inlinable
    func startNow(_ inner: Inner, _ run: FlattenInner) {
        inner.startWithSignal { signal, interrupter in
            // Interrupting a run may interrupt a nested flatten: a trampoline step.
            let guarded = AnyDisposable {
                Trampoline.run({ interrupter.dispose() }, orQueue: { { interrupter.dispose() } })
            }
            run.interrupter = guarded
            run.handle = output.inputs.add(guarded)
            // Not kept in `output.inputs`: the observation ends with the run.
            signal.observe { event in
                self.forward(event, from: run)
            }
        }
    }

    /// Hops an inner event into the output's domain, through the trampoline.
    @inlinable
    func forward(_ event: Signal<Value, Error>.Event, from run: FlattenInner) {
        let queued = Trampoline.run(
            { hop(event, from: run) },
            orQueue: {
                {
                    self.hop(event, from: run)
                    run.queuedEvents.fetchAdd(-1)
                }
            },
            mustQueue: run.queuedEvents.value > 0)
        if queued { run.queuedEvents.fetchAdd(1) }
    }

    @inlinable
    func hop(_ event: Signal<Value, Error>.Event, from run: FlattenInner) {
        output.run(
            { receiveInner(event, from: run) },
            orEnqueue: { { self.receiveInner(event, from: run) } })
    }

    @inlinable
    func receiveInner(_ event: Signal<Value, Error>.Event, from run: FlattenInner) {
        guard running[run.id] === run else { return }
        if strategy.kind == .race, winner == nil {
            winner = run.id
            for (id, other) in running where id != run.id { other.interrupt() }
            running = [run.id: run]
        }
        switch event {
        case .value, .failed:
            output.sendInDomain(event)
        case .interrupted where strategy.kind == .race:
            output.sendInDomain(event)
        case .completed, .interrupted:
            run.release()
            running[run.id] = nil
            if strategy.kind == .concat, running.isEmpty, !waiting.isEmpty {
                start(waiting.removeFirst())
            } else {
                completeIfDone()
            }
        }
    }
}
