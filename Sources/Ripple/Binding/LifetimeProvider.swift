/// An object with a `Lifetime` that ends when the object goes away: the owner of the
/// bindings into it.
///
/// Any class conforms with one stored property: keep the token next to the lifetime, and the
/// lifetime ends in the object's `deinit`, disposing every binding into the object.
///
/// <!-- context
/// struct GreetingOutputs { let greeting: Signal<String, Never> }
/// struct GreetingViewModel { let outputs: GreetingOutputs }
/// let viewModel = GreetingViewModel(outputs: GreetingOutputs(greeting: .never))
/// let view = GreetingView()
/// -->
/// ```swift fragment
/// final class GreetingView: LifetimeProvider {
///     let (lifetime, token) = Lifetime.make()
///     var text = ""
///     var textTarget: BindingTarget<String> { BindingTarget(object: self, keyPath: \.text) }
/// }
///
/// view.textTarget <~ viewModel.outputs.greeting  // ends when the view is released
/// ```
public protocol LifetimeProvider: AnyObject {
    /// Ends when the object goes away (or earlier, if the object ends it).
    var lifetime: Lifetime { get }
}

extension LifetimeProvider {
    /// A target that writes each value to `self[keyPath: keyPath]` while `self` lives,
    /// holding `self` weakly: shorthand for `BindingTarget(object: self, keyPath: keyPath)`.
    ///
    /// <!-- context
    /// final class GreetingView: LifetimeProvider {
    ///     let (lifetime, token) = Lifetime.make()
    ///     var text = ""
    /// }
    /// let view = GreetingView()
    /// struct GreetingOutputs { let greeting: Signal<String, Never> }
    /// struct GreetingViewModel { let outputs: GreetingOutputs }
    /// let viewModel = GreetingViewModel(outputs: GreetingOutputs(greeting: .never))
    /// -->
    /// ```swift fragment
    /// view.bindingTarget(for: \.text) <~ viewModel.outputs.greeting
    /// ```
    ///
    /// - Parameters:
    ///   - keyPath: The property to write.
    ///   - scheduler: Where the writes happen; at once on the sending thread by default.
    /// - Returns: A binding target bounded by `lifetime`.
    public func bindingTarget<Value>(
        for keyPath: ReferenceWritableKeyPath<Self, Value>,
        on scheduler: Scheduler = ImmediateScheduler()
    ) -> BindingTarget<Value> {
        BindingTarget(on: scheduler, object: self, keyPath: keyPath)
    }
}
