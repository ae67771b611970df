/// The observers of one signal, in attach order, in one word: a lone observer's entry itself,
/// or, from the second observer on, a `SlotArray` (an entry of kind `EntryKind.slots`) holding
/// them all. So the common single-observer signal allocates no array, its core stays small (a
/// `map` stage is 88 bytes requested, a 96-byte malloc chunk), and a delivery tells the two
/// cases apart by the `kind` it reads anyway.
///
/// The word is a plain object address, never tagged, so that leak checkers (LeakSanitizer,
/// valgrind) that scan memory for pointers find the entries and the array through it. (An
/// enum of a lone entry and an array was as small, but kept its case in the address's spare
/// bits, and valgrind reported every live signal's observer array as lost.)
///
/// Each slot owns its entry through `Unmanaged` (retained once when stored, released by the
/// caller when the slot is cleared), so a delivery walk borrows entries without reference
/// counting; the word owns its `SlotArray` the same way. A cleared slot is `nil` until
/// `compact(_:)` rebuilds the slots; a lone slot cleared leaves no slot. Guarded by the owning
/// signal's delivery domain.
///
/// Slot indices never move except in `compact(_:)`: going from one slot to an array keeps the
/// lone slot at index `0`, and a new observer always takes a new last slot, so it never jumps
/// ahead of older ones.
@usableFromInline
struct ObserverSlots {
    /// The lone entry, or the `SlotArray`, retained; `nil` with no slot.
    @usableFromInline var word: Unmanaged<ObserverEntryBase>?

    @inlinable
    init() {}

    /// The array of a signal with two or more slots, not retained: the word keeps it.
    @inlinable
    var slotArray: Unmanaged<SlotArray>? {
        guard let word, word._withUnsafeGuaranteedRef({ $0.kind == EntryKind.slots }) else {
            return nil
        }
        return Unmanaged.fromOpaque(word.toOpaque())
    }

    /// The array of a signal with two or more slots, retained by the caller.
    @inlinable
    var array: SlotArray? { slotArray?.takeUnretainedValue() }

    /// Whether the slots are an array: two or more.
    @inlinable
    var isMany: Bool { slotArray != nil }

    /// The number of slots, cleared ones included.
    @inlinable
    var count: Int {
        guard word != nil else { return 0 }
        return slotArray?._withUnsafeGuaranteedRef { $0.slots.count } ?? 1
    }

    @inlinable
    subscript(index: Int) -> Unmanaged<ObserverEntryBase>? {
        get {
            if let slotArray { return slotArray._withUnsafeGuaranteedRef { $0.slots[index] } }
            precondition(index == 0 || word == nil, "Ripple.ObserverSlots: no slot \(index)")
            return word
        }
        set {
            if let slotArray {
                slotArray._withUnsafeGuaranteedRef { $0.slots[index] = newValue }
            } else {
                precondition(index == 0 && word != nil, "Ripple.ObserverSlots: no slot \(index)")
                word = newValue
            }
        }
    }

    /// Stores `entry` (retained) in a new last slot and returns its index.
    @inlinable
    mutating func append(_ entry: ObserverEntryBase) -> Int {
        let entry = Unmanaged.passRetained(entry)
        guard let word else {
            self.word = entry
            return 0
        }
        if let slotArray {
            return slotArray._withUnsafeGuaranteedRef { array in
                array.slots.append(entry)
                return array.slots.count - 1
            }
        }
        let array = SlotArray([word, entry])
        self.word = Unmanaged.passRetained(array)
        return 1
    }

    /// Drops the cleared slots, keeping attach order and each entry's retain; tells `moved`
    /// each entry's new index.
    @inlinable
    mutating func compact(_ moved: (ObserverEntryBase, Int) -> Void) {
        guard let array else { return }
        var kept = 0
        for index in array.slots.indices {
            guard let entry = array.slots[index] else { continue }
            array.slots[kept] = entry
            entry._withUnsafeGuaranteedRef { moved($0, kept) }
            kept += 1
        }
        array.slots.removeLast(array.slots.count - kept)
        if kept < 2 { replaceArray(with: array.slots.first ?? nil) }
    }

    /// Empties every slot without releasing an entry: the caller has taken the entries.
    @inlinable
    mutating func removeAll() {
        if isMany { replaceArray(with: nil) }
        word = nil
    }

    /// Lets go of the array for `word`.
    @inlinable
    mutating func replaceArray(with word: Unmanaged<ObserverEntryBase>?) {
        let array = self.word
        self.word = word
        array?.release()
    }
}

/// The slots of a signal with two or more observers (see `ObserverSlots`): an entry only so
/// that a delivery reads its `kind` where it reads a lone observer's; it observes nothing.
@usableFromInline
final class SlotArray: ObserverEntryBase, @unchecked Sendable {
    /// Slot `i` is the `i`-th observer attached since the last compaction; `nil` once cleared.
    @usableFromInline @exclusivity(unchecked) var slots:
        ContiguousArray<Unmanaged<ObserverEntryBase>?>

    @inlinable
    init(_ slots: ContiguousArray<Unmanaged<ObserverEntryBase>?>) {
        self.slots = slots
        super.init(observing: nil, kind: EntryKind.slots)
    }
}
