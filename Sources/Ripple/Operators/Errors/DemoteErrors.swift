extension Signal {
    /// Turns a failure into completion, optionally sending a replacement value first, so the
    /// result cannot fail; as Kickstarter's `demoteErrors`.
    ///
    ///     self:   -a--b--X(e)
    ///     result: -a--b--|          (replaceErrorWith: nil)
    ///     result: -a--b--z|         (replaceErrorWith: z)
    ///
    /// <!-- context
    /// struct APIError: Error {}
    /// enum api {
    ///     static func fetchProjects() -> SignalProducer<[String], APIError> {
    ///         SignalProducer(value: [])
    ///     }
    /// }
    /// -->
    /// ```swift fragment
    /// let projects = api.fetchProjects().demoteErrors(replaceErrorWith: [])
    /// ```
    ///
    /// - Parameter value: Sent in place of the error, just before completion; none if `nil`.
    /// - Returns: A signal that cannot fail; it completes when `self` fails or completes, and
    ///   is interrupted when `self` is.
    @inlinable
    public func demoteErrors(replaceErrorWith value: Value? = nil) -> Signal<Value, Never> {
        derive { sink in
            { _, event in
                let event = event.event(of: Signal.self)
                switch event {
                case .value(let value): sink.send(value: value)
                case .failed:
                    if let value { sink.send(value: value) }
                    sink.send(.completed)
                case .completed: sink.send(.completed)
                case .interrupted: sink.send(.interrupted)
                }
            }
        }
    }
}

extension SignalProducer {
    /// Turns each run's failure into completion, optionally sending a replacement value first.
    ///
    ///     self:   -a--X(e)
    ///     result: -a--z|     (replaceErrorWith: z)
    ///
    /// - Parameter value: Sent in place of the error, just before completion; none if `nil`.
    /// - Returns: A producer that cannot fail.
    @inlinable
    public func demoteErrors(replaceErrorWith value: Value? = nil) -> SignalProducer<Value, Never> {
        lift { $0.demoteErrors(replaceErrorWith: value) }
    }
}
