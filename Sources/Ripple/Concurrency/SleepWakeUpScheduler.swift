/// A scheduler that places the wake-up of a task sleeping on it itself, rather than with
/// `schedule(after:action:)`: `RippleTesting`'s `TestScheduler`, which dates the sleep of a
/// nonisolated task that raced a synchronous advance of its clock from async code from before
/// that advance. Not for use outside Ripple's modules.
public protocol _SleepWakeUpScheduler: DateScheduler {
    /// Schedules the wake-up of a task that sleeps for `duration` from now. May run `wakeUp`
    /// at once.
    ///
    /// - Parameters:
    ///   - duration: How long the task sleeps; not negative.
    ///   - isolation: The sleeping task's actor; `nil` for a nonisolated task.
    ///   - wakeUp: Wakes the task.
    /// - Returns: A disposable that cancels the wake-up, if it was scheduled.
    func _scheduleSleepWakeUp(
        after duration: Duration, isolation: (any Actor)?, _ wakeUp: @escaping () -> Void
    ) -> Disposable?
}
