import CRippleAtomics

/// One observation of a signal, whatever the signal's value and error types: the disposed
/// flag (inside the entry, no cell of its own), the entry's slot among the signal's observers,
/// the signal it observes and how that signal delivers to it (`kind`).
///
/// A typed observer is an `ActionEntry` or a `ValuesEntry`, called directly by the signal it
/// observes. Every other observation is a `ReceiverEntry`, which receives its events by
/// address; the core of a derived signal (a `StageCore`) is one too: a `map` stage observes
/// its upstream itself, with no entry of its own.
///
/// Being non-generic, `ObserverSlots<ObserverEntryBase>` is one concrete type: attaching,
/// detaching and compacting run specialized code even when called from a generic context (a
/// `Disposable` existential's `dispose()`), with no generic-metadata look-ups.
///
/// Layout is bytes (every observer and every stage pays for each field): the flag and the
/// slot share a word, and the kind and a core's flags and count (`isTerminated`,
/// `isOutputReleased`, `isDeliveringTerminal`, `entryCount`, used by `CoreBase` and `SlotArray`
/// only) fill the word after the observed signal, so an entry is 40 bytes before its
/// subclass's fields.
@usableFromInline
class ObserverEntryBase: Disposable, @unchecked Sendable {
    /// The disposed flag: the first stored property (see `InlineFlag`).
    @usableFromInline final var flagWord = ripple_atomic_flag()
    /// The entry's slot in its signal's observers, in the 32 bits after the flag; guarded by
    /// the signal's domain.
    @usableFromInline @exclusivity(unchecked) final var slot: Int32 = -1
    /// The signal this entry observes, retained, as the bits of an `Unmanaged<CoreBase>`
    /// (`0` once let go of). Taken, once, by whichever comes first: `dispose()`, from any
    /// thread, or the entry leaving its signal, inside the domain. So a disposable kept after
    /// its observation ended holds nothing of the signal, and a derived core lets go of its
    /// upstream when it detaches (releasing a long chain then does not recurse).
    @usableFromInline @exclusivity(unchecked) final var observedWord = ripple_atomic_int()
    /// How the observed signal delivers to this entry: `EntryKind.receiver` through a
    /// `ReceiverEntry`'s `receive` (a stage's core is one); `action` and `values` are typed
    /// entries of the observed signal's types, which it calls
    /// directly (one retain per event, where going through `receive` would add a second).
    @usableFromInline final let kind: UInt8
    /// For a core (see `CoreBase`): whether the signal has terminated. Guarded by its domain.
    @usableFromInline @exclusivity(unchecked) final var isTerminated = false
    /// For a core: whether its `Signal` was released. Guarded by its domain.
    @usableFromInline @exclusivity(unchecked) final var isOutputReleased = false
    /// For a root: whether a terminal event is being delivered in its domain (see
    /// `TerminalDelivery`). Written and read only by the thread running the domain's ops; in
    /// the byte that the flags and the count leave free.
    @usableFromInline @exclusivity(unchecked) final var isDeliveringTerminal = false
    /// How many entries: for a core (see `CoreBase`), how many of its slots hold an observer;
    /// for a `SlotArray`, how many slots it has, cleared ones included (its `count`). One
    /// field for both, as no object is both. Guarded by the domain.
    @usableFromInline @exclusivity(unchecked) final var entryCount: Int32 = 0

    @inlinable
    init(observing observed: CoreBase?, kind: UInt8) {
        self.kind = kind
        ripple_atomic_int_store(
            &observedWord,
            observed.map { Int(bitPattern: Unmanaged.passRetained($0).toOpaque()) } ?? 0)
        assert(InlineFlag.isFirstWord(&flagWord, of: self))
    }

    deinit {
        _ = takeObserved()
    }

    /// Sets the signal this entry observes: before the entry is shared, or again, once taken,
    /// to queue its removal (see `enqueueRemoval`).
    @inlinable
    final func setObserved(_ core: CoreBase) {
        let bits = ripple_atomic_int_exchange(
            &observedWord, Int(bitPattern: Unmanaged.passRetained(core).toOpaque()))
        checkPrecondition(bits == 0, "Ripple: an observation observes one signal")
    }

    /// Sets the signal a fresh entry observes, retained, before the entry is shared: a plain
    /// store, where `setObserved` exchanges and checks (a debug build asserts the word empty).
    @inlinable @inline(__always)
    final func initObserved(_ core: borrowing CoreBase) {
        assert(
            ripple_atomic_int_load(&observedWord) == 0, "Ripple: an observation observes one signal"
        )
        ripple_atomic_int_store(
            &observedWord, Int(bitPattern: Unmanaged.passRetained(core).toOpaque()))
    }

    /// The signal this entry observes, taken: `nil` if another caller took it first.
    @inlinable
    final func takeObserved() -> CoreBase? {
        // Most calls find it taken already (an entry leaving after `dispose()` took it, a
        // deinit): a load, where the exchange is an atomic read-modify-write. Once `0`, the
        // word is set again only by the caller that took it (`enqueueRemoval`).
        guard ripple_atomic_int_load(&observedWord) != 0 else { return nil }
        let bits = ripple_atomic_int_exchange(&observedWord, 0)
        guard let pointer = UnsafeRawPointer(bitPattern: bits) else { return nil }
        return Unmanaged<CoreBase>.fromOpaque(pointer).takeRetainedValue()
    }

    /// The entry's slot as an `Int`; `-1` before it is attached.
    @inlinable @inline(__always)
    final var index: Int {
        get { Int(slot) }
        set {
            guard let slot = Int32(exactly: newValue) else {
                fatalError("Ripple: a signal holds at most \(Int32.max) observers at once")
            }
            self.slot = slot
        }
    }

    /// Whether the observation has been disposed (acquire).
    @inlinable @inline(__always)
    final var isDisposedFlag: Bool { InlineFlag.isSet(self) }

    /// Whether the observation has been disposed.
    @usableFromInline final var isDisposed: Bool { isDisposedFlag }

    /// Marks the observation disposed; returns whether this call did.
    @inlinable @inline(__always)
    final func trySetDisposed() -> Bool { InlineFlag.trySet(self) }

    /// Marks the observation disposed, whether or not it was (a store: no atomic
    /// read-modify-write).
    @inlinable @inline(__always)
    final func setDisposed() { InlineFlag.set(self) }

    /// Stops delivery to this observer at once; the slot is freed by an op.
    @inlinable
    final func dispose() {
        // The flag is stored, not exchanged: of several callers, the one that takes the
        // observed signal does the work (so does a later one that finds it given back by a
        // queued removal, whose op then finds nothing left to do).
        setDisposed()
        guard let core = takeObserved() else { return }
        core.unmanagedDomain._withUnsafeGuaranteedRef { domain in
            if domain.tryEnter() {
                core.removeInDomain(self, atTopLevel: true)
                domain.leave()
            } else {
                disposeWhileBusy(from: core, in: domain)
            }
        }
    }

    /// `dispose()` while `core`'s domain runs an op. From inside `core`'s own terminal
    /// delivery on this thread (an observer disposed by what that event set off, as a
    /// combining operator's inputs are when it completes), the domain is this thread's and
    /// the terminal walk lets go of every entry: nothing to queue, nor an inbox to make.
    /// Otherwise the removal is queued.
    @usableFromInline
    final func disposeWhileBusy(from core: CoreBase, in domain: RootCore) {
        if TerminalDelivery.isUnderway(in: domain), core.isTerminated { return }
        enqueueRemoval(from: core, in: Unmanaged.passUnretained(domain))
    }

    /// Queues this entry's removal from `core`, the signal it observed (taken from it by the
    /// caller), behind the ops under way, with no allocation: the entry observes `core` again
    /// until the op takes it back (`removeFromObservedInDomain`), so the op's closure captures
    /// the entry alone, which is then its context. (A closure over the core and the entry was
    /// an allocation per queued removal: about five per Signup view model torn down.) Whoever
    /// comes first takes `core` from the entry: the op, or the signal's terminal walk (which
    /// then leaves nothing for the op to do), as before it was taken.
    @usableFromInline
    final func enqueueRemoval(from core: CoreBase, in domain: Unmanaged<RootCore>) {
        // The entry's own reference: the caller keeps its one until the op is queued, since
        // the signal's owner may take this one and let go of it at any time.
        setObserved(core)
        domain._withUnsafeGuaranteedRef { $0.enqueue { [self] in removeFromObservedInDomain() } }
    }

    /// The queued op of `enqueueRemoval`: leaves the observed signal unless it was let go of
    /// meanwhile. Ops run one at a time, never inside a delivery.
    @usableFromInline
    final func removeFromObservedInDomain() {
        guard let core = takeObserved() else { return }
        core.removeInDomain(self, atTopLevel: true)
    }

    /// This entry as the `ReceiverEntry` its `kind` says it is: a call of its own, whose
    /// temporaries stay off the per-stage stack of a debug build.
    @inlinable @inline(__always)
    final var asReceiver: ReceiverEntry { unsafeDowncast(self, to: ReceiverEntry.self) }

    /// This entry as the `StageCore` its `kind` says it is.
    @inlinable @inline(__always)
    final var asStage: StageCore { unsafeDowncast(self, to: StageCore.self) }

    /// This entry as the `FixedStage` its `kind` says it is.
    @inlinable @inline(__always)
    final var asFixedStage: FixedStage { unsafeDowncast(self, to: FixedStage.self) }

    /// This entry as the root observing another signal itself (a `CleanupCore`) its `kind`
    /// says it is (see `EntryKind.observingRoot`).
    @inlinable @inline(__always)
    final var asCleanupCore: CleanupCore { unsafeDowncast(self, to: CleanupCore.self) }

    /// Whether the entry receives through a `Receiver` (see `currentReceiver`).
    @inlinable @inline(__always)
    final var isReceiving: Bool { kind >= EntryKind.receiver }

    /// Calls the receiver of a receiving entry with `event` and returns `true`; returns `false`
    /// for a typed entry or a slot array. Each kind's receiver is called itself, the constant
    /// one with no copy. Inlined where delivery recurses (in a debug build, where it would be a
    /// frame of its own on every stage, delivery calls `currentReceiver` instead).
    @inlinable @inline(__always)
    final func receiveIfReceiving(_ event: UnsafeRawPointer) -> Bool {
        // A typed observer or a `SlotArray` leaves at the first comparison. (Of the orders
        // measured, the one that keeps S4, whose observers are typed, where it was: a `map` or
        // `filter` stage tested first saved S1 and S2 about 2 instructions a value but cost S4
        // and S8 1 %.)
        guard kind >= EntryKind.receiver else { return false }
        if kind == EntryKind.fixedStage {
            asFixedStage.receive(self, event)
        } else if kind == EntryKind.receiver {
            asReceiver.receive?(self, event)
        } else if kind == EntryKind.stage {
            asStage.receive?(self, event)
        } else {
            asCleanupCore.cleanup?(self, event)
        }
        return true
    }

    /// The receiver of a receiving entry, copied; `nil` once let go of. Reading it is a call
    /// of its own, so one call site serves the three receiving kinds: a debug build gives each
    /// call site's temporaries their own stack slots, on every stage's frame of a chain.
    /// (Optimized code calls each kind's receiver itself, the constant one with no copy.)
    @inlinable
    final var currentReceiver: Receiver? {
        if kind == EntryKind.fixedStage { return asFixedStage.receive }
        if kind == EntryKind.stage { return asStage.receive }
        if kind == EntryKind.observingRoot { return asCleanupCore.cleanup }
        return asReceiver.receive
    }

    /// Lets go of the observed signal and of the observer's closure once the entry leaves its
    /// signal, so a disposable kept after `dispose()` or termination holds nothing of either.
    /// Inside the domain only; each kind of entry lets go of its own closure.
    @usableFromInline
    func releaseReceiverInDomain() {
        _ = takeObserved()
    }
}

/// How a `ReceiverEntry` or a stage receives an event: called with the entry itself and the
/// event's address (a `Signal<Value, Error>.Event` of the observed signal's types, valid for
/// the call only). The entry is handed over so that a stage's receiver needs no capture of
/// its stage. A closure kept in a `var` is copied to be called: its context retained and
/// released around each call, even a `nil` one (two runtime calls). A `FixedStage` keeps its
/// receiver in a `let`, which is called as it is.
@usableFromInline
typealias Receiver = (_ entry: ObserverEntryBase, _ event: UnsafeRawPointer) -> Void

extension SignalView {
    /// Adds `observer` as an observer; the observation keeps it alive (an input observer
    /// interrupts its own signal when released), and forwards every event to it.
    @inlinable
    func attach(forwardingTo observer: Signal<Value, Error>.Observer) -> Disposable? {
        attach(makeEntry(forwardingTo: observer))
    }

    /// Adds `observer` from inside an op of `domain`; see `attach(forwardingTo:)`.
    @inlinable
    func attachInDomain(forwardingTo observer: Signal<Value, Error>.Observer) -> Disposable? {
        let entry = makeEntry(forwardingTo: observer)
        return attachInDomain(entry) ? entry : nil
    }

    /// An observation that forwards to `observer`: its receiver captures the observer alone,
    /// which is then the closure's context (no allocation).
    @inlinable
    func makeEntry(forwardingTo observer: Signal<Value, Error>.Observer) -> ObserverEntryBase {
        ReceiverEntry(
            observing: base,
            receive: { [observer] _, event in observer.send(event.event(of: Signal.self)) })
    }
}
