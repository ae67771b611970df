/// A type whose values and type host reactive extensions under `reactive`, as in
/// ReactiveSwift: `center.reactive.notifications(forName:)`, `view.reactive[\.text]`.
///
/// Conform a type you own with an empty extension, then extend `Reactive where Base: YourType`:
/// the extensions live in their own namespace and do not collide with the type's members.
///
/// ```swift fragment
/// final class Counter: ReactiveExtensionsProvider {
///     var count = 0
/// }
/// let counter = Counter()
/// counter.reactive[\.count] <~ SignalProducer(value: 3)  // counter.count == 3
/// ```
public protocol ReactiveExtensionsProvider {}

extension ReactiveExtensionsProvider {
    /// The proxy that hosts the reactive extensions of `self`.
    public var reactive: Reactive<Self> {
        Reactive(self)
    }

    /// The proxy that hosts the static reactive extensions of the type.
    public static var reactive: Reactive<Self>.Type {
        Reactive<Self>.self
    }
}

/// The proxy that hosts the reactive extensions of a `Base` value: extend it with
/// `extension Reactive where Base: YourType { … }`, and read `base` inside.
public struct Reactive<Base> {
    /// The value the extensions act on.
    public let base: Base

    init(_ base: Base) {
        self.base = base
    }
}
