import Ripple

/// The Greeting screen's view: a label and a button, as plain properties and methods.
///
/// It calls the view model's inputs and binds its label to the outputs; it holds the view
/// model, and nothing in the view model holds it.
public final class GreetingView: LifetimeProvider {
    /// Ends in `deinit`, ending every binding into this view.
    public let (lifetime, token) = Lifetime.make()

    /// The greeting label's text.
    public private(set) var greetingLabelText = ""

    private let viewModel: any GreetingViewModelType

    /// Creates the view for `viewModel` and binds the label to its greeting.
    ///
    /// - Parameter viewModel: The view model the view calls and shows.
    public init(viewModel: any GreetingViewModelType) {
        self.viewModel = viewModel
        bindingTarget(for: \.greetingLabelText) <~ viewModel.outputs.greeting
    }

    /// What the button's action does: tells the view model.
    public func showGreetingButtonTapped() {
        viewModel.inputs.showGreetingTapped()
    }
}
