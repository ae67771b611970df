extension SignalProducer {
    /// Runs `self` `count` times in a row: each run starts when the one before completes, and
    /// the result completes after the last. A failure or interruption ends the result at once.
    ///
    ///     self:   -1-2|
    ///     result: -1-2-1-2-1-2|   (count: 3)
    ///
    /// - Parameter count: How many runs; must not be negative ("repeat(_:) needs a count >= 0").
    ///   Zero completes at once; one is `self`.
    /// - Returns: A producer of the values of every run, in order.
    public func `repeat`(_ count: Int) -> SignalProducer<Value, Error> {
        checkPrecondition(count >= 0, "repeat(_:) needs a count >= 0, got \(count)")
        if count == 0 { return .empty }
        if count == 1 { return self }
        return restarting(times: count - 1) { event in
            if case .completed = event { return true }
            return false
        }
    }

    /// Restarts `self` after a failure, up to `count` times; the failure of the last attempt
    /// is forwarded. Values of every attempt pass through; completion or interruption ends
    /// the result.
    ///
    ///     attempts: -1X -1X -1-2|
    ///     result:   -1--1---1-2|   (count: 2)
    ///
    /// - Parameter count: How many times to retry; must not be negative ("retry(upTo:) needs a
    ///   count >= 0"). Zero forwards `self` as is.
    /// - Returns: A producer that restarts `self` after a failure.
    public func retry(upTo count: Int) -> SignalProducer<Value, Error> {
        checkPrecondition(count >= 0, "retry(upTo:) needs a count >= 0, got \(count)")
        if count == 0 { return self }
        return restarting(times: count) { event in
            if case .failed = event { return true }
            return false
        }
    }

    /// Runs `self`, and starts it again (up to `times` more times) when a run ends with an
    /// event for which `restartsAfter` is `true`; every other event is forwarded.
    func restarting(
        times: Int, after restartsAfter: @escaping (Signal<Value, Error>.Event) -> Bool
    ) -> SignalProducer<Value, Error> {
        SignalProducer { observer, lifetime in
            let current = SerialDisposable()
            lifetime += current
            func run(restartsLeft: Int) {
                self.startWithSignal { signal, interrupter in
                    current.inner = interrupter
                    signal.observe { event in
                        if restartsLeft > 0, restartsAfter(event) {
                            run(restartsLeft: restartsLeft - 1)
                        } else {
                            observer.send(event)
                        }
                    }
                }
            }
            run(restartsLeft: times)
        }
    }
}
