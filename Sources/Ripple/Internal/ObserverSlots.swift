/// The observers of one signal, in attach order: the first inline, the rest in an array, so
/// the common single-observer signal allocates no array buffer.
///
/// Each slot owns its entry through `Unmanaged` (retained once when stored, released by the
/// caller when the slot is cleared), so a delivery walk borrows entries without reference
/// counting. Slot `0` is `first`; slot `i > 0` is `rest[i - 1]`. A cleared slot is `nil` until
/// `compacted(_:)` rebuilds the slots. Guarded by the owning signal's delivery domain.
@usableFromInline
struct ObserverSlots<Entry: AnyObject> {
    @usableFromInline var first: Unmanaged<Entry>?
    @usableFromInline var rest = ContiguousArray<Unmanaged<Entry>?>()
    /// Whether any slot is in use (cleared or not): `first` is handed out only when empty, so
    /// a new observer never jumps ahead of older ones.
    @usableFromInline var isInUse = false

    @inlinable
    init() {}

    /// The number of slots, cleared ones included.
    @inlinable
    var count: Int { isInUse ? rest.count + 1 : 0 }

    @inlinable
    subscript(index: Int) -> Unmanaged<Entry>? {
        get { index == 0 ? first : rest[index - 1] }
        set {
            if index == 0 { first = newValue } else { rest[index - 1] = newValue }
        }
    }

    /// Stores `entry` (retained) in a new last slot and returns its index.
    @inlinable
    mutating func append(_ entry: Entry) -> Int {
        let unmanaged = Unmanaged.passRetained(entry)
        guard isInUse else {
            isInUse = true
            first = unmanaged
            return 0
        }
        rest.append(unmanaged)
        return rest.count
    }

    /// Drops the cleared slots, keeping attach order and each entry's retain; tells `moved`
    /// each entry's new index.
    @inlinable
    mutating func compact(_ moved: (Entry, Int) -> Void) {
        var compacted = ObserverSlots()
        compacted.rest.reserveCapacity(rest.count)
        if let first { compacted.appendRetained(first, moved) }
        for case let entry? in rest { compacted.appendRetained(entry, moved) }
        self = compacted
    }

    @inlinable
    mutating func appendRetained(_ entry: Unmanaged<Entry>, _ moved: (Entry, Int) -> Void) {
        let index: Int
        if isInUse {
            rest.append(entry)
            index = rest.count
        } else {
            isInUse = true
            first = entry
            index = 0
        }
        entry._withUnsafeGuaranteedRef { moved($0, index) }
    }

    /// Every stored entry, in attach order; the slots keep them.
    @inlinable
    var stored: [Unmanaged<Entry>] {
        var all: [Unmanaged<Entry>] = []
        all.reserveCapacity(count)
        if let first { all.append(first) }
        for case let entry? in rest { all.append(entry) }
        return all
    }

    /// Empties every slot without releasing: the caller has taken the entries.
    @inlinable
    mutating func removeAll() {
        first = nil
        rest.removeAll(keepingCapacity: rest.count <= 16)
        isInUse = false
    }
}
