// ReactiveSwift's unserialized signal factories. A Ripple signal always serializes its events
// and always accepts re-entrant sends (queued, then delivered in order after the current
// event), so each of these is the ordinary factory under ReactiveSwift's name: the guarantees
// are stronger than those names promise, never weaker.
extension Signal {
    /// ReactiveSwift's `unserialized(_:)`: in Ripple, the same as `Signal { observer, lifetime in }`.
    ///
    ///     input:  -1-2-3-|
    ///     result: -1-2-3-|     (delivered serially, re-entrant sends queued)
    ///
    /// - Parameter generator: Receives the input observer and the signal's lifetime.
    /// - Returns: The signal.
    public static func unserialized(_ generator: (Observer, Lifetime) -> Void) -> Signal {
        Signal(generator)
    }

    /// ReactiveSwift's `reentrantUnserialized(_:)`: in Ripple, the same as
    /// `Signal { observer, lifetime in }`, whose input already queues re-entrant sends and
    /// delivers them first-in first-out after the current event.
    ///
    ///     input:  -1-2-3-|
    ///     result: -1-2-3-|
    ///
    /// - Parameter generator: Receives the input observer and the signal's lifetime.
    /// - Returns: The signal.
    public static func reentrantUnserialized(_ generator: (Observer, Lifetime) -> Void) -> Signal {
        Signal(generator)
    }

    /// ReactiveSwift's `unserializedPipe(disposable:)`: in Ripple, the same as `pipe(disposable:)`.
    ///
    ///     input:  -1-2-3-|
    ///     output: -1-2-3-|
    ///
    /// - Parameter disposable: Disposed when the signal terminates or is released unobserved.
    /// - Returns: The signal and its input observer.
    public static func unserializedPipe(
        disposable: Disposable? = nil
    ) -> (output: Signal, input: Observer) {
        pipe(disposable: disposable)
    }

    /// ReactiveSwift's `reentrantUnserializedPipe(disposable:)`: in Ripple, the same as
    /// `pipe(disposable:)`. A value sent from inside an observer is queued and delivered, in
    /// the order sent, once every observer has seen the current one:
    ///
    /// ```swift fragment
    /// let (output, input) = Signal<Int, Never>.reentrantUnserializedPipe()
    /// output.take(first: 1).observeValues { _ in input.send(value: 10) }
    /// output.observeValues { print($0) }
    /// input.send(value: 0)  // prints 0, then 10
    /// ```
    ///
    /// - Parameter disposable: Disposed when the signal terminates or is released unobserved.
    /// - Returns: The signal and its input observer.
    public static func reentrantUnserializedPipe(
        disposable: Disposable? = nil
    ) -> (output: Signal, input: Observer) {
        pipe(disposable: disposable)
    }
}

extension SignalProducer {
    /// ReactiveSwift's `SignalProducer.unserialized(_:)`: in Ripple, the same as
    /// `SignalProducer { observer, lifetime in }`, whose runs are serialized and accept
    /// re-entrant sends.
    ///
    ///     start:  x-------
    ///     result: -1-2-3-|   (the start handler sends 1, 2, 3 and completes)
    ///
    /// - Parameter startHandler: Runs on each start with that run's observer and lifetime.
    /// - Returns: The producer.
    public static func unserialized(
        _ startHandler: @escaping (Signal<Value, Error>.Observer, Lifetime) -> Void
    ) -> SignalProducer {
        SignalProducer(startHandler)
    }
}
