extension Signal {
    /// Turns every value into `()`, keeping only the fact that a value was sent, as
    /// Kickstarter's `ignoreValues` does (unlike Rx, the values are not dropped).
    ///
    ///     self:   -a--b--c-|
    ///     result: -()-()-()-|
    ///
    /// <!-- context
    /// let (refreshTapped, tap) = Signal<Void, Never>.pipe()
    /// -->
    /// ```swift fragment
    /// let reloadTrigger = refreshTapped.ignoreValues()
    /// ```
    ///
    /// - Returns: A signal of `()` once per value of `self`, terminating with `self`.
    @inlinable
    public func ignoreValues() -> Signal<Void, Error> {
        map { _ in () }
    }
}

extension SignalProducer {
    /// Turns every value of each run into `()`.
    ///
    ///     self:   -a--b--c-|
    ///     result: -()-()-()-|
    ///
    /// - Returns: A producer of `()` once per value of `self`.
    @inlinable
    public func ignoreValues() -> SignalProducer<Void, Error> {
        liftRelaying { $0.ignoreValues() }
    }
}
