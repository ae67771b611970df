extension Signal {
    /// Transforms the error of a failure with `transform`; values, completion and interruption
    /// pass through.
    ///
    ///     self:   -a--b--X(e)
    ///     result: -a--b--X(f(e))
    ///
    /// - Parameter transform: Called at most once, with the error of the failure.
    /// - Returns: A signal with the new error type.
    @inlinable
    public func mapError<F>(_ transform: @escaping (Error) -> F) -> Signal<Value, F> {
        derive { sink in
            { _, event in
                let event = event.event(of: Signal.self)
                if case .value(let value) = event {
                    sink.send(value: value)
                } else {
                    sink.send(event.mapError(transform))
                }
            }
        }
    }
}

extension SignalProducer {
    /// Transforms the error of each run's failure with `transform`.
    ///
    ///     self:   -a--b--X(e)
    ///     result: -a--b--X(f(e))
    ///
    /// - Parameter transform: Called at most once per run, with the error.
    /// - Returns: A producer with the new error type.
    @inlinable
    public func mapError<F>(_ transform: @escaping (Error) -> F) -> SignalProducer<Value, F> {
        liftRelaying { $0.mapError(transform) }
    }
}
