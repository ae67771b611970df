/// A growable FIFO queue with O(1) append, prepend and removeFirst, for the domain inbox.
@usableFromInline
struct RingBuffer<Element> {
    @inlinable
    init() {}

    @usableFromInline var storage: ContiguousArray<Element?> = []
    @usableFromInline var head = 0
    @usableFromInline var count = 0

    @usableFromInline
    var isEmpty: Bool { count == 0 }

    @usableFromInline
    mutating func append(_ element: Element) {
        if count == storage.count {
            grow()
        }
        storage[(head + count) % storage.count] = element
        count += 1
    }

    /// Puts `element` in front of every queued one.
    @usableFromInline
    mutating func prepend(_ element: Element) {
        if count == storage.count {
            grow()
        }
        head = (head + storage.count - 1) % storage.count
        storage[head] = element
        count += 1
    }

    @usableFromInline
    mutating func removeFirst() -> Element? {
        guard count > 0 else { return nil }
        let element = storage[head]
        storage[head] = nil
        head = (head + 1) % storage.count
        count -= 1
        return element
    }

    private mutating func grow() {
        var grown = ContiguousArray<Element?>(
            repeating: nil, count: Swift.max(4, storage.count * 2))
        for offset in 0..<count {
            grown[offset] = storage[(head + offset) % storage.count]
        }
        storage = grown
        head = 0
    }
}
