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
    @usableFromInline final var flagWord = ripple_atomic_flag()
    /// The entry's slot in its signal's observers, in the 32 bits after the flag (an entry is
    /// 56 bytes, one malloc size class below 64); guarded by the signal's domain.
    @usableFromInline @exclusivity(unchecked) final var slot: Int32 = -1

    /// The entry's slot as an `Int`; `-1` before it is attached.
    @inlinable @inline(__always)
    final var index: Int {
        get { Int(slot) }
        set {
            guard let slot = Int32(exactly: newValue) else {
                preconditionFailure("Ripple: a signal holds at most \(Int32.max) observers at once")
            }
            self.slot = slot
        }
    }

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
