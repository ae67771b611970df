/// The hand-off between a signal's observer and one `for await` loop: values wait in a buffer
/// (per the buffering policy) until the loop asks, and a loop that asks first waits for the
/// next event.
///
/// Everything is behind one lock; continuations are resumed and the observation is disposed
/// only after the lock is released.
final class AsyncValueChannel<Value, Failure: Error>: @unchecked Sendable {
    /// What the loop gets back: a value, the end (`nil`), or the failure.
    typealias Outcome = Result<Value?, Failure>

    /// An outcome on its way to the awaiting task. Ripple hands values from the sending
    /// thread to the observer without requiring `Sendable`, and the loop is that observer:
    /// the channel gives each outcome to exactly one waiter and keeps no reference to it.
    typealias Handed = UncheckedSendable<Outcome>

    private struct State {
        var buffer = RingBuffer<Value>()
        /// Set once the signal terminates; delivered after the buffered values.
        var terminal: Outcome?
        /// The loop waiting for the next event, if it is waiting.
        var waiter: UnsafeContinuation<Handed, Never>?
        /// The observation or run to dispose when the loop is cancelled or goes away.
        var disposable: Disposable?
        var isCancelled = false

        mutating func takeDisposable() -> Disposable? {
            defer { disposable = nil }
            return disposable
        }
    }

    private let state = Locked(State())
    private let policy: AsyncValuesBufferingPolicy

    init(policy: AsyncValuesBufferingPolicy) {
        if case .bufferingOldest(let limit) = policy {
            checkPrecondition(limit >= 0, "asyncValues: a buffer limit must not be negative")
        }
        if case .bufferingNewest(let limit) = policy {
            checkPrecondition(limit >= 0, "asyncValues: a buffer limit must not be negative")
        }
        self.policy = policy
    }

    /// Keeps `disposable` to dispose on cancellation; disposes it at once if the loop has
    /// already been cancelled or the signal has already terminated.
    func hold(_ disposable: Disposable?) {
        guard let disposable else { return }
        let disposeNow = state.withLock { state -> Bool in
            if state.isCancelled || state.terminal != nil { return true }
            state.disposable = disposable
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    /// Takes an event from the signal.
    func receive(_ event: Signal<Value, Failure>.Event) {
        let outcome: Outcome
        switch event {
        case .value(let value): outcome = .success(value)
        case .failed(let error): outcome = .failure(error)
        case .completed, .interrupted: outcome = .success(nil)
        }
        let isValue = !event.isTerminating
        let (waiter, disposable) = state.withLock {
            state -> (UnsafeContinuation<Handed, Never>?, Disposable?) in
            guard !state.isCancelled, state.terminal == nil else { return (nil, nil) }
            if let waiter = state.waiter {
                state.waiter = nil
                if !isValue { state.terminal = .success(nil) }
                return (waiter, isValue ? nil : state.takeDisposable())
            }
            if case .value(let value) = event {
                buffer(value, in: &state)
                return (nil, nil)
            }
            state.terminal = outcome
            return (nil, state.takeDisposable())
        }
        disposable?.dispose()
        if let waiter {
            PendingResumptions.resuming()
            waiter.resume(returning: Handed(outcome))
        }
    }

    private func buffer(_ value: Value, in state: inout State) {
        switch policy {
        case .unbounded:
            state.buffer.append(value)
        case .bufferingOldest(let limit):
            if state.buffer.count < limit { state.buffer.append(value) }
        case .bufferingNewest(let limit):
            guard limit > 0 else { return }
            if state.buffer.count == limit { _ = state.buffer.removeFirst() }
            state.buffer.append(value)
        }
    }

    /// The next value, the end, or the failure; waits if nothing is buffered. Task
    /// cancellation ends the wait at once with `nil` and disposes the observation. Every call
    /// resumes its continuation once, counted in `PendingResumptions`: the caller calls
    /// `PendingResumptions.resumed()` once it has the outcome, on its own actor.
    ///
    /// It runs on the caller's actor and resumes there, with no hop through the global
    /// executor: a loop on the main actor has run its body for a value before any other
    /// main-actor job enqueued after the value was sent.
    func next(isolation: isolated (any Actor)? = #isolation) async -> Handed {
        await withTaskCancellationHandler {
            // Capturing `isolation` keeps this closure on the caller's actor.
            _ = isolation
            return await withUnsafeContinuation(isolation: isolation) {
                (continuation: UnsafeContinuation<Handed, Never>) in
                let ready = state.withLock { state -> Outcome? in
                    if state.isCancelled { return .success(nil) }
                    if let value = state.buffer.removeFirst() { return .success(value) }
                    if let terminal = state.terminal {
                        state.terminal = .success(nil)
                        return terminal
                    }
                    state.waiter = continuation
                    return nil
                }
                if let ready {
                    PendingResumptions.resuming()
                    continuation.resume(returning: Handed(ready))
                }
            }
        } onCancel: {
            cancel()
        }
    }

    /// Ends the loop: disposes the observation (interrupting a producer's run), drops the
    /// buffer and lets a waiting loop finish with `nil`.
    func cancel() {
        let (waiter, disposable) = state.withLock {
            state -> (UnsafeContinuation<Handed, Never>?, Disposable?) in
            guard !state.isCancelled else { return (nil, nil) }
            state.isCancelled = true
            state.buffer = RingBuffer()
            defer { state.waiter = nil }
            return (state.waiter, state.takeDisposable())
        }
        disposable?.dispose()
        if let waiter {
            PendingResumptions.resuming()
            waiter.resume(returning: Handed(.success(nil)))
        }
    }
}
