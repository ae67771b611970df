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
    init(observing upstream: borrowing CoreBase, receive: @escaping Receiver) {
        self.receive = receive
        super.init(stageOf: upstream, kind: EntryKind.fixedStage)
    }
}

#if DEBUG
    /// What a `map` or a `filter` stage is (and a `compactMap`, `skipRepeats` or `map(value:)`
    /// stage): in a debug build a `StageCore`, whose receiver captures its stage, a cycle cut
    /// when the stage leaves. Unspecialized, a receiver that captured nothing would still
    /// capture the generic types, an allocation per stage (a `filter` stage 3, not the 2 of
    /// its budget), and would cast its entry on every stage's frame of a chain: 1,240 `map`
    /// stages deliver a value on a 512 KiB stack, not 1,344, and 968 `SignalProducer.map`
    /// stages start, not 1,032, below the 1,000 the depth tests check.
    @usableFromInline typealias ConstantReceiverStage = StageCore
#else
    /// What a `map` or a `filter` stage is: a `FixedStage`, whose receiver captures nothing.
    @usableFromInline typealias ConstantReceiverStage = FixedStage
#endif

extension SignalView {
    /// `deliverInDomain(at:in:)` from a `map`-like stage's optimized receiver, whose next
    /// observer is most often a typed one (a chain's end) or another `map` or `filter` stage:
    /// those two kinds are tested first, one comparison each, where one jump table for every
    /// kind costs 8 instructions: a `map` stage hands on a value in 51 instructions, not 55
    /// (S2). The same order in every delivery would cost a signal observed by a
    /// `ReceiverEntry` (S8's inputs) 3 more.
    @inlinable @inline(__always)
    static func deliverFromStageInDomain(
        at typedEvent: UnsafeMutablePointer<Event>, in core: CoreBase
    ) {
        let event = UnsafeRawPointer(typedEvent)
        if core.isTerminated { return }
        if isTerminating(event) {
            SignalView(core).terminateInDomain(typedEvent)
            return
        }
        guard let first = core.entries.word else { return }
        first._withUnsafeGuaranteedRef { observer in
            if observer.isDisposedFlag { return }
            if observer.kind <= EntryKind.values {
                deliverTyped(typedEvent, to: observer)
            } else if _fastPath(observer.kind == EntryKind.fixedStage) {
                observer.asFixedStage.receive(observer, event)
            } else if !observer.receiveIfReceiving(event) {
                // Neither typed nor receiving: the `SlotArray` of several observers (a
                // signal's observers are never a `CleanupCore`).
                deliverToEveryInDomain(typedEvent, in: core)
            }
        }
    }
}
