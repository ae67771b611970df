import Foundation

// The async stepping of a `TestScheduler`: the same clock moves, but on the main actor, and the
// scheduler lets other tasks run before each action and before it returns, so that a task that
// sleeps on the scheduler or iterates its `timer` has registered its work (and consumed what it
// was sent) by the time the test looks.
//
// ReactiveSwift names these `advance()`, `advance(by:)`, `advance(to:)` and `run()`, overloading
// the synchronous forms. Ripple does not: in an `async` function Swift always prefers an async
// overload, even `@_disfavoredOverload` and without `await`, so every synchronous
// `scheduler.advance(by:)` written in an async test would stop compiling. The `yieldAnd…` names
// keep those call sites unchanged.
extension TestScheduler {
    /// Runs every action due now, on the main actor, letting other tasks run between actions.
    ///
    ///     let task = Task { try await scheduler.sleep(for: .zero) }
    ///     await scheduler.yieldAndAdvance()  // the sleeping task wakes
    ///
    /// ReactiveSwift's `await scheduler.advance()`; the clock does not move (ReactiveSwift's
    /// moves it by a nanosecond).
    @MainActor
    public func yieldAndAdvance() async {
        await yieldAndAdvance(to: now)
    }

    /// Moves the clock forward by `duration` on the main actor, running every action that
    /// falls due on the way, each at its own deadline, and letting other tasks run before each
    /// action and before returning: ReactiveSwift's `await scheduler.advance(by:)`.
    ///
    ///     let task = Task { @MainActor in try await scheduler.sleep(for: .seconds(5)) }
    ///     await scheduler.yieldAndAdvance(by: .seconds(5))  // the task wakes
    ///
    /// - Parameter duration: How far to move; must not be negative.
    @MainActor
    public func yieldAndAdvance(by duration: Duration) async {
        precondition(
            duration >= .zero,
            "TestScheduler.yieldAndAdvance(by:): the duration must not be negative, got \(duration)"
        )
        await yieldAndAdvance(to: now + duration)
    }

    /// The `DispatchTimeInterval` form of `yieldAndAdvance(by:)`, ReactiveSwift's
    /// `await scheduler.advance(by: .seconds(1))`.
    ///
    /// - Parameter interval: How far to move; must not be negative.
    @MainActor @_disfavoredOverload
    public func yieldAndAdvance(by interval: DispatchTimeInterval) async {
        await yieldAndAdvance(by: Duration(interval))
    }

    /// The `TimeInterval` form of `yieldAndAdvance(by:)`, ReactiveSwift's
    /// `await scheduler.advance(by: 1)`.
    ///
    /// - Parameter interval: How many seconds to move; must not be negative.
    @MainActor @_disfavoredOverload
    public func yieldAndAdvance(by interval: TimeInterval) async {
        await yieldAndAdvance(by: Duration(timeInterval: interval))
    }

    /// Moves the clock to `date` on the main actor, running every action due by then. A date
    /// before `currentDate` is a no-op.
    ///
    /// - Parameter date: The date to move to.
    @MainActor
    public func yieldAndAdvance(to date: Date) async {
        let seconds = date.timeIntervalSince(currentDate)
        guard seconds >= 0 else { return }
        await yieldAndAdvance(by: Duration(timeInterval: seconds))
    }

    /// Moves the clock to `time` on the main actor, running every action due by then, each
    /// at its own deadline, letting other tasks run before each one and before returning. A
    /// time before `now` is a no-op.
    ///
    /// - Parameter time: The time to move to.
    @MainActor
    public func yieldAndAdvance(to time: Duration) async {
        while true {
            await Self.letOtherTasksRun()
            guard let action = queue.withLock({ $0.popDue(by: time) }) else { return }
            action()
        }
    }

    /// Runs actions on the main actor, moving the clock to each one's deadline, until no
    /// one-shot action is left, letting other tasks run before each action and before
    /// returning: ReactiveSwift's `await scheduler.run()`. As the synchronous `run()`, it does not wait for repeating timers and leaves
    /// the clock at the last action's deadline (ReactiveSwift's leaves it in the distant future).
    @MainActor
    public func yieldAndRun() async {
        var count = 0
        while true {
            await Self.letOtherTasksRun()
            guard let action = queue.withLock({ $0.popNextWhileOneShotsRemain() }) else { return }
            // Before the next action, as `run()`: exactly `runLimit` actions finish.
            precondition(
                count < Self.runLimit,
                "TestScheduler.yieldAndRun(): \(Self.runLimit) actions ran and one-shot work remains; "
                    + "the work never ends (an action reschedules itself?). Use yieldAndAdvance(by:)."
            )
            action()
            count += 1
        }
    }

    /// Gives other tasks several chances to run: each round waits for a detached task that
    /// itself yields, so work enqueued on other executors gets a turn.
    private static func letOtherTasksRun() async {
        for _ in 0..<10 {
            await Task.detached(priority: .background) { await Task.yield() }.value
        }
    }
}
