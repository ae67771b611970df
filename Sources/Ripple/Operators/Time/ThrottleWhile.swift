extension Signal {
    /// Holds back values while `shouldThrottle` is `true`, keeping only the latest; when it
    /// turns `false`, sends that value, then lets values through again. Every event is
    /// delivered through `scheduler`.
    ///
    ///     shouldThrottle: f--t-----f---
    ///     self:           -a---bc-----d-|
    ///     result:         -a-------c--d-|
    ///
    /// <!-- context
    /// let (changes, change) = Signal<Int, Never>.pipe()
    /// let isScrolling = MutableProperty(false)
    /// -->
    /// ```swift fragment
    /// // Hold back updates while the user is scrolling.
    /// let updates = changes.throttle(while: isScrolling, on: UIScheduler())
    /// ```
    ///
    /// A terminal event of `self` is delivered at once (through `scheduler`) and drops the
    /// value held back. `shouldThrottle` is observed from when the operator is applied until
    /// the result terminates.
    ///
    /// - Parameters:
    ///   - shouldThrottle: Whether to hold values back now.
    ///   - scheduler: The scheduler that delivers every event.
    /// - Returns: A signal of `self`'s values, held back while `shouldThrottle` is `true`.
    public func throttle<P: PropertyProtocol>(
        while shouldThrottle: P, on scheduler: Scheduler
    ) -> Signal<Value, Error> where P.Value == Bool {
        throttleWhileOutput(shouldThrottle.producer, on: scheduler).makeSignal()
    }

    /// `throttle(while:on:)`, with the interruption a producer run uses: the same as `self`
    /// interrupting.
    @usableFromInline
    func throttleWhileOutput(
        _ shouldThrottle: SignalProducer<Bool, Never>, on scheduler: Scheduler
    ) -> ScheduledOutput<Value, Error> {
        let state = ThrottleWhileState<Value>()
        let gated = Signal { observer, lifetime in
            lifetime += shouldThrottle.startWithValues { isThrottling in
                if let value = state.setThrottling(isThrottling) { observer.send(value: value) }
            }
            lifetime += self.observe { event in
                if let event = state.receive(event) { observer.send(event) }
            }
        }
        // Delivery through `scheduler` is `observe(on:)`'s: in order, nothing lost.
        return gated.observeOnOutput(scheduler)
    }
}

extension SignalProducer {
    /// Holds back each run's values while `shouldThrottle` is `true`, keeping only the
    /// latest, and sends it when `shouldThrottle` turns `false`; every event is delivered
    /// through `scheduler`.
    ///
    ///     shouldThrottle: f--t-----f---
    ///     self:           -a---bc-----d-|
    ///     result:         -a-------c--d-|
    ///
    /// - Parameters:
    ///   - shouldThrottle: Whether to hold values back now.
    ///   - scheduler: The scheduler that delivers every event.
    /// The producer keeps `shouldThrottle`'s `producer`, not the property object: dropping
    /// the last reference to a `MutableProperty` ends its lifetime even while this producer
    /// lives, as in ReactiveSwift.
    ///
    /// - Returns: A producer of each run's values, held back while `shouldThrottle` is `true`.
    @inlinable
    public func throttle<P: PropertyProtocol>(
        while shouldThrottle: P, on scheduler: Scheduler
    ) -> SignalProducer<Value, Error> where P.Value == Bool {
        let shouldThrottle = shouldThrottle.producer
        // As ReactiveSwift's (a `lift`), disposing a run interrupts the result at once.
        return lift { $0.throttleWhileOutput(shouldThrottle, on: scheduler).makeSignal() }
    }
}

/// The state of one `throttle(while:)`: whether values are held back, and the one held.
final class ThrottleWhileState<Value>: @unchecked Sendable {
    private enum Mode {
        case resumed
        case throttled(Value?)
        case terminated
    }

    private let mode = Locked(Mode.resumed)

    /// Records whether values are held back now; returns the held value to send, if any.
    func setThrottling(_ isThrottling: Bool) -> Value? {
        mode.withLock { mode in
            switch mode {
            case .terminated:
                return nil
            case .resumed:
                if isThrottling { mode = .throttled(nil) }
                return nil
            case .throttled(let held):
                if isThrottling { return nil }
                mode = .resumed
                return held
            }
        }
    }

    /// Takes an event of `self`; returns the event to deliver now, if any.
    func receive<Error>(_ event: Signal<Value, Error>.Event) -> Signal<Value, Error>.Event? {
        mode.withLock { mode in
            switch (event, mode) {
            case (_, .terminated):
                return nil
            case (.value(let value), .throttled):
                mode = .throttled(value)
                return nil
            case (.value, .resumed):
                return event
            default:
                mode = .terminated
                return event
            }
        }
    }
}
