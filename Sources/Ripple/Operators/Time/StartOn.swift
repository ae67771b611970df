extension SignalProducer {
    /// Runs the start handler through `scheduler`: each start schedules the work of the run
    /// instead of doing it on the thread that calls `start`.
    ///
    ///     start:   x-------
    ///     handler: -x------   (runs one scheduler turn after `start`)
    ///     result:  -a-b-|     (`self`'s events, as its start handler sends them)
    ///
    /// <!-- context
    /// let loadFile = SignalProducer<String, Never>(value: "contents")
    /// -->
    /// ```swift fragment
    /// // Read the file on a background queue.
    /// loadFile.start(on: QueueScheduler(name: "io")).startWithValues { print($0) }
    /// ```
    ///
    /// Events are still sent on whatever thread the start handler sends them; combine with
    /// `observe(on:)` to move them. Interrupting before the scheduled start runs cancels it:
    /// the start handler never runs.
    ///
    /// - Parameter scheduler: The scheduler to run the start handler on.
    /// - Returns: A producer whose runs start on `scheduler`.
    @inlinable
    public func start(on scheduler: Scheduler) -> SignalProducer<Value, Error> {
        SignalProducer { observer, lifetime in
            lifetime += scheduler.schedule {
                self.startWithSignal { signal, interrupter in
                    lifetime += interrupter
                    lifetime += signal.observe(observer)
                }
            }
        }
    }
}
