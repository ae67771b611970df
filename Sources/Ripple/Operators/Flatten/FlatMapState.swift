/// `flatMap`'s output and state: a `FlattenState` that observes its outer stream itself (a root
/// of the `EntryKind.observingRoot` kind, see `RootCore.observeItself`) and keeps the transform
/// that turns the outer values into inner streams. The receiver captures nothing (it is handed
/// this object as its observer), so a `flatMap` is this one object: no observer entry for the
/// outer stream and no closure context.
///
/// The transform goes with the receiver, when the outer stream lets go of the observation (it
/// ends, or the output does and disposes it), never later: a transform that captures the inner
/// streams' sources, or the output itself, is held no longer than the observation.
@usableFromInline
final class FlatMapState<Outer, Value, Error: Swift.Error>: FlattenState<Value, Error>,
    @unchecked Sendable
{
    /// Turns an outer value into an inner stream; `nil` once the outer stream has let go of
    /// the observation. Guarded, as the receiver is, by the outer stream's domain.
    @usableFromInline @exclusivity(unchecked) final var transform: ((Outer) -> Inner)?

    @inlinable
    init(strategy: FlattenStrategy, transform: @escaping (Outer) -> Inner) {
        self.transform = transform
        super.init(strategy: strategy)
    }

    @usableFromInline
    override func releaseReceiverInDomain() {
        super.releaseReceiverInDomain()
        transform = nil
    }

    /// Observes the outer stream: each event hops into the output's domain, each value turned
    /// into an inner stream by the transform, read before the hop. Call once, before the output
    /// is shared; its end disposes the observation (`FlattenState.endInDomain`).
    @inlinable
    final func attachOuter(_ outer: Signal<Outer, Error>) {
        observeItself(outer) { root, event in
            let state = unsafeDowncast(root, to: FlatMapState.self)
            guard let transform = state.transform else { return }
            let event = event.event(of: Signal<Outer, Error>.self)
            state.runInTurn(
                { state.receiveOuter(event, transform) },
                orEnqueue: { { state.receiveOuter(event, transform) } })
        }
    }

    /// Observes an outer stream that cannot fail; see `attachOuter(_:)`.
    @inlinable
    final func attachOuter(_ outer: Signal<Outer, Never>) {
        observeItself(outer) { root, event in
            let state = unsafeDowncast(root, to: FlatMapState.self)
            guard let transform = state.transform else { return }
            let event = event.event(of: Signal<Outer, Never>.self)
            state.runInTurn(
                { state.receiveOuter(event, transform) },
                orEnqueue: { { state.receiveOuter(event, transform) } })
        }
    }
}
