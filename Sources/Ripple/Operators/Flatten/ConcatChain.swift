/// The producers of a `concat`, as a tree: `p.concat(q)` is a chain of `[p, q]`, and a part
/// that is itself a chain is expanded only when a run reaches it. A run walks the leaves with
/// an explicit stack, starting each once, so left-nested (`a.concat(b).concat(c)…`) and
/// right-nested (`a.concat(b.concat(c…))`) chains of any length start and deliver in time
/// linear in their parts, and no stage recurses into the next.
@usableFromInline
final class ConcatChain<Value, Error: Swift.Error>: @unchecked Sendable {
    @usableFromInline typealias Part = SignalProducer<Value, Error>

    /// The parts in order. Never changed after `init`, except by `deinit`.
    @usableFromInline var parts: [Part]

    @inlinable
    init(_ parts: [Part]) {
        self.parts = parts
    }

    /// Takes nested chains apart as a loop: releasing a 100,000-deep chain does not recurse.
    deinit {
        var pending = parts
        parts = []
        while var part = pending.popLast() {
            guard case .concat(var chain) = part.recipe else { continue }
            part = .empty
            if isKnownUniquelyReferenced(&chain) {
                pending.append(contentsOf: chain.parts)
                chain.parts = []
            }
        }
    }

    /// Runs the chain: one leaf after another, until one fails or the run is interrupted.
    @usableFromInline
    func start(_ observer: Signal<Value, Error>.Observer, _ lifetime: Lifetime) {
        let run = ConcatRun(Array(parts.reversed()), observer)
        lifetime.observeEnded { run.interrupt() }
        guard !lifetime.hasEnded else { return }
        run.advance()
    }
}

/// One run of a `ConcatChain`. `pending` is touched only by the thread that holds
/// `isAdvancing`; the rest of the state is behind the lock, and no user code runs inside it.
@usableFromInline
final class ConcatRun<Value, Error: Swift.Error>: @unchecked Sendable {
    typealias Part = SignalProducer<Value, Error>

    struct State {
        /// A thread is in `loop`, starting leaves.
        var isAdvancing = false
        /// The leaf started by `loop` ended while `loop` was still starting it.
        var needsNext = false
        /// The run failed, completed or was interrupted: start nothing more.
        var isEnded = false
        /// Interrupts the running leaf.
        var current: Disposable?
    }

    /// The parts still to run, the next one last.
    private var pending: [Part]
    private let observer: Signal<Value, Error>.Observer
    private let state = Locked(State())

    init(_ pending: [Part], _ observer: Signal<Value, Error>.Observer) {
        self.pending = pending
        self.observer = observer
    }

    /// Starts the first leaf.
    func advance() {
        state.withLock { $0.isAdvancing = true }
        loop()
    }

    /// Interrupts the running leaf and starts no other.
    func interrupt() {
        let current = state.withLock { state -> Disposable? in
            state.isEnded = true
            defer { state.current = nil }
            return state.current
        }
        current?.dispose()
    }

    /// Starts leaves for as long as each ends while it is being started; a leaf that ends
    /// later calls `leafEnded`, which resumes the loop on its thread.
    private func loop() {
        while true {
            let isEnded = state.withLock { state -> Bool in
                state.needsNext = false
                if state.isEnded { state.isAdvancing = false }
                return state.isEnded
            }
            if isEnded { return }
            guard let leaf = nextLeaf() else {
                state.withLock { $0.isEnded = true }
                observer.sendCompleted()
                return
            }
            run(leaf)
            let again = state.withLock { state -> Bool in
                if state.needsNext, !state.isEnded { return true }
                state.isAdvancing = false
                return false
            }
            if !again { return }
        }
    }

    /// Pops parts, expanding nested chains in place, until a leaf comes up.
    private func nextLeaf() -> Part? {
        while let part = pending.popLast() {
            Trampoline.countStep()
            guard case .concat(let chain) = part.recipe else { return part }
            pending.append(contentsOf: chain.parts.reversed())
        }
        return nil
    }

    /// Runs one leaf, forwarding its values and failure; its end moves the run on.
    private func run(_ leaf: Part) {
        switch leaf.recipe {
        case .value(let value):
            observer.send(value: value)
            leafEnded()
        case .computed(let compute):
            observer.send(value: compute())
            leafEnded()
        case .empty:
            leafEnded()
        case .failure(let error):
            fail(error)
        default:
            leaf.startWithSignal { signal, interrupter in
                let isEnded = state.withLock { state -> Bool in
                    if !state.isEnded { state.current = interrupter }
                    return state.isEnded
                }
                if isEnded {
                    interrupter.dispose()
                    return
                }
                signal.observe { [self] event in
                    switch event {
                    case .value(let value): observer.send(value: value)
                    case .failed(let error): fail(error)
                    // As `flatten(.concat)`: an interrupted leaf counts as completed.
                    case .completed, .interrupted: leafEnded()
                    }
                }
            }
        }
    }

    private func fail(_ error: Error) {
        state.withLock {
            $0.isEnded = true
            $0.current = nil
        }
        observer.send(error: error)
    }

    /// The running leaf ended: start the next, here or in the loop that is starting it.
    private func leafEnded() {
        let shouldLoop = state.withLock { state -> Bool in
            state.current = nil
            if state.isEnded { return false }
            if state.isAdvancing {
                state.needsNext = true
                return false
            }
            state.isAdvancing = true
            return true
        }
        if shouldLoop { loop() }
    }
}
