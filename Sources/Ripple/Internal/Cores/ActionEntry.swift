/// An observation that calls a closure with each event (`observe(_:)`, and operators that
/// observe their inputs): the closure is kept in the entry, so an observation is one object,
/// and the observed signal calls it directly (see `EntryKind`).
@usableFromInline
final class ActionEntry<Value, Error: Swift.Error>: ObserverEntryBase, @unchecked Sendable {
    /// The observer's closure; `nil` once the entry has left its signal. Guarded by the
    /// observed signal's domain.
    @usableFromInline @exclusivity(unchecked) var action: ((Signal<Value, Error>.Event) -> Void)?

    @inlinable
    init(observing core: CoreBase, action: @escaping (Signal<Value, Error>.Event) -> Void) {
        self.action = action
        super.init(observing: core, kind: EntryKind.action)
    }

    @usableFromInline
    override func releaseReceiverInDomain() {
        super.releaseReceiverInDomain()
        action = nil
    }
}

/// An observation of values only (`observeValues`): the closure is kept in the entry and
/// called directly, as in `ActionEntry`.
@usableFromInline
final class ValuesEntry<Value, Error: Swift.Error>: ObserverEntryBase, @unchecked Sendable {
    /// The observer's closure; `nil` once the entry has left its signal. Guarded by the
    /// observed signal's domain.
    @usableFromInline @exclusivity(unchecked) var action: ((Value) -> Void)?

    @inlinable
    init(observing core: CoreBase, action: @escaping (Value) -> Void) {
        self.action = action
        super.init(observing: core, kind: EntryKind.values)
    }

    @usableFromInline
    override func releaseReceiverInDomain() {
        super.releaseReceiverInDomain()
        action = nil
    }
}

/// An observation that receives each event by address: a closure of one type for every
/// signal, so a stage's receiver is a stored property like any other, created in the
/// operator's specialized code (see `Signal.derive`, `MapStage`).
@usableFromInline
class ReceiverEntry: ObserverEntryBase, @unchecked Sendable {
    /// Receives each event of the observed signal, passed by address: a pointer to a
    /// `Signal<Value, Error>.Event` of the observed signal's types, valid for the call only.
    /// `nil` once the entry has left its signal. Guarded by the observed signal's domain.
    @usableFromInline @exclusivity(unchecked) final var receive: Receiver?

    @inlinable
    init(observing observed: CoreBase?, receive: Receiver?) {
        self.receive = receive
        super.init(observing: observed, kind: EntryKind.receiver)
    }

    @usableFromInline
    override func releaseReceiverInDomain() {
        super.releaseReceiverInDomain()
        receive = nil
    }
}
