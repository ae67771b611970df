/// A stream that can be bound with `<~`: a `Signal` or `SignalProducer` that never fails, or
/// a property. ReactiveSwift's protocol of the same name, for code that is generic over what
/// it binds.
///
/// ```swift fragment
/// func show<Source: BindingSource>(_ source: Source, in label: MutableProperty<String>)
/// where Source.Value == String {
///     label <~ source
/// }
/// ```
///
/// Concrete sources pick `<~`'s overloads for `Signal`, `SignalProducer` and
/// `PropertyProtocol`; a generic `Source: BindingSource` binds through `producer`, which
/// behaves the same (a property sends its current value first).
public protocol BindingSource<Value>: SignalProducerConvertible where Error == Never {}

extension Signal: BindingSource where Error == Never {}
extension SignalProducer: BindingSource where Error == Never {}
extension Property: BindingSource {}
extension MutableProperty: BindingSource {}
extension ValidatingProperty: BindingSource {}

extension BindingTargetProvider {
    /// Binds any `BindingSource` to `target`, as ReactiveSwift's generic `<~`; the forms for
    /// `Signal`, `SignalProducer` and properties are preferred when the type is known.
    ///
    ///     source: -a--b--c--|
    ///     target: -a--b--c
    ///
    /// - Parameters:
    ///   - target: The target to bind to.
    ///   - source: The source whose producer to start.
    /// - Returns: A disposable that ends the binding early, or `nil` if the target's lifetime
    ///   has already ended (nothing was bound).
    @_disfavoredOverload @discardableResult
    public static func <~ <Source: BindingSource>(target: Self, source: Source) -> Disposable?
    where Source.Value == Value {
        target <~ source.producer
    }

    /// Binds any `BindingSource` of non-optional values to a target of optional values.
    ///
    ///     source: -a--b--|
    ///     target: -a?-b?
    ///
    /// - Parameters:
    ///   - target: The target to bind to.
    ///   - source: The source whose producer to start; each value is wrapped in `.some`.
    /// - Returns: A disposable that ends the binding early, or `nil` if the target's lifetime
    ///   has already ended.
    @_disfavoredOverload @discardableResult
    public static func <~ <Source: BindingSource>(target: Self, source: Source) -> Disposable?
    where Value == Source.Value? {
        target <~ source.producer
    }
}

extension Signal.Observer {
    /// Sends every value of `source` into `observer`, as ReactiveSwift's `observer <~ source`.
    /// Only values are forwarded: the source's termination ends the binding, not the observer.
    ///
    ///     source:   -a--b--|
    ///     observer: -a--b
    ///
    /// The observer is held weakly: once it is gone, later values are dropped.
    ///
    /// - Parameters:
    ///   - observer: The observer to send values into.
    ///   - source: The source whose producer to start.
    /// - Returns: A disposable that ends the binding.
    @discardableResult
    public static func <~ <Source: BindingSource>(observer: Signal.Observer, source: Source)
        -> Disposable
    where Source.Value == Value {
        source.producer.startWithValues { [weak observer] value in
            observer?.send(value: value)
        }
    }
}
