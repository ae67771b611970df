/// The core of a derived signal (see `Signal.derive`): also its upstream's observer entry, in
/// the upstream's domain, fed through its `receive`, which may capture the stage itself: a
/// cycle cut when the upstream lets go of the stage.
@usableFromInline
class StageCore: CoreBase, @unchecked Sendable {
    /// Receives each event of the upstream (see `Receiver`); set before the stage is
    /// attached, `nil` once it has left its upstream. Guarded by the upstream's domain.
    @usableFromInline @exclusivity(unchecked) final var receive: Receiver?

    /// Makes the core of a signal derived from `upstream`: in its domain, observing it; its
    /// `receive` is set before it is attached.
    @inlinable
    init(observing upstream: borrowing CoreBase) {
        super.init(stageOf: upstream, kind: EntryKind.stage)
    }

    @usableFromInline
    override func releaseReceiverInDomain() {
        super.releaseReceiverInDomain()
        receive = nil
    }
}
