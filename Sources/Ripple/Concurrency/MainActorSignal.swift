/// A signal that delivers on the main queue, made by `observeForUI()`: its observers are
/// `@MainActor` closures, so a main-actor view or view controller observes it in Swift 6
/// with nothing unsafe in its own code.
///
/// <!-- context
/// final class Label { var text: String? }
/// struct Outputs { let title = Signal<String, Never>.never }
/// @MainActor final class TitleViewController {
///     let titleLabel = Label()
///     let viewModel = (inputs: (), outputs: Outputs())
///     func bind() {
///         /* fragment */
///     }
/// }
/// -->
/// ```swift fragment
/// self.viewModel.outputs.title.observeForUI().observeValues { [weak self] in
///     self?.titleLabel.text = $0
/// }
/// ```
///
/// Events arrive on the main thread, in the order they were sent; at once when sent on the
/// main thread with nothing of the UI scheduler's queued, else on a later turn of the main
/// queue. An observation disposed on the main thread receives nothing afterwards.
public struct MainActorSignal<Value, Error: Swift.Error>: Sendable {
    /// The events, delivered on the main queue: apply further operators to it. Its own
    /// observers run on the main thread but are not main-actor isolated in the type system.
    public let signal: Signal<Value, Error>

    init(mainQueueSignal: Signal<Value, Error>) {
        signal = mainQueueSignal
    }

    /// Observes every event on the main actor.
    ///
    /// - Parameter action: Called on the main actor with each event.
    /// - Returns: A disposable that detaches it, or `nil` if the signal has terminated.
    @discardableResult
    public func observe(_ action: @escaping @MainActor (Signal<Value, Error>.Event) -> Void)
        -> Disposable?
    {
        signal.observe { runOnMainActor(action, with: $0) }
    }

    /// Observes values on the main actor.
    ///
    /// - Parameter action: Called on the main actor with each value.
    /// - Returns: A disposable that detaches it, or `nil` if the signal has terminated.
    @discardableResult
    public func observeValues(_ action: @escaping @MainActor (Value) -> Void) -> Disposable? {
        signal.observeValues { runOnMainActor(action, with: $0) }
    }

    /// Observes values and failure as a `Result` on the main actor.
    ///
    /// - Parameter action: Called on the main actor with `.success` per value and
    ///   `.failure` on failure.
    /// - Returns: A disposable that detaches it, or `nil` if the signal has terminated.
    @discardableResult
    public func observeResult(_ action: @escaping @MainActor (Result<Value, Error>) -> Void)
        -> Disposable?
    {
        signal.observeResult { runOnMainActor(action, with: $0) }
    }

    /// Observes completion on the main actor.
    ///
    /// - Parameter action: Called on the main actor when the signal completes.
    /// - Returns: A disposable that detaches it, or `nil` if the signal has terminated.
    @discardableResult
    public func observeCompleted(_ action: @escaping @MainActor () -> Void) -> Disposable? {
        signal.observeCompleted { runOnMainActor({ _ in action() }, with: ()) }
    }

    /// Observes failure on the main actor.
    ///
    /// - Parameter action: Called on the main actor with the error.
    /// - Returns: A disposable that detaches it, or `nil` if the signal has terminated.
    @discardableResult
    public func observeFailed(_ action: @escaping @MainActor (Error) -> Void) -> Disposable? {
        signal.observeFailed { runOnMainActor(action, with: $0) }
    }

    /// Observes interruption on the main actor.
    ///
    /// - Parameter action: Called on the main actor when the signal is interrupted.
    /// - Returns: A disposable that detaches it, or `nil` if the signal has terminated.
    @discardableResult
    public func observeInterrupted(_ action: @escaping @MainActor () -> Void) -> Disposable? {
        signal.observeInterrupted { runOnMainActor({ _ in action() }, with: ()) }
    }
}
