// A virtual-time `DateScheduler` for V1 and V2: actions run only when the benchmark advances
// the clock. Not thread-safe: the benchmarks drive it from one thread.

import Ripple

/// A scheduler whose clock moves only in `advance(by:)`, which runs the actions that fall due,
/// in deadline order (ties in scheduling order). Kept for a few pending actions at a time (a
/// debounce holds one): inserting one before others is O(pending).
final class VirtualScheduler: DateScheduler, @unchecked Sendable {
    /// One scheduled action; disposing it before its deadline cancels it. It is its own
    /// disposable, so scheduling allocates once, for Ripple and the floor alike.
    final class Action: Disposable, @unchecked Sendable {
        let deadline: Duration
        private var action: (() -> Void)?
        private(set) var isDisposed = false

        init(deadline: Duration, action: @escaping () -> Void) {
            self.deadline = deadline
            self.action = action
        }

        func dispose() {
            isDisposed = true
            action = nil
        }

        /// Runs the action unless it was disposed, and releases it.
        func run() {
            let action = self.action
            self.action = nil
            action?()
        }
    }

    /// The virtual time since the scheduler's epoch.
    private(set) var now: Duration = .zero
    private var pending: [Action] = []

    /// Queues `action` to run `delay` from now; the floor calls this directly.
    func enqueue(after delay: Duration, _ action: @escaping () -> Void) -> Action {
        let entry = Action(deadline: now + max(delay, .zero), action: action)
        var index = pending.endIndex
        while index > pending.startIndex, pending[index - 1].deadline > entry.deadline {
            index -= 1
        }
        pending.insert(entry, at: index)
        return entry
    }

    @discardableResult
    func schedule(_ action: @escaping () -> Void) -> Disposable? {
        enqueue(after: .zero, action)
    }

    @discardableResult
    func schedule(after delay: Duration, action: @escaping () -> Void) -> Disposable? {
        enqueue(after: delay, action)
    }

    @discardableResult
    func schedule(
        after delay: Duration, interval: Duration, leeway: Duration,
        action: @escaping () -> Void
    ) -> Disposable? {
        precondition(interval > .zero, "VirtualScheduler: the interval must be positive")
        let repetition = AnyDisposable()
        func tick(after delay: Duration) {
            _ = enqueue(after: delay) {
                guard !repetition.isDisposed else { return }
                action()
                tick(after: interval)
            }
        }
        tick(after: delay)
        return repetition
    }

    /// How many actions are queued, disposed ones included (a disposed action leaves the
    /// queue when its deadline passes).
    var pendingCount: Int { pending.count }

    /// Moves the clock forward by `interval`, running every action that falls due on the way.
    /// The actions due at one deadline leave the queue together, then run in scheduling order:
    /// an action they schedule for that same deadline queues after them and runs next round,
    /// as it would one by one, and a queue of thousands drains in linear time.
    func advance(by interval: Duration) {
        let target = now + interval
        while let deadline = pending.first?.deadline, deadline <= target {
            var due = 1
            while due < pending.count, pending[due].deadline == deadline { due += 1 }
            now = deadline
            if due == 1 {
                pending.removeFirst().run()
            } else {
                let batch = Array(pending[..<due])
                pending.removeFirst(due)
                for action in batch { action.run() }
            }
        }
        now = target
    }
}
