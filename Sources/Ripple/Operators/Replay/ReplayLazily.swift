/// The shared run behind `replayLazily(upTo:)`: the last values, the terminal event, and the
/// observers of the current starts, all touched only inside one delivery domain, so a start
/// replays exactly the values before it and then sees every later event, in order. It keeps
/// the source producer only until the first start: later starts need none of it, so the
/// source's start handler and closures are released once the shared run is under way (as
/// ReactiveSwift drops its start closure after the first start).
final class ReplayState<Value, Error: Swift.Error>: @unchecked Sendable {
    private let capacity: Int
    private let core = SignalView<Value, Error>(RootCore())
    // The three below are guarded by `core.domain` (no dynamic exclusivity checks needed).
    @exclusivity(unchecked) private var buffer = RingBuffer<Value>()
    @exclusivity(unchecked) private var terminal: Signal<Value, Error>.Event?
    /// `nil` once started.
    @exclusivity(unchecked) private var source: SignalProducer<Value, Error>?
    private let upstream = SerialDisposable()

    init(source: SignalProducer<Value, Error>, capacity: Int) {
        self.source = source
        self.capacity = capacity
    }

    deinit {
        upstream.dispose()
    }

    /// Replays to `observer`, attaches it, and starts the source on the first call.
    func start(observer: Signal<Value, Error>.Observer, lifetime: Lifetime) {
        core.domain.run(
            { attachInDomain(observer, lifetime) },
            orEnqueue: { { self.attachInDomain(observer, lifetime) } })
    }

    private func attachInDomain(
        _ observer: Signal<Value, Error>.Observer, _ lifetime: Lifetime
    ) {
        var replay = buffer
        while let value = replay.removeFirst() {
            observer.send(value: value)
        }
        if let terminal {
            observer.send(terminal)
            return
        }
        lifetime += core.attachInDomain(forwardingTo: observer)
        guard let source else { return }
        self.source = nil
        // Started inside the domain: its synchronous events queue behind this op.
        upstream.inner = source.start { [weak self] event in
            self?.receive(event)
        }
    }

    private func receive(_ event: Signal<Value, Error>.Event) {
        core.domain.runInTurn(
            { receiveInDomain(event) }, orEnqueue: { { self.receiveInDomain(event) } })
    }

    private func receiveInDomain(_ event: Signal<Value, Error>.Event) {
        guard terminal == nil else { return }
        if case .value(let value) = event {
            if capacity > 0 {
                if buffer.count == capacity { _ = buffer.removeFirst() }
                buffer.append(value)
            }
        } else {
            terminal = event
        }
        core.deliverInDomain(event)
    }
}

extension SignalProducer {
    /// Shares one run of `self` among every start of the result, replaying the last
    /// `capacity` values to each new start.
    ///
    ///     self (run once):  -1-2-3----4-|
    ///     first start:      -1-2-3----4-|
    ///     start after 3:          [2,3]-4-|   (capacity: 2)
    ///
    /// `self` starts with the first start of the result, and is interrupted once the result
    /// and every run started from it are gone. A start after `self` has terminated replays
    /// the kept values and the terminal event. Safe to start from any thread. The result
    /// keeps `self` (and what its closures capture) only until its first start.
    ///
    /// - Parameter capacity: How many of the latest values to replay; `0` replays none.
    ///   Must not be negative.
    /// - Returns: A producer sharing one run of `self`.
    public func replayLazily(upTo capacity: Int) -> SignalProducer<Value, Error> {
        checkPrecondition(
            capacity >= 0, "replayLazily(upTo:): capacity must not be negative, got \(capacity)")
        let state = ReplayState(source: self, capacity: capacity)
        return SignalProducer { observer, lifetime in
            // Every run keeps the shared run alive, as the returned producer does.
            lifetime.observeEnded { _ = state }
            state.start(observer: observer, lifetime: lifetime)
        }
    }
}
