extension Signal where Value: Sequence {
    /// Kickstarter's `sort`, built on `map`: sends each sequence value as a sorted array.
    ///
    ///     self:   -[3,1,2]---[b,a]-|
    ///     result: -[1,2,3]---[a,b]-|
    ///
    /// - Parameter areInIncreasingOrder: Whether the first element goes before the second.
    /// - Returns: A signal of sorted arrays.
    public func sort(
        _ areInIncreasingOrder: @escaping (Value.Element, Value.Element) -> Bool
    ) -> Signal<[Value.Element], Error> {
        map { $0.sorted(by: areInIncreasingOrder) }
    }
}

extension Signal where Value: Sequence, Value.Element: Comparable {
    /// Kickstarter's `sort`: sends each sequence value sorted in increasing order.
    ///
    ///     self:   -[3,1,2]-|
    ///     result: -[1,2,3]-|
    ///
    /// - Returns: A signal of sorted arrays.
    public func sort() -> Signal<[Value.Element], Error> {
        sort(<)
    }
}

extension SignalProducer where Value: Sequence {
    /// Kickstarter's `sort` per run: each sequence value as a sorted array.
    ///
    ///     self:   -[3,1,2]-|
    ///     result: -[3,2,1]-|   (areInIncreasingOrder: >)
    ///
    /// - Parameter areInIncreasingOrder: Whether the first element goes before the second.
    /// - Returns: A producer of sorted arrays.
    public func sort(
        _ areInIncreasingOrder: @escaping (Value.Element, Value.Element) -> Bool
    ) -> SignalProducer<[Value.Element], Error> {
        lift { $0.sort(areInIncreasingOrder) }
    }
}

extension SignalProducer where Value: Sequence, Value.Element: Comparable {
    /// Kickstarter's `sort` per run: each sequence value sorted in increasing order.
    ///
    ///     self:   -[3,1,2]-|
    ///     result: -[1,2,3]-|
    ///
    /// - Returns: A producer of sorted arrays.
    public func sort() -> SignalProducer<[Value.Element], Error> {
        sort(<)
    }
}
