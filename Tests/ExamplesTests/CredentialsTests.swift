import Examples
import Ripple
import RippleTesting
import XCTest

/// The two-way form's tests, recording every output with one `recordOutputs` line. Properties
/// are recorded from their value when the test starts (the empty fields), then each change;
/// each event of every output must be asserted by the end of the test.
final class CredentialsTests: XCTestCase {
    private let vm: any CredentialsViewModelType = CredentialsViewModel()

    func test_isSubmitEnabled_whenBothFieldsComplete() {
        let outputs = self.recordOutputs(self.vm.outputs)
        self.vm.outputs.userName.value = "blob"
        self.vm.outputs.password.value = "secret"
        self.vm.outputs.password.value = "secre"

        outputs[\.isSubmitEnabled].assertValues([false, false, true, false])
        outputs[\.userName].assertValues(["", "blob"])
        outputs[\.password].assertValues(["", "secret", "secre"])
    }

    func test_submitted_sendsCredentialsAndClearsPassword() {
        let outputs = self.recordOutputs(self.vm.outputs)
        self.vm.inputs.submitTapped()
        self.vm.outputs.userName.value = "blob"
        self.vm.outputs.password.value = "secret"
        self.vm.inputs.submitTapped()

        outputs[\.submitted].assertValues(
            [Credentials(userName: "blob", password: "secret")],
            "An incomplete form is not submitted")
        outputs[\.password].assertValues(["", "secret", ""])
        outputs[\.userName].assertValues(["", "blob"])
        outputs[\.isSubmitEnabled].assertValues([false, false, true, false])
    }

    func test_configureWith_fillsUserName() {
        let outputs = self.recordOutputs(self.vm.outputs)
        self.vm.inputs.configureWith(savedUserName: "blob")

        outputs[\.userName].assertValues(["", "blob"])
        outputs[\.isSubmitEnabled].assertValues([false, false])
        outputs[\.password].assertValues([""])
    }

    func test_twoWay_viewTakesViewModelValuesFirst() {
        let outputs = self.recordOutputs(self.vm.outputs)
        self.vm.inputs.configureWith(savedUserName: "blob")
        let view = CredentialsView()

        view.bind(to: self.vm)

        XCTAssertEqual(view.userNameField.value, "blob")
        XCTAssertEqual(view.passwordField.value, "")
        outputs[\.userName].assertValues(["", "blob"], "Binding does not echo into the view model")
        outputs[\.password].assertValues([""], "Binding does not echo into the view model")
        outputs.skipEvents(\.isSubmitEnabled)  // asserted by test_configureWith_fillsUserName
    }

    func test_twoWay_editsFlowBothWaysOnceWithoutLoop() {
        let outputs = self.recordOutputs(self.vm.outputs)
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
        outputs[\.userName].assertValues(["", "blob", "other"])
        outputs[\.password].assertValues(["", "secret", ""])
        outputs[\.submitted].assertValues([Credentials(userName: "other", password: "secret")])
        outputs[\.isSubmitEnabled].assertLastValue(false, "The cleared password disables submit")
    }

    func test_twoWay_nothingDeliveredAfterViewIsGone() {
        let outputs = self.recordOutputs(self.vm.outputs)
        var view: CredentialsView? = CredentialsView()
        view?.bind(to: self.vm)
        let heldField = view?.userNameField
        let heldFieldValues = TestObserver<String, Never>()
        heldField?.signal.observe(heldFieldValues.observer)

        view = nil
        self.vm.outputs.userName.value = "after"
        heldField?.value = "typed late"

        heldFieldValues.assertValues(["typed late"], "The view model's change did not arrive")
        outputs[\.userName].assertValues(
            ["", "after"], "The late edit did not reach the view model")
        outputs.exclude(\.isSubmitEnabled)
        outputs.exclude(\.password)
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
