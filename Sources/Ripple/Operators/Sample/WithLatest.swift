/// `withLatest(from:)`: its output and its state (the latest value of the sampled input) in
/// one object (see `CombiningRoot`). The state is touched only inside the output's domain.
@usableFromInline
final class LatestValueState<Value, Sampled, Error: Swift.Error>: CombiningRoot<
    (Value, Sampled), Error
>, @unchecked Sendable
{
    @usableFromInline @exclusivity(unchecked) var latest: Sampled?

    @inlinable
    override init() {
        super.init()
    }

    /// `receiveSampled` as an input's receiver: each event hops into the output's domain. It captures
    /// only this object, so a specialized build makes no closure context for it (a bound
    /// method passed to `attach(_:_:)` makes two).
    @inlinable
    var sampledReceiver: Receiver {
        { [self] _, event in
            let event = event.event(of: Signal<Sampled, Never>.self)
            runInTurn({ receiveSampled(event) }, orEnqueue: { { self.receiveSampled(event) } })
        }
    }

    /// `receiveDriver` as an input's receiver: each event hops into the output's domain. It captures
    /// only this object, so a specialized build makes no closure context for it (a bound
    /// method passed to `attach(_:_:)` makes two).
    @inlinable
    var driverReceiver: Receiver {
        { [self] _, event in
            let event = event.event(of: Signal<Value, Error>.self)
            runInTurn({ receiveDriver(event) }, orEnqueue: { { self.receiveDriver(event) } })
        }
    }

    /// A value of the sampled input is stored; its termination is ignored.
    @inlinable
    func receiveSampled<F>(_ event: Signal<Sampled, F>.Event) {
        if case .value(let value) = event { latest = value }
    }

    /// The driving input: each value sends a pair if a sampled value exists; its termination
    /// ends the output.
    @inlinable
    func receiveDriver(_ event: Signal<Value, Error>.Event) {
        switch event {
        case .value(let value):
            if let latest { sendInDomain(.value((value, latest))) }
        case .failed(let error): sendInDomain(.failed(error))
        case .completed: sendInDomain(.completed)
        case .interrupted: sendInDomain(.interrupted)
        }
    }
}

extension Signal {
    /// Pairs every value of `self` with the latest value of `samplee`, once `samplee` has one.
    ///
    ///     self:    ---a---b----c--|
    ///     samplee: -1-----2-|
    ///     result:  ---a1--b1---c2-|
    ///
    /// Ends with `self`; `samplee`'s completion and interruption are ignored.
    ///
    /// - Parameter samplee: The signal whose latest value is attached.
    /// - Returns: A signal of pairs of `self`'s value and `samplee`'s latest value.
    @inlinable
    public func withLatest<U>(from samplee: Signal<U, Never>) -> Signal<(Value, U), Error> {
        let output = LatestValueState<Value, U, Error>()
        let signal = output.signal
        let observationOfSelf = output.keptObservation(of: self, receiving: output.driverReceiver)
        output.attachFirst(samplee, receiving: output.sampledReceiver)
        core.attachKept(observationOfSelf)
        return signal
    }

    /// Pairs every value of `self` with the latest value of `samplee`, which is started now.
    ///
    ///     self:    ---a---b--|
    ///     samplee: 1----2-|
    ///     result:  ---a1--b2-|
    ///
    /// - Parameter samplee: The producer whose latest value is attached; its run is
    ///   interrupted when the result ends.
    /// - Returns: A signal of pairs of `self`'s value and `samplee`'s latest value.
    @inlinable
    public func withLatest<U>(from samplee: SignalProducer<U, Never>) -> Signal<(Value, U), Error> {
        let output = LatestValueState<Value, U, Error>()
        let signal = output.signal
        output.start(samplee, receiving: output.sampledReceiver)
        output.attach(self, receiving: output.driverReceiver)
        return signal
    }
}

extension SignalProducer {
    /// Pairs every value of `self` with the latest value of `samplee`, once it has one.
    /// `samplee` is observed before `self` starts.
    ///
    ///     self:    ---a---b----c--|
    ///     samplee: -1-----2-|
    ///     result:  ---a1--b1---c2-|
    ///
    /// - Parameter samplee: The signal whose latest value is attached.
    /// - Returns: A producer of pairs that ends with `self`.
    @inlinable
    public func withLatest<U>(from samplee: Signal<U, Never>) -> SignalProducer<(Value, U), Error> {
        withLatest(from: SignalProducer<U, Never>(samplee))
    }

    /// Pairs every value of `self` with the latest value of `samplee`. `samplee` starts first,
    /// so a value it sends at once is there for `self`'s first value.
    ///
    ///     self:    ---a---b--|
    ///     samplee: 1----2-|
    ///     result:  ---a1--b2-|
    ///
    /// - Parameter samplee: The producer whose latest value is attached; interrupted when
    ///   the result ends.
    /// - Returns: A producer of pairs that ends with `self`.
    @inlinable
    public func withLatest<U>(from samplee: SignalProducer<U, Never>)
        -> SignalProducer<(Value, U), Error>
    {
        SignalProducer<(Value, U), Error> { observer, lifetime in
            let output = LatestValueState<Value, U, Error>()
            output.forward(to: observer, lifetime)
            output.start(samplee, receiving: output.sampledReceiver)
            output.start(self, receiving: output.driverReceiver)
        }
    }
}

extension Signal {
    /// `withLatest(from:)` with any producer-convertible stream that cannot fail (a property,
    /// for instance), as ReactiveSwift's; built on the producer form.
    ///
    ///     self:    ---a---b--|
    ///     samplee: 1----2-|
    ///     result:  ---a1--b2-|
    ///
    /// - Parameter samplee: The stream whose latest value is attached; started now.
    /// - Returns: A signal of pairs of `self`'s value and `samplee`'s latest value.
    @inlinable
    public func withLatest<Samplee: SignalProducerConvertible>(from samplee: Samplee)
        -> Signal<(Value, Samplee.Value), Error>
    where Samplee.Error == Never {
        withLatest(from: samplee.producer)
    }
}
