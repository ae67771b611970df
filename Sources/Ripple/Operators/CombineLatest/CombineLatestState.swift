/// A two-input `combineLatest`: its output and its state (each input's latest value and
/// whether it has completed) in one object (see `CombiningRoot`). The state is touched only
/// inside the output's domain. Made as `CombineLatestState<A?, B?, Error>`: the latest values'
/// optional types are parameters of their own (see `HeldOptional`).
@usableFromInline
final class CombineLatestState<LatestA: HeldOptional, LatestB: HeldOptional, Error: Swift.Error>:
    CombiningRoot<(LatestA.Wrapped, LatestB.Wrapped), Error>, @unchecked Sendable
{
    @usableFromInline typealias A = LatestA.Wrapped
    @usableFromInline typealias B = LatestB.Wrapped

    @usableFromInline @exclusivity(unchecked) var latestA: LatestA = nil
    @usableFromInline @exclusivity(unchecked) var latestB: LatestB = nil
    @usableFromInline @exclusivity(unchecked) var isACompleted = false
    @usableFromInline @exclusivity(unchecked) var isBCompleted = false

    @inlinable
    override init() {
        super.init()
    }

    /// Observes `a` and `b`.
    @inlinable
    func attachInputs(_ a: Signal<A, Error>, _ b: Signal<B, Error>) {
        let observationOfB = keptObservation(of: b, receiving: receiverB)
        attachFirst(a, receiving: receiverA)
        b.core.attachKept(observationOfB)
    }

    /// `receiveA` as an input's receiver: each event hops into the output's domain. It captures
    /// only this object, so a specialized build makes no closure context for it (a bound
    /// method passed to `attach(_:_:)` makes two).
    @inlinable
    var receiverA: Receiver {
        { [self] _, event in
            let event = event.event(of: Signal<A, Error>.self)
            runInTurn({ receiveA(event) }, orEnqueue: { { self.receiveA(event) } })
        }
    }

    /// `receiveB` as an input's receiver: each event hops into the output's domain. It captures
    /// only this object, so a specialized build makes no closure context for it (a bound
    /// method passed to `attach(_:_:)` makes two).
    @inlinable
    var receiverB: Receiver {
        { [self] _, event in
            let event = event.event(of: Signal<B, Error>.self)
            runInTurn({ receiveB(event) }, orEnqueue: { { self.receiveB(event) } })
        }
    }

    @inlinable
    func receiveA(_ event: Signal<A, Error>.Event) {
        switch event {
        case .value(let a):
            latestA = .init(reconstructing: a)
            if let b = latestB.optional { sendInDomain(.value((a, b))) }
        case .completed:
            isACompleted = true
            if isBCompleted { sendInDomain(.completed) }
        case .failed(let error):
            sendInDomain(.failed(error))
        case .interrupted:
            sendInDomain(.interrupted)
        }
    }

    @inlinable
    func receiveB(_ event: Signal<B, Error>.Event) {
        switch event {
        case .value(let b):
            latestB = .init(reconstructing: b)
            if let a = latestA.optional { sendInDomain(.value((a, b))) }
        case .completed:
            isBCompleted = true
            if isACompleted { sendInDomain(.completed) }
        case .failed(let error):
            sendInDomain(.failed(error))
        case .interrupted:
            sendInDomain(.interrupted)
        }
    }
}

/// A `combineLatest` over a collection: its output and its state (the latest value per
/// input, how many inputs have yet to send one, and how many have yet to complete) in one
/// object (see `CombiningRoot`). The state is touched only inside the output's domain.
@usableFromInline
final class CombineLatestManyState<Value, Error: Swift.Error>: CombiningRoot<[Value], Error>,
    @unchecked Sendable
{
    @usableFromInline @exclusivity(unchecked) var latest: [Value?]
    @usableFromInline @exclusivity(unchecked) var withoutValue: Int
    @usableFromInline @exclusivity(unchecked) var active: Int

    @inlinable
    init(count: Int) {
        latest = Array(repeating: nil, count: count)
        withoutValue = count
        active = count
        super.init()
    }

    @inlinable
    func receive(_ event: Signal<Value, Error>.Event, at index: Int) {
        switch event {
        case .value(let value):
            if latest[index] == nil { withoutValue -= 1 }
            latest[index] = value
            if withoutValue == 0 { sendInDomain(.value(latest.compactMap { $0 })) }
        case .completed:
            active -= 1
            if active == 0 { sendInDomain(.completed) }
        case .failed(let error):
            sendInDomain(.failed(error))
        case .interrupted:
            sendInDomain(.interrupted)
        }
    }
}
