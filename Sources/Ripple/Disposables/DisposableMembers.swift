/// The members of a `CompositeDisposable`, in the order they were added: the first two in the
/// value itself, the rest in an array allocated only from the third member on.
///
/// Most composites hold two members (the two inputs of a `combineLatest`, `merge` or
/// `sample`, a flatten's outer observation and its state), so they allocate nothing for them.
/// A removed member leaves a hole (`nil`) until the holes outnumber the members; the slots are
/// then compacted, which only ever moves members towards the front.
struct DisposableMembers: RandomAccessCollection {
    private var first: Disposable?
    private var second: Disposable?
    /// Slots 2 and up.
    private var rest = ContiguousArray<Disposable?>()
    /// The slots in use, holes included.
    private(set) var endIndex = 0
    /// The members that are not holes.
    private(set) var live = 0

    /// How many slots live in the value itself.
    private static let inlineCount = 2

    init() {}

    /// Holds `disposables`, in their order.
    init<S: Sequence>(_ disposables: S) where S.Element == Disposable {
        for disposable in disposables { append(disposable) }
    }

    var startIndex: Int { 0 }

    subscript(position: Int) -> Disposable? {
        get {
            switch position {
            case 0: first
            case 1: second
            default: rest[position - Self.inlineCount]
            }
        }
        set {
            switch position {
            case 0: first = newValue
            case 1: second = newValue
            default: rest[position - Self.inlineCount] = newValue
            }
        }
    }

    /// Adds `member` after the others; returns its slot.
    @discardableResult
    mutating func append(_ member: Disposable) -> Int {
        compactIfSparse()
        let slot = endIndex
        if slot < Self.inlineCount {
            self[slot] = member
        } else {
            rest.append(member)
        }
        endIndex += 1
        live += 1
        return slot
    }

    /// Clears the slot of `member`, added at `slot`, searching back from there (compaction
    /// only moves members towards the front). Does nothing if it is no longer here.
    mutating func remove(_ member: Disposable, addedAt slot: Int) {
        var position = Swift.min(slot, endIndex - 1)
        while position >= 0, self[position] !== member {
            position -= 1
        }
        guard position >= 0 else { return }
        self[position] = nil
        live -= 1
    }

    /// Hands over every member and leaves this empty.
    mutating func takeAll() -> DisposableMembers {
        var taken = DisposableMembers()
        swap(&self, &taken)
        return taken
    }

    /// Drops the holes once they outnumber the members, keeping adds O(1) amortized.
    private mutating func compactIfSparse() {
        guard endIndex >= 16, live * 2 < endIndex else { return }
        self = DisposableMembers(compactMap { $0 })
    }
}
