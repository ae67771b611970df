/// The state of one `debounce`: the value waiting for its quiet period, and the scheduled work
/// (the quiet-period timer of the latest value, the delivery of the terminal event), all under
/// one lock, kept in the object itself: one allocation (the lock was a buffer of its own, 144
/// bytes, before; each piece of scheduled work a `SerialDisposable` of its own before that).
final class DebounceState<Value>: @unchecked Sendable {
    private struct Held {
        var value: Value?
        var heldAt: Duration = .zero
        var generation: UInt64 = 0
        /// The quiet-period timer; `isTimerEnded` once it is cancelled for good.
        var timer: Disposable?
        var isTimerEnded = false
        /// The scheduled terminal event; `isTerminationEnded` once it is cancelled for good.
        var termination: Disposable?
        var isTerminationEnded = false
    }

    /// The held state and its lock: the first stored property, at an address that never moves
    /// (see `InlineLocked`). Read and written only through `withHeld`, after `init` stored it.
    private var storage: InlineLocked<Held>

    init() {
        storage = InlineLocked(Held())
        InlineLocked.initializeLock(locked)
    }

    deinit {
        InlineLocked.destroyLock(locked)
    }

    @inline(__always)
    private var locked: UnsafeMutablePointer<InlineLocked<Held>> {
        InlineLocked.pointer(in: self)
    }

    /// Runs `body` on the held state with its lock held.
    @inline(__always)
    private func withHeld<Result>(_ body: (inout Held) -> Result) -> Result {
        InlineLocked.withLock(locked, body)
    }

    /// Holds `value`, replacing any earlier one; returns the generation its timer must match.
    func hold(_ value: Value, at now: Duration) -> UInt64 {
        withHeld { held in
            held.value = value
            held.heldAt = now
            held.generation &+= 1
            return held.generation
        }
    }

    /// Makes `timer` the quiet-period timer and cancels the one before; cancels `timer` itself
    /// if the timer was cancelled for good (as setting a disposed `SerialDisposable`'s inner).
    func setTimer(_ timer: Disposable?) {
        let cancelled = withHeld { held -> Disposable? in
            if held.isTimerEnded { return timer }
            defer { held.timer = timer }
            return held.timer
        }
        DisposableTree.dispose(cancelled)
    }

    /// Makes `termination` the scheduled terminal event, as `setTimer(_:)` does for the timer.
    func setTermination(_ termination: Disposable?) {
        let cancelled = withHeld { held -> Disposable? in
            if held.isTerminationEnded { return termination }
            defer { held.termination = termination }
            return held.termination
        }
        DisposableTree.dispose(cancelled)
    }

    /// Takes the held value if it is still the one of `generation`.
    func take(generation: UInt64) -> Value? {
        withHeld { held in
            guard held.generation == generation else { return nil }
            defer { held.value = nil }
            return held.value
        }
    }

    /// Takes the held value, if any, with the time it was held.
    func takeWithTime() -> (Value, Duration)? {
        withHeld { held in
            defer { held.value = nil }
            return held.value.map { ($0, held.heldAt) }
        }
    }

    /// Cancels the quiet-period timer for good; the held value stays.
    func endTimer() {
        let cancelled = withHeld { held -> Disposable? in
            guard !held.isTimerEnded else { return nil }
            held.isTimerEnded = true
            defer { held.timer = nil }
            return held.timer
        }
        DisposableTree.dispose(cancelled)
    }

    /// Cancels the quiet-period timer for good and drops the held value.
    func cancelTimer() {
        endTimer()
        let dropped = withHeld { held in
            defer { held.value = nil }
            return held.value
        }
        _ = dropped  // released outside the lock
    }

    /// Cancels everything: the output has ended.
    func cancel() {
        cancelTimer()
        let cancelled = withHeld { held -> Disposable? in
            guard !held.isTerminationEnded else { return nil }
            held.isTerminationEnded = true
            defer { held.termination = nil }
            return held.termination
        }
        DisposableTree.dispose(cancelled)
    }
}
