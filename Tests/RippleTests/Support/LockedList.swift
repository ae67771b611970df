import Foundation

/// Elements appended from any thread and read from another, under a lock.
final class LockedList<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Element] = []

    func append(_ element: Element) {
        lock.lock()
        stored.append(element)
        lock.unlock()
    }

    /// The elements appended so far, in order.
    var elements: [Element] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
