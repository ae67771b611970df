import Ripple

/// The inputs of `CredentialsViewModel`.
public protocol CredentialsViewModelInputs {
    /// Call with the user name saved from the last sign-in, to fill in the form.
    func configureWith(savedUserName: String)

    /// Call when the submit button is tapped.
    func submitTapped()
}

/// The outputs of `CredentialsViewModel`.
public protocol CredentialsViewModelOutputs {
    /// Whether the submit button is enabled: its current value, then every change.
    var isSubmitEnabled: Property<Bool> { get }

    /// The password field's text, bound both ways: `view.passwordField <~> outputs.password`.
    /// Cleared after each submit.
    var password: MutableProperty<String> { get }

    /// The credentials to sign in with, on each tap of submit while they are complete.
    var submitted: Signal<Credentials, Never> { get }

    /// The user name field's text, bound both ways: `view.userNameField <~> outputs.userName`.
    var userName: MutableProperty<String> { get }
}

/// The shape of `CredentialsViewModel` that a view sees.
public protocol CredentialsViewModelType: ViewModelType
where Inputs == any CredentialsViewModelInputs, Outputs == any CredentialsViewModelOutputs {}

/// IQDataBinding's user name and password form, with `<~>` instead of two-way KVO.
///
/// IQDataBinding binds a text field to a model's key path both ways through KVO: it must
/// guard against the update loop (field sets model, model's change sets field, …) and must be
/// removed before either object goes away, or KVO crashes. Here each field is a
/// `MutableProperty`, and the view writes `view.userNameField <~> viewModel.outputs.userName`:
/// each edit crosses once and is not sent back, and the binding ends when the view goes away.
///
/// The two fields are the one place this view model bends the template: a two-way field is an
/// input and an output at once, so it is exposed as a `MutableProperty` among the outputs.
///
///     userName: -a------      (typed in the view)
///     password: ---b----      (typed in the view)
///     submit:   -----t--
///     submitted:-----(a,b)
///     password: -----""--     (cleared; reaches the view once)
public final class CredentialsViewModel: CredentialsViewModelType, CredentialsViewModelInputs,
    CredentialsViewModelOutputs
{
    /// Creates a view model with an empty form.
    public init() {
        let credentials = Property(
            initial: Credentials(userName: "", password: ""),
            then: userName.producer.combineLatest(with: password.producer)
                .map(Credentials.init(userName:password:)))

        isSubmitEnabled = credentials.map(\.isComplete)
        submitted = submitTappedProperty.signal
            .map { credentials.value }
            .filter(\.isComplete)

        userName <~ configureWithSavedUserNameProperty.signal
        password <~ submitted.mapConst("")
    }

    private let configureWithSavedUserNameProperty = MutableProperty("")
    /// Call with the user name saved from the last sign-in.
    public func configureWith(savedUserName: String) {
        configureWithSavedUserNameProperty.value = savedUserName
    }

    private let submitTappedProperty = MutableProperty()
    /// Call when the submit button is tapped.
    public func submitTapped() {
        submitTappedProperty.value = ()
    }

    /// Whether the submit button is enabled.
    public let isSubmitEnabled: Property<Bool>
    /// The password field's text, bound both ways.
    public let password = MutableProperty("")
    /// The credentials to sign in with, on each tap of submit while they are complete.
    public let submitted: Signal<Credentials, Never>
    /// The user name field's text, bound both ways.
    public let userName = MutableProperty("")

    /// The view model's inputs: itself.
    public var inputs: any CredentialsViewModelInputs { self }
    /// The view model's outputs: itself.
    public var outputs: any CredentialsViewModelOutputs { self }
}
