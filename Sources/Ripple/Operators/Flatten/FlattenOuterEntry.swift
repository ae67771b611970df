/// A `flatten` output's observation of its outer stream, which keeps the transform that turns
/// the outer values into inner streams: the receiver, which captures only the output's state,
/// reads it here. One object per observation, where a receiver that captured the transform
/// too needed a closure context of its own (the sign-up view model's two `flatMap`s, an
/// allocation each).
///
/// The transform goes with the receiver, when the entry leaves its signal (the outer stream
/// ends, or the output does and disposes it), never later: a transform that captures the
/// inner streams' sources, or the output itself, is held no longer than the observation.
@usableFromInline
final class FlattenOuterEntry<Outer, Inner>: ReceiverEntry, @unchecked Sendable {
    /// Turns an outer value into an inner stream; `nil` once the entry has left its signal.
    /// Guarded, as `receive` is, by the outer signal's domain.
    @usableFromInline @exclusivity(unchecked) final var transform: ((Outer) -> Inner)?

    @inlinable
    init(
        observing outer: CoreBase, transform: @escaping (Outer) -> Inner,
        receive: @escaping Receiver
    ) {
        self.transform = transform
        super.init(observing: outer, receive: receive)
    }

    @usableFromInline
    override func releaseReceiverInDomain() {
        super.releaseReceiverInDomain()
        transform = nil
    }
}
