// The producer operators that take a second stream accept any `SignalProducerConvertible`
// (a property, a `Result`, ...), as ReactiveSwift's generic forms do. Each one forwards to the
// `SignalProducer` form with the argument's `producer`; a `Signal` or a `SignalProducer`
// argument still picks the concrete overload, which is more specific.

extension SignalProducer {
    /// Creates a producer from any producer-convertible stream: a property sends its current
    /// value, then every change, as ReactiveSwift's `SignalProducer(property)` does.
    ///
    /// ```swift fragment
    /// SignalProducer(MutableProperty(1))  // 1--2--3 as the property changes
    /// ```
    ///
    /// - Parameter convertible: The stream; its `producer` is started for each run.
    @inlinable
    public init<Convertible: SignalProducerConvertible>(_ convertible: Convertible)
    where Convertible.Value == Value, Convertible.Error == Error {
        self = convertible.producer
    }

    /// `withLatest(from:)` with any producer-convertible stream that cannot fail (a property,
    /// for instance), as ReactiveSwift's; built on the producer form.
    ///
    ///     self:    ---a---b--|
    ///     samplee: 1----2-|
    ///     result:  ---a1--b2-|
    ///
    /// - Parameter samplee: The stream whose latest value is attached; started before `self`.
    /// - Returns: A producer of pairs that ends with `self`.
    @inlinable
    public func withLatest<Samplee: SignalProducerConvertible>(from samplee: Samplee)
        -> SignalProducer<(Value, Samplee.Value), Error>
    where Samplee.Error == Never {
        withLatest(from: samplee.producer)
    }

    /// `sample(with:)` with any producer-convertible stream that cannot fail, as
    /// ReactiveSwift's; built on the producer form.
    ///
    ///     self:    -a---b---|
    ///     samplee: ---1---2-|
    ///     result:  ---a1--b2|
    ///
    /// - Parameter samplee: The stream whose values each take `self`'s latest value.
    /// - Returns: A producer of pairs, one per sampling value after `self`'s first value.
    @inlinable
    public func sample<Samplee: SignalProducerConvertible>(with samplee: Samplee)
        -> SignalProducer<(Value, Samplee.Value), Error>
    where Samplee.Error == Never {
        sample(with: samplee.producer)
    }

    /// `sample(on:)` with any producer-convertible trigger that cannot fail, as
    /// ReactiveSwift's; built on the producer form.
    ///
    ///     self:    -a---b---|
    ///     sampler: ---()--()|
    ///     result:  ---a---b-|
    ///
    /// - Parameter sampler: The trigger; each of its values sends `self`'s latest value.
    /// - Returns: A producer of `self`'s latest value at each trigger.
    @inlinable
    public func sample<Sampler: SignalProducerConvertible>(on sampler: Sampler)
        -> SignalProducer<Value, Error>
    where Sampler.Value == (), Sampler.Error == Never {
        sample(on: sampler.producer)
    }

    /// `take(until:)` with any producer-convertible trigger that cannot fail, as
    /// ReactiveSwift's; built on the producer form.
    ///
    ///     self:    -a-b-c-|
    ///     trigger: ----()
    ///     result:  -a-b|
    ///
    /// - Parameter trigger: Completes the result at its first value or completion.
    /// - Returns: A producer of `self`'s values until the trigger fires.
    @inlinable
    public func take<Trigger: SignalProducerConvertible>(until trigger: Trigger)
        -> SignalProducer<Value, Error>
    where Trigger.Value == (), Trigger.Error == Never {
        take(until: trigger.producer)
    }

    /// `skip(until:)` with any producer-convertible trigger that cannot fail, as
    /// ReactiveSwift's; built on the producer form.
    ///
    ///     self:    -a-b-c-|
    ///     trigger: ----()
    ///     result:  -----c-|
    ///
    /// - Parameter trigger: Lets `self`'s values through from its first value on.
    /// - Returns: A producer of `self`'s values after the trigger fires.
    @inlinable
    public func skip<Trigger: SignalProducerConvertible>(until trigger: Trigger)
        -> SignalProducer<Value, Error>
    where Trigger.Value == (), Trigger.Error == Never {
        skip(until: trigger.producer)
    }

    /// `combineLatest(with:)` with any producer-convertible stream of the same error type (a
    /// property, for instance), as ReactiveSwift's; built on the producer form.
    ///
    ///     self:   -a---b---|
    ///     other:  ---1---2-|
    ///     result: ---a1b1b2|
    ///
    /// - Parameter other: The stream to combine with.
    /// - Returns: A producer of the latest pair, once both have a value.
    @inlinable
    public func combineLatest<Other: SignalProducerConvertible>(with other: Other)
        -> SignalProducer<(Value, Other.Value), Error>
    where Other.Error == Error {
        combineLatest(with: other.producer)
    }

    /// `zip(with:)` with any producer-convertible stream of the same error type, as
    /// ReactiveSwift's; built on the producer form.
    ///
    ///     self:   -a---b---|
    ///     other:  ---1---2-|
    ///     result: ---a1--b2|
    ///
    /// - Parameter other: The stream to pair with.
    /// - Returns: A producer of pairs, the nth value of each.
    @inlinable
    public func zip<Other: SignalProducerConvertible>(with other: Other)
        -> SignalProducer<(Value, Other.Value), Error>
    where Other.Error == Error {
        zip(with: other.producer)
    }

    /// `SignalProducer.combineLatest(_:_:)` with any two producer-convertible streams of one
    /// error type (two properties, for instance), as ReactiveSwift's; built on the producer
    /// form.
    ///
    ///     a:      -a---b---|
    ///     b:      ---1---2-|
    ///     result: ---a1b1b2|
    ///
    /// - Parameters:
    ///   - a: The first stream.
    ///   - b: The second stream.
    /// - Returns: A producer of the latest pair, once both have a value.
    @inlinable
    public static func combineLatest<A: SignalProducerConvertible, B: SignalProducerConvertible>(
        _ a: A, _ b: B
    ) -> SignalProducer<(Value, B.Value), Error>
    where A.Value == Value, A.Error == Error, B.Error == Error {
        a.producer.combineLatest(with: b.producer)
    }

    /// `SignalProducer.zip(_:_:)` with any two producer-convertible streams of one error type,
    /// as ReactiveSwift's; built on the producer form.
    ///
    ///     a:      -a---b---|
    ///     b:      ---1---2-|
    ///     result: ---a1--b2|
    ///
    /// - Parameters:
    ///   - a: The first stream.
    ///   - b: The second stream.
    /// - Returns: A producer of pairs, the nth value of each.
    @inlinable
    public static func zip<A: SignalProducerConvertible, B: SignalProducerConvertible>(
        _ a: A, _ b: B
    ) -> SignalProducer<(Value, B.Value), Error>
    where A.Value == Value, A.Error == Error, B.Error == Error {
        a.producer.zip(with: b.producer)
    }

    /// `SignalProducer.combineLatest(_:)` of a sequence of any producer-convertible streams
    /// (properties, for instance), as ReactiveSwift's; built on the producer form.
    ///
    ///     a:      -1---2----|
    ///     b:      ---x---y--|
    ///     result: ---[1,x]-[2,x]-[2,y]--|
    ///
    /// - Parameter producers: The inputs, of one value and error type.
    /// - Returns: A producer of arrays of the latest values; completes at once, with no value,
    ///   when `producers` is empty.
    @inlinable
    public static func combineLatest<S: Sequence>(_ producers: S) -> SignalProducer<[Value], Error>
    where S.Element: SignalProducerConvertible, S.Element.Value == Value, S.Element.Error == Error {
        combineLatest(producers.map(\.producer))
    }

    /// `SignalProducer.zip(_:)` of a sequence of any producer-convertible streams, as
    /// ReactiveSwift's; built on the producer form.
    ///
    ///     a:      -1---2----|
    ///     b:      ---x---y--|
    ///     result: ---[1,x]-[2,y]|
    ///
    /// - Parameter producers: The inputs, of one value and error type.
    /// - Returns: A producer of arrays of values paired by position; completes at once, with
    ///   no value, when `producers` is empty.
    @inlinable
    public static func zip<S: Sequence>(_ producers: S) -> SignalProducer<[Value], Error>
    where S.Element: SignalProducerConvertible, S.Element.Value == Value, S.Element.Error == Error {
        zip(producers.map(\.producer))
    }
}
