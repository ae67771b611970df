import Dispatch
import Ripple

/// A main-actor view stand-in for `ProfileViewModel`: it calls the inputs on the main actor
/// and shows the outputs with `observeForUI()` and `<~`, with nothing unsafe in it.
@MainActor
final class ProfileView: LifetimeProvider {
    nonisolated let lifetime: Lifetime
    private let token: Lifetime.Token
    private let viewModel: any ProfileViewModelType

    private(set) var nameLabel = ""
    private(set) var errorLabel = ""
    /// Every value the spinner was set to, in order.
    private(set) var spinnerStates: [Bool] = []

    private var spinnerTarget: BindingTarget<Bool> {
        BindingTarget(onMainActor: lifetime) { [weak self] isLoading in
            dispatchPrecondition(condition: .onQueue(.main))
            self?.spinnerStates.append(isLoading)
        }
    }

    init(viewModel: any ProfileViewModelType, userID: Int) {
        (lifetime, token) = Lifetime.make()
        self.viewModel = viewModel
        lifetime += viewModel.outputs.name.observeForUI().observeValues { [weak self] in
            MainActor.assertIsolated("the name arrived off the main actor")
            self?.nameLabel = $0
        }
        lifetime += viewModel.outputs.errorMessage.observeForUI().observeValues { [weak self] in
            self?.errorLabel = $0
        }
        spinnerTarget <~ viewModel.outputs.isLoading
        viewModel.inputs.configureWith(userID: userID)
    }

    func viewDidLoad() {
        viewModel.inputs.viewDidLoad()
    }

    func refreshTapped() {
        viewModel.inputs.refreshTapped()
    }
}
