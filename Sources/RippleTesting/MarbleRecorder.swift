/// Records what a signal does on a `TestScheduler`, each event with its virtual time, and
/// writes it as a marble diagram (see `Marbles`).
///
/// <!-- context
/// let scheduler = TestScheduler()
/// let results = scheduler.createHotSignal("---a-b-|", values: ["a": 1, "b": 2])
/// -->
/// ```swift fragment
/// let recorder = MarbleRecorder(results, on: scheduler)
/// scheduler.run()
/// XCTAssertEqual(recorder.marbles(values: [1: "a", 2: "b"]), "---a-b-|")
/// ```
///
/// Tick 0 is the scheduler's `now` when the recorder is made. An event between two ticks is
/// shown at the tick before it.
public final class MarbleRecorder<Value, Error: Swift.Error>: @unchecked Sendable {
    /// The scheduler whose clock times the events.
    public let scheduler: TestScheduler
    /// The duration of one character.
    public let tick: Duration
    /// When recording began: tick 0.
    public let origin: Duration

    private let recorded = TestingLocked<[(time: Duration, event: Signal<Value, Error>.Event)]>([])
    private var observation: Disposable?

    /// Starts recording `signal`.
    ///
    /// - Parameters:
    ///   - signal: The signal to record.
    ///   - scheduler: The scheduler whose clock times the events.
    ///   - tick: The duration of one character; `Marbles.defaultTick` by default.
    public init(
        _ signal: Signal<Value, Error>, on scheduler: TestScheduler,
        tick: Duration = Marbles.defaultTick
    ) {
        self.scheduler = scheduler
        self.tick = tick
        self.origin = scheduler.now
        observation = signal.observe { [recorded] event in
            let time = scheduler.now
            recorded.withLock { $0.append((time, event)) }
        }
    }

    /// Starts `producer` and records its run.
    ///
    /// - Parameters:
    ///   - producer: The producer to start.
    ///   - scheduler: The scheduler whose clock times the events.
    ///   - tick: The duration of one character; `Marbles.defaultTick` by default.
    public convenience init(
        _ producer: SignalProducer<Value, Error>, on scheduler: TestScheduler,
        tick: Duration = Marbles.defaultTick
    ) {
        let (signal, input) = Signal<Value, Error>.pipe()
        self.init(signal, on: scheduler, tick: tick)
        observation = producer.start(input)
    }

    /// Stops recording; for a producer, interrupts its run.
    public func dispose() {
        observation?.dispose()
    }

    /// The events recorded so far, with their times since `origin`.
    public var events: [(time: Duration, event: Signal<Value, Error>.Event)] {
        recorded.withLock { $0 }.map { ($0.time - origin, $0.event) }
    }

    /// The recorded events as a diagram, with `symbol` naming each value.
    ///
    /// - Parameter symbol: The character for a value.
    /// - Returns: The diagram, ending at the last event.
    public func marbles(_ symbol: (Value) -> Character) -> String {
        let ticks = events.map { entry in
            (tick: Int((entry.time / tick).rounded(.down)), event: entry.event)
        }
        return Marbles.render(ticks, symbol: symbol)
    }
}

extension MarbleRecorder where Value: Hashable {
    /// The recorded events as a diagram, with `values` naming each value (`?` for a value
    /// missing from the table).
    ///
    /// - Parameter values: The character of each value.
    /// - Returns: The diagram, ending at the last event.
    public func marbles(values: [Value: Character]) -> String {
        marbles { values[$0] ?? "?" }
    }
}

extension MarbleRecorder where Value == Character {
    /// The recorded events as a diagram, each value being its own character.
    ///
    /// - Returns: The diagram, ending at the last event.
    public func marbles() -> String {
        marbles { $0 }
    }
}
