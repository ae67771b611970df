/// The state of a `TestScheduler`, guarded by its lock: the clock and a binary min-heap of
/// entries ordered by `(deadline, sequence)`.
///
/// A cancelled entry stays in the heap without its closure until it reaches the top or a
/// compaction drops it, so cancelling is O(1) and a debounce that cancels per value does not
/// grow the heap without bound. Closures leave the lock before they are released or run.
struct ScheduledQueue {
    private(set) var now: Duration
    private var nextSequence: UInt64 = 0
    private var heap: [ScheduledEntry] = []
    private var cancelledInHeap = 0
    private var liveOneShots = 0
    /// Counts every action scheduled or cancelled, so that the async stepping can tell when
    /// the tasks it lets run have stopped changing the queue.
    private(set) var changes: UInt64 = 0
    /// How many async steppings (`yieldAndAdvance…`, `yieldAndRun`) are under way.
    var stepping = 0
    /// The clock before the first synchronous advance made from async code since the last
    /// async stepping began, or `nil` (see `TestScheduler._scheduleSleepWakeUp`).
    var clockBeforeSynchronousAdvanceInTask: Duration?

    init(now: Duration) {
        self.now = now
    }

    mutating func insert(_ entry: ScheduledEntry, delay: Duration) {
        entry.deadline = now + delay
        if entry.interval == nil { liveOneShots += 1 }
        changes &+= 1
        push(entry)
    }

    /// Moves the clock back by `duration`; entries keep their deadlines.
    mutating func rewind(by duration: Duration) {
        now -= duration
    }

    /// Cancels `entry`; returns its closure, to be released outside the lock.
    mutating func cancel(_ entry: ScheduledEntry) -> (() -> Void)? {
        guard !entry.disposed else { return nil }
        entry.disposed = true
        changes &+= 1
        guard let action = entry.action else { return nil }
        entry.action = nil
        if entry.isInHeap {
            cancelledInHeap += 1
            if entry.interval == nil { liveOneShots -= 1 }
            compactIfMostlyCancelled()
        }
        return action
    }

    /// Takes the next action due by `time` and moves the clock to its deadline; with none
    /// left, moves the clock to `time` and returns `nil`. A `time` in the past is a no-op.
    mutating func popDue(by time: Duration) -> (() -> Void)? {
        guard time >= now else { return nil }
        dropCancelledTop()
        guard let top = heap.first, top.deadline <= time else {
            now = time
            return nil
        }
        return take()
    }

    /// Takes the next action, whatever its deadline, while a one-shot action remains.
    mutating func popNextWhileOneShotsRemain() -> (() -> Void)? {
        dropCancelledTop()
        guard liveOneShots > 0, !heap.isEmpty else { return nil }
        return take()
    }

    /// Empties the queue; returns the entries so that they are released outside the lock.
    mutating func removeAll() -> [ScheduledEntry] {
        let entries = heap
        heap = []
        for entry in entries { entry.isInHeap = false }
        return entries
    }

    // MARK: - Heap

    /// Pops the (live) top entry, moves the clock to it, and re-queues it if it repeats.
    private mutating func take() -> (() -> Void)? {
        let entry = popTop()
        now = max(now, entry.deadline)
        guard let interval = entry.interval else {
            liveOneShots -= 1
            defer { entry.action = nil }
            return entry.action
        }
        entry.deadline += interval
        push(entry)
        return entry.action
    }

    private mutating func dropCancelledTop() {
        while let top = heap.first, top.action == nil {
            _ = popTop()
            cancelledInHeap -= 1
        }
    }

    private mutating func compactIfMostlyCancelled() {
        guard cancelledInHeap > 64, cancelledInHeap * 2 > heap.count else { return }
        heap.removeAll { entry in
            guard entry.action == nil else { return false }
            entry.isInHeap = false
            return true
        }
        heap.sort { $0.runsBefore($1) }  // a sorted array is a valid heap
        cancelledInHeap = 0
    }

    private mutating func push(_ entry: ScheduledEntry) {
        entry.sequence = nextSequence
        nextSequence += 1
        entry.isInHeap = true
        heap.append(entry)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].runsBefore(heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func popTop() -> ScheduledEntry {
        let top = heap[0]
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1
                let right = left + 1
                var smallest = parent
                if left < heap.count, heap[left].runsBefore(heap[smallest]) { smallest = left }
                if right < heap.count, heap[right].runsBefore(heap[smallest]) { smallest = right }
                guard smallest != parent else { break }
                heap.swapAt(parent, smallest)
                parent = smallest
            }
        }
        top.isInHeap = false
        return top
    }
}
