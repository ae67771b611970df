/// A typed view of a signal's core (see `CoreBase`): how events of `Value` and `Error` are
/// sent, delivered and observed. Not a core itself: a struct whose only stored property is
/// the core, made for free around any core whose signal has these types (a signal's `core`,
/// a stage's `core`).
@usableFromInline
struct SignalView<Value, Error: Swift.Error>: @unchecked Sendable {
    @usableFromInline typealias Event = Signal<Value, Error>.Event

    /// The core viewed.
    @usableFromInline let base: CoreBase

    @inlinable @inline(__always)
    init(_ base: CoreBase) {
        self.base = base
    }

    /// The delivery domain.
    @inlinable @inline(__always)
    var domain: RootCore { base.domain }

    /// Whether the signal has terminated. Inside the domain.
    @inlinable @inline(__always)
    var isTerminated: Bool { base.isTerminated }

    /// How many observers the signal has. Inside the domain.
    @inlinable
    var observerCount: Int32 { base.entryCount }

    /// The observers. Inside the domain.
    @inlinable @inline(__always)
    var entries: ObserverSlots { base.entries }

    /// Called when the public `Signal` is released.
    @inlinable
    func outputReleased() {
        base.outputReleased()
    }

    // MARK: - From any thread

    /// Sends `event` through the domain: delivered now, or after the op under way.
    @inlinable @inline(__always)
    func send(_ event: Event) {
        Self.send(event, to: base, in: domain)
    }

    /// Sends `event` into the signal whose root is `root`: `send(_:)` on a root the caller
    /// only borrows, with no view made (a view owns its core: making one costs a retain and a
    /// release) and no load of the domain, which is the root.
    @inlinable @inline(__always)
    static func send(_ event: Event, into root: RootCore) {
        send(event, to: root, in: root)
    }

    /// Sends `event` into `core`, a signal of these types in `domain`.
    @inlinable @inline(__always)
    static func send(_ event: Event, to core: CoreBase, in domain: RootCore) {
        if domain.tryEnter() {
            var event = event
            deliverInDomain(at: &event, in: core)
            domain.leave()
        } else {
            SignalView(core).sendWhileBusy(event)
        }
    }

    /// `send` while another op runs. A value, `completed` or `failed` waits its turn and is
    /// delivered on this thread (see `RootCore.runInTurn`), or is queued behind the op under
    /// way when this thread runs it or waiting would close a cycle. An `interrupted` event is
    /// queued at once, in front of the events still queued (as in ReactiveSwift, where it
    /// takes effect as soon as the current delivery ends): they find the signal terminated and
    /// are dropped.
    @usableFromInline
    func sendWhileBusy(_ event: Event) {
        if case .interrupted = event {
            domain.enqueueFirst { [self] in deliverInDomain(event) }
        } else if domain.enterInTurn() {
            deliverInDomain(event)
            domain.leave()
        } else {
            domain.enqueue { [self] in deliverInDomain(event) }
        }
    }

    /// Adds an observer; the result disposes it. An observer of a terminated signal gets
    /// `interrupted` at once and `nil` back.
    @inlinable
    func attach(_ action: consuming @escaping (Event) -> Void) -> Disposable? {
        attach(makeEntry(action))
    }

    /// Adds an observer that receives each event by address (see `ObserverEntryBase.receive`);
    /// the result disposes it.
    @inlinable
    func attach(receiving receive: consuming @escaping Receiver) -> Disposable? {
        attach(ReceiverEntry(observing: base, receive: receive))
    }

    /// Makes an observation that `attach(_ entry:)` adds later: one object, which keeps
    /// `action` (see `ActionEntry`).
    @inlinable
    func makeEntry(_ action: consuming @escaping (Event) -> Void) -> ObserverEntryBase {
        ActionEntry(observing: base, action: action)
    }

    /// Adds an observer of values only; the result disposes it. One object, which keeps
    /// `action` (see `ValuesEntry`).
    @inlinable
    func attach(values action: consuming @escaping (Value) -> Void) -> Disposable? {
        attach(ValuesEntry<Value, Error>(observing: base, action: action))
    }

    /// Adds a made observation; see `attach(_:)`.
    @inlinable @discardableResult
    func attach(_ entry: consuming ObserverEntryBase) -> Disposable? {
        // The common case, with the domain borrowed: reading `domain` here retains it, twice.
        if base.attachIfFreeAndLive(entry) { return entry }
        return attachUnlessFree(entry)
    }

    /// Adds an observation that its maker keeps and ends itself (a stage, a root observing
    /// its input, an input's kept observation): as `attach(_:)`, with no `Disposable` made,
    /// so the common case takes no reference to the entry but its slot's.
    @inlinable
    func attachKept(_ entry: ObserverEntryBase) {
        if base.attachIfFreeAndLive(entry) { return }
        _ = attachUnlessFree(entry)
    }

    /// `attach(_:)` when `attachIfFreeAndLive(_:)` did not attach: the domain is busy, or the
    /// signal has ended.
    @inlinable
    func attachUnlessFree(_ entry: ObserverEntryBase) -> Disposable? {
        if domain.tryEnter() {
            let attached = attachInDomain(entry)
            domain.leave()
            return attached ? entry : nil
        }
        return attachWhileBusy(entry)
    }

    /// Attaches behind the op under way. From inside a terminal delivery in this domain on
    /// this thread (an observer of a terminated signal observing it again), the domain is
    /// this thread's, so the termination is known now: `interrupted` at once, and `nil`.
    @usableFromInline
    func attachWhileBusy(_ entry: ObserverEntryBase) -> Disposable? {
        if TerminalDelivery.isUnderway(in: domain), isTerminated {
            _ = attachInDomain(entry)
            return nil
        }
        domain.enqueue { [self] in _ = attachInDomain(entry) }
        return entry
    }

    // MARK: - Inside the domain

    /// Delivers `event` to every observer. Call only inside an op of `domain`.
    @inlinable @inline(__always)
    func deliverInDomain(_ event: Event) {
        var event = event
        deliverInDomain(at: &event)
    }

    /// Delivers the event at `event` (an `Event` of this signal's types) to every observer.
    /// Call only inside an op of `domain`.
    ///
    /// Delivery through a chain recurses once per stage, so this is on every stage's stack:
    /// it takes the event by address (a stage hands on the event it was handed, or the one it
    /// made, without a copy here), keeps few locals (a debug build gives each its own stack
    /// slot), calls a lone observer itself and leaves the walk over several observers to
    /// `deliverToEveryInDomain`.
    @inlinable @inline(__always)
    func deliverInDomain(at typedEvent: UnsafeMutablePointer<Event>) {
        Self.deliverInDomain(at: typedEvent, in: base)
    }

    /// `deliverInDomain(at:)` on `core`, a signal of these types that the caller borrows: a
    /// stage's receiver, which holds its stage, delivers through this, making no view (see
    /// `send(_:into:)`).
    @inlinable @inline(__always)
    static func deliverInDomain(at typedEvent: UnsafeMutablePointer<Event>, in core: CoreBase) {
        let event = UnsafeRawPointer(typedEvent)
        if core.isTerminated { return }
        if isTerminating(event) {
            SignalView(core).terminateInDomain(typedEvent)
            return
        }
        // The first word of the slots is a lone observer or the array of several (see
        // `ObserverSlots`); its `kind` says which.
        if let first = core.entries.word {
            // Two forms. Unspecialized, the borrow's closure and `receiveIfReceiving` are frames of
            // their own on every stage: with them a debug build delivers a value through 644 `map`
            // stages on a 512 KiB stack, not 1,344 (`Property.map` 620, not 1,240), below the 1,000
            // `DeliveryDepthTests` checks.
            #if DEBUG
                let observer = first.takeUnretainedValue()
                if !observer.isDisposedFlag {
                    if observer.isReceiving {
                        observer.currentReceiver?(observer, event)
                    } else if observer.kind == EntryKind.slots {
                        deliverToEveryInDomain(typedEvent, in: core)
                    } else {
                        deliverTyped(typedEvent, to: observer)
                    }
                }
            #else
                first._withUnsafeGuaranteedRef { observer in
                    if !observer.isDisposedFlag {
                        if !observer.receiveIfReceiving(event) {
                            if observer.kind == EntryKind.slots {
                                deliverToEveryInDomain(typedEvent, in: core)
                            } else {
                                deliverTyped(typedEvent, to: observer)
                            }
                        }
                    }
                }
            #endif
        }
    }

    /// Delivers the event at `event` to `entry`, whatever its kind, unless it was disposed.
    @inlinable @inline(__always)
    static func deliver(_ event: UnsafeMutablePointer<Event>, to entry: ObserverEntryBase) {
        guard !entry.isDisposedFlag else { return }
        deliverEvenIfDisposed(event, to: entry)
    }

    /// Delivers the event at `event` to `entry`, whatever its kind, disposed or not: for the
    /// `interrupted` that an observer attaching to an ended signal always gets.
    @inlinable @inline(__always)
    static func deliverEvenIfDisposed(
        _ event: UnsafeMutablePointer<Event>, to entry: ObserverEntryBase
    ) {
        if !entry.receiveIfReceiving(UnsafeRawPointer(event)) {
            deliverTyped(event, to: entry)
        }
    }

    /// Delivers the event at `event` to a typed entry (an `ActionEntry` or a `ValuesEntry` of
    /// this signal's types): a call of its own, off the per-stage stack of a chain.
    @inlinable
    static func deliverTyped(_ event: UnsafeMutablePointer<Event>, to entry: ObserverEntryBase) {
        if entry.kind == EntryKind.action {
            unsafeDowncast(entry, to: ActionEntry<Value, Error>.self).action?(event.pointee)
        } else if let value = UnsafeRawPointer(event).value(of: Signal<Value, Error>.self) {
            // The value read alone (see `value(of:)`).
            unsafeDowncast(entry, to: ValuesEntry<Value, Error>.self).action?(value)
        }
    }

    /// Delivers to every observer of a signal with two or more slots. Call only inside an op
    /// of `domain`.
    @inlinable
    static func deliverToEveryInDomain(_ event: UnsafeMutablePointer<Event>, in core: CoreBase) {
        // Held for the walk: the slots change only in ops, never during this one, but a strong
        // reference keeps a mistake from reading freed memory.
        guard let array = core.entries.array else { return }
        // The slots stored in the object, then the overflow, each walked by its own loop: one
        // switch on the index per slot cost 20 instructions of a delivery's 110 (S4).
        var index = 0
        while index < min(array.count, SlotArray.inlineCount) {
            if let entry = array[index] {
                // Borrowed, in both builds. In a debug build the borrow's closure costs frames
                // on a chain whose stages have a second observer (440 `map` stages on 512 KiB,
                // 556 with a plain reference), a shape below any depth the tests check.
                entry._withUnsafeGuaranteedRef { deliver(event, to: $0) }
            }
            index += 1
        }
        while index < array.count {
            if let entry = array.overflow[index &- SlotArray.inlineCount] {
                entry._withUnsafeGuaranteedRef { deliver(event, to: $0) }
            }
            index += 1
        }
    }

    /// Adds `entry` from inside an op of `domain`; returns whether it joined (or was disposed
    /// before it could). An entry of a terminated signal gets `interrupted` at once and is let
    /// go of.
    @inlinable
    func attachInDomain(_ entry: ObserverEntryBase) -> Bool {
        guard !isTerminated else {
            var interrupted = Event.interrupted
            Self.deliverEvenIfDisposed(&interrupted, to: entry)
            entry.releaseReceiverInDomain()
            return false
        }
        guard !entry.isDisposedFlag else {
            entry.releaseReceiverInDomain()
            return true
        }
        base.appendInDomain(entry)
        return true
    }
}
