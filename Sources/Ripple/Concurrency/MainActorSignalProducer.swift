/// A producer whose runs deliver on the main queue, made by `observeForUI()`: its observers
/// are `@MainActor` closures, so a main-actor view starts it in Swift 6 with nothing unsafe
/// in its own code.
///
/// <!-- context
/// final class ImageView { var image: String? }
/// struct Outputs { let avatar = SignalProducer<String, Never>.never }
/// @MainActor final class ProfileViewController {
///     let avatarView = ImageView()
///     let viewModel = (inputs: (), outputs: Outputs())
///     func bind() {
///         /* fragment */
///     }
/// }
/// -->
/// ```swift fragment
/// viewModel.outputs.avatar.observeForUI().startWithValues { [weak self] in
///     self?.avatarView.image = $0
/// }
/// ```
///
/// Each start runs the start handler where `start` is called; the run's events arrive on the
/// main thread in order, at once when sent on the main thread with nothing queued.
public struct MainActorSignalProducer<Value, Error: Swift.Error>: Sendable {
    /// Each run's events, delivered on the main queue: apply further operators to it.
    public let producer: SignalProducer<Value, Error>

    init(mainQueueProducer: SignalProducer<Value, Error>) {
        producer = mainQueueProducer
    }

    /// Starts a run and calls `action` on the main actor with each event.
    ///
    /// - Parameter action: Called on the main actor with each event.
    /// - Returns: A disposable that interrupts the run.
    @discardableResult
    public func start(_ action: @escaping @MainActor (Signal<Value, Error>.Event) -> Void)
        -> Disposable
    {
        producer.start { runOnMainActor(action, with: $0) }
    }

    /// Starts a run and calls `action` on the main actor with each value.
    ///
    /// - Parameter action: Called on the main actor with each value.
    /// - Returns: A disposable that interrupts the run.
    @discardableResult
    public func startWithValues(_ action: @escaping @MainActor (Value) -> Void) -> Disposable {
        producer.startWithValues { runOnMainActor(action, with: $0) }
    }

    /// Starts a run and calls `action` on the main actor with each value and the failure.
    ///
    /// - Parameter action: Called on the main actor with `.success` per value and
    ///   `.failure` on failure.
    /// - Returns: A disposable that interrupts the run.
    @discardableResult
    public func startWithResult(_ action: @escaping @MainActor (Result<Value, Error>) -> Void)
        -> Disposable
    {
        producer.startWithResult { runOnMainActor(action, with: $0) }
    }

    /// Starts a run and calls `action` on the main actor when it completes.
    ///
    /// - Parameter action: Called on the main actor on completion.
    /// - Returns: A disposable that interrupts the run.
    @discardableResult
    public func startWithCompleted(_ action: @escaping @MainActor () -> Void) -> Disposable {
        producer.startWithCompleted { runOnMainActor({ _ in action() }, with: ()) }
    }

    /// Starts a run and calls `action` on the main actor when it fails.
    ///
    /// - Parameter action: Called on the main actor with the error.
    /// - Returns: A disposable that interrupts the run.
    @discardableResult
    public func startWithFailed(_ action: @escaping @MainActor (Error) -> Void) -> Disposable {
        producer.startWithFailed { runOnMainActor(action, with: $0) }
    }

    /// Starts a run and calls `action` on the main actor when it is interrupted.
    ///
    /// - Parameter action: Called on the main actor on interruption.
    /// - Returns: A disposable that interrupts the run.
    @discardableResult
    public func startWithInterrupted(_ action: @escaping @MainActor () -> Void) -> Disposable {
        producer.startWithInterrupted { runOnMainActor({ _ in action() }, with: ()) }
    }
}
