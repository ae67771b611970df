/// The state of one signal: its observers, whether it has terminated, and what to clean up.
///
/// Every `…InDomain` member runs only inside an op of `domain`, so none of this state needs a
/// lock: ops never overlap. Delivery walks the observer array by index and skips entries
/// disposed since; adds, removals and compaction are ops too, so they never run during a walk.
@usableFromInline
final class SignalCore<Value, Error: Swift.Error>: @unchecked Sendable {
    @usableFromInline typealias Event = Signal<Value, Error>.Event

    @usableFromInline let domain: DeliveryDomain

    // Guarded by `domain`.
    // Declared in this order so the two flags fill the slots' tail padding (88 bytes, one
    // malloc size class below the 96 that `live` before them costs).
    @usableFromInline @exclusivity(unchecked) var entries = ObserverSlots<ObserverEntryBase>()
    @usableFromInline @exclusivity(unchecked) var isTerminated = false
    @usableFromInline @exclusivity(unchecked) var isOutputReleased = false
    @usableFromInline @exclusivity(unchecked) var live = 0
    @usableFromInline @exclusivity(unchecked) var cleanup: (() -> Void)?
    /// A derived signal's observation of its upstream, disposed when this signal ends.
    @usableFromInline @exclusivity(unchecked) var upstream: Disposable?

    @inlinable
    init(domain: DeliveryDomain, cleanup: (() -> Void)? = nil) {
        self.domain = domain
        self.cleanup = cleanup
    }

    // MARK: - From any thread

    /// Sends `event` through the domain: delivered now, or after the op under way.
    @inlinable @inline(__always)
    func send(_ event: Event) {
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
    func sendWhileBusy(_ event: Event) {
        if case .interrupted = event {
            domain.enqueueFirst { self.deliverInDomain(event) }
        } else {
            domain.enqueue { self.deliverInDomain(event) }
        }
    }

    /// Adds an observer; the result disposes it. An observer of a terminated signal gets
    /// `interrupted` at once and `nil` back.
    @inlinable
    func attach(_ action: @escaping (Event) -> Void, retaining owner: AnyObject? = nil)
        -> Disposable?
    {
        attach(ObserverEntry(core: self, action: action, owner: owner))
    }

    /// Makes an observation that `attach(_ entry:)` adds later: lets an operator know its
    /// upstream observation before attaching it.
    @inlinable
    func makeEntry(_ action: @escaping (Event) -> Void) -> ObserverEntry {
        ObserverEntry(core: self, action: action, owner: nil)
    }

    /// Adds a made observation; see `attach(_:retaining:)`.
    @inlinable @discardableResult
    func attach(_ entry: ObserverEntry) -> Disposable? {
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
    func attachWhileBusy(_ entry: ObserverEntry) -> Disposable? {
        if TerminalDelivery.isUnderway(in: domain), isTerminated {
            entry.action?(.interrupted)
            return nil
        }
        domain.enqueue { _ = self.attachInDomain(entry) }
        return entry
    }

    /// Called when the public `Signal` is released: with no observers left, the signal is done.
    @inlinable
    func outputReleased() {
        domain.run({ releaseOutputInDomain() }, orEnqueue: { { self.releaseOutputInDomain() } })
    }

    // MARK: - Inside the domain

    /// Delivers `event` to every observer. Call only inside an op of `domain`.
    ///
    /// Delivery through a chain recurses once per stage, so this is on every stage's stack:
    /// it keeps few locals (a debug build gives each its own stack slot), calls the first
    /// observer through `deliverToObserver`, which adds no frame, and leaves the walk over
    /// further observers to `deliverToRestInDomain`.
    @inlinable @inline(__always)
    func deliverInDomain(_ event: Event) {
        if isTerminated { return }
        if event.isTerminating {
            terminateInDomain(event)
            return
        }
        if let first = entries.first { deliverToObserver(event, first) }
        if !entries.rest.isEmpty { deliverToRestInDomain(event) }
    }

    /// Delivers a value to the observers after the first. Call only inside an op of `domain`.
    @inlinable
    func deliverToRestInDomain(_ event: Event) {
        var index = 0
        while index < entries.rest.count {
            if let entry = entries.rest[index] { deliverToObserver(event, entry) }
            index += 1
        }
    }

    @inlinable
    func terminateInDomain(_ event: Event) {
        isTerminated = true
        let observers = entries.stored
        entries.removeAll()
        live = 0
        TerminalDelivery.begin(in: domain)
        for unmanaged in observers {
            let entry = unsafeDowncast(unmanaged.takeRetainedValue(), to: ObserverEntry.self)
            if !entry.isDisposedFlag { entry.action?(event) }
            entry.releaseObserverInDomain()
        }
        runCleanup()
        TerminalDelivery.end()
    }

    /// Records the upstream observation of a derived signal; call before it is shared.
    @inlinable
    func setUpstream(_ observation: Disposable) {
        upstream = observation
    }

    @inlinable
    func runCleanup() {
        let cleanup = self.cleanup
        let upstream = self.upstream
        self.cleanup = nil
        self.upstream = nil
        upstream?.dispose()
        cleanup?()
    }

    /// Adds an observer from inside an op of `domain`.
    @inlinable
    func attachInDomain(
        _ action: @escaping (Event) -> Void, retaining owner: AnyObject? = nil
    ) -> Disposable? {
        let entry = ObserverEntry(core: self, action: action, owner: owner)
        return attachInDomain(entry) ? entry : nil
    }

    @inlinable
    func attachInDomain(_ entry: ObserverEntry) -> Bool {
        guard !isTerminated else {
            entry.action?(.interrupted)
            return false
        }
        guard !entry.isDisposedFlag else { return true }
        entry.index = entries.append(entry)
        live += 1
        return true
    }

    @inlinable
    func removeInDomain(_ entry: ObserverEntry) {
        guard !isTerminated, entry.index >= 0, entry.index < entries.count,
            entries[entry.index]?.toOpaque()
                == Unmanaged<ObserverEntryBase>.passUnretained(entry).toOpaque()
        else { return }
        entries[entry.index] = nil
        Unmanaged<ObserverEntryBase>.passUnretained(entry).release()
        entry.releaseObserverInDomain()
        live -= 1
        if entries.count >= 16, live * 2 < entries.count {
            compactInDomain()
        } else if live == 0 {
            entries.removeAll()
        }
        if live == 0, isOutputReleased {
            isTerminated = true
            runCleanup()
        }
    }

    @inlinable
    func compactInDomain() {
        entries.compact { entry, index in entry.index = index }
    }

    @inlinable
    func releaseOutputInDomain() {
        isOutputReleased = true
        if live == 0, !isTerminated {
            isTerminated = true
            runCleanup()
        }
    }

    /// One observation: the observer's closure; its disposed flag and slot are in the base.
    @usableFromInline
    final class ObserverEntry: ObserverEntryBase, Disposable, @unchecked Sendable {
        /// `nil` once the entry has left its signal. Guarded by the core's domain.
        @usableFromInline @exclusivity(unchecked) var action: ((Event) -> Void)?
        @usableFromInline let core: SignalCore
        /// Keeps an `Observer` object alive while it observes: an input observer interrupts
        /// its signal when released.
        @usableFromInline @exclusivity(unchecked) var owner: AnyObject?

        @inlinable
        init(core: SignalCore, action: @escaping (Event) -> Void, owner: AnyObject?) {
            self.core = core
            self.action = action
            self.owner = owner
        }

        @usableFromInline var isDisposed: Bool { isDisposedFlag }

        /// Lets go of the observer's closure and object once the entry leaves its signal, so
        /// a disposable kept after `dispose()` or termination holds nothing of the observer.
        /// Inside the domain only.
        @inlinable
        func releaseObserverInDomain() {
            action = nil
            owner = nil
        }

        /// Stops delivery to this observer at once; the slot is freed by an op.
        @inlinable func dispose() {
            guard trySetDisposed() else { return }
            let core = self.core
            core.domain.run(
                { core.removeInDomain(self) }, orEnqueue: { { core.removeInDomain(self) } })
        }
    }
}

/// Calls `entry`'s observer with `event` unless it was disposed. Optimized builds borrow the
/// entry (its slot keeps it alive for the whole walk); a debug build, which would spend two
/// closure frames per stage on the borrow, takes a plain reference. Transparent, so it adds
/// no frame to the per-stage delivery stack, in a debug build too.
@_transparent @usableFromInline
func deliverToObserver<Value, Error: Swift.Error>(
    _ event: Signal<Value, Error>.Event,
    _ entry: Unmanaged<ObserverEntryBase>
) {
    #if DEBUG
        let observer = Unmanaged<SignalCore<Value, Error>.ObserverEntry>.fromOpaque(
            entry.toOpaque()
        ).takeUnretainedValue()
        if !observer.isDisposedFlag { observer.action?(event) }
    #else
        entry._withUnsafeGuaranteedRef { entry in
            let entry = unsafeDowncast(entry, to: SignalCore<Value, Error>.ObserverEntry.self)
            if !entry.isDisposedFlag { entry.action?(event) }
        }
    #endif
}
