/// The typed half of a signal's state (see `CoreBase`): how events of `Value` and `Error` are
/// sent, delivered and observed. It stores nothing of its own; every member is `final`, so a
/// client never pays a virtual call for it.
@usableFromInline
class SignalCore<Value, Error: Swift.Error>: CoreBase, @unchecked Sendable {
    @usableFromInline typealias Event = Signal<Value, Error>.Event

    @inlinable
    override init(domain: DeliveryDomain) {
        super.init(domain: domain)
    }

    /// Makes the core of a signal derived from `upstream`: in its domain, observing it (see
    /// `Signal.derive`).
    @inlinable
    init(observing upstream: CoreBase) {
        super.init(domain: upstream.domain)
        setObserved(upstream)
    }

    // MARK: - From any thread

    /// Sends `event` through the domain: delivered now, or after the op under way.
    @inlinable @inline(__always)
    final func send(_ event: Event) {
        if domain.tryEnter() {
            deliverInDomain(event)
            domain.leave()
        } else {
            sendWhileBusy(event)
        }
    }

    /// Queues `event` behind the op under way. An `interrupted` event overtakes the events
    /// still queued (as in ReactiveSwift, where it takes effect as soon as the current
    /// delivery ends): they find the signal terminated and are dropped.
    @usableFromInline
    final func sendWhileBusy(_ event: Event) {
        if case .interrupted = event {
            domain.enqueueFirst { self.deliverInDomain(event) }
        } else {
            domain.enqueue { self.deliverInDomain(event) }
        }
    }

    /// Adds an observer; the result disposes it. An observer of a terminated signal gets
    /// `interrupted` at once and `nil` back.
    @inlinable
    final func attach(_ action: @escaping (Event) -> Void) -> Disposable? {
        attach(makeEntry(action))
    }

    /// Adds an observer that receives each event by address (see `ObserverEntryBase.receive`);
    /// the result disposes it.
    @inlinable
    final func attach(receiving receive: @escaping (UnsafeRawPointer) -> Void) -> Disposable? {
        attach(ReceiverEntry(observing: self, receive: receive))
    }

    /// Makes an observation that `attach(_ entry:)` adds later: one object, which keeps
    /// `action` (see `ActionEntry`).
    @inlinable
    final func makeEntry(_ action: @escaping (Event) -> Void) -> ObserverEntryBase {
        ActionEntry(observing: self, action: action)
    }

    /// Adds an observer of values only; the result disposes it. One object, which keeps
    /// `action` (see `ValuesEntry`).
    @inlinable
    final func attach(values action: @escaping (Value) -> Void) -> Disposable? {
        attach(ValuesEntry<Value, Error>(observing: self, action: action))
    }

    /// Adds a made observation; see `attach(_:)`.
    @inlinable @discardableResult
    final func attach(_ entry: ObserverEntryBase) -> Disposable? {
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
    final func attachWhileBusy(_ entry: ObserverEntryBase) -> Disposable? {
        if TerminalDelivery.isUnderway(in: domain), isTerminated {
            _ = attachInDomain(entry)
            return nil
        }
        domain.enqueue { _ = self.attachInDomain(entry) }
        return entry
    }

    // MARK: - Inside the domain

    /// Delivers `event` to every observer. Call only inside an op of `domain`.
    @inlinable @inline(__always)
    final func deliverInDomain(_ event: Event) {
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
    @inlinable
    final func deliverInDomain(at typedEvent: UnsafeMutablePointer<Event>) {
        let event = UnsafeRawPointer(typedEvent)
        if isTerminated { return }
        if Self.isTerminating(event) {
            terminateInDomain(typedEvent)
            return
        }
        // The first word of the slots is a lone observer or the array of several (see
        // `ObserverSlots`); its `kind` says which.
        if let first = entries.word {
            #if DEBUG
                let observer = first.takeUnretainedValue()
                if !observer.isDisposedFlag {
                    if observer.kind == EntryKind.receiver {
                        observer.asReceiver.receive?(event)
                    } else if observer.kind == EntryKind.slots {
                        deliverToEveryInDomain(typedEvent)
                    } else {
                        Self.deliverTyped(typedEvent, to: observer)
                    }
                }
            #else
                first._withUnsafeGuaranteedRef { observer in
                    if !observer.isDisposedFlag {
                        if observer.kind == EntryKind.receiver {
                            observer.asReceiver.receive?(event)
                        } else if observer.kind == EntryKind.slots {
                            deliverToEveryInDomain(typedEvent)
                        } else {
                            Self.deliverTyped(typedEvent, to: observer)
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
        if entry.kind == EntryKind.receiver {
            entry.asReceiver.receive?(UnsafeRawPointer(event))
        } else {
            deliverTyped(event, to: entry)
        }
    }

    /// Delivers the event at `event` to a typed entry (an `ActionEntry` or a `ValuesEntry` of
    /// this signal's types): a call of its own, off the per-stage stack of a chain.
    @inlinable
    static func deliverTyped(_ event: UnsafeMutablePointer<Event>, to entry: ObserverEntryBase) {
        if entry.kind == EntryKind.action {
            unsafeDowncast(entry, to: ActionEntry<Value, Error>.self).action?(event.pointee)
        } else if case .value(let value) = event.pointee {
            unsafeDowncast(entry, to: ValuesEntry<Value, Error>.self).action?(value)
        }
    }

    /// Delivers to every observer of a signal with two or more slots. Call only inside an op
    /// of `domain`.
    @inlinable
    final func deliverToEveryInDomain(_ event: UnsafeMutablePointer<Event>) {
        // Held for the walk: the slots change only in ops, never during this one, but a strong
        // reference keeps a mistake from reading freed memory.
        guard let array = entries.array else { return }
        var index = 0
        while index < array.count {
            if let entry = array[index] {
                // A plain reference in a debug build, where the borrow's closure costs frames.
                #if DEBUG
                    Self.deliver(event, to: entry.takeUnretainedValue())
                #else
                    entry._withUnsafeGuaranteedRef { Self.deliver(event, to: $0) }
                #endif
            }
            index += 1
        }
    }

    /// Adds `entry` from inside an op of `domain`; returns whether it joined (or was disposed
    /// before it could). An entry of a terminated signal gets `interrupted` at once and is let
    /// go of.
    @inlinable
    final func attachInDomain(_ entry: ObserverEntryBase) -> Bool {
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
        appendInDomain(entry)
        return true
    }
}

extension SignalCore {
    /// Adds `observer` as an observer; the observation keeps it alive (an input observer
    /// interrupts its own signal when released), and forwards every event to it.
    @inlinable
    final func attach(forwardingTo observer: Signal<Value, Error>.Observer) -> Disposable? {
        attach(makeEntry(forwardingTo: observer))
    }

    /// Adds `observer` from inside an op of `domain`; see `attach(forwardingTo:)`.
    @inlinable
    final func attachInDomain(forwardingTo observer: Signal<Value, Error>.Observer) -> Disposable? {
        let entry = makeEntry(forwardingTo: observer)
        return attachInDomain(entry) ? entry : nil
    }

    /// An observation that forwards to `observer`: its receiver captures the observer alone,
    /// which is then the closure's context (no allocation).
    @inlinable
    final func makeEntry(forwardingTo observer: Signal<Value, Error>.Observer) -> ObserverEntryBase
    {
        ReceiverEntry(
            observing: self,
            receive: { [observer] event in observer.action(event.event(of: Signal.self)) })
    }
}
