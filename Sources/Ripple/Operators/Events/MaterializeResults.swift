extension Signal {
    /// Turns every value into `.success` and a failure into a last `.failure` value followed by
    /// completion: a signal that cannot fail. Completion and interruption pass through.
    ///
    ///     self:   -a--b--X(e)
    ///     result: -s(a)--s(b)--f(e)|
    ///
    /// - Returns: A signal that cannot fail, of `Result`s.
    @inlinable
    public func materializeResults() -> Signal<Result<Value, Error>, Never> {
        derive { sink in
            { _, event in
                let event = event.event(of: Signal.self)
                switch event {
                case .value(let value): sink.send(value: .success(value))
                case .failed(let error):
                    sink.send(value: .failure(error))
                    sink.send(.completed)
                case .completed: sink.send(.completed)
                case .interrupted: sink.send(.interrupted)
                }
            }
        }
    }
}

extension Signal where Error == Never {
    /// The inverse of `materializeResults()`: sends each `.success` as a value and fails with
    /// the first `.failure`. Completion and interruption pass through.
    ///
    ///     self:   -s(a)--s(b)--f(e)--s(c)|
    ///     result: -a-----b-----X(e)
    ///
    /// - Returns: A signal of the successes, failing at the first failure.
    @inlinable
    public func dematerializeResults<Success, Failure>() -> Signal<Success, Failure>
    where Value == Result<Success, Failure> {
        derive { sink in
            { _, event in
                let event = event.event(of: Signal.self)
                switch event {
                case .value(.success(let value)): sink.send(value: value)
                case .value(.failure(let error)): sink.send(.failed(error))
                case .completed: sink.send(.completed)
                case .interrupted: sink.send(.interrupted)
                }
            }
        }
    }
}

extension SignalProducer {
    /// Turns every value of each run into `.success` and a failure into a last `.failure`
    /// value followed by completion.
    ///
    ///     self:   -a--b--X(e)
    ///     result: -s(a)--s(b)--f(e)|
    ///
    /// - Returns: A producer that cannot fail, of `Result`s.
    @inlinable
    public func materializeResults() -> SignalProducer<Result<Value, Error>, Never> {
        liftRelaying { $0.materializeResults() }
    }
}

extension SignalProducer where Error == Never {
    /// The inverse of `materializeResults()`: sends each `.success` of a run as a value and
    /// fails with the first `.failure`.
    ///
    ///     self:   -s(a)--s(b)--f(e)--s(c)|
    ///     result: -a-----b-----X(e)
    ///
    /// - Returns: A producer of the successes, failing at the first failure.
    @inlinable
    public func dematerializeResults<Success, Failure>() -> SignalProducer<Success, Failure>
    where Value == Result<Success, Failure> {
        liftRelaying { $0.dematerializeResults() }
    }
}
