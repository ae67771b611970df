import Examples
import Ripple
import RippleTesting
import XCTest

final class CredentialsTests: XCTestCase {
    private let vm: any CredentialsViewModelType = CredentialsViewModel()

    private let isSubmitEnabled = TestObserver<Bool, Never>()
    private let password = TestObserver<String, Never>()
    private let submitted = TestObserver<Credentials, Never>()
    private let userName = TestObserver<String, Never>()

    override func setUp() {
        super.setUp()
        self.isSubmitEnabled.observe(self.vm.outputs.isSubmitEnabled)
        self.vm.outputs.password.signal.observe(self.password.observer)
        self.vm.outputs.submitted.observe(self.submitted.observer)
        self.vm.outputs.userName.signal.observe(self.userName.observer)
    }

    func test_isSubmitEnabled_whenBothFieldsComplete() {
        self.vm.outputs.userName.value = "blob"
        self.vm.outputs.password.value = "secret"
        self.vm.outputs.password.value = "secre"

        self.isSubmitEnabled.assertValues([false, false, true, false])
    }

    func test_submitted_sendsCredentialsAndClearsPassword() {
        self.vm.inputs.submitTapped()
        self.vm.outputs.userName.value = "blob"
        self.vm.outputs.password.value = "secret"
        self.vm.inputs.submitTapped()

        self.submitted.assertValues(
            [Credentials(userName: "blob", password: "secret")],
            "An incomplete form is not submitted")
        self.password.assertValues(["secret", ""])
        self.userName.assertValues(["blob"])
    }

    func test_configureWith_fillsUserName() {
        self.vm.inputs.configureWith(savedUserName: "blob")

        self.userName.assertValues(["blob"])
    }

    func test_twoWay_viewTakesViewModelValuesFirst() {
        self.vm.inputs.configureWith(savedUserName: "blob")
        let view = CredentialsView()

        view.bind(to: self.vm)

        XCTAssertEqual(view.userNameField.value, "blob")
        XCTAssertEqual(view.passwordField.value, "")
        self.userName.assertValues(["blob"], "Binding does not echo into the view model")
    }

    func test_twoWay_editsFlowBothWaysOnceWithoutLoop() {
        let view = CredentialsView()
        view.bind(to: self.vm)
        let userNameField = TestObserver<String, Never>()
        let passwordField = TestObserver<String, Never>()
        view.userNameField.signal.observe(userNameField.observer)
        view.passwordField.signal.observe(passwordField.observer)

        view.userNameField.value = "blob"  // typed in the view
        view.passwordField.value = "secret"
        self.vm.inputs.configureWith(savedUserName: "other")  // set by the view model
        self.vm.inputs.submitTapped()  // clears the password in the view model

        userNameField.assertValues(["blob", "other"])
        passwordField.assertValues(["secret", ""])
        self.userName.assertValues(["blob", "other"])
        self.password.assertValues(["secret", ""])
        self.submitted.assertValues([Credentials(userName: "other", password: "secret")])
    }

    func test_twoWay_nothingDeliveredAfterViewIsGone() {
        var view: CredentialsView? = CredentialsView()
        view?.bind(to: self.vm)
        let heldField = view?.userNameField
        let heldFieldValues = TestObserver<String, Never>()
        heldField?.signal.observe(heldFieldValues.observer)

        view = nil
        self.vm.outputs.userName.value = "after"
        heldField?.value = "typed late"

        heldFieldValues.assertValues(["typed late"], "The view model's change did not arrive")
        self.userName.assertValues(["after"], "The late edit did not reach the view model")
    }

    func test_viewAndViewModel_areReleased() {
        assertReleased { tracker in
            let viewModel = tracker.track(CredentialsViewModel())
            let view = tracker.track(CredentialsView())
            view.bind(to: viewModel)
            view.userNameField.value = "blob"
            view.passwordField.value = "secret"
            viewModel.inputs.submitTapped()
            XCTAssertEqual(view.passwordField.value, "")
        }
    }
}
