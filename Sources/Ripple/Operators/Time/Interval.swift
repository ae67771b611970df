import Dispatch

extension SignalProducer where Error == Never {
    /// A producer that sends the elements of `values`, one every `interval`, from `interval`
    /// after each start, and completes one `interval` after the last, as ReactiveSwift's
    /// `SignalProducer.interval(_:interval:on:)`. Each run iterates `values` afresh.
    ///
    /// With `values` = `a, b` and an interval of 2 ticks:
    ///
    ///     start:  x------
    ///     result: --a-b-|
    ///
    /// <!-- context
    /// let allHints = ["Swipe down to refresh", "Tap a project to open it"]
    /// let scheduler = TestScheduler()
    /// -->
    /// ```swift fragment
    /// // Show the onboarding hints one by one.
    /// let hints = SignalProducer.interval(allHints, interval: .seconds(3), on: scheduler)
    /// ```
    ///
    /// The timer's leeway is a tenth of `interval`, as ReactiveSwift's.
    ///
    /// - Parameters:
    ///   - values: The values to send, in order; may be endless.
    ///   - interval: The time between two values; must be positive.
    ///   - scheduler: The scheduler that measures the interval and sends the values.
    /// - Returns: A producer of `values`, one per `interval`.
    public static func interval<S: Sequence>(
        _ values: S, interval: Duration, on scheduler: DateScheduler
    ) -> SignalProducer<Value, Never> where S.Element == Value {
        checkPrecondition(interval > .zero, "interval: the interval must be positive")
        return SignalProducer { observer, lifetime in
            var iterator = values.makeIterator()
            lifetime += scheduler.schedule(
                after: interval, interval: interval, leeway: interval / 10
            ) {
                if let value = iterator.next() {
                    observer.send(value: value)
                } else {
                    observer.sendCompleted()
                }
            }
        }
    }

    /// `interval(_:interval:on:)` with a `DispatchTimeInterval`, as in ReactiveSwift; the
    /// `Duration` form is primary and this one converts to it exactly.
    ///
    ///     start:  x------
    ///     result: --a-b-|
    ///
    /// - Parameters:
    ///   - values: The values to send, in order.
    ///   - interval: The time between two values; must be positive.
    ///   - scheduler: The scheduler that measures the interval and sends the values.
    /// - Returns: A producer of `values`, one per `interval`.
    @_disfavoredOverload
    public static func interval<S: Sequence>(
        _ values: S, interval: DispatchTimeInterval, on scheduler: DateScheduler
    ) -> SignalProducer<Value, Never> where S.Element == Value {
        self.interval(values, interval: Duration(interval), on: scheduler)
    }
}

extension SignalProducer where Value == Int, Error == Never {
    /// A producer that counts 0, 1, 2, … one number every `interval`, from `interval` after
    /// each start, as ReactiveSwift's `SignalProducer.interval(_:on:)`; built on
    /// `interval(_:interval:on:)`. It never completes by itself.
    ///
    ///     start:  x-------
    ///     result: --0-1-2-
    ///
    /// - Parameters:
    ///   - interval: The time between two numbers; must be positive.
    ///   - scheduler: The scheduler that measures the interval and sends the numbers.
    /// - Returns: A producer of the natural numbers, one per `interval`.
    public static func interval(_ interval: Duration, on scheduler: DateScheduler)
        -> SignalProducer<Int, Never>
    {
        self.interval(0..., interval: interval, on: scheduler)
    }

    /// `interval(_:on:)` with a `DispatchTimeInterval`, as in ReactiveSwift.
    ///
    ///     start:  x-------
    ///     result: --0-1-2-
    ///
    /// - Parameters:
    ///   - interval: The time between two numbers; must be positive.
    ///   - scheduler: The scheduler that measures the interval and sends the numbers.
    /// - Returns: A producer of the natural numbers, one per `interval`.
    @_disfavoredOverload
    public static func interval(
        _ interval: DispatchTimeInterval, on scheduler: DateScheduler
    ) -> SignalProducer<Int, Never> {
        self.interval(Duration(interval), on: scheduler)
    }
}
