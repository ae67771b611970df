import Ripple

/// The sign-in form's view: two text fields, each a `MutableProperty` of its text, as a
/// `UITextField`'s text would be.
///
/// `bind(to:)` binds each field both ways with the view model's field; the bindings belong to
/// the view's lifetime, so they end when the view goes away, even if someone still holds a
/// field.
public final class CredentialsView: LifetimeProvider {
    /// Ends in `deinit`, ending both two-way bindings.
    public let (lifetime, token) = Lifetime.make()

    /// The password field's text: set it to type, observe it to redraw.
    public let passwordField = MutableProperty("")

    /// The user name field's text: set it to type, observe it to redraw.
    public let userNameField = MutableProperty("")

    /// Creates an empty form.
    public init() {}

    /// Binds both fields both ways with `viewModel`'s fields; the fields take the view
    /// model's values first.
    ///
    /// - Parameter viewModel: The view model to bind to.
    public func bind(to viewModel: any CredentialsViewModelType) {
        lifetime += userNameField <~> viewModel.outputs.userName
        lifetime += passwordField <~> viewModel.outputs.password
    }
}
