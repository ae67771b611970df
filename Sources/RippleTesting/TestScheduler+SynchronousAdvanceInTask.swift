import Foundation
@_spi(Testing) import Ripple

// ReactiveSwift's async test spelling, `await scheduler.advance(by:)`, compiles in Ripple but
// calls the synchronous `advance(by:)` (see `TestScheduler+Async.swift` for why Ripple names
// the async forms `yieldAndAdvance…`). A test written that way starts a task that sleeps on the
// scheduler, advances the clock at once, then awaits the task. ReactiveSwift's async advance
// yields first, so the task has registered its sleep by then; the synchronous one does not,
// and a task that registers afterwards would count its sleep from the advanced clock and
// never wake: the test hung.
//
// So a synchronous advance made inside a task, with no async stepping under way, marks the
// clock it started from; a nonisolated task that begins sleeping while that mark stands
// counts its sleep from the mark, as if it had registered before the advance (it was started
// before it). Either order of the race then gives the same wake-up time. A task on an actor
// is not affected (the main-actor tasks that `yieldAndAdvance` makes deterministic), and an
// async stepping clears the mark. The first time, a note names Ripple's spelling; a test that
// then fails gets a failure that names it too (`TestScheduler+SynchronousAdvanceFailureNote`).
extension TestScheduler: _SleepWakeUpScheduler {
    /// Schedules the wake-up of a task sleeping on this scheduler: `duration` from now, or,
    /// for a nonisolated task that began sleeping after a synchronous advance from async
    /// code, `duration` from the clock before that advance (at once if that time has passed).
    ///
    /// - Parameters:
    ///   - duration: How long the task sleeps.
    ///   - isolation: The sleeping task's actor; `nil` for a nonisolated task.
    ///   - wakeUp: Wakes the task.
    /// - Returns: A disposable that cancels the wake-up, if it was scheduled.
    public func _scheduleSleepWakeUp(
        after duration: Duration, isolation: (any Actor)?, _ wakeUp: @escaping () -> Void
    ) -> Disposable? {
        let dating: (mark: Duration, now: Duration)? = queue.withLock { queue in
            guard isolation == nil, queue.stepping == 0,
                let mark = queue.clockBeforeSynchronousAdvanceInTask
            else { return nil }
            return (mark, queue.now)
        }
        guard let dating else { return schedule(after: duration, action: wakeUp) }
        Self.printNoteOnce(
            "a task began sleeping on a TestScheduler after advance ran synchronously in async "
                + "code; its sleep counts from before that advance")
        let remaining = dating.mark + duration - dating.now
        guard remaining > .zero else {
            wakeUp()
            return nil
        }
        return schedule(after: remaining, action: wakeUp)
    }

    /// Marks the clock before a synchronous advance made from async code (see above).
    func noteSynchronousAdvanceInTask() {
        SynchronousAdvanceFailureNote.synchronousAdvanceRanInTask()
        queue.withLock { queue in
            guard queue.stepping == 0, queue.clockBeforeSynchronousAdvanceInTask == nil else {
                return
            }
            queue.clockBeforeSynchronousAdvanceInTask = queue.now
        }
        Self.printNoteOnce(
            "TestScheduler.advance ran synchronously in async code, on the calling thread")
    }

    /// An async stepping begins: tasks get to register before the clock moves, so the mark of
    /// an earlier synchronous advance no longer dates their sleeps.
    func beginStepping() {
        queue.withLock { queue in
            queue.stepping += 1
            queue.clockBeforeSynchronousAdvanceInTask = nil
        }
    }

    /// An async stepping ends.
    func endStepping() {
        queue.withLock { $0.stepping -= 1 }
    }

    private static let notePrinted = TestingLocked(false)

    /// Prints, once per process, `what` and Ripple's spelling of ReactiveSwift's async
    /// stepping.
    private static func printNoteOnce(_ what: String) {
        let first = notePrinted.withLock { printed in
            defer { printed = true }
            return !printed
        }
        guard first else { return }
        let note =
            "RippleTesting note: \(what). ReactiveSwift's `await scheduler.advance()`, "
            + "`advance(by:)`, `advance(to:)` and `run()` are `await scheduler.yieldAndAdvance()`, "
            + "`yieldAndAdvance(by:)`, `yieldAndAdvance(to:)` and `yieldAndRun()` in Ripple: on "
            + "the main actor, letting tasks register their sleeps before the clock moves.\n"
        FileHandle.standardError.write(Data(note.utf8))
    }
}
