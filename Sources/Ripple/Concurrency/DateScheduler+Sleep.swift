import Dispatch
import Foundation

extension DateScheduler {
    /// Suspends the calling task until `duration` has passed on this scheduler's clock, as
    /// ReactiveSwift's `sleep(for:leeway:)` does: on a `TestScheduler`, until a test advances
    /// the clock that far; on a `QueueScheduler`, for real time. The scheduler is not blocked.
    ///
    /// <!-- context
    /// let scheduler = TestScheduler()
    /// -->
    /// ```swift fragment
    /// try await scheduler.sleep(for: .seconds(1))
    /// ```
    ///
    /// Cancelling the task cancels the scheduled wake-up and throws at once.
    ///
    /// - Parameters:
    ///   - duration: How long to sleep; must not be negative.
    ///   - leeway: Accepted for ReactiveSwift's signature; must not be negative. A one-shot
    ///     wake-up is scheduled without leeway.
    ///   - isolation: The caller's actor, passed by default: the wake-up is scheduled on it,
    ///     before the call suspends, with no hop to another executor, so a task that has
    ///     started sleeping on a `TestScheduler` is already waiting when a test advances the
    ///     clock.
    /// - Throws: `CancellationError` if the task is cancelled before or while it sleeps.
    public func sleep(
        for duration: Duration, leeway: Duration = .zero,
        isolation: isolated (any Actor)? = #isolation
    ) async throws {
        checkPrecondition(
            duration >= .zero, "DateScheduler.sleep(for:): the duration must not be negative")
        checkPrecondition(
            leeway >= .zero, "DateScheduler.sleep(for:): the leeway must not be negative")
        try Task.checkCancellation()
        let wakeUp = SleepWakeUp()
        let outcome: Result<Void, any Error> = await withTaskCancellationHandler {
            // Capturing `isolation` keeps this closure on the caller's actor.
            _ = isolation
            do {
                try await withCheckedThrowingContinuation(isolation: isolation) { continuation in
                    guard wakeUp.install(continuation) else { return }
                    if let scheduler = self as? any _SleepWakeUpScheduler {
                        wakeUp.attach(
                            scheduler._scheduleSleepWakeUp(after: duration, isolation: isolation) {
                                wakeUp.finish(nil)
                            })
                    } else {
                        wakeUp.attach(schedule(after: duration) { wakeUp.finish(nil) })
                    }
                }
                return .success(())
            } catch {
                return .failure(error)
            }
        } onCancel: {
            wakeUp.finish(CancellationError())
        }
        PendingResumptions.resumed()  // back on the caller's actor: its code runs on from here
        try outcome.get()
    }

    /// ReactiveSwift's `DispatchTimeInterval` form of `sleep(for:leeway:)`.
    ///
    /// - Parameters:
    ///   - interval: How long to sleep; must not be negative. `.never` sleeps until cancelled.
    ///   - leeway: Must not be negative.
    ///   - isolation: The caller's actor, passed by default (see `sleep(for:leeway:isolation:)`).
    /// - Throws: `CancellationError` if the task is cancelled before or while it sleeps.
    @_disfavoredOverload
    public func sleep(
        for interval: DispatchTimeInterval, leeway: DispatchTimeInterval = .seconds(0),
        isolation: isolated (any Actor)? = #isolation
    ) async throws {
        try await sleep(for: Duration(interval), leeway: Duration(leeway), isolation: isolation)
    }

    /// Suspends the calling task until this scheduler's `currentDate` reaches `deadline`, as
    /// ReactiveSwift's `sleep(until:leeway:)` does. A deadline already reached returns at
    /// once (ReactiveSwift stops with a precondition failure instead).
    ///
    /// - Parameters:
    ///   - deadline: The date to wake up at.
    ///   - leeway: Must not be negative.
    ///   - isolation: The caller's actor, passed by default (see `sleep(for:leeway:isolation:)`).
    /// - Throws: `CancellationError` if the task is cancelled before or while it sleeps.
    public func sleep(
        until deadline: Date, leeway: DispatchTimeInterval = .seconds(0),
        isolation: isolated (any Actor)? = #isolation
    ) async throws {
        let seconds = deadline.timeIntervalSince(currentDate)
        guard seconds > 0 else {
            try Task.checkCancellation()
            return
        }
        try await sleep(
            for: Duration(timeInterval: seconds), leeway: Duration(leeway), isolation: isolation)
    }

    /// A sequence of this scheduler's `currentDate`, one every `interval`, starting one
    /// `interval` after the loop first asks for a date, as ReactiveSwift's
    /// `timer(interval:leeway:)` does. It never ends by itself: cancelling the consuming task
    /// (or dropping the iterator) stops the timer.
    ///
    /// <!-- context
    /// let scheduler = TestScheduler()
    /// -->
    /// ```swift fragment
    /// for await date in scheduler.timer(interval: .seconds(1)) { print(date) }
    /// ```
    ///
    /// ReactiveSwift returns an `AsyncStream<Date>`; Ripple returns the sequence its
    /// `asyncValues` returns, which resumes a loop on the loop's own actor. An `AsyncStream`
    /// resumes it through the global executor, so a test on a `TestScheduler` could not know
    /// that the loop's body had run for a date. A `for await` loop compiles unchanged.
    ///
    /// - Parameters:
    ///   - interval: The time between dates; must be positive.
    ///   - leeway: How late each date may be, for timer coalescing; must not be negative.
    /// - Returns: The sequence of dates.
    public func timer(interval: Duration, leeway: Duration = .zero) -> AsyncValueSequence<
        Date, Never
    > {
        checkPrecondition(
            interval > .zero, "DateScheduler.timer(interval:): the interval must be positive")
        checkPrecondition(
            leeway >= .zero, "DateScheduler.timer(interval:): the leeway must not be negative")
        return SignalProducer<Date, Never>.timer(interval: interval, on: self, leeway: leeway)
            .asyncValues
    }

    /// ReactiveSwift's `DispatchTimeInterval` form of `timer(interval:leeway:)`.
    ///
    /// - Parameters:
    ///   - interval: The time between dates; must be positive.
    ///   - leeway: Must not be negative.
    /// - Returns: The sequence of dates.
    @_disfavoredOverload
    public func timer(
        interval: DispatchTimeInterval, leeway: DispatchTimeInterval = .seconds(0)
    ) -> AsyncValueSequence<Date, Never> {
        timer(interval: Duration(interval), leeway: Duration(leeway))
    }
}

/// The one-time wake-up of a `sleep`: resumed exactly once, by the scheduled action or by
/// cancellation, whichever comes first; the other then does nothing.
private final class SleepWakeUp: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Void, Error>?
        var disposable: Disposable?
        var outcome: Error??
    }

    private let state = Locked(State())

    /// Stores the continuation; if the sleep already ended (cancelled first), resumes it and
    /// returns `false`.
    func install(_ continuation: CheckedContinuation<Void, Error>) -> Bool {
        let outcome: Error?? = state.withLock { state in
            if state.outcome == nil { state.continuation = continuation }
            return state.outcome
        }
        guard let outcome else { return true }
        resume(continuation, with: outcome)
        return false
    }

    /// Keeps the scheduled wake-up so that cancellation can cancel it.
    func attach(_ disposable: Disposable?) {
        let ended = state.withLock { state -> Bool in
            if state.outcome == nil { state.disposable = disposable }
            return state.outcome != nil
        }
        if ended { disposable?.dispose() }
    }

    /// Ends the sleep: `nil` wakes normally, an error throws it.
    func finish(_ error: Error?) {
        let (continuation, disposable) = state.withLock {
            state -> (CheckedContinuation<Void, Error>?, Disposable?) in
            guard state.outcome == nil else { return (nil, nil) }
            state.outcome = .some(error)
            defer {
                state.continuation = nil
                state.disposable = nil
            }
            return (state.continuation, state.disposable)
        }
        disposable?.dispose()
        if let continuation { resume(continuation, with: error) }
    }

    private func resume(_ continuation: CheckedContinuation<Void, Error>, with error: Error?) {
        PendingResumptions.resuming()
        if let error {
            continuation.resume(throwing: error)
        } else {
            continuation.resume()
        }
    }
}
