import Dispatch
import Foundation

extension SignalProducer where Value == Date, Error == Never {
    /// A producer that sends the scheduler's `currentDate` every `interval`, from `interval`
    /// after each start, until the run is interrupted. It never completes by itself.
    ///
    /// With an interval of 2 ticks:
    ///
    ///     start:  x--------
    ///     result: --d--d--d   (d: the scheduler's current date at each tick)
    ///
    /// <!-- context
    /// let scheduler = TestScheduler()
    /// -->
    /// ```swift fragment
    /// // Refresh the countdown label every second.
    /// let ticks = SignalProducer.timer(interval: .seconds(1), on: scheduler)
    /// ```
    ///
    /// - Parameters:
    ///   - interval: The time between two values; must be positive.
    ///   - scheduler: The scheduler that measures the interval and sends the values.
    ///   - leeway: How late each tick may be, for timer coalescing; `nil` for a tenth of
    ///     `interval`, as ReactiveSwift recommends. Must not be negative.
    /// - Returns: A producer of the scheduler's dates, one per `interval`.
    public static func timer(
        interval: Duration, on scheduler: DateScheduler, leeway: Duration?
    ) -> SignalProducer<Date, Never> {
        checkPrecondition(interval > .zero, "timer: the interval must be positive")
        let leeway = leeway ?? interval / 10
        checkPrecondition(leeway >= .zero, "timer: the leeway must not be negative")
        return SignalProducer { observer, lifetime in
            lifetime += scheduler.schedule(after: interval, interval: interval, leeway: leeway) {
                observer.send(value: scheduler.currentDate)
            }
        }
    }

    /// `timer` with `DispatchTimeInterval`s, as in ReactiveSwift; the `Duration` form is
    /// primary and this one converts to it exactly.
    ///
    /// With an interval of 2 ticks:
    ///
    ///     start:  x--------
    ///     result: --d--d--d   (d: the scheduler's current date at each tick)
    ///
    /// - Parameters:
    ///   - interval: The time between two values; must be positive.
    ///   - scheduler: The scheduler that measures the interval and sends the values.
    ///   - leeway: How late each tick may be; a tenth of `interval` if `nil`.
    /// - Returns: A producer of the scheduler's dates, one per `interval`.
    @_disfavoredOverload
    public static func timer(
        interval: DispatchTimeInterval, on scheduler: DateScheduler,
        leeway: DispatchTimeInterval?
    ) -> SignalProducer<Date, Never> {
        timer(interval: Duration(interval), on: scheduler, leeway: leeway.map(Duration.init))
    }

    /// `timer(interval:on:leeway:)` with the default leeway, a tenth of `interval`; spelled
    /// as ReactiveSwift's `timer(interval:on:)`.
    ///
    ///     start:  x--------
    ///     result: --d--d--d   (interval: 2 ticks)
    ///
    /// - Parameters:
    ///   - interval: The time between two values; must be positive.
    ///   - scheduler: The scheduler that measures the interval and sends the values.
    /// - Returns: A producer of the scheduler's dates, one per `interval`.
    public static func timer(interval: Duration, on scheduler: DateScheduler)
        -> SignalProducer<Date, Never>
    {
        timer(interval: interval, on: scheduler, leeway: nil)
    }

    /// `timer(interval:on:)` with a `DispatchTimeInterval`, as in ReactiveSwift.
    ///
    ///     start:  x--------
    ///     result: --d--d--d   (interval: 2 ticks)
    ///
    /// - Parameters:
    ///   - interval: The time between two values; must be positive.
    ///   - scheduler: The scheduler that measures the interval and sends the values.
    /// - Returns: A producer of the scheduler's dates, one per `interval`.
    @_disfavoredOverload
    public static func timer(interval: DispatchTimeInterval, on scheduler: DateScheduler)
        -> SignalProducer<Date, Never>
    {
        timer(interval: Duration(interval), on: scheduler, leeway: nil)
    }
}
