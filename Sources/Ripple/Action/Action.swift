/// Repeatable work with inputs and state, as ReactiveSwift's `Action`: a button's command in
/// a view model.
///
/// `apply(_:)` returns a producer of one run of the work. An action runs one piece of work at
/// a time: while a run is executing, or while its state says it is disabled, starting another
/// run fails it with `ActionError.disabled` (and sends on `disabledErrors`) without running
/// the work. Every run's events are also sent on `events`, `values`, `errors` and
/// `completed`, which end when the action is released; a run in progress keeps its action
/// alive until the run's work ends, so they get the rest of that run first.
///
/// <!-- context
/// struct User {}
/// struct APIError: Error {}
/// enum api {
///     static func signUp(_ email: String) -> SignalProducer<User, APIError> {
///         SignalProducer(value: User())
///     }
/// }
/// -->
/// ```swift fragment
/// let isFormValid = MutableProperty(false)
/// let signUp = Action(enabledIf: isFormValid) { (email: String) in
///     api.signUp(email)  // a SignalProducer<User, APIError>
/// }
/// signUp.values.observeValues { user in print("signed up", user) }
/// isFormValid.value = true
/// signUp.apply("ada@example.com").start()
/// ```
///
/// Thread-safe: `apply` may be started from any thread; of runs started at the same time, one
/// executes and the others fail with `.disabled`. `isEnabled` and `isExecuting` may be
/// observed by code that changes the action's state or applies it again.
public final class Action<Input, Output, Error: Swift.Error>: @unchecked Sendable {
    /// Makes a run; it takes the action so that a run keeps its action alive until the run's
    /// work ends (the work's observer holds it), as in ReactiveSwift.
    private let execute: (Action, Input) -> SignalProducer<Output, ActionError<Error>>
    private let eventsInput: Signal<Signal<Output, Error>.Event, Never>.Observer
    private let disabledErrorsInput: Signal<(), Never>.Observer
    private let token: Lifetime.Token

    /// Ends when the action is released: bindings into the action end with it.
    public let lifetime: Lifetime

    /// Every event of every run's work (not the `.disabled` failures); completes when the
    /// action is released.
    public let events: Signal<Signal<Output, Error>.Event, Never>

    /// Every value of every run.
    public let values: Signal<Output, Never>

    /// Every failure of a run's work (not the `.disabled` failures).
    public let errors: Signal<Error, Never>

    /// Sends `()` each time a run is started while the action is disabled.
    public let disabledErrors: Signal<(), Never>

    /// Sends `()` each time a run's work completes (not when it fails or is interrupted).
    public let completed: Signal<(), Never>

    /// Whether a run is executing.
    public let isExecuting: Property<Bool>

    /// Whether a run started now would execute: the state enables the action and no run is
    /// executing.
    public let isEnabled: Property<Bool>

    /// Creates an action whose work reads the latest value of `state`, enabled while
    /// `isEnabled` says that value allows it.
    ///
    ///     state:     -1-----2-----0----
    ///     isEnabled: -t-----t-----f----   (enabledIf: { $0 > 0 })
    ///
    /// The action keeps `state` alive.
    ///
    /// - Parameters:
    ///   - state: The property whose value the work reads and the action's enablement
    ///     follows.
    ///   - isEnabled: Whether a value of `state` enables the action.
    ///   - execute: Makes a run's work from the state's value and the input.
    public init<State: PropertyProtocol>(
        state: State,
        enabledIf isEnabled: @escaping (State.Value) -> Bool,
        execute: @escaping (State.Value, Input) -> SignalProducer<Output, Error>
    ) {
        (lifetime, token) = Lifetime.make()
        (events, eventsInput) = Signal<Signal<Output, Error>.Event, Never>.pipe()
        (disabledErrors, disabledErrorsInput) = Signal<(), Never>.pipe()
        values = events.compactMap { $0.value }
        errors = events.compactMap { $0.error }
        completed = events.compactMap { $0.isCompleted ? () : nil }

        // The action keeps its state property alive, as in ReactiveSwift.
        lifetime.observeEnded { withExtendedLifetime(state) {} }
        let initial = state.value
        let box = ActionStateBox(value: initial, isUserEnabled: isEnabled(initial))
        self.isEnabled = box.enabledBacking.skipRepeats()
        isExecuting = box.executingBacking.skipRepeats()
        lifetime += state.producer.startWithValues { value in
            let enabled = isEnabled(value)
            box.modify { state in
                state.value = value
                state.isUserEnabled = enabled
            }
        }

        let disabledErrorsInput = self.disabledErrorsInput
        self.execute = { action, input in
            SignalProducer { observer, lifetime in
                let value: State.Value? = box.modify { state in
                    guard state.isEnabled else { return nil }
                    state.isExecuting = true
                    return state.value
                }
                guard let value else {
                    observer.send(error: .disabled)
                    disabledErrorsInput.send(value: ())
                    return
                }
                // The work's observer holds the action: released mid-run, the action lives
                // until the work ends, so `events` and `values` get the rest of the run
                // before they complete.
                let run = execute(value, input).start { event in
                    observer.send(event.mapError(ActionError.producerFailed))
                    action.eventsInput.send(value: event)
                }
                lifetime.observeEnded {
                    run.dispose()
                    box.modify { $0.isExecuting = false }
                }
            }
        }
    }

    deinit {
        eventsInput.sendCompleted()
        disabledErrorsInput.sendCompleted()
    }

    /// A producer of one run of the action's work for `input`.
    ///
    ///     work:   -a--b-|
    ///     result: -a--b-|          (enabled)
    ///     result: x                (disabled: fails with .disabled, work not run)
    ///
    /// Each start is a new run: it checks the action is enabled, marks it executing, runs
    /// the work, and clears `isExecuting` when the run ends (also when it is interrupted,
    /// which interrupts the work). The producer keeps the action alive, and so does a started
    /// run until its work ends: an action released mid-run still sends the run's events on
    /// `events`, `values`, `errors` and `completed`, then completes them.
    ///
    /// - Parameter input: The input of the work.
    /// - Returns: A producer of the work's values; it fails with `.producerFailed` when the
    ///   work fails and with `.disabled` when the action was disabled at start.
    public func apply(_ input: Input) -> SignalProducer<Output, ActionError<Error>> {
        execute(self, input)
    }
}

extension Action: BindingTargetProvider {
    /// A target that starts a run for each value bound into it: `action <~ taps`. Runs
    /// started while the action is disabled fail with `.disabled`, as `apply` does. Bindings
    /// end when the action is released; the target holds the action weakly.
    public var bindingTarget: BindingTarget<Input> {
        BindingTarget(lifetime: lifetime) { [weak self] input in
            self?.apply(input).start()
        }
    }
}

extension Action where Input == Void {
    /// A producer of one run of the action's work, for actions without input.
    ///
    ///     work:   -a-|
    ///     result: -a-|
    ///
    /// - Returns: `apply(())`.
    public func apply() -> SignalProducer<Output, ActionError<Error>> {
        apply(())
    }
}
