extension Signal {
    /// Replaces every value with `value` (ReactiveSwift's `map(value:)`).
    ///
    ///     self:   -a--b--c-|
    ///     result: -x--x--x-|   (value: x)
    ///
    /// <!-- context
    /// let (saveTapped, tap) = Signal<Void, Never>.pipe()
    /// -->
    /// ```swift fragment
    /// let showAlert = saveTapped.map(value: true)
    /// ```
    ///
    /// Disfavored in overload resolution, so that a trailing closure (`map { $0 && $1 }` on
    /// a signal of pairs) is always read as a transform, never as a constant closure value.
    ///
    /// - Parameter value: The constant sent for each value of `self`.
    /// - Returns: A signal of `value` once per value of `self`, terminating with `self`.
    @inlinable @_disfavoredOverload
    public func map<U>(value: U) -> Signal<U, Error> {
        // One stage that keeps `value` (`MapConstStage`), not a `map` over a closure context.
        mapConstantStage(value)
    }

    /// Kickstarter's name for `map(value:)`, built on it: replaces every value with `value`.
    ///
    ///     self:   -a--b--c-|
    ///     result: -x--x--x-|   (value: x)
    ///
    /// <!-- context
    /// let (saveTapped, tap) = Signal<Void, Never>.pipe()
    /// -->
    /// ```swift fragment
    /// let showAlert = saveTapped.mapConst(true)
    /// ```
    ///
    /// - Parameter value: The constant sent for each value of `self`.
    /// - Returns: A signal of `value` once per value of `self`, terminating with `self`.
    @inlinable
    public func mapConst<U>(_ value: U) -> Signal<U, Error> {
        map(value: value)
    }
}

extension SignalProducer {
    /// Replaces every value of each run with `value` (ReactiveSwift's `map(value:)`).
    ///
    ///     self:   -a--b--c-|
    ///     result: -x--x--x-|   (value: x)
    ///
    /// - Parameter value: The constant sent for each value.
    /// - Returns: A producer of `value` once per value of `self`.
    @inlinable @_disfavoredOverload
    public func map<U>(value: U) -> SignalProducer<U, Error> {
        lift { $0.map(value: value) }
    }

    /// Kickstarter's name for `map(value:)`, built on it: replaces every value of each run
    /// with `value`.
    ///
    ///     self:   -a--b--c-|
    ///     result: -x--x--x-|   (value: x)
    ///
    /// - Parameter value: The constant sent for each value.
    /// - Returns: A producer of `value` once per value of `self`.
    @inlinable
    public func mapConst<U>(_ value: U) -> SignalProducer<U, Error> {
        // Kickstarter's `mapConst` is a `map`, which ReactiveSwift fuses into its upstream.
        liftRelaying { $0.map(value: value) }
    }
}
