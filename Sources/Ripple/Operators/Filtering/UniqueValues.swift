extension Signal {
    /// Forwards a value only if no earlier value had the same identity; terminal events pass
    /// through. Every identity seen is kept until the result terminates.
    ///
    ///     self:   -a1--b1--a2--c1-|
    ///     result: -a1--b1------c1-|   (transform: the letter)
    ///
    /// - Parameter transform: Gives the identity of a value; called once per value.
    /// - Returns: A signal of the values whose identity is new.
    @inlinable
    public func uniqueValues<Identity: Hashable>(_ transform: @escaping (Value) -> Identity)
        -> Signal<Value, Error>
    {
        let seen = OperatorState(Set<Identity>())
        return filter { seen.value.insert(transform($0)).inserted }
    }

    /// Kickstarter's name for `uniqueValues(_:)`, built on it: forwards a value only if no
    /// earlier value had the same key.
    ///
    ///     self:   -a1--b1--a2--c1-|
    ///     result: -a1--b1------c1-|   (keySelector: the letter)
    ///
    /// - Parameter keySelector: Gives the key of a value; called once per value.
    /// - Returns: A signal of the values whose key is new.
    @inlinable
    public func distincts<Key: Hashable>(_ keySelector: @escaping (Value) -> Key) -> Signal<
        Value, Error
    > {
        uniqueValues(keySelector)
    }
}

extension Signal where Value: Hashable {
    /// Forwards a value only if it was not sent before; terminal events pass through.
    ///
    ///     self:   -1--2--1--3--2-|
    ///     result: -1--2-----3----|
    ///
    /// - Returns: A signal of the values not seen before.
    @inlinable
    public func uniqueValues() -> Signal<Value, Error> {
        uniqueValues { $0 }
    }

    /// Kickstarter's name for `uniqueValues()`, built on it.
    ///
    ///     self:   -1--2--1--3--2-|
    ///     result: -1--2-----3----|
    ///
    /// - Returns: A signal of the values not seen before.
    @inlinable
    public func distincts() -> Signal<Value, Error> {
        uniqueValues()
    }
}

extension SignalProducer {
    /// Forwards a value of each run only if no earlier value of that run had the same
    /// identity.
    ///
    ///     self:   -a1--b1--a2--c1-|
    ///     result: -a1--b1------c1-|   (transform: the letter)
    ///
    /// - Parameter transform: Gives the identity of a value; called once per value.
    /// - Returns: A producer of the values whose identity is new.
    @inlinable
    public func uniqueValues<Identity: Hashable>(_ transform: @escaping (Value) -> Identity)
        -> SignalProducer<Value, Error>
    {
        liftRelaying { $0.uniqueValues(transform) }
    }

    /// Kickstarter's name for `uniqueValues(_:)`, built on it.
    ///
    ///     self:   -a1--b1--a2--c1-|
    ///     result: -a1--b1------c1-|   (keySelector: the letter)
    ///
    /// - Parameter keySelector: Gives the key of a value; called once per value.
    /// - Returns: A producer of the values whose key is new.
    @inlinable
    public func distincts<Key: Hashable>(_ keySelector: @escaping (Value) -> Key)
        -> SignalProducer<Value, Error>
    {
        uniqueValues(keySelector)
    }
}

extension SignalProducer where Value: Hashable {
    /// Forwards a value of each run only if that run did not send it before.
    ///
    ///     self:   -1--2--1--3--2-|
    ///     result: -1--2-----3----|
    ///
    /// - Returns: A producer of the values not seen before.
    @inlinable
    public func uniqueValues() -> SignalProducer<Value, Error> {
        uniqueValues { $0 }
    }

    /// Kickstarter's name for `uniqueValues()`, built on it.
    ///
    ///     self:   -1--2--1--3--2-|
    ///     result: -1--2-----3----|
    ///
    /// - Returns: A producer of the values not seen before.
    @inlinable
    public func distincts() -> SignalProducer<Value, Error> {
        uniqueValues()
    }
}
