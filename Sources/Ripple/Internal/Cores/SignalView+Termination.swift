/// How a signal ends: its terminal event goes to every observer, in attach order, then the
/// slots are emptied and the cleanup runs. Inside the domain, like every `…InDomain` member.
extension SignalView {
    /// Ends the signal if the event at `event` is terminal (unless it has ended already) and
    /// returns `true`; returns `false` for a value, which the caller then delivers with
    /// `deliverInDomain(at:)`. For a stage's receiver: a terminal event then goes from the
    /// receiver to `terminateInDomain(_:)` through this small frame instead of
    /// `deliverInDomain(at:)`'s, which a debug build makes larger (a terminal event crosses
    /// every stage of a chain at once, so each stage's frames add up).
    @inlinable @inline(__always)
    func terminatesInDomain(at event: UnsafeMutablePointer<Event>) -> Bool {
        Self.terminatesInDomain(at: event, in: base)
    }

    /// `terminatesInDomain(at:)` on `core`, a signal of these types that the caller borrows
    /// (see `deliverInDomain(at:in:)`).
    @inlinable
    static func terminatesInDomain(at event: UnsafeMutablePointer<Event>, in core: CoreBase) -> Bool
    {
        guard isTerminating(UnsafeRawPointer(event)) else { return false }
        if !core.isTerminated { SignalView(core).terminateInDomain(event) }
        return true
    }

    /// Ends the signal with the terminal event at `event`: every observer gets it, in attach
    /// order, and is let go of; then the cleanup runs. Inside the domain.
    ///
    /// The walk is in place: with `isTerminated` set, no removal, compaction or attach can
    /// change the slots during it (they check it first), and an observer that observes again
    /// from inside gets `interrupted` at once.
    @inlinable
    func terminateInDomain(_ event: UnsafeMutablePointer<Event>) {
        let outermost = beginTerminationInDomain()
        // The first observer is written out here, not through `terminateObserver`: a terminal
        // event travels a chain through each stage's first observer, and a debug build gives
        // every call a frame of its own. What comes before and after it are calls of their
        // own, so their temporaries are not in this frame while the event travels on.
        // Taken out of its slot: once let go of below, the entry may be gone, and the slots
        // are read again after it.
        if let first = base.entries.takeFirst() {
            let entry = first.takeRetainedValue()
            if !entry.isDisposedFlag {
                // Two forms, as in `deliverInDomain(at:in:)`: with the release form a debug build
                // delivers `completed` through 856 `map` stages on a 512 KiB stack, not 1,096, and
                // starts 816 `SignalProducer.map` stages, not 1,032, below the 1,000
                // `DeliveryDepthTests` and `ProducerDeliveryDepthTests` check.
                #if DEBUG
                    if entry.isReceiving {
                        entry.currentReceiver?(entry, UnsafeRawPointer(event))
                    } else {
                        Self.deliverTyped(event, to: entry)
                    }
                #else
                    if !entry.receiveIfReceiving(UnsafeRawPointer(event)) {
                        Self.deliverTyped(event, to: entry)
                    }
                #endif
            }
            entry.releaseReceiverInDomain()
        }
        finishTerminationInDomain(event, outermost: outermost)
    }

    /// Marks the signal ended, before its terminal walk; returns whether this walk is the
    /// domain's outermost terminal delivery (see `TerminalDelivery.begin(in:)`).
    @inlinable
    func beginTerminationInDomain() -> Bool {
        base.isTerminated = true
        base.entryCount = 0
        return base.unmanagedDomain._withUnsafeGuaranteedRef { TerminalDelivery.begin(in: $0) }
    }

    /// After the first observer got the terminal event at `event`: the others get it, then
    /// the slots are emptied and the cleanup runs. `outermost`: what
    /// `beginTerminationInDomain()` returned.
    @inlinable
    func finishTerminationInDomain(_ event: UnsafeMutablePointer<Event>, outermost: Bool) {
        if entries.isMany { terminateRestInDomain(event) }
        base.entries.removeAll()
        base.runCleanup()
        if outermost {
            base.unmanagedDomain._withUnsafeGuaranteedRef { TerminalDelivery.end(in: $0) }
        }
    }

    /// The terminal walk over the observers after the first, for a signal with several: a call
    /// of its own, off the per-stage stack of a chain (see `terminateInDomain(_:)`).
    @inlinable
    func terminateRestInDomain(_ event: UnsafeMutablePointer<Event>) {
        var index = 1
        while index < entries.count {
            if let entry = entries[index] { terminateObserver(entry, with: event) }
            index += 1
        }
    }

    @inlinable
    func terminateObserver(
        _ unmanaged: Unmanaged<ObserverEntryBase>, with event: UnsafeMutablePointer<Event>
    ) {
        let entry = unmanaged.takeRetainedValue()
        Self.deliver(event, to: entry)
        entry.releaseReceiverInDomain()
    }

    /// Whether the event at `event` is terminal. A call of its own, not written out in
    /// `deliverInDomain(at:)`: in a debug build its temporaries are then off the per-stage
    /// stack by the time delivery recurses.
    @inlinable
    static func isTerminating(_ event: UnsafeRawPointer) -> Bool {
        event.assumingMemoryBound(to: Event.self).pointee.isTerminating
    }
}
