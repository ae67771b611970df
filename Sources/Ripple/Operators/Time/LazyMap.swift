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
    /// <!-- context
    /// struct Size { var width = 0.0, height = 0.0 }
    /// struct Layout { var size: Size }
    /// func layout(for size: Size) -> Layout { Layout(size: size) }
    /// let (sizes, resize) = Signal<Size, Never>.pipe()
    /// let layoutScheduler = QueueScheduler(name: "layout")
    /// -->
    /// ```swift fragment
    /// // Render only the latest layout, on the layout queue.
    /// let layouts = sizes.lazyMap(on: layoutScheduler) { layout(for: $0) }
    /// ```
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
        lazyMapOutput(on: scheduler, transform: transform).makeSignal()
    }

    /// `lazyMap(on:transform:)`, with the interruption a producer run uses: the same as
    /// `self` interrupting.
    @usableFromInline
    func lazyMapOutput<U>(
        on scheduler: Scheduler, transform: @escaping (Value) -> U
    ) -> ScheduledOutput<U, Error> {
        LazyMapState<Value, U, Error>(scheduler: scheduler, transform: transform)
            .output(observing: self)
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

/// One `lazyMap`, a `ScheduledOperator`: its state is the value waiting for its turn, and the
/// scheduled work, under the operator's lock. One allocation, with the upstream observation's
/// entry (the state was an object of its own beside a closure-observing output, with a
/// `Locked` buffer and two `SerialDisposable`s).
final class LazyMapState<Value, U, Error: Swift.Error>: ScheduledOperator<Value, U, Error>,
    @unchecked Sendable
{
    let scheduler: Scheduler
    let transform: (Value) -> U
    /// The value waiting for its turn. Guarded by the lock, as are the fields below.
    @exclusivity(unchecked) private var held: Value?
    /// The scheduled delivery of the held value.
    @exclusivity(unchecked) private var delivery: Disposable?
    /// The scheduled delivery of the terminal event.
    @exclusivity(unchecked) private var termination: Disposable?

    init(scheduler: Scheduler, transform: @escaping (Value) -> U) {
        self.scheduler = scheduler
        self.transform = transform
        super.init()
    }

    override var interruptionScheduler: Scheduler { scheduler }

    override func receive(_ event: Signal<Value, Error>.Event) {
        let terminal: Signal<U, Error>.Event
        switch event {
        case .value(let value):
            guard hold(value) else { return }
            let work = scheduler.schedule { [self] in
                if let value = take() { send(.value(transform(value))) }
            }
            replaceScheduled(with: work) { work in
                defer { delivery = work }
                return delivery
            }
            return
        case .failed(let error):
            terminal = .failed(error)
        case .completed:
            terminal = .completed
        case .interrupted:
            dropHeld()
            terminal = .interrupted
        }
        let work = scheduler.schedule { [self] in send(terminal) }
        replaceScheduled(with: work) { work in
            defer { termination = work }
            return termination
        }
    }

    /// Holds `value`, replacing any; returns whether a delivery must be scheduled (none was
    /// waiting).
    private func hold(_ value: Value) -> Bool {
        let (wasEmpty, replaced): (Bool, Value?) = withLock {
            defer { held = value }
            return (held == nil, held)
        }
        _ = replaced  // released outside the lock
        return wasEmpty
    }

    /// Takes the held value.
    private func take() -> Value? {
        withLock {
            defer { held = nil }
            return held
        }
    }

    /// Drops the held value and cancels its delivery.
    private func dropHeld() {
        let (cancelled, dropped) = withLock { () -> (Disposable?, Value?) in
            defer {
                delivery = nil
                held = nil
            }
            return (delivery, held)
        }
        DisposableTree.dispose(cancelled)
        _ = dropped  // released outside the lock
    }

    /// Cancels everything and drops the held value.
    override func cancelScheduled() {
        dropHeld()
        let cancelled = withLock { () -> Disposable? in
            defer { termination = nil }
            return termination
        }
        DisposableTree.dispose(cancelled)
    }
}
