/// An observation that calls a closure with each event (`observe(_:)`, and operators that
/// observe their inputs): the closure is kept in the entry, and the entry's receiver captures
/// only the entry, so an observation is one object. The receiver's cycle through the entry is
/// cut when the entry leaves its signal.
@usableFromInline
final class ActionEntry<Value, Error: Swift.Error>: ObserverEntryBase, @unchecked Sendable {
    /// The observer's closure; `nil` once the entry has left its signal. Guarded by the
    /// observed signal's domain.
    @usableFromInline @exclusivity(unchecked) var action: ((Signal<Value, Error>.Event) -> Void)?

    @inlinable
    init(observing core: CoreBase, action: @escaping (Signal<Value, Error>.Event) -> Void) {
        self.action = action
        super.init(observing: core, receive: nil)
    }

    @usableFromInline
    override func releaseReceiverInDomain() {
        super.releaseReceiverInDomain()
        action = nil
    }
}

/// An observation of values only (`observeValues`): the closure is kept in the entry, as in
/// `ActionEntry`.
@usableFromInline
final class ValuesEntry<Value>: ObserverEntryBase, @unchecked Sendable {
    /// The observer's closure; `nil` once the entry has left its signal. Guarded by the
    /// observed signal's domain.
    @usableFromInline @exclusivity(unchecked) var action: ((Value) -> Void)?

    @inlinable
    init(observing core: CoreBase, action: @escaping (Value) -> Void) {
        self.action = action
        super.init(observing: core, receive: nil)
    }

    @usableFromInline
    override func releaseReceiverInDomain() {
        super.releaseReceiverInDomain()
        action = nil
    }
}
