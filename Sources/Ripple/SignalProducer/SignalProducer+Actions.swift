extension SignalProducer {
    /// Creates a producer that sends the success of `result` and completes, or fails with its
    /// failure, on every start (ReactiveSwift's unlabelled spelling of `init(result:)`).
    ///
    ///     .success(a): a|
    ///     .failure(e): #e
    ///
    /// - Parameter result: The outcome every run delivers.
    @inlinable
    public init(_ result: Result<Value, Error>) {
        self.init(result: result)
    }

    /// Creates a producer that calls `action` on every start, then sends its success and
    /// completes, or fails with its failure.
    ///
    ///     action: { .success(a) }   result: a|
    ///     action: { .failure(e) }   result: #e
    ///
    /// <!-- context
    /// struct LoadError: Error {}
    /// enum cache { static func read() -> Result<Int, LoadError> { .success(1) } }
    /// -->
    /// ```swift fragment
    /// let load = SignalProducer<Int, LoadError> { cache.read() }  // read per start
    /// ```
    ///
    /// - Parameter action: Called once per start, on the starting thread.
    @inlinable
    public init(_ action: @escaping () -> Result<Value, Error>) {
        self.init { observer, _ in
            switch action() {
            case .success(let value):
                observer.send(value: value)
                observer.sendCompleted()
            case .failure(let error):
                observer.send(error: error)
            }
        }
    }

    /// Creates a producer that calls `action` on every start, sends what it returns, then
    /// completes.
    ///
    ///     action: { a }   result: a|
    ///
    /// <!-- context
    /// enum clock { static var ticks: Int { 0 } }
    /// -->
    /// ```swift fragment
    /// let now = SignalProducer<Int, Never> { clock.ticks }  // read per start
    /// ```
    ///
    /// - Parameter action: Called once per start, on the starting thread.
    @inlinable
    public init(_ action: @escaping () -> Value) {
        self.init { observer, _ in
            observer.send(value: action())
            observer.sendCompleted()
        }
    }
}

extension SignalProducer where Error == Swift.Error {
    /// Creates a producer that calls the throwing `action` on every start: sends what it
    /// returns and completes, or fails with what it throws.
    ///
    ///     action: { a }         result: a|
    ///     action: { throw e }   result: #e
    ///
    /// <!-- context
    /// struct Config { init(json: String) throws {} }
    /// let text = "{}"
    /// -->
    /// ```swift fragment
    /// let decoded = SignalProducer<Config, Swift.Error> { try Config(json: text) }
    /// ```
    ///
    /// - Parameter action: Called once per start, on the starting thread.
    @inlinable
    public init(_ action: @escaping () throws -> Value) {
        self.init { () -> Result<Value, Swift.Error> in Result(catching: action) }
    }
}
