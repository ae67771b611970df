extension BindingTargetProvider {
    /// Binds `source` to `target`: every value of `source` goes to the target's action.
    ///
    ///     source: -a--b--c--|
    ///     target: -a--b--c
    ///
    /// The binding ends when the target's lifetime ends, when `source` terminates, or when
    /// the returned disposable is disposed. It does not keep the target's owner alive.
    ///
    /// ```swift fragment
    /// let (text, textInput) = Signal<String, Never>.pipe()
    /// let label = MutableProperty("")
    /// label <~ text
    /// textInput.send(value: "Hi")  // label.value == "Hi"
    /// ```
    ///
    /// - Parameters:
    ///   - target: The target to bind to.
    ///   - source: The signal whose values to bind.
    /// - Returns: A disposable that ends the binding early, or `nil` if the target's lifetime
    ///   has already ended (nothing was bound).
    @inlinable @discardableResult
    public static func <~ (target: Self, source: Signal<Value, Never>) -> Disposable? {
        target.bindingTarget.bind { source.observe($0) }
    }

    /// Binds `source` to `target`: starts `source` and sends every value of that run to the
    /// target's action.
    ///
    ///     source: -a--b--c--|
    ///     target: -a--b--c
    ///
    /// The binding ends when the target's lifetime ends (which interrupts the run), when the
    /// run terminates, or when the returned disposable is disposed. It does not keep the
    /// target's owner alive.
    ///
    /// - Parameters:
    ///   - target: The target to bind to.
    ///   - source: The producer to start.
    /// - Returns: A disposable that ends the binding and interrupts the run, or `nil` if the
    ///   target's lifetime has already ended (the producer is not started).
    @inlinable @discardableResult
    public static func <~ (target: Self, source: SignalProducer<Value, Never>) -> Disposable? {
        target.bindingTarget.bind { source.start($0) }
    }

    /// Binds `source` to `target`: the target takes the property's current value at once,
    /// then every change.
    ///
    ///     source: a--b--c--|   (a is the value when bound)
    ///     target: a--b--c
    ///
    /// The binding ends when the target's lifetime ends, when the property goes away, or
    /// when the returned disposable is disposed. It keeps neither the property nor the
    /// target's owner alive.
    ///
    /// ```swift fragment
    /// let viewModelTitle = MutableProperty("Ripple")
    /// let viewTitle = MutableProperty("")
    /// viewTitle <~ viewModelTitle  // viewTitle.value == "Ripple"
    /// ```
    ///
    /// - Parameters:
    ///   - target: The target to bind to.
    ///   - source: The property whose value to follow.
    /// - Returns: A disposable that ends the binding early, or `nil` if the target's lifetime
    ///   has already ended.
    @inlinable @discardableResult
    public static func <~ <Source: PropertyProtocol>(target: Self, source: Source) -> Disposable?
    where Source.Value == Value {
        target <~ source.producer
    }

    /// Binds a signal of non-optional values to a target of optional values.
    ///
    ///     source: -a--b--|
    ///     target: -a?-b?
    ///
    /// - Parameters:
    ///   - target: The target to bind to.
    ///   - source: The signal whose values to bind, each wrapped in `.some`.
    /// - Returns: A disposable that ends the binding early, or `nil` if the target's lifetime
    ///   has already ended.
    @inlinable @discardableResult
    public static func <~ <Wrapped>(target: Self, source: Signal<Wrapped, Never>) -> Disposable?
    where Value == Wrapped? {
        target.bindingTarget.wrapping() <~ source
    }

    /// Binds a producer of non-optional values to a target of optional values.
    ///
    ///     source: -a--b--|
    ///     target: -a?-b?
    ///
    /// - Parameters:
    ///   - target: The target to bind to.
    ///   - source: The producer to start; each value is wrapped in `.some`.
    /// - Returns: A disposable that ends the binding and interrupts the run, or `nil` if the
    ///   target's lifetime has already ended.
    @inlinable @discardableResult
    public static func <~ <Wrapped>(
        target: Self, source: SignalProducer<Wrapped, Never>
    ) -> Disposable? where Value == Wrapped? {
        target.bindingTarget.wrapping() <~ source
    }

    /// Binds a property of non-optional values to a target of optional values: the current
    /// value first, then every change.
    ///
    ///     source: a--b--|
    ///     target: a?-b?
    ///
    /// - Parameters:
    ///   - target: The target to bind to.
    ///   - source: The property whose value to follow; each value is wrapped in `.some`.
    /// - Returns: A disposable that ends the binding early, or `nil` if the target's lifetime
    ///   has already ended.
    @inlinable @discardableResult
    public static func <~ <Source: PropertyProtocol>(target: Self, source: Source) -> Disposable?
    where Value == Source.Value? {
        target.bindingTarget.wrapping() <~ source.producer
    }
}

extension BindingTarget {
    /// The target of the non-optional values, wrapping each in `.some` for this one.
    @inlinable
    func wrapping<Wrapped>() -> BindingTarget<Wrapped> where Value == Wrapped? {
        let action = self.action
        return BindingTarget<Wrapped>(lifetime: lifetime) { action(.some($0)) }
    }
}
