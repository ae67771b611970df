/// The root of a `MutableProperty`'s change signal: a `RootCore` that ends the signal with
/// `completed` itself, typed by its class, so the property's `deinit` ends it with no
/// generic-metadata lookup.
///
/// A `deinit` runs unspecialized: making `Signal<Value, Never>.Event.completed` there looks
/// the event's metadata up (about 410 instructions per property, 4 of a Signup view model's
/// 19 lookups; callgrind, V1). Here the event type is the class's generic argument, whose
/// metadata and conformance sit in the object's own class metadata: the property's `init`,
/// inlined into the client, names the concrete class once (a cached access), and the
/// `deinit` reaches the typed end through `endInDomain()`'s dynamic dispatch. No field is
/// added: the object is a `RootCore`'s size, and no closure is made (a cleanup closure typed
/// at `init` would allocate its context wherever the `init` is not specialized).
@usableFromInline
final class PropertyRoot<Event: PropertyTerminalEvent>: RootCore, @unchecked Sendable {
    /// Makes a free root with no observers and no cleanup, of the kind whose `Signal`s end
    /// nothing when released (`EntryKind.propertyRoot`): the property ends the signal.
    @inlinable
    init() {
        super.init(cleanup: nil, kind: EntryKind.propertyRoot)
    }

    /// Ends the signal with `completed` unless it has ended; once it has, runs what a root
    /// runs when it ends (the terminal walk's own call lands there). Inside the domain.
    @usableFromInline
    override func endInDomain() {
        if isTerminated {
            super.endInDomain()
        } else {
            Event.terminateWithCompleted(self)
        }
    }
}

/// A signal's event type whose `completed` a `PropertyRoot` sends: `Signal<Value, Never>.Event`.
@usableFromInline
protocol PropertyTerminalEvent {
    /// Ends `core`'s signal, of this event's types, with `completed`. Inside the domain, on a
    /// live signal.
    static func terminateWithCompleted(_ core: CoreBase)
}

extension Signal.Event: PropertyTerminalEvent where Error == Never {
    /// `completed` goes straight to the terminal walk. Inlined into the conformance's witness,
    /// which is handed the event's metadata (`Self`'s) by its caller: a call of its own would
    /// derive it from `Value` again, a lookup.
    @usableFromInline @inline(__always)
    static func terminateWithCompleted(_ core: CoreBase) {
        var completed = Self.completed
        SignalView<Value, Never>(core).terminateInDomain(&completed)
    }
}
