import Dispatch

extension Signal {
    /// Forwards values and completion `interval` later, on `scheduler`.
    ///
    /// With an interval of 2 ticks:
    ///
    ///     self:   -a-b-|
    ///     result: ---a-b-|
    ///
    ///     // Hide the "Saved" banner two seconds after it appears.
    ///     let hideBanner = bannerShown.delay(.seconds(2), on: scheduler)
    ///
    /// As in ReactiveSwift, a failure or interruption is not delayed: it is scheduled for the
    /// scheduler's current time (on a `TestScheduler`, the next advance), after the values
    /// already due, and drops the values still waiting.
    ///
    /// - Parameters:
    ///   - interval: How long to delay each value and completion; must not be negative.
    ///   - scheduler: The scheduler that measures the interval and delivers every event.
    /// - Returns: A signal of `self`'s events, shifted `interval` later.
    public func delay(_ interval: Duration, on scheduler: DateScheduler) -> Signal<Value, Error> {
        delayOutput(interval, on: scheduler).signal
    }

    /// `delay`, with the interruption a producer run uses: the same as `self` interrupting.
    @usableFromInline
    func delayOutput(
        _ interval: Duration, on scheduler: DateScheduler
    ) -> ScheduledOutput<Value, Error> {
        precondition(interval >= .zero, "delay: the interval must not be negative")
        let state = DelayState<Value, Error>()
        return scheduledOutput(cleanup: state.cancel) { output in
            /// Sends what is due; returns the delay until the next event, if any waits.
            func sendDue() -> Duration? {
                let now = scheduler.now
                let (due, next) = state.takeDue(by: now)
                for event in due { output.send(event) }
                return next.map { $0 - now }
            }
            func scheduleTimer(after delay: Duration) {
                state.timer.inner = scheduler.schedule(after: delay) {
                    if let next = sendDue() { scheduleTimer(after: next) }
                }
            }
            return { event in
                switch event {
                case .value, .completed:
                    if state.append(event, at: scheduler.now + interval) {
                        scheduleTimer(after: interval)
                    }
                case .failed, .interrupted:
                    state.termination.inner = scheduler.schedule {
                        _ = sendDue()
                        output.send(event)
                    }
                }
            }
        }
    }
}

extension SignalProducer {
    /// Forwards each run's values and completion `interval` later, on `scheduler`.
    ///
    /// With an interval of 2 ticks:
    ///
    ///     self:   -a-b-|
    ///     result: ---a-b-|
    ///
    /// - Parameters:
    ///   - interval: How long to delay each value and completion; must not be negative.
    ///   - scheduler: The scheduler that measures the interval and delivers every event.
    /// - Returns: A producer of each run's events, shifted `interval` later.
    @inlinable
    public func delay(
        _ interval: Duration, on scheduler: DateScheduler
    ) -> SignalProducer<Value, Error> {
        precondition(interval >= .zero, "delay: the interval must not be negative")
        return liftRelayingInterruption { $0.delayOutput(interval, on: scheduler) }
    }
}

extension Signal {
    /// `delay` with a `DispatchTimeInterval`, as in ReactiveSwift; the `Duration` form is
    /// primary and this one converts to it exactly.
    ///
    /// With an interval of 2 ticks:
    ///
    ///     self:   -a-b-|
    ///     result: ---a-b-|
    ///
    /// - Parameters:
    ///   - interval: How long to delay each value and completion; must not be negative.
    ///   - scheduler: The scheduler that measures the interval and delivers every event.
    /// - Returns: A signal of `self`'s events, shifted `interval` later.
    @_disfavoredOverload
    public func delay(
        _ interval: DispatchTimeInterval, on scheduler: DateScheduler
    ) -> Signal<Value, Error> {
        delay(Duration(interval), on: scheduler)
    }

    /// `delay` with a `TimeInterval` in seconds (as in `delay(1, on: scheduler)`), as in ReactiveSwift; the `Duration` form is
    /// primary and this one converts to it exactly.
    ///
    /// With an interval of 2 ticks:
    ///
    ///     self:   -a-b-|
    ///     result: ---a-b-|
    ///
    /// - Parameters:
    ///   - interval: How long to delay each value and completion; must not be negative.
    ///   - scheduler: The scheduler that measures the interval and delivers every event.
    /// - Returns: A signal of `self`'s events, shifted `interval` later.
    @_disfavoredOverload
    public func delay(
        _ interval: Double, on scheduler: DateScheduler
    ) -> Signal<Value, Error> {
        delay(Duration(timeInterval: interval), on: scheduler)
    }
}

extension SignalProducer {
    /// `delay` with a `DispatchTimeInterval`, as in ReactiveSwift; the `Duration` form is
    /// primary and this one converts to it exactly.
    ///
    /// With an interval of 2 ticks:
    ///
    ///     self:   -a-b-|
    ///     result: ---a-b-|
    ///
    /// - Parameters:
    ///   - interval: How long to delay each value and completion; must not be negative.
    ///   - scheduler: The scheduler that measures the interval and delivers every event.
    /// - Returns: A producer of `self`'s events, shifted `interval` later.
    @inlinable
    @_disfavoredOverload
    public func delay(
        _ interval: DispatchTimeInterval, on scheduler: DateScheduler
    ) -> SignalProducer<Value, Error> {
        delay(Duration(interval), on: scheduler)
    }

    /// `delay` with a `TimeInterval` in seconds (as in `delay(1, on: scheduler)`), as in ReactiveSwift; the `Duration` form is
    /// primary and this one converts to it exactly.
    ///
    /// With an interval of 2 ticks:
    ///
    ///     self:   -a-b-|
    ///     result: ---a-b-|
    ///
    /// - Parameters:
    ///   - interval: How long to delay each value and completion; must not be negative.
    ///   - scheduler: The scheduler that measures the interval and delivers every event.
    /// - Returns: A producer of `self`'s events, shifted `interval` later.
    @inlinable
    @_disfavoredOverload
    public func delay(
        _ interval: Double, on scheduler: DateScheduler
    ) -> SignalProducer<Value, Error> {
        delay(Duration(timeInterval: interval), on: scheduler)
    }
}

/// The state of one `delay`: the events waiting, in order, with the time each is due; one
/// timer, for the first of them.
final class DelayState<Value, Error: Swift.Error>: @unchecked Sendable {
    typealias Event = Signal<Value, Error>.Event

    private struct Waiting {
        var events: [(due: Duration, event: Event)] = []
        var head = 0
        var isTimerSet = false
    }

    private let waiting = Locked(Waiting())
    /// The timer of the first waiting event.
    let timer = SerialDisposable()
    /// The scheduled delivery of a failure or interruption.
    let termination = SerialDisposable()

    /// Queues `event`, due at `due`; returns whether the caller must set the timer.
    func append(_ event: Event, at due: Duration) -> Bool {
        waiting.withLock { waiting in
            waiting.events.append((due, event))
            guard !waiting.isTimerSet else { return false }
            waiting.isTimerSet = true
            return true
        }
    }

    /// Takes the events due by `now`, in order, and the time the next one is due; with none
    /// left waiting, the timer counts as unset.
    func takeDue(by now: Duration) -> (due: [Event], next: Duration?) {
        waiting.withLock { waiting in
            var due: [Event] = []
            while waiting.head < waiting.events.count, waiting.events[waiting.head].due <= now {
                due.append(waiting.events[waiting.head].event)
                waiting.head += 1
            }
            if waiting.head == waiting.events.count {
                waiting.events.removeAll(keepingCapacity: true)
                waiting.head = 0
                waiting.isTimerSet = false
                return (due, nil)
            }
            if waiting.head > 32, waiting.head * 2 > waiting.events.count {
                waiting.events.removeFirst(waiting.head)
                waiting.head = 0
            }
            return (due, waiting.events[waiting.head].due)
        }
    }

    /// Cancels the timers and drops the waiting events: the output has ended.
    func cancel() {
        timer.dispose()
        termination.dispose()
        let dropped = waiting.withLock { waiting in
            defer { waiting = Waiting() }
            return waiting.events
        }
        _ = dropped  // released outside the lock
    }
}
