extension SignalProducer {
    /// Creates a producer that runs `operation` in a new `Task` on each start, then sends
    /// its value and completes, or fails with its typed error.
    ///
    ///     operation: ----v|         ----X(e)        --(disposed)
    ///     producer:  ----v|         ----X(e)        --!  (task cancelled)
    ///
    /// <!-- context
    /// struct User {}
    /// enum APIError: Error { case offline }
    /// enum api {
    ///     static func user(id: Int) async throws(APIError) -> User { User() }
    /// }
    /// -->
    /// ```swift fragment
    /// let user = SignalProducer<User, APIError> { () async throws(APIError) in
    ///     try await api.user(id: 42)
    /// }
    /// ```
    ///
    /// Disposing the run cancels the task. A run whose task was cancelled ends `interrupted`
    /// whatever the operation returns or throws afterwards: no value arrives after disposal.
    ///
    /// - Parameter operation: The async work of one run.
    public init(operation: @escaping @Sendable () async throws(Error) -> Value) {
        self.init { observer, lifetime in
            let task = Task {
                let outcome: Result<Value, Error>
                do throws(Error) {
                    outcome = .success(try await operation())
                } catch {
                    outcome = .failure(error)
                }
                guard !Task.isCancelled else {
                    observer.sendInterrupted()
                    return
                }
                switch outcome {
                case .success(let value):
                    observer.send(value: value)
                    observer.sendCompleted()
                case .failure(let error):
                    observer.send(error: error)
                }
            }
            lifetime.observeEnded { task.cancel() }
        }
    }

    /// Creates a producer that iterates `sequence` in a new `Task` on each start, sending its
    /// elements in order and completing when it ends; an error it throws fails the run,
    /// typed as the producer's `Error`.
    ///
    ///     sequence: -1--2--3-|      -1--X(e)
    ///     producer: -1--2--3-|      -1--X(e)
    ///
    /// ```swift fragment
    /// // macOS 15, iOS 18, tvOS 18, watchOS 11 and later:
    /// let ticks = SignalProducer<Int, Never>(AsyncStream { $0.yield(1); $0.finish() })
    /// // Earlier systems (iOS 16 / macOS 13 on): the `any Error` form.
    /// let anyTicks = SignalProducer<Int, any Error>(AsyncStream { $0.yield(1); $0.finish() })
    /// ```
    ///
    /// It needs the typed `AsyncSequence.Failure`, which only those systems have; on earlier
    /// ones, use `SignalProducer<Value, any Error>(sequence)`.
    /// Disposing the run cancels the task, which ends the run `interrupted`.
    ///
    /// - Parameter sequence: The async sequence to iterate on each start.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
    @_disfavoredOverload
    public init<S: AsyncSequence & Sendable>(_ sequence: S)
    where S.Element == Value, S.Failure == Error {
        self.init { observer, lifetime in
            let task = Task {
                var iterator = sequence.makeAsyncIterator()
                do throws(Error) {
                    while let element = try await iterator.next(isolation: nil) {
                        guard !Task.isCancelled else { break }
                        observer.send(value: element)
                    }
                } catch {
                    guard Task.isCancelled else { return observer.send(error: error) }
                }
                if Task.isCancelled {
                    observer.sendInterrupted()
                } else {
                    observer.sendCompleted()
                }
            }
            lifetime.observeEnded { task.cancel() }
        }
    }
}

extension SignalProducer where Error == any Swift.Error {
    /// Creates a producer that iterates `sequence` in a new `Task` on each start, sending its
    /// elements in order and completing when it ends; an error it throws fails the run.
    ///
    ///     sequence: -1--2--3-|      -1--X(e)
    ///     producer: -1--2--3-|      -1--X(e)
    ///
    /// The form for any `AsyncSequence` on every platform Ripple supports; the producer's
    /// error is `any Error`. Where the typed `AsyncSequence.Failure` is available, the
    /// `SignalProducer<Value, Failure>` form keeps the sequence's own error type.
    /// Disposing the run cancels the task, which ends the run `interrupted`.
    ///
    /// - Parameter sequence: The async sequence to iterate on each start.
    public init<S: AsyncSequence & Sendable>(_ sequence: S) where S.Element == Value {
        self.init { observer, lifetime in
            let task = Task {
                do {
                    for try await element in sequence {
                        guard !Task.isCancelled else { break }
                        observer.send(value: element)
                    }
                } catch {
                    guard Task.isCancelled else { return observer.send(error: error) }
                }
                if Task.isCancelled {
                    observer.sendInterrupted()
                } else {
                    observer.sendCompleted()
                }
            }
            lifetime.observeEnded { task.cancel() }
        }
    }
}
