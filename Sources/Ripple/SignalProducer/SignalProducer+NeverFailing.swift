// Initializers picked when no error type is given, as ReactiveSwift's `where Error == Never`
// overloads are: `SignalProducer(value: 1)` and `SignalProducer([1, 2, 3])` are
// `SignalProducer<Int, Never>` without an annotation.

extension SignalProducer where Error == Never {
    /// Creates a producer that sends `value` and completes, and cannot fail: what
    /// `SignalProducer(value: 1)` means when no error type is given, as in ReactiveSwift.
    ///
    /// ```swift fragment
    /// SignalProducer(value: 1)  // -1|, a SignalProducer<Int, Never>
    /// ```
    ///
    /// - Parameter value: The single value.
    @inlinable
    public init(value: Value) {
        self.init(recipe: .value(value))
    }

    /// Creates a producer that sends every element of `values`, then completes, and cannot
    /// fail: what `SignalProducer([1, 2, 3])` means when no error type is given, as in
    /// ReactiveSwift.
    ///
    /// ```swift fragment
    /// SignalProducer([1, 2, 3])  // -1-2-3-|, a SignalProducer<Int, Never>
    /// ```
    ///
    /// Stops early if the run is interrupted while sending.
    ///
    /// - Parameter values: The values to send, in order.
    @inlinable
    public init<S: Sequence>(_ values: S) where S.Element == Value {
        self.init(Self.sendingEach(of: values))
    }

    /// Creates a producer that sends the given values, then completes, and cannot fail.
    ///
    /// ```swift fragment
    /// SignalProducer(values: 1, 2, 3)  // -1-2-3-|, a SignalProducer<Int, Never>
    /// ```
    ///
    /// - Parameters:
    ///   - first: The first value.
    ///   - second: The second value.
    ///   - rest: Any further values.
    @inlinable
    public init(values first: Value, _ second: Value, _ rest: Value...) {
        self.init([first, second] + rest)
    }
}
