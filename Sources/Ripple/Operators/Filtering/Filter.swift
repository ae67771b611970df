extension Signal {
    /// Forwards only the values for which `isIncluded` returns `true`; terminal events pass
    /// through.
    ///
    ///     self:   -1--2--3--4-|
    ///     result: ----2-----4-|   (isIncluded: { $0.isMultiple(of: 2) })
    ///
    ///     let validEmails = email.filter { $0.contains("@") }
    ///
    /// - Parameter isIncluded: Called once per value, inside the upstream's serial delivery.
    /// - Returns: A signal of the included values, terminating with `self`.
    @inlinable
    public func filter(_ isIncluded: @escaping (Value) -> Bool) -> Signal<Value, Error> {
        derive { sink in
            { event in
                // Forwards `event` itself, straight into the output: no second event and no
                // extra frame on each stage's delivery stack.
                if case .value(let value) = event, !isIncluded(value) { return }
                sink.core.deliverInDomain(event)
            }
        }
    }
}

extension SignalProducer {
    /// Forwards only the values of each run for which `isIncluded` returns `true`.
    ///
    ///     self:   -1--2--3--4-|
    ///     result: ----2-----4-|   (isIncluded: { $0.isMultiple(of: 2) })
    ///
    /// - Parameter isIncluded: Called once per value.
    /// - Returns: A producer of the included values.
    @inlinable
    public func filter(_ isIncluded: @escaping (Value) -> Bool) -> SignalProducer<Value, Error> {
        liftRelaying { $0.filter(isIncluded) }
    }
}
