extension Signal {
    /// Kickstarter's `observeForControllerAction`, built on `observe(on:)`: delivers every
    /// event on `QueueScheduler.main`, always asynchronously (unlike `UIScheduler`, which
    /// delivers at once when already on the main thread) — for presenting and dismissing
    /// view controllers.
    ///
    ///     self:   -a--b-|   (any thread)
    ///     result: --a--b-|  (main queue, a later turn)
    ///
    /// - Returns: A signal delivered on the main queue.
    public func observeForControllerAction() -> Signal<Value, Error> {
        observe(on: QueueScheduler.main)
    }
}

extension SignalProducer {
    /// Kickstarter's `observeForControllerAction` per run: every event on
    /// `QueueScheduler.main`, always asynchronously.
    ///
    ///     self:   -a--b-|   (any thread)
    ///     result: --a--b-|  (main queue, a later turn)
    ///
    /// - Returns: A producer delivered on the main queue.
    public func observeForControllerAction() -> SignalProducer<Value, Error> {
        observe(on: QueueScheduler.main)
    }
}
