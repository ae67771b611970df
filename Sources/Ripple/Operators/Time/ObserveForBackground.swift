import Dispatch

extension QueueScheduler {
    /// The serial background scheduler `observeForBackground()` delivers on: a queue of
    /// default quality of service, as Kickstarter's global background queue of default
    /// priority (serial here, so events stay in order).
    static let background = QueueScheduler(qos: .default, name: "Ripple.observeForBackground")
}

extension Signal {
    /// Kickstarter's `observeForBackground()`, for porting: `observe(on:)` a shared serial
    /// background queue.
    ///
    ///     self:   -a-b-|
    ///     result: -a-b-|   (each event on the background queue)
    ///
    /// - Returns: A signal of `self`'s events, delivered on a background queue.
    public func observeForBackground() -> Signal<Value, Error> {
        observe(on: QueueScheduler.background)
    }
}

extension SignalProducer {
    /// Kickstarter's `observeForBackground()`, for porting: `observe(on:)` a shared serial
    /// background queue, per run.
    ///
    ///     self:   -a-b-|
    ///     result: -a-b-|   (each event on the background queue)
    ///
    /// - Returns: A producer of each run's events, delivered on a background queue.
    public func observeForBackground() -> SignalProducer<Value, Error> {
        observe(on: QueueScheduler.background)
    }
}
