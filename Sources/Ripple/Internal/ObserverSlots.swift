/// The observers of one signal, in attach order, in one word: a lone observer is stored
/// inline, two or more in an array, so the common single-observer signal allocates no array
/// and its core stays small (a `map` stage is 88 bytes requested, a 96-byte malloc chunk).
///
/// Each slot owns its entry through `Unmanaged` (retained once when stored, released by the
/// caller when the slot is cleared), so a delivery walk borrows entries without reference
/// counting. A cleared slot is `nil` until `compact(_:)` rebuilds the slots. Guarded by the
/// owning signal's delivery domain.
///
/// Slot indices never move except in `compact(_:)`: going from one slot to an array keeps the
/// lone slot at index `0`, and a new observer always takes a new last slot, so it never jumps
/// ahead of older ones.
@usableFromInline
struct ObserverSlots<Entry: AnyObject> {
    /// The slots. Three of its cases and the array share one word through the spare bits of
    /// their references.
    @usableFromInline
    enum Storage {
        /// No slot.
        case empty
        /// One slot, holding `entry`.
        case one(Unmanaged<Entry>)
        /// One slot, cleared.
        case cleared
        /// Two or more slots.
        case many(ContiguousArray<Unmanaged<Entry>?>)
    }

    @usableFromInline var storage = Storage.empty

    @inlinable
    init() {}

    /// The number of slots, cleared ones included.
    @inlinable
    var count: Int {
        switch storage {
        case .empty: 0
        case .one, .cleared: 1
        case .many(let slots): slots.count
        }
    }

    @inlinable
    subscript(index: Int) -> Unmanaged<Entry>? {
        get {
            switch storage {
            case .empty, .cleared: nil
            case .one(let entry): entry
            case .many(let slots): slots[index]
            }
        }
        set {
            switch storage {
            case .empty:
                preconditionFailure("Ripple.ObserverSlots: no slot \(index)")
            case .one, .cleared:
                storage = newValue.map(Storage.one) ?? .cleared
            case .many:
                withSlots { $0[index] = newValue }
            }
        }
    }

    /// The observer of a signal with one slot in use; `nil` with none, or two or more.
    @inlinable
    var lone: Unmanaged<Entry>? {
        if case .one(let entry) = storage { return entry }
        return nil
    }

    /// Whether the slots are an array: two or more.
    @inlinable
    var isMany: Bool {
        if case .many = storage { return true }
        return false
    }

    /// Runs `body` on the array of a `.many` storage, which is unique meanwhile (no copy).
    @inlinable
    mutating func withSlots<Result>(
        _ body: (inout ContiguousArray<Unmanaged<Entry>?>) -> Result
    ) -> Result {
        guard case .many(var slots) = storage else {
            preconditionFailure("Ripple.ObserverSlots: not an array of slots")
        }
        storage = .empty
        defer { storage = .many(slots) }
        return body(&slots)
    }

    /// Stores `entry` (retained) in a new last slot and returns its index.
    @inlinable
    mutating func append(_ entry: Entry) -> Int {
        append(retained: Unmanaged.passRetained(entry))
    }

    /// Stores an entry the caller has retained in a new last slot; returns its index.
    @inlinable
    mutating func append(retained entry: Unmanaged<Entry>) -> Int {
        switch storage {
        case .empty:
            storage = .one(entry)
            return 0
        case .one(let lone):
            storage = .many([lone, entry])
            return 1
        case .cleared:
            storage = .many([nil, entry])
            return 1
        case .many:
            return withSlots { slots in
                slots.append(entry)
                return slots.count - 1
            }
        }
    }

    /// Drops the cleared slots, keeping attach order and each entry's retain; tells `moved`
    /// each entry's new index.
    @inlinable
    mutating func compact(_ moved: (Entry, Int) -> Void) {
        switch storage {
        case .empty, .one: return
        case .cleared: storage = .empty
        case .many:
            let kept = withSlots { slots -> Int in
                var kept = 0
                for index in slots.indices {
                    guard let entry = slots[index] else { continue }
                    slots[kept] = entry
                    entry._withUnsafeGuaranteedRef { moved($0, kept) }
                    kept += 1
                }
                slots.removeLast(slots.count - kept)
                return kept
            }
            if kept == 0 {
                storage = .empty
            } else if kept == 1, let lone = self[0] {
                storage = .one(lone)
            }
        }
    }

    /// Empties every slot without releasing: the caller has taken the entries.
    @inlinable
    mutating func removeAll() {
        storage = .empty
    }
}
