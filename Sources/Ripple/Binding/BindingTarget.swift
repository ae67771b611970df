/// The precedence of the binding operators `<~` and `<~>`: tighter than assignment, looser
/// than everything else, so `let disposable = label.text <~ viewModel.title.map(format)`
/// reads as expected.
precedencegroup BindingPrecedence {
    associativity: right
    higherThan: AssignmentPrecedence
}

/// Binds a source (a signal, a producer or a property) to a target: `target <~ source`.
infix operator <~ : BindingPrecedence

/// Binds two mutable properties both ways: `view.field <~> viewModel.field`.
infix operator <~> : BindingPrecedence

/// Something that can be the target of `<~`: a `MutableProperty`, a `BindingTarget`, or any
/// type that hands one out.
public protocol BindingTargetProvider {
    /// The type of the values the target consumes.
    associatedtype Value

    /// The target that consumes the values and whose lifetime bounds every binding into it.
    var bindingTarget: BindingTarget<Value> { get }
}

/// Where a binding delivers its values: an action to run with each value, and the lifetime
/// that ends every binding into it.
///
/// The action must not capture its owner strongly; `BindingTarget(object:keyPath:)` captures
/// the object weakly for you. A binding is owned by the target's lifetime and by its source,
/// never by the target's owner, so the owner goes away when nothing else holds it, and the
/// binding ends with it.
///
/// <!-- context
/// struct TitleOutputs { let title: Signal<String, Never> }
/// struct TitleViewModel { let outputs: TitleOutputs }
/// let viewModel = TitleViewModel(outputs: TitleOutputs(title: .never))
/// let view = TitleView()
/// -->
/// ```swift fragment
/// final class TitleView: LifetimeProvider {
///     let (lifetime, token) = Lifetime.make()
///     var title = ""
///     var titleTarget: BindingTarget<String> { BindingTarget(object: self, keyPath: \.title) }
/// }
/// view.titleTarget <~ viewModel.outputs.title
/// ```
public struct BindingTarget<Value>: BindingTargetProvider, @unchecked Sendable {
    /// The lifetime that ends every binding into this target.
    public let lifetime: Lifetime

    /// Consumes each value.
    public let action: (Value) -> Void

    /// The target itself.
    public var bindingTarget: BindingTarget<Value> { self }

    /// Creates a target that runs `action` with each value, on the thread that sends it.
    ///
    ///     source: -a--b--|
    ///     action: -a--b
    ///
    /// - Parameters:
    ///   - lifetime: Bindings into this target end when it ends.
    ///   - action: Consumes each value. Capture its owner weakly.
    public init(lifetime: Lifetime, action: @escaping (Value) -> Void) {
        self.lifetime = lifetime
        self.action = action
    }

    /// Creates a target that runs `action` with each value on `scheduler`.
    ///
    /// Each value is scheduled as it arrives; a value whose turn comes after `lifetime` has
    /// ended is dropped (ReactiveSwift would still run it: dropping it means nothing reaches
    /// a view that is gone). An `ImmediateScheduler` runs `action` directly.
    ///
    ///     source:    -a--b--|
    ///     scheduler: ---a--b      (action runs when the scheduler runs it)
    ///
    /// - Parameters:
    ///   - scheduler: Where `action` runs, such as `UIScheduler()` for a view.
    ///   - lifetime: Bindings into this target end when it ends.
    ///   - action: Consumes each value. Capture its owner weakly.
    public init(on scheduler: Scheduler, lifetime: Lifetime, action: @escaping (Value) -> Void) {
        self.lifetime = lifetime
        if scheduler is ImmediateScheduler {
            self.action = action
        } else {
            self.action = { value in
                scheduler.schedule {
                    guard !lifetime.hasEnded else { return }
                    action(value)
                }
            }
        }
    }

    /// Creates a target that writes each value to `object[keyPath: keyPath]`, holding
    /// `object` weakly.
    ///
    /// - Parameters:
    ///   - scheduler: Where the writes happen; at once on the sending thread by default.
    ///   - lifetime: Bindings into this target end when it ends.
    ///   - object: The object to write to; not retained.
    ///   - keyPath: The property of `object` to write.
    public init<Object: AnyObject>(
        on scheduler: Scheduler = ImmediateScheduler(),
        lifetime: Lifetime,
        object: Object,
        keyPath: ReferenceWritableKeyPath<Object, Value>
    ) {
        self.init(on: scheduler, lifetime: lifetime) { [weak object] value in
            object?[keyPath: keyPath] = value
        }
    }

    /// Creates a target that writes each value to `object[keyPath: keyPath]` for as long as
    /// `object` lives, holding it weakly.
    ///
    /// <!-- context
    /// final class TitleView: LifetimeProvider {
    ///     let (lifetime, token) = Lifetime.make()
    ///     var title = ""
    ///     /* fragment */
    /// }
    /// -->
    /// ```swift fragment
    /// var titleTarget: BindingTarget<String> { BindingTarget(object: self, keyPath: \.title) }
    /// ```
    ///
    /// - Parameters:
    ///   - scheduler: Where the writes happen; at once on the sending thread by default.
    ///   - object: The object to write to; its `lifetime` bounds the bindings. Not retained.
    ///   - keyPath: The property of `object` to write.
    public init<Object: LifetimeProvider>(
        on scheduler: Scheduler = ImmediateScheduler(),
        object: Object,
        keyPath: ReferenceWritableKeyPath<Object, Value>
    ) {
        self.init(on: scheduler, lifetime: object.lifetime, object: object, keyPath: keyPath)
    }
}

extension Optional: BindingTargetProvider where Wrapped: BindingTargetProvider {
    /// The type of the values the wrapped target consumes.
    public typealias Value = Wrapped.Value

    /// The wrapped target, or for `nil` a target whose lifetime has ended, so binding into
    /// it does nothing.
    public var bindingTarget: BindingTarget<Wrapped.Value> {
        switch self {
        case .some(let provider): provider.bindingTarget
        case .none: BindingTarget(lifetime: .empty) { _ in }
        }
    }
}
