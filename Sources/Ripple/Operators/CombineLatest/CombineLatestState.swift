/// The state of a two-input `combineLatest`: each input's latest value and whether it has
/// completed. Touched only inside the output's domain.
@usableFromInline
final class CombineLatestState<A, B, Error: Swift.Error>: @unchecked Sendable {
    @usableFromInline let output: CombiningOutput<(A, B), Error>
    @usableFromInline var latestA: A?
    @usableFromInline var latestB: B?
    @usableFromInline var isACompleted = false
    @usableFromInline var isBCompleted = false

    @inlinable
    init(output: CombiningOutput<(A, B), Error>) {
        self.output = output
    }

    /// Observes `input` as the first input: each event hops into the output's domain and reaches
    /// `receiveA`. The receiver captures only this state, so a specialized build makes no
    /// closure context for it (`CombiningOutput.attach` makes two: its own and the bound
    /// method).
    @inlinable
    func attachA(_ input: Signal<A, Error>) {
        output.add(
            input.core.attach(receiving: { [self] _, event in
                let event = event.event(of: Signal<A, Error>.self)
                output.run({ receiveA(event) }, orEnqueue: { { self.receiveA(event) } })
            }))
    }

    /// Observes `input` as the second input: each event hops into the output's domain and reaches
    /// `receiveB`. The receiver captures only this state, so a specialized build makes no
    /// closure context for it (`CombiningOutput.attach` makes two: its own and the bound
    /// method).
    @inlinable
    func attachB(_ input: Signal<B, Error>) {
        output.add(
            input.core.attach(receiving: { [self] _, event in
                let event = event.event(of: Signal<B, Error>.self)
                output.run({ receiveB(event) }, orEnqueue: { { self.receiveB(event) } })
            }))
    }

    @inlinable
    func receiveA(_ event: Signal<A, Error>.Event) {
        switch event {
        case .value(let a):
            latestA = a
            if let b = latestB { output.sendInDomain(.value((a, b))) }
        case .completed:
            isACompleted = true
            if isBCompleted { output.sendInDomain(.completed) }
        case .failed(let error):
            output.sendInDomain(.failed(error))
        case .interrupted:
            output.sendInDomain(.interrupted)
        }
    }

    @inlinable
    func receiveB(_ event: Signal<B, Error>.Event) {
        switch event {
        case .value(let b):
            latestB = b
            if let a = latestA { output.sendInDomain(.value((a, b))) }
        case .completed:
            isBCompleted = true
            if isACompleted { output.sendInDomain(.completed) }
        case .failed(let error):
            output.sendInDomain(.failed(error))
        case .interrupted:
            output.sendInDomain(.interrupted)
        }
    }
}

/// The state of a `combineLatest` over a collection: the latest value per input, how many
/// inputs have yet to send one, and how many have yet to complete. Touched only inside the
/// output's domain.
@usableFromInline
final class CombineLatestManyState<Value, Error: Swift.Error>: @unchecked Sendable {
    @usableFromInline let output: CombiningOutput<[Value], Error>
    @usableFromInline var latest: [Value?]
    @usableFromInline var withoutValue: Int
    @usableFromInline var active: Int

    @inlinable
    init(output: CombiningOutput<[Value], Error>, count: Int) {
        self.output = output
        latest = Array(repeating: nil, count: count)
        withoutValue = count
        active = count
    }

    @inlinable
    func receive(_ event: Signal<Value, Error>.Event, at index: Int) {
        switch event {
        case .value(let value):
            if latest[index] == nil { withoutValue -= 1 }
            latest[index] = value
            if withoutValue == 0 { output.sendInDomain(.value(latest.compactMap { $0 })) }
        case .completed:
            active -= 1
            if active == 0 { output.sendInDomain(.completed) }
        case .failed(let error):
            output.sendInDomain(.failed(error))
        case .interrupted:
            output.sendInDomain(.interrupted)
        }
    }
}
