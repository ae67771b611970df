/// A type that is an `Optional`: lets `skipNil` be written for signals of optionals, and
/// generic code constrain to optionals (`where Value: OptionalProtocol`), as ReactiveSwift's.
public protocol OptionalProtocol: ExpressibleByNilLiteral {
    /// The wrapped type.
    associatedtype Wrapped

    /// Creates the optional from an `Optional` of its wrapped type.
    ///
    /// - Parameter value: The value, or `nil`.
    init(reconstructing value: Wrapped?)

    /// The value as an `Optional`.
    var optional: Wrapped? { get }
}

extension Optional: OptionalProtocol {
    /// The value itself.
    @inlinable
    public var optional: Wrapped? { self }

    /// Creates the optional from `value`, as ReactiveSwift's `init(reconstructing:)`.
    ///
    /// - Parameter value: The value, or `nil`.
    @inlinable
    public init(reconstructing value: Wrapped?) {
        self = value
    }
}

extension Signal where Value: OptionalProtocol {
    /// Forwards the non-`nil` values, unwrapped; terminal events pass through.
    ///
    ///     self:   -1--nil--3-|
    ///     result: -1-------3-|
    ///
    /// <!-- context
    /// struct Project { var name: String }
    /// let (project, send) = Signal<Project?, Never>.pipe()
    /// -->
    /// ```swift fragment
    /// let projectName = project.map { $0?.name }.skipNil()
    /// ```
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
