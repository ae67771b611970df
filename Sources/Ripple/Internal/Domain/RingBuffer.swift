/// A growable FIFO queue with O(1) append, prepend and removeFirst, for the domain inbox.
@usableFromInline
struct RingBuffer<Element> {
    @inlinable
    init() {}

    @usableFromInline var storage: ContiguousArray<Element?> = []
    // 32 bits each, so the whole header is two words: the delivery domain keeps this header
    // and three more words in one 88-byte allocation (a malloc size class on Linux).
    @usableFromInline var head: Int32 = 0
    @usableFromInline var storedCount: Int32 = 0

    /// How many elements are queued.
    @usableFromInline
    var count: Int { Int(storedCount) }

    @usableFromInline
    var isEmpty: Bool { count == 0 }

    @usableFromInline
    mutating func append(_ element: Element) {
        if count == storage.count {
            grow()
        }
        storage[(Int(head) + count) % storage.count] = element
        storedCount += 1
    }

    /// Puts `element` in front of every queued one.
    @usableFromInline
    mutating func prepend(_ element: Element) {
        if count == storage.count {
            grow()
        }
        head = Int32((Int(head) + storage.count - 1) % storage.count)
        storage[Int(head)] = element
        storedCount += 1
    }

    @usableFromInline
    mutating func removeFirst() -> Element? {
        guard count > 0 else { return nil }
        let element = storage[Int(head)]
        storage[Int(head)] = nil
        head = Int32((Int(head) + 1) % storage.count)
        storedCount -= 1
        return element
    }

    private mutating func grow() {
        let grownCount = Swift.max(4, storage.count * 2)
        checkPrecondition(
            grownCount <= Int32.max, "Ripple.RingBuffer: more than 2^31 elements queued")
        var grown = ContiguousArray<Element?>(repeating: nil, count: grownCount)
        for offset in 0..<count {
            grown[offset] = storage[(Int(head) + offset) % storage.count]
        }
        storage = grown
        head = 0
    }
}
