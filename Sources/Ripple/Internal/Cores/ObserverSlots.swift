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
        return slotArray?._withUnsafeGuaranteedRef { $0.count } ?? 1
    }

    @inlinable
    subscript(index: Int) -> Unmanaged<ObserverEntryBase>? {
        get {
            if let slotArray { return slotArray._withUnsafeGuaranteedRef { $0[index] } }
            checkPrecondition(index == 0 || word == nil, "Ripple.ObserverSlots: no slot \(index)")
            return word
        }
        set {
            if let slotArray {
                slotArray._withUnsafeGuaranteedRef { $0[index] = newValue }
            } else {
                checkPrecondition(
                    index == 0 && word != nil, "Ripple.ObserverSlots: no slot \(index)")
                word = newValue
            }
        }
    }

    /// Clears slot `index` (the caller lets go of its entry). A cleared last slot is given
    /// back, with any cleared ones before it, so a signal that keeps an observer while others
    /// come and go reuses its slots instead of growing into the overflow array.
    @inlinable
    mutating func clear(at index: Int) {
        if let slotArray {
            slotArray._withUnsafeGuaranteedRef { $0.clear(at: index) }
        } else {
            self[index] = nil
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
            return slotArray._withUnsafeGuaranteedRef { $0.append(entry) }
        }
        let array = SlotArray(word, entry)
        self.word = Unmanaged.passRetained(array)
        return 1
    }

    /// Drops the cleared slots, keeping attach order and each entry's retain; tells `moved`
    /// each entry's new index.
    @inlinable
    mutating func compact(_ moved: (ObserverEntryBase, Int) -> Void) {
        guard let array else { return }
        let kept = array.compact(moved)
        if kept < 2 { replaceArray(with: kept == 1 ? array[0] : nil) }
    }

    /// Takes the first observer out of the slots (the caller owns its reference from then
    /// on) and clears its slot, so that nothing reads the entry through the slots once the
    /// caller lets go of it. For a terminal walk, which no other change can interleave.
    @inlinable
    mutating func takeFirst() -> Unmanaged<ObserverEntryBase>? {
        if let slotArray {
            return slotArray._withUnsafeGuaranteedRef { array in
                defer { array[0] = nil }
                return array[0]
            }
        }
        defer { word = nil }
        return word
    }

    /// Empties the slots, letting go of the array of several.
    @inlinable
    mutating func removeAll() {
        if isMany { replaceArray(with: nil) } else { word = nil }
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
///
/// The first `inlineCount` slots are stored in the object, the rest in an array allocated past
/// them, so a signal with a few observers pays one allocation for them all.
@usableFromInline
final class SlotArray: ObserverEntryBase, @unchecked Sendable {
    /// How many slots are stored in the object itself: three, so the array is 72 bytes, an
    /// 80-byte chunk (four made it 88, a 96-byte chunk; a signal of Signup's with several
    /// observers has two or three).
    @usableFromInline static let inlineCount = 3

    /// The number of slots, cleared ones included. Kept in the entry base's `entryCount`,
    /// which a core uses for its observers: one word fewer.
    @inlinable
    var count: Int {
        @inline(__always) get { Int(entryCount) }
        @inline(__always) set { entryCount = Int32(truncatingIfNeeded: newValue) }
    }
    /// Slots `0..<inlineCount`; `nil` once cleared, or past `count`.
    @usableFromInline @exclusivity(unchecked) var inline:
        (
            Unmanaged<ObserverEntryBase>?, Unmanaged<ObserverEntryBase>?,
            Unmanaged<ObserverEntryBase>?
        )
    /// Slot `inlineCount + i` is `overflow[i]`.
    @usableFromInline @exclusivity(unchecked) var overflow =
        ContiguousArray<Unmanaged<ObserverEntryBase>?>()

    /// Two slots: a lone observer's (now slot `0`) and the next one's.
    @inlinable
    init(_ first: Unmanaged<ObserverEntryBase>, _ second: Unmanaged<ObserverEntryBase>) {
        inline = (first, second, nil)
        super.init(observing: nil, kind: EntryKind.slots)
        count = 2
    }

    /// Slot `index`, in `0..<count`.
    @inlinable
    subscript(index: Int) -> Unmanaged<ObserverEntryBase>? {
        get {
            switch index {
            case 0: inline.0
            case 1: inline.1
            case 2: inline.2
            default: overflow[index - Self.inlineCount]
            }
        }
        set {
            switch index {
            case 0: inline.0 = newValue
            case 1: inline.1 = newValue
            case 2: inline.2 = newValue
            default: overflow[index - Self.inlineCount] = newValue
            }
        }
    }

    /// Stores `entry` in a new last slot; returns its index.
    @inlinable
    func append(_ entry: Unmanaged<ObserverEntryBase>) -> Int {
        let index = count
        if index < Self.inlineCount {
            self[index] = entry
        } else {
            overflow.append(entry)
        }
        count += 1
        return index
    }

    /// Clears slot `index`; if it was the last, gives it back with the cleared slots before it.
    @inlinable
    func clear(at index: Int) {
        self[index] = nil
        guard index == count - 1 else { return }
        var last = index
        while last > 0, self[last - 1] == nil { last -= 1 }
        overflow.removeLast(overflow.count - max(0, last - Self.inlineCount))
        count = last
    }

    /// Moves the stored entries to the front, in order, and drops the rest; tells `moved` each
    /// entry's new index. Returns how many slots are left.
    @inlinable
    func compact(_ moved: (ObserverEntryBase, Int) -> Void) -> Int {
        var kept = 0
        for index in 0..<count {
            guard let entry = self[index] else { continue }
            self[kept] = entry
            entry._withUnsafeGuaranteedRef { moved($0, kept) }
            kept += 1
        }
        var index = kept
        while index < min(count, Self.inlineCount) {
            self[index] = nil
            index += 1
        }
        overflow.removeLast(overflow.count - max(0, kept - Self.inlineCount))
        count = kept
        return kept
    }
}
