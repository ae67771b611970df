/// A hot stream of events: observers see the events sent after they attach.
///
/// Events on one signal are delivered serially, whatever thread sends them. A send from
/// inside an observer, or from another thread while an event is being delivered, is queued
/// and delivered after the current event: no deadlock, nothing lost, nothing reordered per
/// sender. A terminated signal releases its observers; a signal with no observers and no
/// retained input is released.
///
/// ```swift fragment
/// let (text, textInput) = Signal<String, Never>.pipe()
/// text.map { $0.count }.observeValues { print($0) }
/// textInput.send(value: "Ripple")  // prints 6
/// ```
public final class Signal<Value, Error: Swift.Error>: @unchecked Sendable {
    @usableFromInline let core: SignalView<Value, Error>

    @usableFromInline
    init(core: SignalView<Value, Error>) {
        self.core = core
    }

    deinit {
        // Borrowed: the field outlives the call, and a plain read retained it around it.
        Unmanaged.passUnretained(core.base)._withUnsafeGuaranteedRef { $0.outputReleased() }
    }

    /// Creates a signal and runs `generator` with its input observer and its lifetime.
    ///
    /// The lifetime ends when the signal terminates, or when it is released with no observers;
    /// put whatever feeds the signal into it.
    ///
    /// <!-- context
    /// let timer = SignalProducer<Int, Never>(values: 1, 2, 3)
    /// -->
    /// ```swift fragment
    /// let ticks = Signal<Int, Never> { observer, lifetime in
    ///     lifetime += timer.startWithValues { observer.send(value: $0) }
    /// }
    /// ```
    ///
    /// - Parameter generator: Receives the input observer and the signal's lifetime.
    @inlinable
    public convenience init(_ generator: (Observer, Lifetime) -> Void) {
        let lifetime = Lifetime.makeEndable()
        let root = RootCore(cleanup: { _, _ in lifetime.end() })
        self.init(core: SignalView(root))
        generator(Observer(sendingInto: root), lifetime)
    }

    /// Creates a signal and the observer that sends into it.
    ///
    /// ```swift fragment
    /// let (output, input) = Signal<Int, Never>.pipe()
    /// output.observeValues { print($0) }
    /// input.send(value: 1)  // prints 1
    /// ```
    ///
    /// - Parameter disposable: Disposed when the signal terminates or is released unobserved.
    /// - Returns: The signal and its input observer.
    @inlinable
    public static func pipe(disposable: Disposable? = nil) -> (output: Signal, input: Observer) {
        let cleanup: Receiver? = disposable.map { disposable in { _, _ in disposable.dispose() } }
        let root = RootCore(cleanup: cleanup)
        return (Signal(core: SignalView(root)), Observer(sendingInto: root))
    }

    /// A signal that never sends any event.
    public static var never: Signal {
        Signal { observer, lifetime in
            lifetime.observeEnded { _ = observer }
        }
    }

    /// A signal that has already completed: observers attached to it receive `interrupted`,
    /// as on every terminated signal.
    public static var empty: Signal {
        Signal { observer, _ in observer.sendCompleted() }
    }

    /// Observes every event with `observer`.
    ///
    /// - Parameter observer: The observer to attach.
    /// - Returns: A disposable that detaches it, or `nil` if the signal has terminated (the
    ///   observer then receives `interrupted` at once).
    @inlinable @discardableResult
    public func observe(_ observer: Observer) -> Disposable? {
        core.attach(forwardingTo: observer)
    }

    /// Observes every event with `action`.
    ///
    /// - Parameter action: Called with each event.
    /// - Returns: A disposable that detaches it, or `nil` if the signal has terminated.
    @inlinable @discardableResult
    public func observe(_ action: @escaping (Event) -> Void) -> Disposable? {
        core.attach(action)
    }

    /// Observes values and failure as a `Result`.
    ///
    /// - Parameter action: Called with `.success` per value and `.failure` on failure.
    /// - Returns: A disposable that detaches it, or `nil` if the signal has terminated.
    @inlinable @discardableResult
    public func observeResult(_ action: @escaping (Result<Value, Error>) -> Void) -> Disposable? {
        core.attach(receiving: { _, event in
            let event = event.event(of: Signal.self)
            switch event {
            case .value(let value): action(.success(value))
            case .failed(let error): action(.failure(error))
            case .completed, .interrupted: break
            }
        })
    }

    /// Observes values.
    ///
    /// - Parameter action: Called with each value.
    /// - Returns: A disposable that detaches it, or `nil` if the signal has terminated.
    @inlinable @discardableResult
    public func observeValues(_ action: @escaping (Value) -> Void) -> Disposable? {
        core.attach(values: action)
    }

    /// Observes completion.
    ///
    /// - Parameter action: Called when the signal completes.
    /// - Returns: A disposable that detaches it, or `nil` if the signal has terminated.
    @inlinable @discardableResult
    public func observeCompleted(_ action: @escaping () -> Void) -> Disposable? {
        core.attach(receiving: { _, event in
            let event = event.event(of: Signal.self)
            if case .completed = event { action() }
        })
    }

    /// Observes failure.
    ///
    /// - Parameter action: Called with the error when the signal fails.
    /// - Returns: A disposable that detaches it, or `nil` if the signal has terminated.
    @inlinable @discardableResult
    public func observeFailed(_ action: @escaping (Error) -> Void) -> Disposable? {
        core.attach(receiving: { _, event in
            let event = event.event(of: Signal.self)
            if case .failed(let error) = event { action(error) }
        })
    }

    /// Observes interruption.
    ///
    /// - Parameter action: Called when the signal is interrupted.
    /// - Returns: A disposable that detaches it, or `nil` if the signal has terminated (then
    ///   `action` runs at once).
    @inlinable @discardableResult
    public func observeInterrupted(_ action: @escaping () -> Void) -> Disposable? {
        core.attach(receiving: { _, event in
            let event = event.event(of: Signal.self)
            if case .interrupted = event { action() }
        })
    }
}
