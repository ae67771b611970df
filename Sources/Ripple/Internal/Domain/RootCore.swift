// Internal/Domain: the delivery domain, the lock-free serial executor of a family of signals.
// Its state is a root core's (`RootCore`, this file): the `pending` count, the `owner` thread
// and, made the first time the domain is contended, a `DomainInbox` (`DomainInbox.swift`: the
// queue of ops in a `RingBuffer`, the count of waiting senders and their turnstile).
// `WaitGraph` finds a wait that would close a cycle of domains.
// Entry points (`RootCore+Domain.swift`): `tryEnter()` and `leave()` around an uncontended op,
// `runInTurn(_:orEnqueue:)` for a send that may wait its turn, `run(_:orEnqueue:)` and
// `enqueue(_:)` for what is handed over without waiting.

import CRippleAtomics

/// The core of a signal that observes no upstream of its own (a pipe, a generator signal, a
/// combining operator's output, a producer run), which is also the delivery domain of its
/// family: every signal derived from it delivers inside its ops (see `RootCore+Domain.swift`).
///
/// The domain's state is three words here: `pending`, the count that an uncontended op takes
/// and gives back, `owner`, the thread running the domain's ops, and the `DomainInbox` that
/// queued ops and waiting threads wait in, made the first time the domain is contended, kept in
/// the word where a stage keeps its root (`CoreBase.domainWord`). A root that is never
/// contended is one object of 88 bytes, a 96-byte malloc chunk, its cleanup included.
///
/// Not `final`: a combining operator's output is a subclass that keeps its state and its
/// inputs' observations in the same object (`CombiningRoot`). Its members stay final (those of
/// its extensions are, as any extension's), so nothing is dispatched dynamically.
@usableFromInline
class RootCore: CleanupCore, @unchecked Sendable {
    /// Ops submitted and not finished (see `RootCore+Domain.swift`).
    @usableFromInline @exclusivity(unchecked) final var pendingWord = ripple_atomic_int()
    /// The thread running the domain's ops (`currentThreadID()`), `0` while none is: written
    /// by the thread that enters, cleared before it leaves.
    @usableFromInline @exclusivity(unchecked) final var ownerWord = ripple_atomic_int()
    // The inbox is `domainWord`, where a stage keeps its root (a root is its own domain):
    // retained, as the bits of an `Unmanaged<DomainInbox>`, `0` until an op first waits; set
    // once, by whichever thread's compare-exchange comes first.

    /// Makes a free root with no observers; `cleanup` runs once when the signal ends (for a
    /// root of `kind` `EntryKind.observingRoot`, see `observeItself(_:receiving:)`).
    @inlinable
    override init(cleanup: Receiver? = nil, kind: UInt8 = EntryKind.root) {
        // `pendingWord` and `ownerWord` start at zero, their fields' initial values: storing
        // zero again through their addresses kept the root retained across its initializer.
        super.init(cleanup: cleanup, kind: kind)
    }

    deinit {
        if let bits = UnsafeRawPointer(bitPattern: ripple_atomic_int_load(&domainWord)) {
            Unmanaged<DomainInbox>.fromOpaque(bits).release()
        }
    }

    /// Observes `signal`, of another domain, with this root itself as the observer (of `kind`
    /// `EntryKind.observingRoot`), feeding its events to `receive`, kept in `cleanup`: one
    /// object fewer than an entry would be. The observation belongs to `signal`'s domain as an
    /// entry does: `signal` lets go of it when it ends, and `dispose()` ends it from any
    /// thread. Call once, before the root is shared, on a root whose `cleanup` is unused (a
    /// `CombiningRoot`, a `ScheduledRoot`: neither ends through it).
    @inlinable
    final func observeItself<T, E>(_ signal: Signal<T, E>, receiving receive: @escaping Receiver) {
        cleanup = receive
        initObserved(signal.core.base)
        signal.core.attachKept(self)
    }

    /// The signal this root observes itself has let go of it (it ended, or the observation
    /// was disposed): the receiver goes too. Inside that signal's domain. (A root that
    /// observes nothing is never let go of as an observer.)
    @usableFromInline
    override func releaseReceiverInDomain() {
        super.releaseReceiverInDomain()
        cleanup = nil
    }

    /// The inbox, made on first use; unmanaged, so a caller borrows it (the root keeps it).
    @usableFromInline
    final var inbox: Unmanaged<DomainInbox> {
        if let bits = UnsafeRawPointer(bitPattern: ripple_atomic_int_load(&domainWord)) {
            return Unmanaged.fromOpaque(bits)
        }
        let made = Unmanaged.passRetained(DomainInbox.make())
        if ripple_atomic_int_compare_exchange(&domainWord, 0, Int(bitPattern: made.toOpaque())) {
            return made
        }
        made.release()
        let bits = UnsafeRawPointer(bitPattern: ripple_atomic_int_load(&domainWord))
        return Unmanaged.fromOpaque(bits.unsafelyUnwrapped)
    }

    /// The inbox if one was made (for tests).
    final var inboxIfMade: DomainInbox? {
        UnsafeRawPointer(bitPattern: ripple_atomic_int_load(&domainWord)).map {
            Unmanaged<DomainInbox>.fromOpaque($0).takeUnretainedValue()
        }
    }

    /// How many threads sleep waiting for their turn in the domain (for tests).
    final var sleepingWaiters: Int {
        inboxIfMade.map { ripple_atomic_int_load($0.waiters) } ?? 0
    }
}
