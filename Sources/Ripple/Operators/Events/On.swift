extension Signal {
    /// Runs side effects for `self`'s events, then forwards each event unchanged.
    ///
    ///     self:   -a--b--|
    ///     result: -a--b--|   (value(a), value(b), completed, terminated, disposed run)
    ///
    /// <!-- context
    /// let (searchTapped, search) = Signal<Void, Never>.pipe()
    /// let (results, send) = Signal<[String], Never>.pipe()
    /// enum analytics { static func track(_ event: String) {} }
    /// -->
    /// ```swift fragment
    /// let isLoading = Signal.merge(
    ///     searchTapped.mapConst(true),
    ///     results.on(value: { _ in analytics.track("results") }).mapConst(false))
    /// ```
    ///
    /// For each event `event` runs first, then the callback for its kind, then `terminated`
    /// for a terminal event, and only then is the event forwarded. `disposed` runs once, after
    /// the terminal event has been delivered, or when the result is released with no
    /// observers. The callbacks run inside `self`'s serial delivery and are released with the
    /// result's upstream observation.
    ///
    /// - Parameters:
    ///   - event: Called with every event.
    ///   - failed: Called with the error of a failure.
    ///   - completed: Called on completion.
    ///   - interrupted: Called on interruption.
    ///   - terminated: Called on any terminal event.
    ///   - disposed: Called once when the result's observation of `self` ends.
    ///   - value: Called with every value.
    /// - Returns: A signal of the same events.
    @inlinable
    public func on(
        event: ((Event) -> Void)? = nil,
        failed: ((Error) -> Void)? = nil,
        completed: (() -> Void)? = nil,
        interrupted: (() -> Void)? = nil,
        terminated: (() -> Void)? = nil,
        disposed: (() -> Void)? = nil,
        value: ((Value) -> Void)? = nil
    ) -> Signal<Value, Error> {
        let observer: (Event) -> Void = { received in
            event?(received)
            switch received {
            case .value(let v): value?(v)
            case .failed(let error): failed?(error)
            case .completed: completed?()
            case .interrupted: interrupted?()
            }
            if received.isTerminating { terminated?() }
        }
        guard let disposed else {
            return derive { sink in
                { _, received in
                    let received = received.event(of: Signal.self)
                    observer(received)
                    sink.send(received)
                }
            }
        }
        return deriveWithSideInput(
            { sink in
                { received in
                    observer(received)
                    sink.send(received)
                }
            },
            sideInput: { _, _ in AnyDisposable(disposed) })
    }
}

extension SignalProducer {
    /// Runs side effects for each run's events, then forwards each event unchanged.
    ///
    ///     self:   -a--b--|
    ///     result: -a--b--|   (starting, started, value(a), value(b), completed, terminated,
    ///                         disposed run)
    ///
    /// - Parameters:
    ///   - starting: Called when a run is about to start.
    ///   - started: Called right after a run's start handler returns.
    ///   - event: Called with every event.
    ///   - failed: Called with the error of a failure.
    ///   - completed: Called on completion.
    ///   - interrupted: Called on interruption.
    ///   - terminated: Called on any terminal event.
    ///   - disposed: Called once per run, when it ends.
    ///   - value: Called with every value.
    /// - Returns: A producer of the same events.
    @inlinable
    public func on(
        starting: (() -> Void)? = nil,
        started: (() -> Void)? = nil,
        event: ((Signal<Value, Error>.Event) -> Void)? = nil,
        failed: ((Error) -> Void)? = nil,
        completed: (() -> Void)? = nil,
        interrupted: (() -> Void)? = nil,
        terminated: (() -> Void)? = nil,
        disposed: (() -> Void)? = nil,
        value: ((Value) -> Void)? = nil
    ) -> SignalProducer<Value, Error> {
        // As in ReactiveSwift, disposing a run interrupts the upstream run: the callbacks see
        // `interrupted` when it reaches this stage (through a time operator's scheduler, if
        // the chain has one), not at once.
        let lifted = liftRelaying {
            $0.on(
                event: event, failed: failed, completed: completed, interrupted: interrupted,
                terminated: terminated, disposed: disposed, value: value)
        }
        guard starting != nil || started != nil else { return lifted }
        return SignalProducer(
            recipe: .relay(StartingRelay(lifted, starting: starting, started: started)))
    }
}

/// `on(starting:started:)`'s run: the run of the `on` stage itself, with `starting` called
/// right before its start handler runs and `started` right after; its interrupter is the
/// stage's (which relays to the upstream run).
@usableFromInline
final class StartingRelay<Value, Error: Swift.Error>: ProducerRelay<Value, Error>,
    @unchecked Sendable
{
    @usableFromInline let producer: SignalProducer<Value, Error>
    @usableFromInline let starting: (() -> Void)?
    @usableFromInline let started: (() -> Void)?

    @usableFromInline
    init(
        _ producer: SignalProducer<Value, Error>, starting: (() -> Void)?,
        started: (() -> Void)?
    ) {
        self.producer = producer
        self.starting = starting
        self.started = started
    }

    @usableFromInline
    override func startWithSignal<Result>(
        _ setup: (_ signal: Signal<Value, Error>, _ interrupter: Disposable) -> Result
    ) -> Result {
        var willStart = false
        let result = producer.startWithSignal { signal, interrupter in
            let result = setup(signal, interrupter)
            if !interrupter.isDisposed {
                willStart = true
                starting?()
            }
            return result
        }
        if willStart { started?() }
        return result
    }
}
