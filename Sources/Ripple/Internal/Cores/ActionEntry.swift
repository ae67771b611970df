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
