extension BindingTarget {
    /// Creates a target whose `@MainActor` action runs on the main actor with each value:
    /// the target of `<~` for a main-actor view in Swift 6.
    ///
    ///     source: -a--b--|     (any thread)
    ///     action: -a--b        (main actor; at once when sent on main with nothing queued)
    ///
    /// <!-- context
    /// struct TitleOutputs { let title: Signal<String, Never> }
    /// struct TitleViewModel { let outputs: TitleOutputs }
    /// let viewModel = TitleViewModel(outputs: TitleOutputs(title: .never))
    /// let view = TitleView()
    /// -->
    /// ```swift fragment
    /// @MainActor final class TitleView: LifetimeProvider {
    ///     let (lifetime, token) = Lifetime.make()
    ///     var title = ""
    ///     var titleTarget: BindingTarget<String> {
    ///         BindingTarget(onMainActor: lifetime) { [weak self] in self?.title = $0 }
    ///     }
    /// }
    /// view.titleTarget <~ viewModel.outputs.title
    /// ```
    ///
    /// Values are delivered through `UIScheduler`, in order; a value whose turn comes after
    /// `lifetime` has ended is dropped, as with `BindingTarget(on:lifetime:action:)`.
    ///
    /// - Parameters:
    ///   - lifetime: Bindings into this target end when it ends.
    ///   - action: Consumes each value on the main actor. Capture its owner weakly.
    public init(onMainActor lifetime: Lifetime, action: @escaping @MainActor (Value) -> Void) {
        self.init(on: UIScheduler(), lifetime: lifetime) { runOnMainActor(action, with: $0) }
    }
}

extension BindingTargetProvider {
    /// Binds the values of a main-queue signal made by `observeForUI()` to `target`.
    ///
    ///     source: -a--b--|   (main queue)
    ///     target: -a--b
    ///
    /// - Parameters:
    ///   - target: The target to bind to.
    ///   - source: The main-queue signal whose values to bind.
    /// - Returns: A disposable that ends the binding early, or `nil` if the target's lifetime
    ///   has already ended.
    @discardableResult
    public static func <~ (target: Self, source: MainActorSignal<Value, Never>) -> Disposable? {
        target <~ source.signal
    }

    /// Binds each run of a main-queue producer made by `observeForUI()` to `target`.
    ///
    ///     source: -a--b--|   (main queue)
    ///     target: -a--b
    ///
    /// - Parameters:
    ///   - target: The target to bind to.
    ///   - source: The producer to start.
    /// - Returns: A disposable that ends the binding and interrupts the run, or `nil` if the
    ///   target's lifetime has already ended.
    @discardableResult
    public static func <~ (target: Self, source: MainActorSignalProducer<Value, Never>)
        -> Disposable?
    {
        target <~ source.producer
    }
}
