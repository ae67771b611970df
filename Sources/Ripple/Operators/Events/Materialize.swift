/// A type that is a `Signal.Event`: lets `dematerialize`, `values()` and `errors()` be written
/// for signals of events.
public protocol EventProtocol {
    /// The value type of the event.
    associatedtype Value
    /// The error type of the event.
    associatedtype Error: Swift.Error

    /// The event itself.
    var event: Signal<Value, Error>.Event { get }
}

extension Signal.Event: EventProtocol {
    /// The event itself.
    public var event: Signal<Value, Error>.Event { self }
}

extension Signal {
    /// Turns every event into a value: values, and the terminal event too, which is then
    /// followed by completion (or by interruption, if the terminal event was one).
    ///
    ///     self:   -a--b--X(e)
    ///     result: -.value(a)--.value(b)--.failed(e)|
    ///
    /// <!-- context
    /// struct APIError: Error {}
    /// struct Project {}
    /// let (submitTapped, submit) = Signal<Project, Never>.pipe()
    /// enum api {
    ///     static func save(_ project: Project) -> SignalProducer<Project, APIError> {
    ///         SignalProducer(value: project)
    ///     }
    /// }
    /// -->
    /// ```swift fragment
    /// let response = submitTapped.flatMap { api.save($0).materialize() }
    /// let saved = response.values()
    /// let saveError = response.errors()
    /// ```
    ///
    /// - Returns: A signal that cannot fail, of `self`'s events.
    @inlinable
    public func materialize() -> Signal<Event, Never> {
        derive { sink in
            { _, event in
                let event = event.event(of: Signal.self)
                sink.send(value: event)
                switch event {
                case .value: break
                case .failed, .completed: sink.send(.completed)
                case .interrupted: sink.send(.interrupted)
                }
            }
        }
    }
}

extension SignalProducer {
    /// Turns every event of each run into a value, then completes (or is interrupted).
    ///
    ///     self:   -a--X(e)
    ///     result: -.value(a)--.failed(e)|
    ///
    /// - Returns: A producer that cannot fail, of `self`'s events.
    @inlinable
    public func materialize() -> SignalProducer<Signal<Value, Error>.Event, Never> {
        liftRelaying { $0.materialize() }
    }
}
