/// The core of a derived signal (see `Signal.derive`, `MapStage`): also its upstream's
/// observer entry, in the upstream's domain, fed through its `receive`, which usually
/// captures the stage itself: a cycle cut when the upstream lets go of the stage.
@usableFromInline
class StageCore: CoreBase, @unchecked Sendable {
    /// Makes the core of a signal derived from `upstream`: in its domain, observing it; its
    /// `receive` is set before it is attached.
    @inlinable
    init(observing upstream: CoreBase) {
        super.init(sharing: upstream.domain, receive: nil)
        setObserved(upstream)
    }
}
