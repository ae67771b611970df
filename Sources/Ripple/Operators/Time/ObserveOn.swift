extension Signal {
    /// Delivers `self`'s events through `scheduler`, in order: observers of the result run
    /// where the scheduler runs its actions (on the main thread, on a queue, on a
    /// `TestScheduler`'s next advance).
    ///
    ///     self:   -a-b-|
    ///     result: -a-b-|   (each event one scheduler turn later)
    ///
    ///     // Update the label on the main thread.
    ///     viewModel.outputs.title
    ///         .observe(on: UIScheduler())
    ///         .observeValues { label.text = $0 }
    ///
    /// Events that arrive while a delivery is already scheduled join it: the scheduler runs
    /// one action per batch, not one per event. Events still waiting when the result is
    /// disposed are dropped with the scheduled action.
    ///
    /// - Parameter scheduler: The scheduler to deliver events on.
    /// - Returns: A signal of `self`'s events, delivered on `scheduler`.
    public func observe(on scheduler: Scheduler) -> Signal<Value, Error> {
        observeOnOutput(scheduler).signal
    }

    /// `observe(on:)`, with the interruption a producer run uses: as in ReactiveSwift, it
    /// drops the events still waiting and delivers `interrupted` through `scheduler`.
    @usableFromInline
    func observeOnOutput(_ scheduler: Scheduler) -> ScheduledOutput<Value, Error> {
        let state = ObserveOnState<Value, Error>()
        return scheduledOutput(on: scheduler, state: state) { output in
            { event in
                guard state.append(event) else { return }
                state.delivery.inner = scheduler.schedule {
                    while let event = state.next() {
                        output.send(event)
                    }
                }
            }
        }
    }
}

extension SignalProducer {
    /// Delivers each run's events through `scheduler`, in order.
    ///
    ///     self:   -a-b-|
    ///     result: -a-b-|   (each event one scheduler turn later)
    ///
    /// The start handler still runs where `start` is called; see `start(on:)` to move it.
    ///
    /// - Parameter scheduler: The scheduler to deliver events on.
    /// - Returns: A producer of each run's events, delivered on `scheduler`.
    @inlinable
    public func observe(on scheduler: Scheduler) -> SignalProducer<Value, Error> {
        liftRelayingInterruption { $0.observeOnOutput(scheduler) }
    }
}

/// The state of one `observe(on:)`: the events waiting for the scheduled delivery.
final class ObserveOnState<Value, Error: Swift.Error>: ScheduledOperatorState, @unchecked Sendable {
    typealias Event = Signal<Value, Error>.Event

    private struct Waiting {
        var events: [Event] = []
        var head = 0
        var isDeliveryScheduled = false
    }

    private let waiting = Locked(Waiting())
    /// The scheduled delivery.
    let delivery = SerialDisposable()

    /// Queues `event`; returns whether the caller must schedule a delivery.
    func append(_ event: Event) -> Bool {
        waiting.withLock { waiting in
            waiting.events.append(event)
            guard !waiting.isDeliveryScheduled else { return false }
            waiting.isDeliveryScheduled = true
            return true
        }
    }

    /// Takes the next waiting event; with none left, ends the delivery and returns `nil`.
    func next() -> Event? {
        waiting.withLock { waiting in
            guard waiting.head < waiting.events.count else {
                waiting.events.removeAll(keepingCapacity: waiting.events.count <= 64)
                waiting.head = 0
                waiting.isDeliveryScheduled = false
                return nil
            }
            defer { waiting.head += 1 }
            return waiting.events[waiting.head]
        }
    }

    /// Cancels the delivery and drops the waiting events: the output has ended.
    func cancel() {
        delivery.dispose()
        let dropped = waiting.withLock { waiting in
            defer { waiting = Waiting() }
            return waiting.events
        }
        _ = dropped  // released outside the lock
    }
}
