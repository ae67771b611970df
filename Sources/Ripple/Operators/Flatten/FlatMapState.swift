/// A `flatMap` or `flatten` output (`FlattenState`) with the transform that turns its outer
/// values into inner streams, so that the outer stream's receiver captures this object alone:
/// in a specialized build the object is the receiver's context, and observing the outer stream
/// costs its observer entry alone (a receiver that captured the transform beside the state
/// needed a closure context of its own, one allocation more per operator).
@usableFromInline
final class FlatMapState<Outer, Value, Error: Swift.Error>: FlattenState<Value, Error>,
    @unchecked Sendable
{
    /// Turns an outer value into an inner stream; called inside the output's domain.
    @usableFromInline let transform: (Outer) -> Inner

    @inlinable
    init(strategy: FlattenStrategy, transform: @escaping (Outer) -> Inner) {
        self.transform = transform
        super.init(strategy: strategy)
    }

    /// Observes the outer stream: each event hops into the output's domain.
    @inlinable
    func attachOuter(_ outer: Signal<Outer, Error>) {
        attach(
            outer,
            receiving: { [self] _, event in
                let event = event.event(of: Signal<Outer, Error>.self)
                runInTurn(
                    { receiveOuter(event, transform) },
                    orEnqueue: { { self.receiveOuter(event, self.transform) } })
            })
    }

    /// Observes an outer stream that cannot fail; see `attachOuter(_:)`.
    @inlinable
    func attachOuter(_ outer: Signal<Outer, Never>) {
        attach(
            outer,
            receiving: { [self] _, event in
                let event = event.event(of: Signal<Outer, Never>.self)
                runInTurn(
                    { receiveOuter(event, transform) },
                    orEnqueue: { { self.receiveOuter(event, self.transform) } })
            })
    }
}
