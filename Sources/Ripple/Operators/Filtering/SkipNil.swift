/// A type that is an `Optional`: lets `skipNil` be written for signals of optionals.
public protocol OptionalProtocol {
    /// The wrapped type.
    associatedtype Wrapped

    /// The value as an `Optional`.
    var optional: Wrapped? { get }
}

extension Optional: OptionalProtocol {
    /// The value itself.
    public var optional: Wrapped? { self }
}

extension Signal where Value: OptionalProtocol {
    /// Forwards the non-`nil` values, unwrapped; terminal events pass through.
    ///
    ///     self:   -1--nil--3-|
    ///     result: -1-------3-|
    ///
    ///     let projectName = project.map { $0?.name }.skipNil()
    ///
    /// - Returns: A signal of the unwrapped values, terminating with `self`.
    @inlinable
    public func skipNil() -> Signal<Value.Wrapped, Error> {
        compactMap { $0.optional }
    }
}

extension SignalProducer where Value: OptionalProtocol {
    /// Forwards the non-`nil` values of each run, unwrapped.
    ///
    ///     self:   -1--nil--3-|
    ///     result: -1-------3-|
    ///
    /// - Returns: A producer of the unwrapped values.
    @inlinable
    public func skipNil() -> SignalProducer<Value.Wrapped, Error> {
        liftRelaying { $0.skipNil() }
    }
}
