extension Action {
    /// Creates an action, always enabled except while a run is executing, whose work reads the
    /// latest value of `state`.
    ///
    /// - Parameters:
    ///   - state: The property whose value the work reads; kept alive by the action.
    ///   - execute: Makes a run's work from the state's value and the input.
    public convenience init<State: PropertyProtocol>(
        state: State, execute: @escaping (State.Value, Input) -> SignalProducer<Output, Error>
    ) {
        self.init(state: state, enabledIf: { _ in true }, execute: execute)
    }

    /// Creates an action enabled while `isEnabled` holds `true` and no run is executing.
    ///
    ///     isEnabled: -f-----t--------f---
    ///     apply:     ----x-----(run)---x-     (x: fails with .disabled)
    ///
    /// - Parameters:
    ///   - isEnabled: Whether the action may run; kept alive by the action.
    ///   - execute: Makes a run's work from the input.
    public convenience init<P: PropertyProtocol>(
        enabledIf isEnabled: P, execute: @escaping (Input) -> SignalProducer<Output, Error>
    ) where P.Value == Bool {
        self.init(state: isEnabled, enabledIf: { $0 }) { _, input in execute(input) }
    }

    /// Creates an action enabled while `state` holds a value (not `nil`) and no run is
    /// executing; the work reads the unwrapped value.
    ///
    /// - Parameters:
    ///   - state: The optional state; kept alive by the action.
    ///   - execute: Makes a run's work from the unwrapped state and the input.
    public convenience init<P: PropertyProtocol, T>(
        unwrapping state: P, execute: @escaping (T, Input) -> SignalProducer<Output, Error>
    ) where P.Value == T? {
        self.init(state: state, enabledIf: { $0 != nil }) { value, input in
            // Only called while enabled, that is while the value is not nil.
            guard let value else { fatalError("Action(unwrapping:): ran without a value") }
            return execute(value, input)
        }
    }

    /// Creates an action that is enabled whenever no run is executing.
    ///
    ///     apply(1): -(run)--------
    ///     apply(2): ----x---------   (x: started during the first run, fails with .disabled)
    ///
    /// - Parameter execute: Makes a run's work from the input.
    public convenience init(execute: @escaping (Input) -> SignalProducer<Output, Error>) {
        self.init(enabledIf: Property(value: true), execute: execute)
    }
}

extension Action where Input == Void {
    /// Creates an action without input whose work reads the latest value of `state`.
    ///
    /// - Parameters:
    ///   - state: The property whose value the work reads; kept alive by the action.
    ///   - execute: Makes a run's work from the state's value.
    public convenience init<P: PropertyProtocol, T>(
        state: P, execute: @escaping (T) -> SignalProducer<Output, Error>
    ) where P.Value == T {
        self.init(state: state) { value, _ in execute(value) }
    }

    /// Creates an action without input, enabled while `state` holds a value (not `nil`).
    ///
    /// - Parameters:
    ///   - state: The optional state; kept alive by the action.
    ///   - execute: Makes a run's work from the unwrapped state.
    public convenience init<P: PropertyProtocol, T>(
        unwrapping state: P, execute: @escaping (T) -> SignalProducer<Output, Error>
    ) where P.Value == T? {
        self.init(unwrapping: state) { value, _ in execute(value) }
    }
}

extension Action {
    /// Creates an action enabled while `state` holds a valid (or coerced) value and no run is
    /// executing; the work reads that value.
    ///
    ///     state result: ✗---✓a----✗----
    ///     isEnabled:    f---t-----f----
    ///
    /// - Parameters:
    ///   - state: The validated state; its `result` is kept alive by the action.
    ///   - execute: Makes a run's work from the valid value and the input.
    public convenience init<T, E>(
        validated state: ValidatingProperty<T, E>,
        execute: @escaping (T, Input) -> SignalProducer<Output, Error>
    ) {
        self.init(unwrapping: state.result.map { $0.value }, execute: execute)
    }
}

extension Action where Input == Void {
    /// Creates an action without input, enabled while `state` holds a valid (or coerced)
    /// value.
    ///
    /// - Parameters:
    ///   - state: The validated state.
    ///   - execute: Makes a run's work from the valid value.
    public convenience init<T, E>(
        validated state: ValidatingProperty<T, E>,
        execute: @escaping (T) -> SignalProducer<Output, Error>
    ) {
        self.init(validated: state) { value, _ in execute(value) }
    }
}
