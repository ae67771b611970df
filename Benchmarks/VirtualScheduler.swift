// A virtual-time `DateScheduler` for V1 and V2: actions run only when the benchmark advances
// the clock. Not thread-safe: the benchmarks drive it from one thread.

import Ripple

/// A scheduler whose clock moves only in `advance(by:)`, which runs the actions that fall due,
/// in deadline order (ties in scheduling order). Kept for a few pending actions at a time (a
/// debounce holds one), not for thousands: inserting and running are O(pending).
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

    /// Moves the clock forward by `interval`, running every action that falls due on the way.
    func advance(by interval: Duration) {
        let target = now + interval
        while let next = pending.first, next.deadline <= target {
            pending.removeFirst()
            now = next.deadline
            next.run()
        }
        now = target
    }
}
