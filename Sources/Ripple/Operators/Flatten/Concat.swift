extension SignalProducer {
    /// Starts `next` when `self` completes, forwarding the values of both.
    ///
    ///     self:   -1-2-|
    ///     next:        -3-4-|
    ///     result: -1-2--3-4-|
    ///
    /// A failure of `self` ends the result and `next` is not started. As in ReactiveSwift
    /// (`concat` is `flatten(.concat)`), a run of `self` that interrupts itself counts as
    /// completed, so `next` still runs; interrupting the result stops both. Chains of
    /// `concat`, nested left or right, run every part once, in time linear in their length,
    /// without a stage per part.
    ///
    /// - Parameter next: The producer to run after `self`.
    /// - Returns: A producer of the values of `self`, then those of `next`.
    @inlinable
    public func concat(_ next: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
        SignalProducer(recipe: .concat(ConcatChain([self, next])))
    }

    /// Starts `next` when `self` completes: `next` may be any stream of the same types — a
    /// signal (observed from then on), a property (its value then, then its changes).
    ///
    ///     self:   -1-2-|
    ///     next:        -3-|
    ///     result: -1-2--3-|
    ///
    /// - Parameter next: The stream to forward after `self`.
    /// - Returns: A producer of the values of `self`, then those of `next`.
    @inlinable
    public func concat<Next: SignalProducerConvertible>(_ next: Next) -> SignalProducer<
        Value, Error
    > where Next.Value == Value, Next.Error == Error {
        concat(next.producer)
    }

    /// Fails with `error` when `self` completes.
    ///
    ///     self:   -1-2-|
    ///     result: -1-2-X   (X: error)
    ///
    /// - Parameter error: The error to send last.
    /// - Returns: A producer of the values of `self`, then the failure.
    @inlinable
    public func concat(error: Error) -> SignalProducer<Value, Error> {
        concat(SignalProducer(error: error))
    }

    /// Runs `previous` first, then `self`: `previous.concat(self)`.
    ///
    ///     previous: -1-2-|
    ///     self:          -3-|
    ///     result:   -1-2--3-|
    ///
    /// - Parameter previous: The producer to run before `self`.
    /// - Returns: A producer of the values of `previous`, then those of `self`.
    @inlinable
    public func prefix(_ previous: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
        previous.concat(self)
    }

    /// Forwards `previous` — any stream of the same types — first, then runs `self`.
    ///
    ///     previous: -1-2-|
    ///     self:          -3-|
    ///     result:   -1-2--3-|
    ///
    /// - Parameter previous: The stream to forward before `self`.
    /// - Returns: A producer of the values of `previous`, then those of `self`.
    @inlinable
    public func prefix<Previous: SignalProducerConvertible>(_ previous: Previous)
        -> SignalProducer<Value, Error>
    where Previous.Value == Value, Previous.Error == Error {
        prefix(previous.producer)
    }

    /// Sends `value` when `self` completes, then completes.
    ///
    ///     self:   -1-2-|
    ///     result: -1-2-3|   (value: 3)
    ///
    /// - Parameter value: The value to send last.
    /// - Returns: A producer of the values of `self`, then `value`.
    @inlinable
    public func concat(value: Value) -> SignalProducer<Value, Error> {
        concat(SignalProducer(value: value))
    }

    /// Waits for `self` to complete, ignoring its values, then forwards `replacement`.
    ///
    ///     self:        -1-2-|
    ///     replacement:      -a-b-|
    ///     result:      ------a-b-|
    ///
    /// A failure or interruption of `self` is forwarded at once; `replacement` is then not
    /// started.
    ///
    /// - Parameter replacement: The producer to run after `self` completes.
    /// - Returns: A producer of `replacement`'s values.
    @inlinable
    public func then<U>(_ replacement: SignalProducer<U, Error>) -> SignalProducer<U, Error> {
        replaced(afterCompletionBy: replacement)
    }
}

extension Signal {
    /// Forwards the events of each signal in turn, as Kickstarter's `Signal.concat`: a signal
    /// is observed only once the one before it has completed, so what it sends before its
    /// turn is not seen.
    ///
    ///     a:      -1-2-|
    ///     b:      -x---3-4-|   (x is sent before b's turn: not forwarded)
    ///     result: -1-2-3-4-|
    ///
    /// A failure or interruption of the signal whose turn it is ends the result.
    ///
    /// - Parameter signals: The signals to forward, in order.
    /// - Returns: A signal of the values of every signal, one signal at a time.
    @inlinable
    public static func concat<S: Sequence>(_ signals: S) -> Signal<Value, Error>
    where S.Element == Signal<Value, Error> {
        SignalProducer.concat(signals.map { SignalProducer($0) })
            .startWithSignal { signal, _ in signal }
    }

    /// Forwards the events of each signal in turn; see `concat(_:)` with a sequence.
    ///
    ///     a:      -1-|
    ///     b:      ----2-|
    ///     result: -1--2-|
    ///
    /// - Parameter signals: The signals to forward, in order.
    /// - Returns: A signal of the values of every signal, one signal at a time.
    @inlinable
    public static func concat(_ signals: Signal<Value, Error>...) -> Signal<Value, Error> {
        concat(signals)
    }

    /// A producer whose every run sends `value` first, then the events `self` sends after
    /// that start.
    ///
    ///     self:   ---a--b-|
    ///     start:  ^
    ///     result: v--a--b-|   (value: v)
    ///
    /// A hot signal has no moment at which "first" could reach every observer, so unlike the
    /// other operators on `Signal` this one returns a `SignalProducer`, as `prefix(value:)`
    /// is a producer operator in ReactiveSwift.
    ///
    /// - Parameter value: The value each run sends before `self`'s events.
    /// - Returns: A producer of `value` followed by the events of `self`.
    @inlinable
    public func prefix(value: Value) -> SignalProducer<Value, Error> {
        SignalProducer(self).prefix(value: value)
    }
}

extension SignalProducer {
    /// Runs each producer after the one before it completes, as Kickstarter's
    /// `SignalProducer.concat`.
    ///
    ///     a:      -1-2-|
    ///     b:           -3-|
    ///     result: -1-2--3-|
    ///
    /// - Parameter producers: The producers to run, in order.
    /// - Returns: A producer of the values of every producer, one producer at a time.
    @inlinable
    public static func concat<S: Sequence>(_ producers: S) -> SignalProducer<Value, Error>
    where S.Element == SignalProducer<Value, Error> {
        SignalProducer(recipe: .concat(ConcatChain(Array(producers))))
    }

    /// Runs each producer after the one before it completes.
    ///
    ///     a:      -1-|
    ///     b:         -2-|
    ///     result: -1--2-|
    ///
    /// - Parameter producers: The producers to run, in order.
    /// - Returns: A producer of the values of every producer, one producer at a time.
    @inlinable
    public static func concat(_ producers: SignalProducer<Value, Error>...) -> SignalProducer<
        Value, Error
    > {
        concat(producers)
    }
}
