/// A property whose value can be set: ReactiveSwift's protocol, for code generic over
/// mutable properties.
///
/// ```swift fragment
/// func reset<P: MutablePropertyProtocol>(_ property: P) where P.Value == Int {
///     property.value = 0
/// }
/// ```
///
/// `MutableProperty` and `ValidatingProperty` conform.
public protocol MutablePropertyProtocol<Value>: PropertyProtocol, BindingTargetProvider {
    /// The current value; setting it sends the new value to observers.
    var value: Value { get set }

    /// The lifetime of the property: it ends when the property is released.
    var lifetime: Lifetime { get }
}

extension MutablePropertyProtocol {
    /// Sets `value` with each bound value, for as long as the property lives, as
    /// ReactiveSwift's default; holds the property weakly.
    ///
    ///     source:   -a--b--|
    ///     property: -a--b      (value after each)
    public var bindingTarget: BindingTarget<Value> {
        BindingTarget(lifetime: lifetime) { [weak self] value in
            self?.value = value
        }
    }
}

/// A mutable property that exposes its lock: `modify` and `withValue` run atomically.
/// ReactiveSwift's protocol, which `MutableProperty` conforms to.
///
/// ```swift fragment
/// func increment<P: ComposableMutablePropertyProtocol>(_ counter: P) where P.Value == Int {
///     counter.modify { $0 += 1 }
/// }
/// ```
public protocol ComposableMutablePropertyProtocol<Value>: MutablePropertyProtocol {
    /// Runs `action` on the current value, atomically, and returns its result.
    ///
    /// - Parameter action: A closure given the current value.
    /// - Returns: The result of `action`.
    func withValue<Result>(_ action: (Value) throws -> Result) rethrows -> Result

    /// Changes the value in place, atomically, and returns what `action` returns.
    ///
    /// - Parameter action: A closure given the value to change.
    /// - Returns: The result of `action`.
    func modify<Result>(_ action: (inout Value) throws -> Result) rethrows -> Result
}

extension MutableProperty: ComposableMutablePropertyProtocol {}
extension ValidatingProperty: MutablePropertyProtocol {}
