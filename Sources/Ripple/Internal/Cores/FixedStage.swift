/// The core of a stage whose receiver is a constant that captures nothing it must let go of
/// (a `map` or a `filter`: the receiver is handed its stage and reads the transform there).
///
/// Kept in a `let`, the receiver is called as it is; a `StageCore`'s, in a `var`, is copied
/// for each call, its context retained and released around it even when it is `nil` (two
/// runtime calls, about a third of a `map` stage's instructions per value in S2).
@usableFromInline
class FixedStage: CoreBase, @unchecked Sendable {
    /// Receives each event of the upstream (see `Receiver`). It must not capture the stage:
    /// nothing would let go of it.
    @usableFromInline final let receive: Receiver

    /// Makes the core of a signal derived from `upstream`: in its domain, observing it.
    @inlinable
    init(observing upstream: CoreBase, receive: @escaping Receiver) {
        self.receive = receive
        super.init(sharing: upstream.domain, kind: EntryKind.fixedStage)
        setObserved(upstream)
    }
}

#if DEBUG
    /// What a `map` or a `filter` stage is: in a debug build a `StageCore`, whose receiver
    /// captures its stage (unspecialized, a receiver that captured nothing would still capture
    /// the generic types, an allocation, and would cast its entry on every stage's frame of a
    /// chain: 97 fewer `map` stages on a 512 KiB stack); a cycle cut when the stage leaves.
    @usableFromInline typealias ConstantReceiverStage = StageCore
#else
    /// What a `map` or a `filter` stage is: a `FixedStage`, whose receiver captures nothing.
    @usableFromInline typealias ConstantReceiverStage = FixedStage
#endif
