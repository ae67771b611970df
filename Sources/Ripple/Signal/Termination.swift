/// How a stream ended, without the values: ReactiveSwift's `Termination`, which
/// `Signal.Observer.terminate(_:)` takes.
///
/// <!-- context
/// struct LoadError: Error {}
/// let error = LoadError()
/// let (signal, observer) = Signal<Int, LoadError>.pipe()
/// -->
/// ```swift fragment
/// observer.terminate(.completed)      // the same as observer.sendCompleted()
/// observer.terminate(.failed(error))  // the same as observer.send(error: error)
/// ```
public enum Termination<Error: Swift.Error> {
    /// The stream failed with this error.
    case failed(Error)

    /// The stream completed.
    case completed

    /// The stream was interrupted.
    case interrupted
}

extension Termination: Equatable where Error: Equatable {}

extension Termination: Sendable where Error: Sendable {}

extension Signal.Observer {
    /// The type of the closure an observer calls with every event, as ReactiveSwift names it.
    public typealias Action = (Signal<Value, Error>.Event) -> Void

    /// Sends `value`, as ReactiveSwift's `receive(_:)`; the same as `send(value:)`.
    ///
    /// - Parameter value: The value to send.
    public func receive(_ value: Value) {
        send(value: value)
    }

    /// Sends the terminal event that `termination` names, as ReactiveSwift's
    /// `terminate(_:)`.
    ///
    ///     termination: .failed(e)  .completed  .interrupted
    ///     sends:       -#          -|          -!
    ///
    /// - Parameter termination: How the stream ends.
    public func terminate(_ termination: Termination<Error>) {
        switch termination {
        case .failed(let error): send(error: error)
        case .completed: sendCompleted()
        case .interrupted: sendInterrupted()
        }
    }
}
