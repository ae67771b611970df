/// The end of a property's change signal. Not on `PropertyCellOwner`: an owner's `deinit`
/// runs unspecialized, where a call through the protocol looks its witness table up, and
/// a call to a generic type's static method looks that type's metadata up; these take
/// only `Value`'s, which the owner has at hand.
enum PropertyCompletion {
    /// Ends the change signal of `root`, a `PropertyRoot`, whose `endInDomain()` sends
    /// `completed` with no generic code on the way; for a `MutableProperty`'s release.
    ///
    /// A trampoline step, as `complete(_:_:)`.
    static func complete(_ root: RootCore) {
        Trampoline.run({ endNow(root) }, orQueue: { { endNow(root) } })
    }

    private static func endNow(_ root: RootCore) {
        root.run({ root.endInDomain() }, orEnqueue: { { root.endInDomain() } })
    }

    /// Ends the change signal of `root`; for the owner's release, or its source's end.
    ///
    /// A trampoline step: completing a property completes the properties derived from it,
    /// and so on down a chain, which must end as a loop, not as one recursion per property.
    /// Keeps the root only, so that an owner may call it from its `deinit`.
    static func complete<Value>(_ root: RootCore, _: Value.Type) {
        Trampoline.run(
            { completeNow(root, Value.self) }, orQueue: { { completeNow(root, Value.self) } })
    }

    private static func completeNow<Value>(_ root: RootCore, _: Value.Type) {
        root.run(
            { terminate(root, Value.self) }, orEnqueue: { { terminate(root, Value.self) } })
    }

    /// Inside the domain: `completed` goes straight to the terminal walk, with no check of
    /// which event it is (unspecialized, that check looks the event's metadata up again).
    private static func terminate<Value>(_ root: RootCore, _: Value.Type) {
        guard !root.isTerminated else { return }
        var completed = Signal<Value, Never>.Event.completed
        SignalView<Value, Never>(root).terminateInDomain(&completed)
    }
}
