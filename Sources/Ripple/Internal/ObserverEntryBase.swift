import CRippleAtomics

/// What every signal's observer entry has whatever its value and error types: the disposed
/// flag (inside the entry, no cell of its own) and the entry's slot in its signal's
/// `ObserverSlots`.
///
/// Being non-generic, `ObserverSlots<ObserverEntryBase>` is one concrete type: attaching,
/// detaching and compacting run specialized code even when called from a generic context (a
/// `Disposable` existential's `dispose()`), with no generic-metadata look-ups.
@usableFromInline
class ObserverEntryBase: @unchecked Sendable {
    /// The disposed flag: the first stored property (see `InlineFlag`).
    @usableFromInline final var flagWord = ripple_atomic_int()
    /// The entry's slot in its signal's observers; guarded by the signal's domain.
    @usableFromInline final var index = -1

    @inlinable
    init() {
        assert(InlineFlag.isFirstWord(&flagWord, of: self))
    }

    /// Whether the observation has been disposed (acquire).
    @inlinable @inline(__always)
    final var isDisposedFlag: Bool { InlineFlag.isSet(self) }

    /// Marks the observation disposed; returns whether this call did.
    @inlinable @inline(__always)
    final func trySetDisposed() -> Bool { InlineFlag.trySet(self) }
}
