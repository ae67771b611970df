extension Signal {
    /// Delivers `self`'s events through `scheduler`, in order: observers of the result run
    /// where the scheduler runs its actions (on the main thread, on a queue, on a
    /// `TestScheduler`'s next advance).
    ///
    ///     self:   -a-b-|
    ///     result: -a-b-|   (each event one scheduler turn later)
    ///
    /// <!-- context
    /// final class Label { var text = "" }
    /// let label = Label()
    /// struct TitleOutputs { let title: Signal<String, Never> }
    /// struct TitleViewModel { let outputs: TitleOutputs }
    /// let viewModel = TitleViewModel(outputs: TitleOutputs(title: .never))
    /// -->
    /// ```swift fragment
    /// // Update the label on the main thread.
    /// viewModel.outputs.title
    ///     .observe(on: UIScheduler())
    ///     .observeValues { label.text = $0 }
    /// ```
    ///
    /// Events that arrive while a delivery is already scheduled join it: the scheduler runs
    /// one action per batch, not one per event (ReactiveSwift schedules one per event), so
    /// they are delivered before any other work scheduled after the first of them for the
    /// same time. Events still waiting when the result is disposed are dropped with the
    /// scheduled action.
    ///
    /// - Parameter scheduler: The scheduler to deliver events on.
    /// - Returns: A signal of `self`'s events, delivered on `scheduler`.
    public func observe(on scheduler: Scheduler) -> Signal<Value, Error> {
        observeOnOutput(scheduler).makeSignal()
    }

    /// `observe(on:)`, with the interruption a producer run uses: as in ReactiveSwift, it
    /// drops the events still waiting and delivers `interrupted` through `scheduler`.
    @usableFromInline
    func observeOnOutput(_ scheduler: Scheduler) -> ScheduledOutput<Value, Error> {
        ObserveOnState(scheduler: scheduler).output(observing: self)
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

/// One `observe(on:)`, a `ScheduledOperator`: its state is the events waiting for the
/// scheduled delivery, and the delivery, under the operator's lock. One allocation, with the
/// array and the upstream observation's entry (the state was an object of its own beside a
/// closure-observing output, its lock a buffer of its own before that, the delivery a
/// `SerialDisposable`).
final class ObserveOnState<Value, Error: Swift.Error>: ScheduledOperator<Value, Value, Error>,
    @unchecked Sendable
{
    typealias Event = Signal<Value, Error>.Event

    let scheduler: Scheduler
    /// The waiting events, from `head` on. Guarded by the lock, as are the fields below.
    @exclusivity(unchecked) private var events: [Event] = []
    @exclusivity(unchecked) private var head = 0
    @exclusivity(unchecked) private var isDeliveryScheduled = false
    /// The scheduled delivery.
    @exclusivity(unchecked) private var delivery: Disposable?

    init(scheduler: Scheduler) {
        self.scheduler = scheduler
        super.init()
    }

    override var interruptionScheduler: Scheduler { scheduler }

    override func receive(_ event: Event) {
        guard append(event) else { return }
        let work = scheduler.schedule { [self] in
            while let event = next() { send(event) }
        }
        replaceScheduled(with: work) { work in
            defer { delivery = work }
            return delivery
        }
    }

    /// Queues `event`; returns whether the caller must schedule a delivery.
    private func append(_ event: Event) -> Bool {
        withLock {
            events.append(event)
            guard !isDeliveryScheduled else { return false }
            isDeliveryScheduled = true
            return true
        }
    }

    /// Takes the next waiting event; with none left, ends the delivery and returns `nil`.
    private func next() -> Event? {
        withLock {
            guard head < events.count else {
                events.removeAll(keepingCapacity: events.count <= 64)
                head = 0
                isDeliveryScheduled = false
                return nil
            }
            defer { head += 1 }
            return events[head]
        }
    }

    /// Cancels the delivery and drops the waiting events.
    override func cancelScheduled() {
        let (cancelled, dropped) = withLock { () -> (Disposable?, [Event]) in
            defer {
                delivery = nil
                events = []
                head = 0
                isDeliveryScheduled = false
            }
            return (delivery, events)
        }
        DisposableTree.dispose(cancelled)
        _ = dropped  // released outside the lock
    }
}
