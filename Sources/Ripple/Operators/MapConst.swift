extension Signal {
    /// Replaces every value with `value`, as Kickstarter's `mapConst` does.
    ///
    ///     self:   -a--b--c-|
    ///     result: -x--x--x-|   (value: x)
    ///
    ///     let showAlert = saveTapped.mapConst(true)
    ///
    /// - Parameter value: The constant sent for each value of `self`.
    /// - Returns: A signal of `value` once per value of `self`, terminating with `self`.
    @inlinable
    public func mapConst<U>(_ value: U) -> Signal<U, Error> {
        map { _ in value }
    }
}

extension SignalProducer {
    /// Replaces every value of each run with `value`.
    ///
    ///     self:   -a--b--c-|
    ///     result: -x--x--x-|   (value: x)
    ///
    /// - Parameter value: The constant sent for each value.
    /// - Returns: A producer of `value` once per value of `self`.
    @inlinable
    public func mapConst<U>(_ value: U) -> SignalProducer<U, Error> {
        lift { $0.mapConst(value) }
    }
}
