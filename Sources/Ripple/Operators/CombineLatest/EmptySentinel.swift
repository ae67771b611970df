extension SignalProducer {
    /// `combineLatest` of any number of streams, which sends `emptySentinel` and completes
    /// when there are none (instead of completing with no value).
    ///
    ///     a:      -1---2----|
    ///     b:      ---x---y--|
    ///     result: ---[1,x]-[2,x]-[2,y]--|
    ///     (no inputs): [emptySentinel]|
    ///
    /// - Parameters:
    ///   - producers: The inputs: producers, signals or properties of the same types.
    ///   - emptySentinel: The array sent when `producers` is empty.
    /// - Returns: A producer of arrays of the latest values.
    public static func combineLatest<S: Sequence>(_ producers: S, emptySentinel: [Value])
        -> SignalProducer<[Value], Error>
    where S.Element: SignalProducerConvertible, S.Element.Value == Value, S.Element.Error == Error {
        let inputs = producers.map(\.producer)
        guard !inputs.isEmpty else { return SignalProducer<[Value], Error>(value: emptySentinel) }
        return combineLatest(inputs)
    }

    /// `zip` of any number of streams, which sends `emptySentinel` and completes when there
    /// are none (instead of completing with no value).
    ///
    ///     a:      -1---2----|
    ///     b:      ---x---y--|
    ///     result: ---[1,x]-[2,y]|
    ///     (no inputs): [emptySentinel]|
    ///
    /// - Parameters:
    ///   - producers: The inputs: producers, signals or properties of the same types.
    ///   - emptySentinel: The array sent when `producers` is empty.
    /// - Returns: A producer of arrays of values paired by position.
    public static func zip<S: Sequence>(_ producers: S, emptySentinel: [Value])
        -> SignalProducer<[Value], Error>
    where S.Element: SignalProducerConvertible, S.Element.Value == Value, S.Element.Error == Error {
        let inputs = producers.map(\.producer)
        guard !inputs.isEmpty else { return SignalProducer<[Value], Error>(value: emptySentinel) }
        return zip(inputs)
    }
}
