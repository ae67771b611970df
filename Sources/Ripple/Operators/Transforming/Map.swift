extension Signal {
    /// Transforms every value with `transform`; terminal events pass through.
    ///
    ///     self:   -1--2--3-|
    ///     result: -2--4--6-|   (transform: { $0 * 2 })
    ///
    ///     let (names, input) = Signal<String, Never>.pipe()
    ///     names.map { $0.uppercased() }.observeValues { print($0) }
    ///     input.send(value: "ada")  // prints ADA
    ///
    /// - Parameter transform: Called once per value, inside the upstream's serial delivery.
    ///   Released when the result terminates, or is released with no observers.
    /// - Returns: A signal of the transformed values; it fails, completes or is interrupted
    ///   when `self` does.
    @inlinable
    public func map<U>(_ transform: @escaping (Value) -> U) -> Signal<U, Error> {
        derive { sink in
            // Straight into the output, not through `Sink.send`: one frame fewer per stage of a
            // chain, in a debug build too.
            { event in sink.core.deliverInDomain(event.map(transform)) }
        }
    }

    /// Reads the value at `keyPath` of every value; terminal events pass through.
    ///
    ///     self:   -user(ada)--user(bob)-|
    ///     result: -"ada"------"bob"-----|   (keyPath: \.name)
    ///
    /// - Parameter keyPath: The key path to read from each value.
    /// - Returns: A signal of the values at `keyPath`.
    @inlinable
    public func map<U>(_ keyPath: KeyPath<Value, U>) -> Signal<U, Error> {
        map { $0[keyPath: keyPath] }
    }
}

extension SignalProducer {
    /// Transforms every value of each run with `transform`; terminal events pass through.
    ///
    ///     self:   -1--2--3-|
    ///     result: -2--4--6-|   (transform: { $0 * 2 })
    ///
    /// - Parameter transform: Called once per value.
    /// - Returns: A producer of the transformed values.
    @inlinable
    public func map<U>(_ transform: @escaping (Value) -> U) -> SignalProducer<U, Error> {
        liftRelaying { $0.map(transform) }
    }

    /// Reads the value at `keyPath` of every value of each run.
    ///
    ///     self:   -user(ada)--user(bob)-|
    ///     result: -"ada"------"bob"-----|   (keyPath: \.name)
    ///
    /// - Parameter keyPath: The key path to read from each value.
    /// - Returns: A producer of the values at `keyPath`.
    @inlinable
    public func map<U>(_ keyPath: KeyPath<Value, U>) -> SignalProducer<U, Error> {
        liftRelaying { $0.map(keyPath) }
    }
}
