extension Reactive where Base: AnyObject {
    /// A binding target that writes each value to `base[keyPath: keyPath]`, holding `base`
    /// weakly: `object.reactive[\.text] <~ viewModel.outputs.title`.
    ///
    ///     source: -a--b-----c-|
    ///     object: -a--b (released) the binding ends at `c`
    ///
    /// Without a `Lifetime` to watch (Linux has no associated objects), a binding into an
    /// object that is not a `LifetimeProvider` ends when the source terminates, or at the
    /// first value sent after the object is gone (that value is dropped). Conform the object
    /// to `LifetimeProvider` to end its bindings in its `deinit`.
    ///
    /// - Parameter keyPath: The property of `base` to write.
    /// - Returns: A target for `<~`.
    public subscript<Value>(keyPath: ReferenceWritableKeyPath<Base, Value>) -> BindingTarget<Value>
    {
        let lifetime = Lifetime.makeEndable()
        return BindingTarget(lifetime: lifetime) { [weak base] value in
            guard let base else {
                lifetime.end()
                return
            }
            base[keyPath: keyPath] = value
        }
    }
}

extension Reactive where Base: LifetimeProvider {
    /// A binding target that writes each value to `base[keyPath: keyPath]` while `base`
    /// lives: its bindings end with `base.lifetime`, in the object's `deinit`.
    ///
    ///     source: -a--b-----c-|
    ///     object: -a--b (released: the binding ends)
    ///
    /// <!-- context
    /// final class GreetingView: ReactiveExtensionsProvider, LifetimeProvider {
    ///     let (lifetime, token) = Lifetime.make()
    ///     var text = ""
    /// }
    /// let view = GreetingView()
    /// struct GreetingOutputs { let greeting: Signal<String, Never> }
    /// struct GreetingViewModel { let outputs: GreetingOutputs }
    /// let viewModel = GreetingViewModel(outputs: GreetingOutputs(greeting: .never))
    /// -->
    /// ```swift fragment
    /// view.reactive[\.text] <~ viewModel.outputs.greeting
    /// ```
    ///
    /// - Parameter keyPath: The property of `base` to write.
    /// - Returns: A target for `<~`, bounded by `base.lifetime`.
    public subscript<Value>(keyPath: ReferenceWritableKeyPath<Base, Value>) -> BindingTarget<Value>
    {
        BindingTarget(object: base, keyPath: keyPath)
    }
}
