/// A cold stream: a recipe for a signal. Each `start` runs the start handler anew, with a
/// fresh signal and lifetime, and returns a `Disposable` that interrupts that run.
///
/// ```swift fragment
/// let fetch = SignalProducer<Int, Never> { observer, lifetime in
///     observer.send(value: 42)
///     observer.sendCompleted()
/// }
/// fetch.startWithValues { print($0) }  // prints 42
/// fetch.startWithValues { print($0) }  // runs again, prints 42
/// ```
public struct SignalProducer<Value, Error: Swift.Error>: @unchecked Sendable {
    /// The type of the signal each run produces, as ReactiveSwift names it:
    /// `SignalProducer<Int, Never>.ProducedSignal.pipe()` makes a `Signal<Int, Never>` pipe.
    public typealias ProducedSignal = Signal<Value, Error>

    /// What a run does: a start handler, or one of the constant runs that need none, which
    /// `flatten` can deliver without starting a run at all.
    @usableFromInline
    enum Recipe {
        case handler((Signal<Value, Error>.Observer, Lifetime) -> Void)
        case value(Value)
        /// One value made at each start, then `completed`: a constant seen through `map`,
        /// which `flatten`, `prefix(value:)` and a lift deliver as they do a constant, with no
        /// operator stage and no run of its own.
        case computed(() -> Value)
        case failure(Error)
        case empty
        /// `concat`'s parts, run one after another without nesting (see `ConcatChain`).
        case concat(ConcatChain<Value, Error>)
        /// A run that is another producer's run seen through an operator: interrupting it
        /// interrupts the upstream run, whose interruption then travels through the operator.
        case relay(ProducerRelay<Value, Error>)
        /// `lift`'s start handler, which starts a chain of lifts as a loop (see `LiftedStart`).
        case lifted(LiftedStart<Value, Error>)
    }

    @usableFromInline let recipe: Recipe

    @inlinable
    init(recipe: Recipe) {
        self.recipe = recipe
    }

    /// Runs the recipe with a run's observer and lifetime.
    @inlinable
    func startHandler(_ observer: Signal<Value, Error>.Observer, _ lifetime: Lifetime) {
        switch recipe {
        case .handler(let startHandler):
            startHandler(observer, lifetime)
        case .value(let value):
            observer.send(value: value)
            observer.sendCompleted()
        case .computed(let compute):
            observer.send(value: compute())
            observer.sendCompleted()
        case .failure(let error):
            observer.send(error: error)
        case .empty:
            observer.sendCompleted()
        case .concat(let chain):
            chain.start(observer, lifetime)
        case .relay(let relay):
            relay.startWithSignal { signal, interrupter in
                lifetime += interrupter
                lifetime += signal.observe(observer)
            }
        case .lifted(let lifted):
            LiftedStart.run(lifted, observer, lifetime, nil)
        }
    }

    /// Creates a producer that runs `startHandler` on every start.
    ///
    /// The lifetime ends when the run terminates or is interrupted: add to it whatever the run
    /// must cancel. A start handler need not keep its observer: as in ReactiveSwift, the run
    /// stays alive while the disposable that interrupts it is held, and is interrupted once
    /// neither the observer nor that disposable is left.
    ///
    /// - Parameter startHandler: Receives the run's observer and lifetime.
    @inlinable
    public init(_ startHandler: @escaping (Signal<Value, Error>.Observer, Lifetime) -> Void) {
        self.init(recipe: .handler(startHandler))
    }

    /// Creates a producer that forwards `signal`'s events from the moment it is started.
    ///
    /// - Parameter signal: The hot signal to observe per start.
    @inlinable
    public init(_ signal: Signal<Value, Error>) {
        self.init { observer, lifetime in
            lifetime += signal.observe(observer)
        }
    }

    /// Creates a producer that sends `value` and completes.
    ///
    /// - Parameter value: The single value.
    @inlinable
    public init(value: Value) {
        self.init(recipe: .value(value))
    }

    /// Creates a producer that fails with `error`.
    ///
    /// - Parameter error: The error to send.
    @inlinable
    public init(error: Error) {
        self.init(recipe: .failure(error))
    }

    /// Creates a producer that sends the result's value and completes, or fails.
    ///
    /// - Parameter result: The value or error to send.
    @inlinable
    public init(result: Result<Value, Error>) {
        switch result {
        case .success(let value): self.init(value: value)
        case .failure(let error): self.init(error: error)
        }
    }

    /// Creates a producer that sends every element of `values`, then completes.
    ///
    /// Stops early if the run is interrupted while sending.
    ///
    /// - Parameter values: The values to send, in order.
    @inlinable
    public init<S: Sequence>(_ values: S) where S.Element == Value {
        self.init(Self.sendingEach(of: values))
    }

    /// The start handler of a producer of `values`: sends each element while the run lasts,
    /// then completes. Shared by the general and the `Never`-failing sequence initializers.
    @usableFromInline
    static func sendingEach<S: Sequence>(
        of values: S
    ) -> (Signal<Value, Error>.Observer, Lifetime) -> Void where S.Element == Value {
        { observer, lifetime in
            for value in values {
                guard !lifetime.hasEnded else { return }
                observer.send(value: value)
            }
            observer.sendCompleted()
        }
    }

    /// Creates a producer that sends the given values, then completes.
    ///
    /// ```swift fragment
    /// SignalProducer(values: 1, 2, 3)  // -1-2-3-|
    /// ```
    ///
    /// - Parameters:
    ///   - first: The first value.
    ///   - second: The second value.
    ///   - rest: Any further values.
    @inlinable
    public init(values first: Value, _ second: Value, _ rest: Value...) {
        self.init([first, second] + rest)
    }

    /// A producer that completes at once, sending no value.
    @inlinable
    public static var empty: SignalProducer {
        SignalProducer(recipe: .empty)
    }

    /// A producer that never sends any event.
    @inlinable
    public static var never: SignalProducer {
        SignalProducer { observer, lifetime in
            lifetime.observeEnded { _ = observer }
        }
    }

    /// Creates the run's signal, lets `setup` attach to it, then runs the start handler.
    ///
    /// - Parameter setup: Receives the signal and a disposable that interrupts the run.
    /// - Returns: What `setup` returns.
    @inlinable @discardableResult
    public func startWithSignal<Result>(
        _ setup: (_ signal: Signal<Value, Error>, _ interrupter: Disposable) -> Result
    ) -> Result {
        if case .relay(let relay) = recipe { return relay.startWithSignal(setup) }
        let run = makeRun()
        let result = setup(run.signal, run.interrupter)
        if !run.interrupter.isDisposed, !run.lifetime.hasEnded {
            if case .lifted(let lifted) = recipe {
                LiftedStart.run(lifted, run.input, run.lifetime, run.relay)
            } else {
                startHandler(run.input, run.lifetime)
            }
        }
        // As in ReactiveSwift, the start handler runs even if `setup` neither kept nor
        // observed the signal; an unobserved signal is released (and the run ends) only now.
        withExtendedLifetime(run) {}
        return result
    }

    /// A run's signal, its input, its lifetime and the disposable that interrupts it.
    @inlinable
    func makeRun() -> (
        signal: Signal<Value, Error>, input: Signal<Value, Error>.Observer, lifetime: Lifetime,
        interrupter: Disposable, relay: RelayInterrupter<Value, Error>?
    ) {
        let lifetime = Lifetime.makeEndable()
        // The end of a run may end the run it started, and so on down a chain of lifts or
        // nested starts: a trampoline step, so that a deep chain ends as a loop.
        let root = RootCore(cleanup: { _, _ in
            Trampoline.run({ lifetime.end() }, orQueue: { { lifetime.end() } })
        })
        let core = SignalView<Value, Error>(root)
        let input = Signal<Value, Error>.Observer(sendingInto: root)
        // The interrupter holds the run's input, as in ReactiveSwift: a start handler that
        // keeps no observer leaves the run alive for as long as someone can interrupt it.
        // A run of an operator that ReactiveSwift fuses into its upstream interrupts the
        // upstream run instead, once it is set up (see `RelayInterrupter`).
        if case .lifted(let lifted) = recipe, lifted.relaysInterruption {
            let relay = RelayInterrupter(input: input, stages: lifted.stageCount)
            return (Signal(core: core), input, lifetime, relay, relay)
        }
        let interrupter = AnyDisposable { [input] in input.sendInterrupted() }
        return (Signal(core: core), input, lifetime, interrupter, nil)
    }

    /// Starts a run that `observer` observes.
    ///
    /// - Parameter observer: The observer of the run's events (none by default).
    /// - Returns: A disposable that interrupts the run.
    @inlinable @discardableResult
    public func start(_ observer: Signal<Value, Error>.Observer = .init()) -> Disposable {
        startWithSignal { signal, interrupter in
            signal.observe(observer)
            return interrupter
        }
    }

    /// Starts a run and calls `action` with each event.
    ///
    /// - Parameter action: Called with each event.
    /// - Returns: A disposable that interrupts the run.
    @inlinable @discardableResult
    public func start(_ action: @escaping (Signal<Value, Error>.Event) -> Void) -> Disposable {
        start(Signal.Observer(action))
    }

    /// Starts a run and calls `action` with each value and the failure as a `Result`.
    ///
    /// - Parameter action: Called with `.success` per value and `.failure` on failure.
    /// - Returns: A disposable that interrupts the run.
    @inlinable @discardableResult
    public func startWithResult(_ action: @escaping (Result<Value, Error>) -> Void) -> Disposable {
        start(Signal.Observer(value: { action(.success($0)) }, failed: { action(.failure($0)) }))
    }

    /// Starts a run and calls `action` with each value.
    ///
    /// - Parameter action: Called with each value.
    /// - Returns: A disposable that interrupts the run.
    @inlinable @discardableResult
    public func startWithValues(_ action: @escaping (Value) -> Void) -> Disposable {
        start(Signal.Observer(value: action))
    }

    /// Starts a run and calls `action` when it completes.
    ///
    /// - Parameter action: Called on completion.
    /// - Returns: A disposable that interrupts the run.
    @inlinable @discardableResult
    public func startWithCompleted(_ action: @escaping () -> Void) -> Disposable {
        start(Signal.Observer(completed: action))
    }

    /// Starts a run and calls `action` when it fails.
    ///
    /// - Parameter action: Called with the error.
    /// - Returns: A disposable that interrupts the run.
    @inlinable @discardableResult
    public func startWithFailed(_ action: @escaping (Error) -> Void) -> Disposable {
        start(Signal.Observer(failed: action))
    }

    /// Starts a run and calls `action` when it is interrupted.
    ///
    /// - Parameter action: Called on interruption.
    /// - Returns: A disposable that interrupts the run.
    @inlinable @discardableResult
    public func startWithInterrupted(_ action: @escaping () -> Void) -> Disposable {
        start(Signal.Observer(interrupted: action))
    }
}
