/// A three-input `combineLatest`: its output and its state (each input's latest value and how
/// many inputs have yet to complete) in one object (see `CombiningRoot`), with no two-input
/// stage and no `map` under it. The state is touched only inside the output's domain.
@usableFromInline
final class CombineLatestTripleState<A, B, C, Error: Swift.Error>: CombiningRoot<(A, B, C), Error>,
    @unchecked Sendable
{
    @usableFromInline @exclusivity(unchecked) var latestA: A?
    @usableFromInline @exclusivity(unchecked) var latestB: B?
    @usableFromInline @exclusivity(unchecked) var latestC: C?
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
        var third = thirdInput
        thirdInput = nil
        Trampoline.release(&third)
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
            { Self.dispose(first, second, third, others) },
            orQueue: { { Self.dispose(first, second, third, others) } })
    }

    /// Disposes the inputs' observations that `endInDomain` took, in order.
    private static func dispose(
        _ first: Disposable?, _ second: Disposable?, _ third: Disposable?, _ others: [Disposable]
    ) {
        dispose(first, second, [])
        DisposableTree.dispose(third)
        dispose(nil, nil, others)
    }

    /// Observes `a`, `b` and `c`, in that order.
    @inlinable
    func attachInputs(_ a: Signal<A, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>) {
        attach(a, receiving: receiverA)
        attach(b, receiving: receiverB)
        attach(c, receiving: receiverC)
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
            latestA = a
            if let b = latestB, let c = latestC { sendInDomain(.value((a, b, c))) }
        case .completed: inputCompleted()
        case .failed(let error): sendInDomain(.failed(error))
        case .interrupted: sendInDomain(.interrupted)
        }
    }

    @inlinable
    func receiveB(_ event: Signal<B, Error>.Event) {
        switch event {
        case .value(let b):
            latestB = b
            if let a = latestA, let c = latestC { sendInDomain(.value((a, b, c))) }
        case .completed: inputCompleted()
        case .failed(let error): sendInDomain(.failed(error))
        case .interrupted: sendInDomain(.interrupted)
        }
    }

    @inlinable
    func receiveC(_ event: Signal<C, Error>.Event) {
        switch event {
        case .value(let c):
            latestC = c
            if let a = latestA, let b = latestB { sendInDomain(.value((a, b, c))) }
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
