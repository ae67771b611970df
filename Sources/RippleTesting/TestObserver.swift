import Foundation

/// Records every event of a signal, a producer or a property, so a test can assert on them.
///
/// The API is Kickstarter's: declare one `TestObserver` per output, attach it in `setUp`,
/// drive the inputs, then assert. Tests written for Kickstarter's `TestObserver` port by
/// changing the imports.
///
/// <!-- context
/// struct Project { static let template = Project() }
/// let (creatorNames, creatorNameInput) = Signal<String, Never>.pipe()
/// struct Inputs {
///     func configureWith(project: Project) { creatorNameInput.send(value: "Blob") }
/// }
/// struct Outputs { let creatorName = creatorNames }
/// let viewModel = (inputs: Inputs(), outputs: Outputs())
/// -->
/// ```swift fragment
/// let creatorName = TestObserver<String, Never>()
/// viewModel.outputs.creatorName.observe(creatorName.observer)
/// viewModel.inputs.configureWith(project: .template)
/// creatorName.assertValues(["Blob"])
/// ```
///
/// It can also attach itself: `observe(_:)` a signal or a property, `start(_:)` a producer.
///
/// Recording is thread-safe: events may arrive on any thread, and the recorded history can be
/// read while they do. The observer holds no reference back to the `TestObserver`, so a signal
/// that outlives the test does not keep it alive.
///
/// A failed assertion is reported at the caller's file and line, to Swift Testing when a Swift
/// Testing test is running, else to XCTest, and shows expected and actual side by side:
///
///     values differ at index 2: expected 3, got 4
///       expected: [1, 2, 3]
///       actual:   [1, 2, 4]
public final class TestObserver<Value, Error: Swift.Error>: @unchecked Sendable {
    /// The observer to attach to the signal or producer under test:
    /// `signal.observe(testObserver.observer)`, `producer.start(testObserver.observer)`.
    public let observer: Signal<Value, Error>.Observer

    private let recording: EventRecording<Value, Error>
    /// Set when `TestOutputs` made this observer: what its assertions covered, and the
    /// picture to add to a failure.
    let hooks: ObserverHooks?

    /// Creates a test observer that has recorded nothing yet.
    public convenience init() {
        self.init(hooks: nil)
    }

    init(hooks: ObserverHooks?) {
        let recording = EventRecording<Value, Error>()
        self.recording = recording
        self.hooks = hooks
        self.observer = Signal<Value, Error>.Observer { event in recording.append(event) }
    }

    /// Every event received so far, in order. `Equatable` when `Value` and `Error` are, so a
    /// whole history can be compared: `XCTAssertEqual(test.events, [.value(1), .completed])`.
    public var events: [Signal<Value, Error>.Event] { recording.snapshot() }

    /// Every value received so far, in order.
    public var values: [Value] { events.compactMap(\.value) }

    /// The last value received, or `nil` if there was none.
    public var lastValue: Value? {
        events.last { $0.value != nil }?.value
    }

    /// Whether at least one value was received.
    public var didEmitValue: Bool { events.contains { $0.value != nil } }

    /// Whether the signal completed.
    public var didComplete: Bool { events.contains { $0.isCompleted } }

    /// Whether the signal failed.
    public var didFail: Bool { failedError != nil }

    /// Whether the signal was interrupted.
    public var didInterrupt: Bool {
        events.contains {
            if case .interrupted = $0 { return true }
            return false
        }
    }

    /// The error the signal failed with, or `nil` if it did not fail.
    public var failedError: Error? { events.lazy.compactMap(\.error).first }

    /// Whether the signal terminated: completed, failed or was interrupted.
    var didTerminate: Bool { events.contains { $0.isTerminating } }

    /// Attaches `observer` to `signal`: the same as `signal.observe(observer)`.
    ///
    /// - Parameter signal: The signal to record.
    /// - Returns: A disposable that stops recording, or `nil` if `signal` had already
    ///   terminated (then `interrupted` is recorded at once).
    @discardableResult
    public func observe(_ signal: Signal<Value, Error>) -> Disposable? {
        signal.observe(observer)
    }

    /// Starts `producer` with `observer`: the same as `producer.start(observer)`.
    ///
    /// - Parameter producer: The producer to start and record.
    /// - Returns: A disposable that interrupts the run (and records `interrupted`).
    @discardableResult
    public func start(_ producer: SignalProducer<Value, Error>) -> Disposable {
        producer.start(observer)
    }
}

extension TestObserver where Error == Never {
    /// Records `property`'s current value at once, then each change: it starts
    /// `property.producer`, as a binding does. To record changes only, observe
    /// `property.signal` instead.
    ///
    /// - Parameter property: The property to record.
    /// - Returns: A disposable that stops recording.
    @discardableResult
    public func observe<P: PropertyProtocol>(_ property: P) -> Disposable where P.Value == Value {
        property.producer.start(observer)
    }
}

/// The lock-guarded event history behind a `TestObserver`; captured by its observer instead
/// of the `TestObserver` itself, so the observer does not keep the `TestObserver` alive.
private final class EventRecording<Value, Error: Swift.Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [Signal<Value, Error>.Event] = []

    func append(_ event: Signal<Value, Error>.Event) {
        lock.lock()
        events.append(event)
        lock.unlock()
    }

    func snapshot() -> [Signal<Value, Error>.Event] {
        lock.lock()
        defer { lock.unlock() }
        return events
    }
}
