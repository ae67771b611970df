extension Signal {
    /// Transforms every value with `transform`, or fails with the error it returns.
    ///
    ///     self:   -1--2--3-|
    ///     result: -a--b--X(e)   (transform: 1 → .success(a), 2 → .success(b), 3 → .failure(e))
    ///
    /// <!-- context
    /// enum ParseError: Error { case notANumber }
    /// let (text, send) = Signal<String, ParseError>.pipe()
    /// -->
    /// ```swift fragment
    /// let parsed = text.attemptMap { Int($0).map(Result.success) ?? .failure(.notANumber) }
    /// ```
    ///
    /// - Parameter transform: Called once per value until it first returns a failure.
    /// - Returns: A signal of the successes; it fails with the first failure (and stops
    ///   observing `self`), or terminates with `self`.
    @inlinable
    public func attemptMap<U>(_ transform: @escaping (Value) -> Result<U, Error>) -> Signal<
        U, Error
    > {
        derive { sink in
            { _, event in
                let event = event.event(of: Signal.self)
                switch event {
                case .value(let value):
                    switch transform(value) {
                    case .success(let mapped): sink.send(value: mapped)
                    case .failure(let error): sink.send(.failed(error))
                    }
                case .failed(let error): sink.send(.failed(error))
                case .completed: sink.send(.completed)
                case .interrupted: sink.send(.interrupted)
                }
            }
        }
    }

    /// Runs `action` for every value and forwards the value, or fails with the error it
    /// returns.
    ///
    ///     self:   -1--2--3-|
    ///     result: -1--2--X(e)   (action: 3 → .failure(e))
    ///
    /// - Parameter action: Called once per value until it first returns a failure.
    /// - Returns: A signal of the values whose action succeeded.
    @inlinable
    public func attempt(_ action: @escaping (Value) -> Result<Void, Error>) -> Signal<Value, Error>
    {
        attemptMap { value in action(value).map { value } }
    }

    /// Transforms every value with the throwing `transform`; fails with what it throws.
    ///
    ///     self:   -1--2--3-|
    ///     result: -a--b--X(e)   (Error becomes Swift.Error)
    ///
    /// - Parameter transform: Called once per value until it first throws.
    /// - Returns: A signal of the results, failing with `self`'s error or the thrown one.
    @inlinable
    public func attemptMap<U>(_ transform: @escaping (Value) throws -> U) -> Signal<U, Swift.Error>
    {
        mapError { $0 as Swift.Error }.attemptMap(transform)
    }

    /// Runs the throwing `action` for every value and forwards the value; fails with what it
    /// throws.
    ///
    ///     self:   -1--2--3-|
    ///     result: -1--2--X(e)   (Error becomes Swift.Error)
    ///
    /// - Parameter action: Called once per value until it first throws.
    /// - Returns: A signal of the values whose action did not throw.
    @inlinable
    public func attempt(_ action: @escaping (Value) throws -> Void) -> Signal<Value, Swift.Error> {
        mapError { $0 as Swift.Error }.attempt(action)
    }
}

extension Signal where Error == Swift.Error {
    /// Transforms every value with the throwing `transform`; fails with what it throws.
    ///
    ///     self:   -1--2--3-|
    ///     result: -a--b--X(e)   (transform throws e for 3)
    ///
    /// - Parameter transform: Called once per value until it first throws.
    /// - Returns: A signal of the results.
    @inlinable
    public func attemptMap<U>(_ transform: @escaping (Value) throws -> U) -> Signal<U, Swift.Error>
    {
        attemptMap { value in Result { try transform(value) } }
    }

    /// Runs the throwing `action` for every value and forwards the value; fails with what it
    /// throws.
    ///
    ///     self:   -1--2--3-|
    ///     result: -1--2--X(e)   (action throws e for 3)
    ///
    /// - Parameter action: Called once per value until it first throws.
    /// - Returns: A signal of the values whose action did not throw.
    @inlinable
    public func attempt(_ action: @escaping (Value) throws -> Void) -> Signal<Value, Swift.Error> {
        attemptMap { value in
            try action(value)
            return value
        }
    }
}

extension SignalProducer {
    /// Transforms every value of each run with `transform`, or fails with the error it
    /// returns.
    ///
    ///     self:   -1--2--3-|
    ///     result: -a--b--X(e)   (transform: 3 → .failure(e))
    ///
    /// - Parameter transform: Called once per value until it first returns a failure.
    /// - Returns: A producer of the successes.
    @inlinable
    public func attemptMap<U>(_ transform: @escaping (Value) -> Result<U, Error>)
        -> SignalProducer<U, Error>
    {
        liftRelaying { $0.attemptMap(transform) }
    }

    /// Runs `action` for every value of each run and forwards the value, or fails with the
    /// error it returns.
    ///
    ///     self:   -1--2--3-|
    ///     result: -1--2--X(e)   (action: 3 → .failure(e))
    ///
    /// - Parameter action: Called once per value until it first returns a failure.
    /// - Returns: A producer of the values whose action succeeded.
    @inlinable
    public func attempt(_ action: @escaping (Value) -> Result<Void, Error>) -> SignalProducer<
        Value, Error
    > {
        liftRelaying { $0.attempt(action) }
    }

    /// Transforms every value of each run with the throwing `transform`.
    ///
    ///     self:   -1--2--3-|
    ///     result: -a--b--X(e)   (Error becomes Swift.Error)
    ///
    /// - Parameter transform: Called once per value until it first throws.
    /// - Returns: A producer of the results.
    @inlinable
    public func attemptMap<U>(_ transform: @escaping (Value) throws -> U) -> SignalProducer<
        U, Swift.Error
    > {
        liftRelaying { $0.attemptMap(transform) }
    }

    /// Runs the throwing `action` for every value of each run and forwards the value.
    ///
    ///     self:   -1--2--3-|
    ///     result: -1--2--X(e)   (Error becomes Swift.Error)
    ///
    /// - Parameter action: Called once per value until it first throws.
    /// - Returns: A producer of the values whose action did not throw.
    @inlinable
    public func attempt(_ action: @escaping (Value) throws -> Void) -> SignalProducer<
        Value, Swift.Error
    > {
        liftRelaying { $0.attempt(action) }
    }
}

extension SignalProducer where Error == Swift.Error {
    /// Transforms every value of each run with the throwing `transform`.
    ///
    ///     self:   -1--2--3-|
    ///     result: -a--b--X(e)   (transform throws e for 3)
    ///
    /// - Parameter transform: Called once per value until it first throws.
    /// - Returns: A producer of the results.
    @inlinable
    public func attemptMap<U>(_ transform: @escaping (Value) throws -> U) -> SignalProducer<
        U, Swift.Error
    > {
        liftRelaying { $0.attemptMap(transform) }
    }

    /// Runs the throwing `action` for every value of each run and forwards the value.
    ///
    ///     self:   -1--2--3-|
    ///     result: -1--2--X(e)   (action throws e for 3)
    ///
    /// - Parameter action: Called once per value until it first throws.
    /// - Returns: A producer of the values whose action did not throw.
    @inlinable
    public func attempt(_ action: @escaping (Value) throws -> Void) -> SignalProducer<
        Value, Swift.Error
    > {
        liftRelaying { $0.attempt(action) }
    }
}
