import Ripple

/// A plain view with a text, as a `UILabel` would have: binds the view model's text into its
/// own `text` for as long as it lives.
public final class LabelView: LifetimeProvider {
    /// Ends in `deinit`, ending every binding into this view.
    public let (lifetime, token) = Lifetime.make()

    /// What the label shows.
    public private(set) var text = ""

    /// Creates a view showing nothing.
    public init() {}

    /// The target that sets `text`; holds the view weakly.
    public var textTarget: BindingTarget<String> {
        bindingTarget(for: \.text)
    }

    /// Shows the view model's text, now and on every change, until this view goes away.
    ///
    /// - Parameter viewModel: The view model to show.
    public func bind(to viewModel: any LabelViewModelType) {
        textTarget <~ viewModel.outputs.text
    }
}
