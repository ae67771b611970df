/// The shape of a Kickstarter-style view model: a view calls `inputs` and observes `outputs`.
///
/// Each view model declares its own `…ViewModelInputs` (methods only) and `…ViewModelOutputs`
/// (`Signal<…, Never>` and `Property` getters only) protocols, and its `…ViewModelType`
/// refines this one with `Inputs == any …Inputs, Outputs == any …Outputs`, so a view can only
/// call inputs and observe outputs.
///
/// <!-- context
/// protocol GreetingViewModelInputs {}
/// protocol GreetingViewModelOutputs {}
/// -->
/// ```swift fragment
/// protocol GreetingViewModelType: ViewModelType
/// where Inputs == any GreetingViewModelInputs, Outputs == any GreetingViewModelOutputs {}
/// ```
public protocol ViewModelType {
    /// The protocol of the view model's input methods.
    associatedtype Inputs

    /// The protocol of the view model's output signals.
    associatedtype Outputs

    /// What the view calls.
    var inputs: Inputs { get }

    /// What the view observes.
    var outputs: Outputs { get }
}
