extension Signal {
    /// Combines the latest values of `self` and `other`: once both have sent a value, every
    /// value of either sends the pair of latest values.
    ///
    ///     self:   -a-----b-----|
    ///     other:  ---1-2----3------|
    ///     result: ---a1a2-b2-b3----|
    ///
    /// Completes when both inputs have completed; fails or is interrupted as soon as either
    /// input fails or is interrupted. Inputs may send from any thread: the result delivers
    /// serially.
    ///
    /// - Parameter other: The signal to combine with.
    /// - Returns: A signal of pairs of the latest values.
    @inlinable
    public func combineLatest<U>(with other: Signal<U, Error>) -> Signal<(Value, U), Error> {
        let output = CombineLatestState<Value?, U?, Error>()
        let signal = output.signal
        output.attachInputs(self, other)
        return signal
    }

    /// Combines the latest values of `a` and `b`; see `combineLatest(with:)`.
    ///
    ///     a:      -1---2---|
    ///     b:      ---x---y---|
    ///     result: ---1x2x2y--|
    ///
    /// - Parameters:
    ///   - a: The first input.
    ///   - b: The second input.
    /// - Returns: A signal of pairs of the latest values.
    @inlinable
    public static func combineLatest<B>(_ a: Signal<Value, Error>, _ b: Signal<B, Error>)
        -> Signal<(Value, B), Error>
    {
        a.combineLatest(with: b)
    }

    /// Combines the latest values of every signal in `signals` into an array, in the order of
    /// the collection.
    ///
    ///     s[0]:   -a-----b----|
    ///     s[1]:   ---1------2----|
    ///     result: ---[a,1]-[b,1]-[b,2]-|
    ///
    /// Sends once every input has sent a value. Completes when all inputs have completed
    /// (at once, for an empty collection); fails or is interrupted as soon as one input is.
    ///
    /// - Parameter signals: The inputs.
    /// - Returns: A signal of arrays of the latest values.
    @inlinable
    public static func combineLatest<S: Sequence>(_ signals: S) -> Signal<[Value], Error>
    where S.Element == Signal<Value, Error> {
        let inputs = Array(signals)
        let output = CombineLatestManyState<Value, Error>(count: inputs.count)
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
    /// Combines the latest values of `self` and `other`: once both have sent a value, every
    /// value of either sends the pair of latest values. Starts `self`, then `other`.
    ///
    ///     self:   -a-----b-----|
    ///     other:  ---1-2----3------|
    ///     result: ---a1a2-b2-b3----|
    ///
    /// Completes when both runs have completed; fails or is interrupted as soon as either
    /// does. Interrupting the result interrupts both runs.
    ///
    /// - Parameter other: The producer to combine with.
    /// - Returns: A producer of pairs of the latest values.
    @inlinable
    public func combineLatest<U>(with other: SignalProducer<U, Error>)
        -> SignalProducer<(Value, U), Error>
    {
        let inputs = CombiningPair(self, other)
        return SignalProducer<(Value, U), Error> { observer, lifetime in
            let output = CombineLatestState<Value?, U?, Error>()
            output.forward(to: observer, lifetime)
            inputs.start(into: output, output.receiverA, output.receiverB)
        }
    }

    /// Combines the latest values of each run of `self` and the hot signal `other`, observed
    /// from the start of the run.
    ///
    ///     self:   -a-----b-----|
    ///     other:  ---1-2----3------|
    ///     result: ---a1a2-b2-b3----|
    ///
    /// - Parameter other: The signal to combine with, observed per start.
    /// - Returns: A producer of pairs of the latest values.
    @inlinable
    public func combineLatest<U>(with other: Signal<U, Error>) -> SignalProducer<(Value, U), Error>
    {
        combineLatest(with: SignalProducer<U, Error>(other))
    }

    /// Combines the latest values of `a` and `b`; see `combineLatest(with:)`.
    ///
    ///     a:      -1---2---|
    ///     b:      ---x---y---|
    ///     result: ---1x2x2y--|
    ///
    /// - Parameters:
    ///   - a: The first input, started first.
    ///   - b: The second input.
    /// - Returns: A producer of pairs of the latest values.
    @inlinable
    public static func combineLatest<B>(
        _ a: SignalProducer<Value, Error>, _ b: SignalProducer<B, Error>
    ) -> SignalProducer<(Value, B), Error> {
        a.combineLatest(with: b)
    }

    /// Combines the latest values of every producer in `producers` into an array, in the order
    /// of the collection; the producers start in that order.
    ///
    ///     p[0]:   -a-----b----|
    ///     p[1]:   ---1------2----|
    ///     result: ---[a,1]-[b,1]-[b,2]-|
    ///
    /// Completes when all runs have completed (at once, for an empty collection); fails or is
    /// interrupted as soon as one run is, interrupting the others.
    ///
    /// - Parameter producers: The inputs.
    /// - Returns: A producer of arrays of the latest values.
    @inlinable
    public static func combineLatest<S: Sequence>(_ producers: S) -> SignalProducer<[Value], Error>
    where S.Element == SignalProducer<Value, Error> {
        let producers = Array(producers)
        guard !producers.isEmpty else { return .empty }
        let inputs = CombiningList(producers)
        return SignalProducer<[Value], Error> { observer, lifetime in
            let output = CombineLatestManyState<Value, Error>(count: inputs.count)
            output.forward(to: observer, lifetime)
            inputs.start(into: output, indexed: { output.receive($0, at: $1) })
        }
    }
}
