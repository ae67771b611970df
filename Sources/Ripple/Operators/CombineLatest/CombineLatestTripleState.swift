/// A three-input `combineLatest`: its output and its state (each input's latest value and how
/// many inputs have yet to complete) in one object (see `CombiningRoot`), with no two-input
/// stage and no `map` under it. The state is touched only inside the output's domain. Made as
/// `CombineLatestTripleState<A?, B?, C?, Error>` (see `HeldOptional`).
@usableFromInline
final class CombineLatestTripleState<
    LatestA: HeldOptional, LatestB: HeldOptional, LatestC: HeldOptional, Error: Swift.Error
>: CombiningRoot<(LatestA.Wrapped, LatestB.Wrapped, LatestC.Wrapped), Error>, @unchecked Sendable {
    @usableFromInline typealias A = LatestA.Wrapped
    @usableFromInline typealias B = LatestB.Wrapped
    @usableFromInline typealias C = LatestC.Wrapped

    @usableFromInline @exclusivity(unchecked) var latestA: LatestA = nil
    @usableFromInline @exclusivity(unchecked) var latestB: LatestB = nil
    @usableFromInline @exclusivity(unchecked) var latestC: LatestC = nil
    /// How many inputs have yet to complete.
    @usableFromInline @exclusivity(unchecked) var active = 3
    /// The third input's observation, kept here rather than in an array of its own
    /// (`CombiningRoot.otherInputs`). Guarded by the domain.
    @exclusivity(unchecked) var thirdInput: Disposable?

    @inlinable
    override init() {
        super.init()
    }

    deinit {
        // An output ends (and lets go of its inputs) before it is released; this is in case.
        if thirdInput != nil {
            var third = thirdInput
            thirdInput = nil
            Trampoline.release(&third)
        }
    }

    override func keepOther(_ observation: Disposable) {
        if thirdInput == nil {
            thirdInput = observation
        } else {
            super.keepOther(observation)
        }
    }

    /// The output has ended: its inputs' observations are disposed in the order kept, in one
    /// trampoline step (as `CombiningRoot.endInDomain`), the third after the first two.
    override func endInDomain() {
        let (first, second, others) = takeInputs()
        let third = thirdInput
        thirdInput = nil
        Trampoline.run(
            {
                dispose()
                Self.dispose(first, second, third, others)
            },
            orQueue: {
                {
                    self.dispose()
                    Self.dispose(first, second, third, others)
                }
            })
    }

    /// Disposes the inputs' observations that `endInDomain` took, in order.
    private static func dispose(
        _ first: Disposable?, _ second: Disposable?, _ third: Disposable?, _ others: [Disposable]?
    ) {
        dispose(first, second, nil)
        DisposableTree.dispose(third)
        dispose(nil, nil, others)
    }

    /// Observes `a`, `b` and `c`, in that order.
    @inlinable
    func attachInputs(_ a: Signal<A, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>) {
        let observationOfB = keptObservation(of: b, receiving: receiverB)
        let observationOfC = keptObservation(of: c, receiving: receiverC)
        attachFirst(a, receiving: receiverA)
        b.core.attachKept(observationOfB)
        c.core.attachKept(observationOfC)
    }

    /// `receiveA` as an input's receiver: each event hops into the output's domain. It captures
    /// only this object, so a specialized build makes no closure context for it.
    @inlinable
    var receiverA: Receiver {
        { [self] _, event in
            let event = event.event(of: Signal<A, Error>.self)
            runInTurn({ receiveA(event) }, orEnqueue: { { self.receiveA(event) } })
        }
    }

    /// `receiveB` as an input's receiver (see `receiverA`).
    @inlinable
    var receiverB: Receiver {
        { [self] _, event in
            let event = event.event(of: Signal<B, Error>.self)
            runInTurn({ receiveB(event) }, orEnqueue: { { self.receiveB(event) } })
        }
    }

    /// `receiveC` as an input's receiver (see `receiverA`).
    @inlinable
    var receiverC: Receiver {
        { [self] _, event in
            let event = event.event(of: Signal<C, Error>.self)
            runInTurn({ receiveC(event) }, orEnqueue: { { self.receiveC(event) } })
        }
    }

    @inlinable
    func receiveA(_ event: Signal<A, Error>.Event) {
        switch event {
        case .value(let a):
            latestA = .init(reconstructing: a)
            if let b = latestB.optional, let c = latestC.optional {
                sendInDomain(.value((a, b, c)))
            }
        case .completed: inputCompleted()
        case .failed(let error): sendInDomain(.failed(error))
        case .interrupted: sendInDomain(.interrupted)
        }
    }

    @inlinable
    func receiveB(_ event: Signal<B, Error>.Event) {
        switch event {
        case .value(let b):
            latestB = .init(reconstructing: b)
            if let a = latestA.optional, let c = latestC.optional {
                sendInDomain(.value((a, b, c)))
            }
        case .completed: inputCompleted()
        case .failed(let error): sendInDomain(.failed(error))
        case .interrupted: sendInDomain(.interrupted)
        }
    }

    @inlinable
    func receiveC(_ event: Signal<C, Error>.Event) {
        switch event {
        case .value(let c):
            latestC = .init(reconstructing: c)
            if let a = latestA.optional, let b = latestB.optional {
                sendInDomain(.value((a, b, c)))
            }
        case .completed: inputCompleted()
        case .failed(let error): sendInDomain(.failed(error))
        case .interrupted: sendInDomain(.interrupted)
        }
    }

    /// One more input has completed: the output completes with the last of them.
    @inlinable
    func inputCompleted() {
        active -= 1
        if active == 0 { sendInDomain(.completed) }
    }
}
