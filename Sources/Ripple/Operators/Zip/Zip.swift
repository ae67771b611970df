extension Signal {
    /// Pairs the values of `self` and `other` by position: the first with the first, the
    /// second with the second, and so on.
    ///
    ///     self:   -a--b--c---|
    ///     other:  ---1-----2-3--|
    ///     result: ---a1----b2c3|
    ///
    /// Values wait in a buffer for their partner. Completes once an input has completed and
    /// none of its values is left to pair; fails or is interrupted as soon as either input is.
    ///
    /// - Parameter other: The signal to zip with.
    /// - Returns: A signal of pairs.
    @inlinable
    public func zip<U>(with other: Signal<U, Error>) -> Signal<(Value, U), Error> {
        let output = ZipState<Value, U, Error>()
        let signal = output.signal
        output.attachInputs(self, other)
        return signal
    }

    /// Pairs the values of `a` and `b` by position; see `zip(with:)`.
    ///
    ///     a:      -1--2--|
    ///     b:      ---x--y-z-|
    ///     result: ---1x-2y|
    ///
    /// - Parameters:
    ///   - a: The first input.
    ///   - b: The second input.
    /// - Returns: A signal of pairs.
    @inlinable
    public static func zip<B>(_ a: Signal<Value, Error>, _ b: Signal<B, Error>)
        -> Signal<(Value, B), Error>
    {
        a.zip(with: b)
    }

    /// Zips every signal in `signals` by position into arrays, in the order of the collection.
    ///
    ///     s[0]:   -a--b---|
    ///     s[1]:   ---1--2----|
    ///     result: ---[a,1]-[b,2]|
    ///
    /// Completes once an input has completed with nothing left to pair (at once, for an empty
    /// collection); fails or is interrupted as soon as one input is.
    ///
    /// - Parameter signals: The inputs.
    /// - Returns: A signal of arrays, one value per input.
    @inlinable
    public static func zip<S: Sequence>(_ signals: S) -> Signal<[Value], Error>
    where S.Element == Signal<Value, Error> {
        let inputs = Array(signals)
        let output = ZipManyState<Value, Error>(count: inputs.count)
        let signal = output.signal
        if inputs.isEmpty {
            output.run(
                { output.sendInDomain(.completed) },
                orEnqueue: { { output.sendInDomain(.completed) } })
        }
        for (index, input) in inputs.enumerated() {
            output.attach(input) { output.receive($0, at: index) }
        }
        return signal
    }
}

extension SignalProducer {
    /// Pairs the values of `self` and `other` by position. Starts `self`, then `other`.
    ///
    ///     self:   -a--b--c---|
    ///     other:  ---1-----2-3--|
    ///     result: ---a1----b2c3|
    ///
    /// Completes once a run has completed and none of its values is left to pair, interrupting
    /// the other; fails or is interrupted as soon as either run is.
    ///
    /// - Parameter other: The producer to zip with.
    /// - Returns: A producer of pairs.
    @inlinable
    public func zip<U>(with other: SignalProducer<U, Error>) -> SignalProducer<(Value, U), Error> {
        let inputs = CombiningPair(self, other)
        return SignalProducer<(Value, U), Error> { observer, lifetime in
            let output = ZipState<Value, U, Error>()
            output.forward(to: observer, lifetime)
            inputs.start(into: output, output.receiverA, output.receiverB)
        }
    }

    /// Pairs the values of each run of `self` and the hot signal `other` by position,
    /// counting `other`'s values from the start of the run.
    ///
    ///     self:   -a--b--c---|
    ///     other:  ---1-----2-3--|
    ///     result: ---a1----b2c3|
    ///
    /// - Parameter other: The signal to zip with, observed per start.
    /// - Returns: A producer of pairs.
    @inlinable
    public func zip<U>(with other: Signal<U, Error>) -> SignalProducer<(Value, U), Error> {
        zip(with: SignalProducer<U, Error>(other))
    }

    /// Pairs the values of `a` and `b` by position; see `zip(with:)`.
    ///
    ///     a:      -1--2--|
    ///     b:      ---x--y-z-|
    ///     result: ---1x-2y|
    ///
    /// - Parameters:
    ///   - a: The first input, started first.
    ///   - b: The second input.
    /// - Returns: A producer of pairs.
    @inlinable
    public static func zip<B>(_ a: SignalProducer<Value, Error>, _ b: SignalProducer<B, Error>)
        -> SignalProducer<(Value, B), Error>
    {
        a.zip(with: b)
    }

    /// Zips every producer in `producers` by position into arrays; they start in order.
    ///
    ///     p[0]:   -a--b---|
    ///     p[1]:   ---1--2----|
    ///     result: ---[a,1]-[b,2]|
    ///
    /// - Parameter producers: The inputs.
    /// - Returns: A producer of arrays, one value per input; empty input completes at once.
    @inlinable
    public static func zip<S: Sequence>(_ producers: S) -> SignalProducer<[Value], Error>
    where S.Element == SignalProducer<Value, Error> {
        let producers = Array(producers)
        guard !producers.isEmpty else { return .empty }
        let inputs = CombiningList(producers)
        return SignalProducer<[Value], Error> { observer, lifetime in
            let output = ZipManyState<Value, Error>(count: inputs.count)
            output.forward(to: observer, lifetime)
            inputs.start(into: output, indexed: { output.receive($0, at: $1) })
        }
    }
}
