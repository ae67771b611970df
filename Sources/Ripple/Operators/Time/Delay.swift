import Dispatch

extension Signal {
    /// Forwards values and completion `interval` later, on `scheduler`.
    ///
    /// With an interval of 2 ticks:
    ///
    ///     self:   -a-b-|
    ///     result: ---a-b-|
    ///
    /// <!-- context
    /// let (bannerShown, show) = Signal<Void, Never>.pipe()
    /// let scheduler = TestScheduler()
    /// -->
    /// ```swift fragment
    /// // Hide the "Saved" banner two seconds after it appears.
    /// let hideBanner = bannerShown.delay(.seconds(2), on: scheduler)
    /// ```
    ///
    /// As in ReactiveSwift, each value and the completion is scheduled on its own, so events
    /// of two delayed streams due at the same time run in the order they were scheduled; when
    /// its time comes, completion takes one more turn of the scheduler (it is delivered after
    /// the work already scheduled for that time). A failure or interruption is not delayed:
    /// it is scheduled for the scheduler's current time (on a `TestScheduler`, the next
    /// advance), after the values already due, and drops the values still waiting.
    ///
    /// Six forms share this comment. The `SignalProducer` form delays each run, and a disposed
    /// run's `interrupted` comes through `scheduler` too. The `DispatchTimeInterval` and
    /// `Double` (a `TimeInterval` in seconds, as in `delay(1, on: scheduler)`) forms are
    /// ReactiveSwift's and convert to this one exactly; a `Double` that is NaN counts as zero
    /// (events arrive on the scheduler's next turn, at the same time), and an infinite one
    /// saturates at about 272 years (`Duration(timeInterval:)`), so `-infinity` stops as a
    /// negative interval.
    ///
    /// - Parameters:
    ///   - interval: How long to delay each value and completion; must not be negative.
    ///   - scheduler: The scheduler that measures the interval and delivers every event.
    /// - Returns: A signal of `self`'s events, shifted `interval` later.
    public func delay(_ interval: Duration, on scheduler: DateScheduler) -> Signal<Value, Error> {
        delayOutput(interval, on: scheduler).makeSignal()
    }

    /// The same as `delay(_:on:)`, for a `DispatchTimeInterval`.
    @_disfavoredOverload
    public func delay(
        _ interval: DispatchTimeInterval, on scheduler: DateScheduler
    ) -> Signal<Value, Error> {
        delay(Duration(interval), on: scheduler)
    }

    /// The same as `delay(_:on:)`, for a `TimeInterval` in seconds.
    @_disfavoredOverload
    public func delay(
        _ interval: Double, on scheduler: DateScheduler
    ) -> Signal<Value, Error> {
        delay(Duration(timeInterval: interval), on: scheduler)
    }

    /// `delay`, with the interruption a producer run uses: the same as `self` interrupting.
    @usableFromInline
    func delayOutput(
        _ interval: Duration, on scheduler: DateScheduler
    ) -> ScheduledOutput<Value, Error> {
        checkPrecondition(interval >= .zero, "delay: the interval must not be negative")
        return DelayState(interval: interval, scheduler: scheduler).output(observing: self)
    }
}

extension SignalProducer {
    /// The same as `Signal.delay(_:on:)`, for each run.
    @inlinable
    public func delay(
        _ interval: Duration, on scheduler: DateScheduler
    ) -> SignalProducer<Value, Error> {
        checkPrecondition(interval >= .zero, "delay: the interval must not be negative")
        return liftRelayingInterruption { $0.delayOutput(interval, on: scheduler) }
    }

    /// The same as `delay(_:on:)`, for a `DispatchTimeInterval`.
    @inlinable
    @_disfavoredOverload
    public func delay(
        _ interval: DispatchTimeInterval, on scheduler: DateScheduler
    ) -> SignalProducer<Value, Error> {
        delay(Duration(interval), on: scheduler)
    }

    /// The same as `delay(_:on:)`, for a `TimeInterval` in seconds.
    @inlinable
    @_disfavoredOverload
    public func delay(
        _ interval: Double, on scheduler: DateScheduler
    ) -> SignalProducer<Value, Error> {
        delay(Duration(timeInterval: interval), on: scheduler)
    }
}

/// One `delay`, a `ScheduledOperator`: its state is the events waiting, oldest first, each
/// with the scheduled action that delivers it, and the scheduled delivery of a terminal event,
/// under the operator's lock. One allocation, with the array and the upstream observation's
/// entry (the state was an object of its own beside a closure-observing output, its lock a
/// buffer of its own before that, the terminal event's delivery a `SerialDisposable`).
///
/// As in ReactiveSwift, every value and the completion is scheduled on its own, so the events
/// of two delayed streams due at the same time interleave in the order they were scheduled;
/// each action delivers the oldest waiting event, and completion then takes one more turn of
/// the scheduler. Each action is a closure that captures only this object: no context of its
/// own.
final class DelayState<Value, Error: Swift.Error>: ScheduledOperator<Value, Value, Error>,
    @unchecked Sendable
{
    typealias Event = Signal<Value, Error>.Event

    private struct Entry {
        var event: Event
        var timer: Disposable?
    }

    let scheduler: DateScheduler
    let interval: Duration
    /// The events, with those delivered before `head`. Guarded by the lock, as are the fields
    /// below.
    @exclusivity(unchecked) private var queue: [Entry] = []
    /// The index in `queue` of the oldest event not yet delivered.
    @exclusivity(unchecked) private var head = 0
    /// How many entries were removed from the front of `queue`: an entry's number is
    /// `base` plus its index.
    @exclusivity(unchecked) private var base = 0
    /// The scheduled delivery of a terminal event.
    @exclusivity(unchecked) private var termination: Disposable?

    init(interval: Duration, scheduler: DateScheduler) {
        self.scheduler = scheduler
        self.interval = interval
        super.init()
    }

    override var interruptionScheduler: Scheduler { scheduler }

    override func receive(_ event: Event) {
        switch event {
        case .value, .completed:
            guard let number = append(event) else { return }
            setTimer(scheduler.schedule(after: interval) { [self] in deliverNext() }, at: number)
        case .failed, .interrupted:
            setTermination(scheduler.schedule { [self] in send(event) })
        }
    }

    /// Delivers the oldest waiting event; completion takes one more turn of the scheduler.
    private func deliverNext() {
        switch takeNext() {
        case .completed?:
            setTermination(scheduler.schedule { [self] in send(.completed) })
        case let event?:
            send(event)
        case nil:
            break
        }
    }

    /// Queues `event`; returns its number, for `setTimer`, or `nil` once the operator has
    /// ended.
    private func append(_ event: Event) -> Int? {
        withLock {
            guard !isEnded else { return nil }
            queue.append(Entry(event: event))
            return base + queue.count - 1
        }
    }

    /// Keeps `timer`, the action that delivers entry `number`, for `cancelScheduled`; disposes
    /// it instead if the operator has ended. An entry already delivered drops it.
    private func setTimer(_ timer: Disposable?, at number: Int) {
        let unused: Disposable? = withLock {
            guard !isEnded else { return timer }
            let index = number - base
            if index >= head { queue[index].timer = timer }
            return nil
        }
        unused?.dispose()
    }

    /// Makes `work` the scheduled terminal event (see `replaceScheduled(with:_:)`).
    private func setTermination(_ work: Disposable?) {
        replaceScheduled(with: work) { work in
            defer { termination = work }
            return termination
        }
    }

    /// Takes the oldest waiting event.
    private func takeNext() -> Event? {
        withLock {
            guard head < queue.count else { return nil }
            let event = queue[head].event
            head += 1
            if head == queue.count {
                base += queue.count
                queue.removeAll(keepingCapacity: true)
                head = 0
            } else if head > 32, head * 2 > queue.count {
                base += head
                queue.removeFirst(head)
                head = 0
            }
            return event
        }
    }

    /// Cancels the scheduled actions and drops the waiting events.
    override func cancelScheduled() {
        let (termination, dropped) = withLock { () -> (Disposable?, ArraySlice<Entry>) in
            defer {
                self.termination = nil
                queue = []
            }
            return (self.termination, queue[head...])
        }
        DisposableTree.dispose(termination)
        for entry in dropped { entry.timer?.dispose() }  // outside the lock
    }
}
