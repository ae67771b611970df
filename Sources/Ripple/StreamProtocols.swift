/// A type that is a `Signal`: lets an extension constrain a generic parameter to signals of
/// given types, as ReactiveSwift's `SignalProtocol` does.
///
/// ```swift fragment
/// func titles<S: SignalProtocol>(_ source: S) -> Signal<String, S.Error>
/// where S.Value == Int { source.signal.map { "#\($0)" } }
/// ```
public protocol SignalProtocol: AnyObject {
    /// The type of the values.
    associatedtype Value
    /// The type of the error.
    associatedtype Error: Swift.Error

    /// The signal itself.
    var signal: Signal<Value, Error> { get }
}

extension Signal: SignalProtocol {
    /// The signal itself: a signal is its own `signal`, so Kickstarter-style code that writes
    /// `self.signal` inside a `Signal` extension compiles unchanged.
    public var signal: Signal<Value, Error> { self }
}

/// A type that is a `SignalProducer`: lets an extension constrain a generic parameter to
/// producers of given types, as ReactiveSwift's `SignalProducerProtocol` does.
///
/// ```swift fragment
/// func titles(_ source: some SignalProducerProtocol<Int, Never>)
///     -> SignalProducer<String, Never> { source.producer.map { "#\($0)" } }
/// ```
public protocol SignalProducerProtocol<Value, Error> {
    /// The type of the values.
    associatedtype Value
    /// The type of the error.
    associatedtype Error: Swift.Error

    /// The producer itself.
    var producer: SignalProducer<Value, Error> { get }
}

extension SignalProducer: SignalProducerProtocol {}
