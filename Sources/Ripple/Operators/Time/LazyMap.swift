extension Signal {
    /// Maps values on `scheduler`, lazily: a value waits for the scheduler, and a newer value
    /// that arrives meanwhile replaces it, so `transform` runs only for the values that are
    /// delivered.
    ///
    /// With each scheduler turn taking 2 ticks:
    ///
    ///     self:   -ab---c-|
    ///     result: ---B----C-|   (B = transform(b): `a` was replaced before its turn)
    ///
    ///     // Render only the latest layout, on the layout queue.
    ///     let layouts = sizes.lazyMap(on: layoutScheduler) { layout(for: $0) }
    ///
    /// Completion and failure are delivered through `scheduler` after the value waiting;
    /// interruption is delivered through `scheduler` too, and drops the value waiting.
    ///
    /// - Parameters:
    ///   - scheduler: The scheduler to transform and deliver values on.
    ///   - transform: The transformation, run on `scheduler` for each delivered value.
    /// - Returns: A signal of the transformed values that reached their turn.
    public func lazyMap<U>(
        on scheduler: Scheduler, transform: @escaping (Value) -> U
    ) -> Signal<U, Error> {
        lazyMapOutput(on: scheduler, transform: transform).signal
    }

    /// `lazyMap(on:transform:)`, with the interruption a producer run uses: the same as
    /// `self` interrupting.
    @usableFromInline
    func lazyMapOutput<U>(
        on scheduler: Scheduler, transform: @escaping (Value) -> U
    ) -> ScheduledOutput<U, Error> {
        let state = LazyMapState<Value>()
        return scheduledOutput(on: scheduler, state: state) {
            (output: ScheduledSink<U, Error>) -> (Event) -> Void in
            { event in
                switch event {
                case .value(let value):
                    guard state.hold(value) else { return }
                    state.delivery.inner = scheduler.schedule {
                        if let value = state.take() { output.send(.value(transform(value))) }
                    }
                case .failed(let error):
                    state.termination.inner = scheduler.schedule { output.send(.failed(error)) }
                case .completed:
                    state.termination.inner = scheduler.schedule { output.send(.completed) }
                case .interrupted:
                    state.dropHeld()
                    state.termination.inner = scheduler.schedule { output.send(.interrupted) }
                }
            }
        }
    }
}

extension SignalProducer {
    /// Maps each run's values on `scheduler`, lazily: a newer value replaces one still
    /// waiting for the scheduler, so `transform` runs only for delivered values.
    ///
    /// With each scheduler turn taking 2 ticks:
    ///
    ///     self:   -ab---c-|
    ///     result: ---B----C-|   (B = transform(b))
    ///
    /// - Parameters:
    ///   - scheduler: The scheduler to transform and deliver values on.
    ///   - transform: The transformation, run on `scheduler` for each delivered value.
    /// - Returns: A producer of the transformed values that reached their turn.
    @inlinable
    public func lazyMap<U>(
        on scheduler: Scheduler, transform: @escaping (Value) -> U
    ) -> SignalProducer<U, Error> {
        liftRelayingInterruption { $0.lazyMapOutput(on: scheduler, transform: transform) }
    }
}

/// The state of one `lazyMap`: the value waiting for its turn, and the scheduled work.
final class LazyMapState<Value>: ScheduledOperatorState, @unchecked Sendable {
    private let held = Locked<Value?>(nil)
    /// The scheduled delivery of the held value.
    let delivery = SerialDisposable()
    /// The scheduled delivery of the terminal event.
    let termination = SerialDisposable()

    /// Holds `value`, replacing any; returns whether a delivery must be scheduled (none was
    /// waiting).
    func hold(_ value: Value) -> Bool {
        held.withLock { held in
            defer { held = value }
            return held == nil
        }
    }

    /// Takes the held value.
    func take() -> Value? {
        held.withLock { held in
            defer { held = nil }
            return held
        }
    }

    /// Drops the held value and cancels its delivery.
    func dropHeld() {
        delivery.dispose()
        _ = take()  // released outside the lock
    }

    /// Cancels everything: the output has ended.
    func cancel() {
        dropHeld()
        termination.dispose()
    }
}
