extension SignalProducer {
    /// Sends `value` first, then starts `self` and forwards its events.
    ///
    ///     self:   ---a--b-|
    ///     result: v--a--b-|   (value: v)
    ///
    /// <!-- context
    /// enum api {
    ///     static func title() -> SignalProducer<String, Never> { SignalProducer(value: "Ripple") }
    /// }
    /// -->
    /// ```swift fragment
    /// let title = Property(initial: "Loading…", then: api.title().prefix(value: "Loading…"))
    /// ```
    ///
    /// Producer only: a hot `Signal` has no moment at which "first" could be sent to every
    /// observer. If the run is interrupted while `value` is delivered, `self` is not started.
    /// As in ReactiveSwift, where this is a `concat`, `self` is an inner stream: its own
    /// interruption completes the result (disposing the result's run still interrupts it).
    ///
    ///     self:   ---a--b-!
    ///     result: v--a--b-|
    ///
    /// - Parameter value: The value to send before `self`'s.
    /// - Returns: A producer of `value` followed by `self`'s events.
    @inlinable
    public func prefix(value: Value) -> SignalProducer<Value, Error> {
        SignalProducer { observer, lifetime in
            observer.send(value: value)
            guard !lifetime.hasEnded else { return }
            // A constant is never interrupted by itself: its events go straight to the run.
            switch self.recipe {
            case .value, .computed, .failure, .empty:
                self.startHandler(observer, lifetime)
                return
            case .handler, .concat, .relay, .lifted:
                break
            }
            // `self` runs inside this run, with its lifetime: a run of its own (a root, its
            // `Signal`, an input, an interrupter) would only forward to this one, six to eight
            // objects for nothing. Interrupting this run ends that lifetime, which interrupts
            // `self`'s work.
            self.startHandler(
                Signal.Observer { event in
                    if case .interrupted = event {
                        observer.sendCompleted()
                    } else {
                        observer.send(event)
                    }
                }, lifetime)
        }
    }

}
