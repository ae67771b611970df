extension MutableProperty: BindingTargetProvider {
    /// Sets `value` with each bound value, for as long as the property lives: the target of
    /// `property <~ source`. Holds the property weakly.
    ///
    ///     source:   -a--b--|
    ///     property: -a--b      (value after each)
    public var bindingTarget: BindingTarget<Value> {
        BindingTarget(lifetime: lifetime) { [weak self] value in
            self?.value = value
        }
    }
}
