import Foundation
@_spi(Testing) import Ripple

// The async stepping of a `TestScheduler`: the same clock moves, but on the main actor, and
// before each action (and before returning) the scheduler *settles*: it lets the tasks that are
// waiting to run get to their next suspension point, so that a task that sleeps on the
// scheduler or iterates its `timer` has registered its work (and consumed what it was sent) by
// the time the next action runs or the test looks.
//
// Settling is deterministic for a task on the main actor that waits on Ripple: `sleep` and
// `timer` register their wake-ups on the caller's actor before they suspend, and every task that
// Ripple resumes (a `sleep` woken, a loop over `asyncValues` or `timer` handed a value) counts
// in `PendingResumptions` until it is back on its actor, so settling waits for it rather than
// for a number of yields. Work that has left the main actor (a nonisolated async service) gets
// turns on the global executor, but is not awaited: the article "Testing async view models"
// says what a test should do with it.
//
// ReactiveSwift names these `advance()`, `advance(by:)`, `advance(to:)` and `run()`, overloading
// the synchronous forms. Ripple does not: in an `async` function Swift always prefers an async
// overload, even `@_disfavoredOverload` and without `await`, so every synchronous
// `scheduler.advance(by:)` written in an async test would stop compiling. The `yieldAnd…` names
// keep those call sites unchanged.
extension TestScheduler {
    /// Runs every action due now, on the main actor, settling the tasks that wait to run before
    /// each action and before returning: each task on the main actor runs to its next
    /// suspension point first (<doc:TestingAsyncViewModels> says what is guaranteed).
    ///
    /// <!-- context
    /// let scheduler = TestScheduler()
    /// -->
    /// ```swift fragment
    /// let task = Task { try await scheduler.sleep(for: .zero) }
    /// await scheduler.yieldAndAdvance()  // the sleeping task wakes
    /// ```
    ///
    /// ReactiveSwift's `await scheduler.advance()`; the clock does not move (ReactiveSwift's
    /// moves it by a nanosecond).
    @MainActor
    public func yieldAndAdvance() async {
        await yieldAndAdvance(to: now)
    }

    /// Moves the clock forward by `duration` on the main actor, running every action that
    /// falls due on the way, each at its own deadline, and settling the tasks that wait to run
    /// before each action and before returning: ReactiveSwift's `await scheduler.advance(by:)`.
    /// A task on the main actor that was started before the call has reached its next
    /// suspension point (a `sleep` on this scheduler registers before it suspends) when an
    /// action runs.
    ///
    /// <!-- context
    /// let scheduler = TestScheduler()
    /// -->
    /// ```swift fragment
    /// let task = Task { @MainActor in try await scheduler.sleep(for: .seconds(5)) }
    /// await scheduler.yieldAndAdvance(by: .seconds(5))  // the task wakes
    /// ```
    ///
    /// - Parameter duration: How far to move; must not be negative.
    @MainActor
    public func yieldAndAdvance(by duration: Duration) async {
        checkPrecondition(
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
    /// at its own deadline, settling the tasks that wait to run before each one and before
    /// returning. A time before `now` is a no-op.
    ///
    /// - Parameter time: The time to move to.
    @MainActor
    public func yieldAndAdvance(to time: Duration) async {
        beginStepping()
        defer { endStepping() }
        while true {
            await settle()
            guard let action = queue.withLock({ $0.popDue(by: time) }) else { return }
            action()
        }
    }

    /// Runs actions on the main actor, moving the clock to each one's deadline, until no
    /// one-shot action is left, settling the tasks that wait to run before each action and
    /// before returning: ReactiveSwift's `await scheduler.run()`. As the synchronous `run()`, it does not wait for repeating timers and leaves
    /// the clock at the last action's deadline (ReactiveSwift's leaves it in the distant future).
    @MainActor
    public func yieldAndRun() async {
        beginStepping()
        defer { endStepping() }
        var count = 0
        while true {
            await settle()
            guard let action = queue.withLock({ $0.popNextWhileOneShotsRemain() }) else { return }
            // Before the next action, as `run()`: exactly `runLimit` actions finish.
            checkPrecondition(
                count < Self.runLimit,
                "TestScheduler.yieldAndRun(): \(Self.runLimit) actions ran and one-shot work remains; "
                    + "the work never ends (an action reschedules itself?). Use yieldAndAdvance(by:)."
            )
            action()
            count += 1
        }
    }

    /// Lets every task that is waiting to run on the main actor run until it suspends, and
    /// gives work on other executors turns, until `quietRounds` rounds in a row have scheduled
    /// or cancelled nothing on this scheduler and no task that Ripple resumed (a `sleep` woken,
    /// a loop over `asyncValues` or `timer` handed a value) is still on its way back to its
    /// actor: `PendingResumptions`. At most `settleRoundLimit` rounds, so that a task that
    /// schedules forever cannot hang the test.
    ///
    /// <!-- context
    /// let scheduler = TestScheduler()
    /// -->
    /// ```swift fragment
    /// await scheduler.yieldAndAdvance()  // settles, runs what is due now, settles again
    /// ```
    @MainActor
    func settle() async {
        var seen = queue.withLock { $0.changes }
        var quiet = 0
        var rounds = 0
        while quiet < Self.quietRounds, rounds < Self.settleRoundLimit {
            await Self.yieldRound()
            rounds += 1
            let changes = queue.withLock { $0.changes }
            let isQuiet = changes == seen && PendingResumptions.current == 0
            quiet = isQuiet ? quiet + 1 : 0
            seen = changes
        }
    }

    /// How many rounds in a row must leave the queue unchanged for the scheduler to be settled.
    static let quietRounds = 3

    /// The most rounds one settling takes.
    static let settleRoundLimit = 1_000

    /// One round: a yield on the main actor, which runs after every main-actor job enqueued
    /// before it, then a round trip through the global executor at the caller's priority
    /// (during which the main actor is free too).
    @MainActor
    private static func yieldRound() async {
        await Task.yield()
        await Task.detached { await Task.yield() }.value
    }
}
