// ReactiveSwift's `Property(initial:then:)` forms for any producer-convertible stream and for
// optional properties, each built on `init(initial:then:)` with a `SignalProducer`.

extension Property {
    /// Creates a property that starts at `initial` and then takes each value of `values`, any
    /// stream that converts to a producer (a `Signal`, `SignalProducer` or property).
    ///
    ///     values: ---b--c--|
    ///     result: a--b--c      (initial: a)
    ///
    /// - Parameters:
    ///   - initial: The value until `values` sends one.
    ///   - values: The stream of later values; started now, followed until it terminates.
    public convenience init<Values: SignalProducerConvertible>(initial: Value, then values: Values)
    where Values.Value == Value, Values.Error == Never {
        self.init(initial: initial, then: values.producer)
    }
}

extension Property where Value: OptionalProtocol {
    /// Creates an optional property that starts at `initial` and then takes each value of a
    /// producer of non-optional values, wrapped.
    ///
    ///     values: ---1--2--|
    ///     result: n--1--2      (initial: nil)
    ///
    /// - Parameters:
    ///   - initial: The value until `values` sends one.
    ///   - values: The producer of later values.
    public convenience init(initial: Value, then values: SignalProducer<Value.Wrapped, Never>) {
        self.init(initial: initial, then: values.map { Value(reconstructing: $0) })
    }

    /// Creates an optional property that starts at `initial` and then takes each value of a
    /// stream of non-optional values, wrapped.
    ///
    ///     values: ---1--2--|
    ///     result: n--1--2      (initial: nil)
    ///
    /// - Parameters:
    ///   - initial: The value until `values` sends one.
    ///   - values: The stream of later values.
    public convenience init<Values: SignalProducerConvertible>(initial: Value, then values: Values)
    where Values.Value == Value.Wrapped, Values.Error == Never {
        self.init(initial: initial, then: values.producer)
    }
}
