extension Signal {
    /// Kickstarter's `enumerated`, built on `scanMap`: pairs each value with its index,
    /// counted from zero.
    ///
    ///     self:   -a----b----c---|
    ///     result: -(0,a)-(1,b)-(2,c)-|
    ///
    /// - Returns: A signal of `(idx, value)` pairs.
    public func enumerated() -> Signal<(idx: Int, value: Value), Error> {
        scanMap(into: 0) { next, value in
            defer { next += 1 }
            return (idx: next, value: value)
        }
    }
}

extension SignalProducer {
    /// Kickstarter's `enumerated` per run: pairs each value of a run with its index, from zero.
    ///
    ///     self:   -a----b----c---|
    ///     result: -(0,a)-(1,b)-(2,c)-|
    ///
    /// - Returns: A producer of `(idx, value)` pairs.
    public func enumerated() -> SignalProducer<(idx: Int, value: Value), Error> {
        lift { $0.enumerated() }
    }
}
