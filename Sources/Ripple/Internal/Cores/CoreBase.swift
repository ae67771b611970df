// Internal/Cores: signal cores and their observer entries. `CoreBase` (this file) is a
// signal's untyped state; `StageCore`, `FixedStage` and `CleanupCore` are its kinds (a root,
// `RootCore`, is in `Internal/Domain/`). `ObserverEntryBase` and its `EntryKind` table are the
// observations, kept in `ObserverSlots`; `SignalView` is the typed view of a core.
// Entry points: `SignalView.send(_:into:)` and `deliverInDomain(at:in:)` (a value's way in and
// through), `SignalView.attach` (an observation), `OperatorState` and
// `deriveWithSideInput` (what operators build on).

import CRippleAtomics

/// The state of one signal that does not depend on its value and error types: its delivery
/// domain, its observers, whether it has terminated, and how it lets go of its upstream.
///
/// The kinds of core:
/// - a `RootCore` (a pipe, a generator signal, a combining operator's output, a producer run)
///   observes nothing itself and is its own delivery domain;
/// - a `StageCore` (a `map`, a `filter`, any operator built on `Signal.derive`, a derived
///   property) is also its upstream's observer entry, in the upstream's domain: a stage is one
///   object, not a core, an entry and a closure;
/// - a `CleanupCore` in another signal's domain is fed by observations it keeps (`timeout`,
///   the operators with a side input) and disposes them when it ends.
///
/// Every `…InDomain` member runs only inside an op of `domain`, so none of this state needs a
/// lock: ops never overlap. Delivery walks the observer slots by index and skips entries
/// disposed since; adds, removals and compaction are ops too, so they never run during a walk.
///
/// The typed half, `SignalView`, is a view that stores nothing but the core; what a kind of
/// core keeps besides (a root's cleanup and inbox, a stage's receiver and transform) is in its
/// subclass; what it lets go of when it ends is behind `endInDomain()`.
@usableFromInline
class CoreBase: ObserverEntryBase, @unchecked Sendable {
    /// In a signal of another's family (a stage, a `CleanupCore`): the root whose domain it
    /// shares, retained, as the bits of an `Unmanaged<RootCore>`, set once before the core is
    /// shared. In a root, which is its own domain (see `domain`): its `DomainInbox`, retained,
    /// `0` until an op first waits (see `RootCore.inbox`). One word for both, so a root is 88
    /// bytes, a 96-byte malloc chunk, not 96 bytes in a 112-byte chunk.
    @usableFromInline @exclusivity(unchecked) final var domainWord = ripple_atomic_int()

    /// The observers. Guarded by `domain`, as are the flags and the count, which sit in the
    /// entry base's spare word (see `ObserverEntryBase`).
    @usableFromInline @exclusivity(unchecked) final var entries = ObserverSlots()

    /// Makes a root's core.
    @inlinable
    init(kind: UInt8) {
        // `domainWord` starts at zero, its field's initial value (a store through its address
        // after `super.init` would keep the core retained across its initializer).
        super.init(observing: nil, kind: kind)
    }

    /// Makes the core of a stage of `upstream`: in its domain, observing it. The upstream is
    /// borrowed, and each word that keeps something is retained once: its domain (through its
    /// unmanaged form, no strong reference made) and itself, stored as a fresh entry's are.
    /// The domain word is set before `super.init`, as a value: stored through its address
    /// after it, it kept the stage retained across its own initializer.
    @inlinable
    init(stageOf upstream: borrowing CoreBase, kind: UInt8) {
        domainWord = ripple_atomic_int_make(
            Int(bitPattern: upstream.unmanagedDomain.retain().toOpaque()))
        super.init(observing: nil, kind: kind)
        initObserved(upstream)
    }

    /// Makes the core of a signal in `domain`'s family: a stage of one of its signals, or a
    /// core fed by observations of its own.
    @inlinable
    init(sharing domain: RootCore, kind: UInt8) {
        super.init(observing: nil, kind: kind)
        ripple_atomic_int_store(
            &domainWord, Int(bitPattern: Unmanaged.passRetained(domain).toOpaque()))
    }

    deinit {
        // A core ends with no observer left, but its slots may still hold their array.
        entries.removeAll()
        // A root's word is its inbox, which the root lets go of (see `RootCore`).
        if !isRoot { unmanagedDomain.release() }
    }

    /// Whether this core is a root, its own delivery domain (see `EntryKind`).
    @inlinable @inline(__always)
    final var isRoot: Bool { kind & EntryKind.rootBit != 0 }

    /// The delivery domain: the family's root. (A root does not store itself, which would keep
    /// it alive.)
    @inlinable @inline(__always)
    final var domain: RootCore { unmanagedDomain.takeUnretainedValue() }

    /// The delivery domain, unmanaged: a caller borrows it (`_withUnsafeGuaranteedRef`) for
    /// as long as it holds this core, which keeps its root, with no retain.
    @inlinable @inline(__always)
    final var unmanagedDomain: Unmanaged<RootCore> {
        if isRoot { return Unmanaged.passUnretained(unsafeDowncast(self, to: RootCore.self)) }
        // Set before the core was shared, never changed: a plain load.
        let bits = ripple_atomic_int_load(&domainWord)
        return Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: bits).unsafelyUnwrapped)
    }

    /// What this kind of core lets go of when it ends: nothing here; a root and a
    /// `CleanupCore` run their cleanup. (A stage's receiver, and what it captures, goes when its
    /// upstream lets go of it.) Inside the domain, once.
    @usableFromInline
    func endInDomain() {}

    /// Ends the signal's ties: detaches from the upstream it observes (if any), then runs
    /// `endInDomain()`. Inside the domain. `detachingNow`: see `detachFromUpstreamInDomain`.
    @inlinable
    final func runCleanup(detachingNow: Bool = false) {
        detachFromUpstreamInDomain(now: detachingNow)
        endInDomain()
    }

    /// Leaves the upstream this core observes. The upstream shares the domain, so its state
    /// is readable here: an upstream that has ended already let go of this core, and nothing
    /// needs queuing. A live one may be walking its observers (this core ended inside one of
    /// its deliveries), so the removal is an op of its own, queued with no allocation (see
    /// `enqueueRemoval`). With `now`, the caller knows that no walk is under way: the op under
    /// way is a removal or a release (`removeInDomain(_:atTopLevel:)`, `outputReleased`),
    /// never a delivery, and every other op waits behind it; the removal then runs at once.
    /// Only one level runs at once: the upstream, if it ends in turn, queues its own leaving,
    /// so tearing down a chain of any length never recurses per stage.
    @inlinable
    final func detachFromUpstreamInDomain(now: Bool = false) {
        // Marked disposed so that a walk under way skips it until the queued removal runs.
        // Leaving now, no walk can see it; a `dispose()` from another thread meanwhile finds
        // the upstream taken and does nothing.
        // A root observes nothing in its domain: what a combining or scheduling operator's
        // output observes itself (`RootCore.observeItself`, in that signal's domain) it
        // disposes as an entry's observation is disposed.
        guard !isRoot else { return }
        if !now { setDisposed() }
        guard let upstream = takeObserved() else { return }
        if upstream.isTerminated { return }
        if now {
            upstream.removeInDomain(self, atTopLevel: false)
        } else {
            enqueueRemoval(from: upstream, in: upstream.unmanagedDomain)
        }
    }

    /// Called when the public `Signal` is released: with no observers left, the signal is done.
    /// A `MutableProperty`'s signal is the property's to end, and its `Signal`s, made on each
    /// read of `signal`, end nothing.
    @inlinable
    final func outputReleased() {
        if kind == EntryKind.propertyRoot { return }
        unmanagedDomain._withUnsafeGuaranteedRef {
            $0.run({ releaseOutputInDomain() }, orEnqueue: { { self.releaseOutputInDomain() } })
        }
    }

    /// Attaches `entry` at once if the domain is free and the signal live, and returns `true`;
    /// returns `false` having done nothing otherwise (the caller then takes the typed path,
    /// which queues the attach or sends `interrupted`). Not generic, so the domain is borrowed
    /// with no retain and no closure context even when the caller is not specialized.
    @inlinable @inline(__always)
    final func attachIfFreeAndLive(_ entry: ObserverEntryBase) -> Bool {
        unmanagedDomain._withUnsafeGuaranteedRef { domain in
            guard domain.tryEnter() else { return false }
            let live = !isTerminated
            if live {
                if entry.isDisposedFlag {
                    entry.releaseReceiverInDomain()
                } else {
                    appendInDomain(entry)
                }
            }
            domain.leave()
            return live
        }
    }

    /// Removes `entry` from the observers; if that leaves none and the `Signal` was released,
    /// the signal ends. `atTopLevel`: the op under way is this removal (or the release that
    /// led to it), not a delivery, so the signal may leave its own upstream at once (see
    /// `detachFromUpstreamInDomain(now:)`). Inside the domain.
    @inlinable
    final func removeInDomain(_ entry: ObserverEntryBase, atTopLevel: Bool) {
        guard !isTerminated, entry.index >= 0, entry.index < entries.count,
            entries[entry.index]?.toOpaque()
                == Unmanaged<ObserverEntryBase>.passUnretained(entry).toOpaque()
        else { return }
        entries.clear(at: entry.index)
        entry.releaseReceiverInDomain()
        Unmanaged<ObserverEntryBase>.passUnretained(entry).release()
        entryCount -= 1
        if entries.count >= 16, Int(entryCount) * 2 < entries.count {
            compactInDomain()
        } else if entryCount == 0 {
            entries.removeAll()
        }
        if entryCount == 0, isOutputReleased {
            isTerminated = true
            runCleanup(detachingNow: atTopLevel)
        }
    }

    @inlinable
    final func compactInDomain() {
        entries.compact { entry, index in entry.index = index }
    }

    @inlinable
    final func releaseOutputInDomain() {
        isOutputReleased = true
        if entryCount == 0, !isTerminated {
            isTerminated = true
            // A release is an op of its own, never run inside a delivery.
            runCleanup(detachingNow: true)
        }
    }

    /// Stores `entry` as the last observer. Inside the domain, on a live signal.
    @inlinable
    final func appendInDomain(_ entry: ObserverEntryBase) {
        entry.index = entries.append(entry)
        entryCount += 1
    }
}
