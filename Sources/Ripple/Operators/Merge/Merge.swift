/// `merge`: its output and its state (how many inputs are still running) in one object (see
/// `CombiningRoot`). The state is touched only inside the output's domain.
@usableFromInline
final class MergeState<Value, Error: Swift.Error>: CombiningRoot<Value, Error>, @unchecked Sendable
{
    @usableFromInline @exclusivity(unchecked) var active: Int

    @inlinable
    init(count: Int) {
        active = count
        super.init()
    }

    /// `receive(_:)` as an input's receiver: each event hops into the output's domain. It captures
    /// only this object, so a specialized build makes no closure context for it (a bound
    /// method passed to `attach(_:_:)` makes two).
    @inlinable
    var inputReceiver: Receiver {
        { [self] _, event in
            let event = event.event(of: Signal<Value, Error>.self)
            runInTurn({ receive(event) }, orEnqueue: { { self.receive(event) } })
        }
    }

    @inlinable
    func receive(_ event: Signal<Value, Error>.Event) {
        switch event {
        case .value:
            sendInDomain(event)
        case .completed, .interrupted:
            active -= 1
            if active == 0 { sendInDomain(.completed) }
        case .failed:
            sendInDomain(event)
        }
    }
}

extension Signal {
    /// Forwards the values of every signal in `signals` as they arrive.
    ///
    ///     s[0]:   -a---b---|
    ///     s[1]:   ---1---2-----|
    ///     result: -a-1-b-2-----|
    ///
    /// Completes when every input has ended (at once, for an empty collection); an input's
    /// interruption counts as its completion, as in ReactiveSwift. Fails as soon as an input
    /// fails.
    ///
    /// - Parameter signals: The inputs.
    /// - Returns: A signal of the values of all inputs.
    @inlinable @inline(__always)
    public static func merge<S: Sequence>(_ signals: S) -> Signal<Value, Error>
    where S.Element == Signal<Value, Error> {
        // Always inlined, as the variadic form: the inputs are read, never kept, so handles
        // made only to be merged (`merge(a.mapConst(true), b.mapConst(false))`) and the
        // output's own, when the caller only chains on it, live on the caller's stack.
        let inputs = Array(signals)
        let output = MergeState<Value, Error>(count: inputs.count)
        let signal = output.signal
        if inputs.isEmpty {
            output.run(
                { output.sendInDomain(.completed) },
                orEnqueue: { { output.sendInDomain(.completed) } })
        }
        for (index, input) in inputs.enumerated() {
            if index == 0 {
                output.attachFirst(input, receiving: output.inputReceiver)
            } else {
                output.attach(input, receiving: output.inputReceiver)
            }
        }
        return signal
    }

    /// Forwards the values of every signal given as they arrive; see `merge(_:)`.
    ///
    ///     a:      -1---2--|
    ///     b:      ---x----y-|
    ///     result: -1-x-2--y-|
    ///
    /// - Parameter signals: The inputs.
    /// - Returns: A signal of the values of all inputs.
    @inlinable @inline(__always)
    public static func merge(_ signals: Signal<Value, Error>...) -> Signal<Value, Error> {
        merge(signals)
    }

    /// Forwards the values of `self` and `other` as they arrive.
    ///
    ///     self:   -1---2--|
    ///     other:  ---x----y-|
    ///     result: -1-x-2--y-|
    ///
    /// - Parameter other: The signal to merge with.
    /// - Returns: A signal that completes when both have ended.
    @inlinable
    public func merge(with other: Signal<Value, Error>) -> Signal<Value, Error> {
        Signal.merge([self, other])
    }
}

extension SignalProducer {
    /// Starts every producer in `producers`, in order, and forwards their values as they
    /// arrive.
    ///
    ///     p[0]:   -a---b---|
    ///     p[1]:   ---1---2-----|
    ///     result: -a-1-b-2-----|
    ///
    /// Completes when every run has ended (at once, for an empty collection); a run's
    /// interruption counts as its completion. Fails as soon as a run fails, interrupting the
    /// others.
    ///
    /// - Parameter producers: The inputs.
    /// - Returns: A producer of the values of all inputs.
    @inlinable
    public static func merge<S: Sequence>(_ producers: S) -> SignalProducer<Value, Error>
    where S.Element == SignalProducer<Value, Error> {
        let producers = Array(producers)
        guard !producers.isEmpty else { return .empty }
        let inputs = CombiningList(producers)
        return SignalProducer { observer, lifetime in
            let output = MergeState<Value, Error>(count: inputs.count)
            output.forward(to: observer, lifetime)
            inputs.start(into: output, receiving: output.inputReceiver)
        }
    }

    /// Starts every producer given and forwards their values as they arrive; see `merge(_:)`.
    ///
    ///     a:      -1---2--|
    ///     b:      ---x----y-|
    ///     result: -1-x-2--y-|
    ///
    /// - Parameter producers: The inputs.
    /// - Returns: A producer of the values of all inputs.
    @inlinable
    public static func merge(_ producers: SignalProducer<Value, Error>...) -> SignalProducer<
        Value, Error
    > {
        merge(producers)
    }

    /// Starts `self` and `other` and forwards their values as they arrive.
    ///
    ///     self:   -1---2--|
    ///     other:  ---x----y-|
    ///     result: -1-x-2--y-|
    ///
    /// - Parameter other: The producer to merge with.
    /// - Returns: A producer that completes when both runs have ended.
    @inlinable
    public func merge(with other: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
        SignalProducer.merge([self, other])
    }
}

extension SignalProducer {
    /// `merge(with:)` with any producer-convertible stream (a `Signal`, a property), as
    /// ReactiveSwift's; built on the producer form.
    ///
    ///     self:   -1---2--|
    ///     other:  ---x----y-|
    ///     result: -1-x-2--y-|
    ///
    /// - Parameter other: The stream to merge with; converted with each run.
    /// - Returns: A producer that completes when both have ended.
    @inlinable
    public func merge<Other: SignalProducerConvertible>(with other: Other)
        -> SignalProducer<Value, Error>
    where Other.Value == Value, Other.Error == Error {
        merge(with: other.producer)
    }
}
