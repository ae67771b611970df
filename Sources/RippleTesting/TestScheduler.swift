import Foundation

/// A `DateScheduler` with virtual time, for testing time-based code without waiting.
///
/// Nothing runs until the test moves the clock: `advance()` runs what is due now,
/// `advance(by:)` and `advance(to:)` move the clock and run what falls due on the way, and
/// `run()` runs until no one-shot work is left. Every action runs on the thread that advances,
/// with `now` set to the action's own deadline.
///
/// ```swift fragment
/// let scheduler = TestScheduler()
/// let (query, queryInput) = Signal<String, Never>.pipe()
/// var results: [String] = []
/// query.debounce(.milliseconds(300), on: scheduler).observeValues { results.append($0) }
///
/// queryInput.send(value: "rip")
/// queryInput.send(value: "ripple")
/// scheduler.advance(by: .milliseconds(299))  // results == []
/// scheduler.advance(by: .milliseconds(1))    // results == ["ripple"]
/// ```
///
/// Rules:
/// - Work scheduled for now (`schedule(_:)`, or a delay of zero) runs on the next advance,
///   never synchronously inside `schedule`.
/// - Actions run in order of deadline; equal deadlines run in the order they were scheduled,
///   so every run of a test sees the same order.
/// - An action may schedule more work; what falls due before the advance's target runs in
///   the same advance.
/// - A negative delay counts as zero. Advancing never moves the clock back: advancing to a
///   time in the past does nothing at all, and advancing by a negative duration stops with a
///   precondition message (`rewind(by:)` is the one way back).
/// - Disposing a scheduled action cancels it and releases its closure.
/// - Scheduling and disposing are safe from any thread. Actions run outside the scheduler's
///   lock. Drive `advance` and `run` from one thread at a time.
public final class TestScheduler: DateScheduler, @unchecked Sendable {
    /// How many actions `run()` runs before it decides the work never ends: work of exactly
    /// this many actions finishes; one more stops the test with a precondition failure.
    public static let runLimit = 100_000

    let queue: TestingLocked<ScheduledQueue>
    /// The date when `now` reads `.zero`.
    private let epochDate: Date

    /// Creates a scheduler whose clock reads `startingAt`. Its `currentDate` is then
    /// `startingAt` after ReactiveSwift's default start date, the reference date
    /// (1 January 2001, 00:00 UTC).
    ///
    /// - Parameter startingAt: The initial time since the scheduler's epoch; `.zero` by default.
    public init(startingAt: Duration = .zero) {
        queue = TestingLocked(ScheduledQueue(now: startingAt))
        epochDate = Date(timeIntervalSinceReferenceDate: 0)
    }

    /// Creates a scheduler whose `currentDate` reads `startDate` (ReactiveSwift's
    /// initializer); its `now` starts at `.zero`.
    ///
    /// - Parameter startDate: The initial date.
    public init(startDate: Date) {
        queue = TestingLocked(ScheduledQueue(now: .zero))
        epochDate = startDate
    }

    deinit {
        // Pending entries point back at the queue: break those cycles.
        let pending = queue.withLock { $0.removeAll() }
        _ = pending
    }

    /// The virtual time: the deadline of the action running now, else where the last advance
    /// stopped.
    public var now: Duration {
        queue.withLock { $0.now }
    }

    /// The virtual date: the start date plus the time `now` has moved since the start.
    public var currentDate: Date {
        let now = self.now
        let (seconds, attoseconds) = now.components
        return epochDate.addingTimeInterval(Double(seconds) + Double(attoseconds) * 1e-18)
    }

    /// Schedules `action` to run on the next advance.
    ///
    /// - Parameter action: The work to run.
    /// - Returns: A disposable that cancels the action and releases it.
    @discardableResult
    public func schedule(_ action: @escaping () -> Void) -> Disposable? {
        schedule(after: .zero, action: action)
    }

    /// Schedules `action` to run once the clock reaches `now + delay`.
    ///
    /// - Parameters:
    ///   - delay: How long to wait; zero or negative means on the next advance.
    ///   - action: The work to run.
    /// - Returns: A disposable that cancels the action and releases it.
    @discardableResult
    public func schedule(after delay: Duration, action: @escaping () -> Void) -> Disposable? {
        enqueue(delay: delay, interval: nil, action: action)
    }

    /// Schedules `action` to run at `now + delay`, then every `interval`, until disposed.
    ///
    /// A repeating timer never lets the queue run empty: `run()` does not wait for it, it only
    /// fires it as time passes. Use `advance(by:)` to see it tick.
    ///
    /// - Parameters:
    ///   - delay: How long to wait before the first run; negative counts as zero.
    ///   - interval: The time between runs; must be positive.
    ///   - leeway: Ignored: virtual time is exact.
    ///   - action: The work to run.
    /// - Returns: A disposable that stops the repetition and releases the action.
    @discardableResult
    public func schedule(
        after delay: Duration, interval: Duration, leeway: Duration,
        action: @escaping () -> Void
    ) -> Disposable? {
        checkPrecondition(interval > .zero, "TestScheduler: a repeating interval must be positive")
        return enqueue(delay: delay, interval: interval, action: action)
    }

    /// Runs every action due now, including work those actions schedule for now.
    public func advance() {
        advance(by: .zero)
    }

    /// Moves the clock forward by `duration`, running every action that falls due on the way.
    ///
    /// - Parameter duration: How far to move; must not be negative (time in a test only moves
    ///   forward, as ReactiveSwift's `TestScheduler` asserts).
    public func advance(by duration: Duration) {
        checkPrecondition(
            duration >= .zero,
            "TestScheduler.advance(by:): the duration must not be negative, got \(duration)")
        advance(to: now + duration)
    }

    /// Moves the clock forward by `interval` (ReactiveSwift's form), running every action that
    /// falls due on the way.
    ///
    /// - Parameter interval: How far to move; must not be negative.
    @_disfavoredOverload
    public func advance(by interval: DispatchTimeInterval) {
        advance(by: Duration(interval))
    }

    /// Moves the clock forward by `interval` seconds (ReactiveSwift's `TimeInterval` form, as
    /// in `advance(by: 1)`), running every action that falls due on the way.
    ///
    /// - Parameter interval: How many seconds to move; must not be negative. NaN counts as zero
    ///   (only what is due now runs); an infinite interval saturates at about 272 years.
    @_disfavoredOverload
    public func advance(by interval: TimeInterval) {
        advance(by: Duration(timeInterval: interval))
    }

    /// Moves the clock to `date` (ReactiveSwift's form), running every action due by then.
    ///
    /// - Parameter date: The date to move to. A date before `currentDate` is a no-op.
    public func advance(to date: Date) {
        let seconds = date.timeIntervalSince(currentDate)
        guard seconds >= 0 else { return }
        advance(by: Duration(timeInterval: seconds))
    }

    /// Moves the clock back by `duration` without running anything, as ReactiveSwift's
    /// `rewind(by:)` does: work already scheduled keeps its deadline, so it runs once the
    /// clock reaches that deadline again.
    ///
    /// - Parameter duration: How far back to move; must not be negative.
    public func rewind(by duration: Duration) {
        checkPrecondition(
            duration >= .zero,
            "TestScheduler.rewind(by:): the duration must not be negative, got \(duration)")
        queue.withLock { $0.rewind(by: duration) }
    }

    /// Moves the clock back by `interval` (ReactiveSwift's form) without running anything.
    ///
    /// - Parameter interval: How far back to move; must not be negative.
    @_disfavoredOverload
    public func rewind(by interval: DispatchTimeInterval) {
        rewind(by: Duration(interval))
    }

    /// Moves the clock back by `interval` seconds (`TimeInterval`) without running anything.
    ///
    /// - Parameter interval: How many seconds back to move; must not be negative.
    @_disfavoredOverload
    public func rewind(by interval: TimeInterval) {
        rewind(by: Duration(timeInterval: interval))
    }

    /// Moves the clock to `time`, running every action due by then, in order. The clock
    /// reads each action's deadline while it runs, and `time` afterwards.
    ///
    /// - Parameter time: The time to move to. A time before `now` is a no-op: nothing runs
    ///   and the clock stays where it is.
    public func advance(to time: Duration) {
        if withUnsafeCurrentTask(body: { $0 != nil }) { noteSynchronousAdvanceInTask() }
        while let action = queue.withLock({ $0.popDue(by: time) }) {
            action()
        }
    }

    /// Runs actions in order, moving the clock to each one's deadline, until no one-shot
    /// action is left.
    ///
    /// Unlike ReactiveSwift's `run()`, which advances to the distant future, this never hangs
    /// on a repeating timer: such a timer fires as time passes but is not waited for, and the
    /// clock stops at the deadline of the last action run. Work that keeps scheduling more
    /// one-shot work forever stops the test with a precondition failure after `runLimit`
    /// actions.
    public func run() {
        if withUnsafeCurrentTask(body: { $0 != nil }) { noteSynchronousAdvanceInTask() }
        var count = 0
        while let action = queue.withLock({ $0.popNextWhileOneShotsRemain() }) {
            // Checked before running the next action, so work of exactly `runLimit` actions
            // finishes and the message is only given when work does remain.
            checkPrecondition(
                count < Self.runLimit,
                "TestScheduler.run(): \(Self.runLimit) actions ran and one-shot work remains; "
                    + "the work never ends (an action reschedules itself?). Use advance(by:).")
            action()
            count += 1
        }
    }

    private func enqueue(
        delay: Duration, interval: Duration?, action: @escaping () -> Void
    ) -> Disposable {
        let entry = ScheduledEntry(queue: queue, interval: interval, action: action)
        queue.withLock { $0.insert(entry, delay: max(delay, .zero)) }
        return entry
    }
}

/// One scheduled action; its fields are guarded by the queue's lock. It is also the
/// disposable that cancels it.
final class ScheduledEntry: Disposable, @unchecked Sendable {
    let queue: TestingLocked<ScheduledQueue>
    let interval: Duration?
    var action: (() -> Void)?
    var deadline: Duration = .zero
    var sequence: UInt64 = 0
    var isInHeap = false
    var disposed = false

    init(queue: TestingLocked<ScheduledQueue>, interval: Duration?, action: @escaping () -> Void) {
        self.queue = queue
        self.interval = interval
        self.action = action
    }

    var isDisposed: Bool { queue.withLock { _ in disposed } }

    func dispose() {
        let released = queue.withLock { $0.cancel(self) }
        _ = released  // the closure is released here, outside the lock
    }

    /// Orders entries by deadline, then by the order they were scheduled.
    func runsBefore(_ other: ScheduledEntry) -> Bool {
        (deadline, sequence) < (other.deadline, other.sequence)
    }
}
