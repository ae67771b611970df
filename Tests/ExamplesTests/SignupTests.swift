import Examples
import Ripple
import RippleTesting
import XCTest

/// An API whose answers a test sets, timed on the test's scheduler: a user name check takes
/// 1 s, a sign-up 2 s (a failure is not delayed: it arrives on the next `advance()`).
private final class StubGitHubAPI: GitHubAPI, @unchecked Sendable {
    private let scheduler: TestScheduler
    var takenUsernames: Set<String> = ["taken"]
    var signupResult: Result<Bool, GitHubAPIError> = .success(true)
    /// How long a sign-up takes; zero answers at once, as a cache would.
    var signupDelay: Duration = .seconds(2)
    private(set) var signups: [String] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    func usernameAvailable(_ username: String) -> SignalProducer<Bool, Never> {
        SignalProducer(value: !takenUsernames.contains(username))
            .delay(.seconds(1), on: scheduler)
    }

    func signup(username: String, password: String) -> SignalProducer<Bool, GitHubAPIError> {
        signups.append("\(username):\(password)")
        let answer = SignalProducer<Bool, GitHubAPIError>(result: signupResult)
        return signupDelay == .zero ? answer : answer.delay(signupDelay, on: scheduler)
    }
}

final class SignupTests: XCTestCase {
    private let scheduler = TestScheduler()
    private lazy var api = StubGitHubAPI(scheduler: self.scheduler)
    private lazy var vm: any SignupViewModelType = SignupViewModel(
        api: self.api, validationService: DefaultGitHubValidationService(api: self.api),
        scheduler: self.scheduler)

    private let errorMessage = TestObserver<String, Never>()
    private let signedIn = TestObserver<Bool, Never>()
    private let signingIn = TestObserver<Bool, Never>()
    private let signupEnabled = TestObserver<Bool, Never>()
    private let validatedPassword = TestObserver<ValidationResult, Never>()
    private let validatedPasswordRepeated = TestObserver<ValidationResult, Never>()
    private let validatedUsername = TestObserver<ValidationResult, Never>()

    override func setUp() {
        super.setUp()
        self.vm.outputs.errorMessage.observe(self.errorMessage.observer)
        self.vm.outputs.signedIn.observe(self.signedIn.observer)
        self.vm.outputs.signingIn.observe(self.signingIn.observer)
        self.vm.outputs.signupEnabled.observe(self.signupEnabled.observer)
        self.vm.outputs.validatedPassword.observe(self.validatedPassword.observer)
        self.vm.outputs.validatedPasswordRepeated.observe(self.validatedPasswordRepeated.observer)
        self.vm.outputs.validatedUsername.observe(self.validatedUsername.observer)
    }

    /// Types a valid form and waits for the user name check: sign-up becomes enabled.
    private func fillValidForm() {
        self.vm.inputs.usernameChanged("blob")
        self.vm.inputs.passwordChanged("secret")
        self.vm.inputs.repeatedPasswordChanged("secret")
        self.scheduler.advance(by: .milliseconds(300) + .seconds(1))
    }

    func test_validatedUsername_debouncedThenValidatingThenAvailable() {
        self.vm.inputs.usernameChanged("b")
        self.scheduler.advance(by: .milliseconds(200))
        self.vm.inputs.usernameChanged("blob")
        self.scheduler.advance(by: .milliseconds(299))

        self.validatedUsername.assertDidNotEmitValue("Typing has not paused for 300 ms yet")

        self.scheduler.advance(by: .milliseconds(1))
        self.validatedUsername.assertValues([.validating])

        self.scheduler.advance(by: .seconds(1))
        self.validatedUsername.assertValues([.validating, .ok(message: "Username available")])
    }

    func test_validatedUsername_takenMalformedAndEmpty() {
        self.vm.inputs.usernameChanged("taken")
        self.scheduler.advance(by: .milliseconds(300) + .seconds(1))
        self.vm.inputs.usernameChanged("no way")
        self.scheduler.advance(by: .milliseconds(300))
        self.vm.inputs.usernameChanged("")
        self.scheduler.advance(by: .milliseconds(300))

        self.validatedUsername.assertValues([
            .validating, .failed(message: "Username already taken"),
            .failed(message: "Username can only contain letters or digits"), .empty,
        ])
    }

    func test_validatedUsername_onlyLatestUsernameAnswered() {
        self.vm.inputs.usernameChanged("blob")
        self.scheduler.advance(by: .milliseconds(300) + .milliseconds(500))
        self.vm.inputs.usernameChanged("taken")  // blob's check is still running
        self.scheduler.advance(by: .milliseconds(300))
        self.scheduler.run()

        self.validatedUsername.assertValues(
            [.validating, .validating, .failed(message: "Username already taken")],
            "blob's answer is dropped once taken is being checked")
    }

    func test_validatedPassword() {
        self.vm.inputs.passwordChanged("abc")
        self.vm.inputs.passwordChanged("abcde")
        self.vm.inputs.passwordChanged("")

        self.validatedPassword.assertValues([
            .failed(message: "Password must be at least 5 characters"),
            .ok(message: "Password acceptable"), .empty,
        ])
    }

    func test_validatedPasswordRepeated_followsBothFields() {
        self.vm.inputs.passwordChanged("secret")
        self.validatedPasswordRepeated.assertDidNotEmitValue()

        self.vm.inputs.repeatedPasswordChanged("secre")
        self.vm.inputs.repeatedPasswordChanged("secret")
        self.vm.inputs.passwordChanged("secret2")

        self.validatedPasswordRepeated.assertValues([
            .failed(message: "Password different"), .ok(message: "Password repeated"),
            .failed(message: "Password different"),
        ])
    }

    func test_signupEnabled_whenAllValidAndNotSigningIn() {
        self.fillValidForm()
        self.signupEnabled.assertValues([false, true])

        self.vm.inputs.signupTapped()
        self.signupEnabled.assertValues([false, true, false], "Disabled while signing in")

        self.scheduler.advance(by: .seconds(2))
        self.signupEnabled.assertValues([false, true, false, true])

        self.vm.inputs.repeatedPasswordChanged("other")
        self.signupEnabled.assertValues([false, true, false, true, false])
    }

    func test_signingIn_trueThenFalse_signedIn() {
        self.fillValidForm()

        self.vm.inputs.signupTapped()
        self.signingIn.assertValues([true])
        self.signedIn.assertDidNotEmitValue()

        self.scheduler.advance(by: .seconds(2))
        self.signingIn.assertValues([true, false])
        self.signedIn.assertValues([true])
        self.errorMessage.assertDidNotEmitValue()
        XCTAssertEqual(self.api.signups, ["blob:secret"])
    }

    func test_signingIn_trueThenFalse_whenTheAPIAnswersAtOnce() {
        self.api.signupDelay = .zero
        self.fillValidForm()

        self.vm.inputs.signupTapped()

        self.signingIn.assertValues([true, false])
        self.signedIn.assertValues([true])
        self.signupEnabled.assertLastValue(true)
    }

    func test_errorMessage_whenSignupFails() {
        self.api.signupResult = .failure(GitHubAPIError(message: "The server cannot be reached"))
        self.fillValidForm()

        self.vm.inputs.signupTapped()
        self.scheduler.advance()

        self.errorMessage.assertValues(["The server cannot be reached"])
        self.signingIn.assertValues([true, false])
        self.signedIn.assertDidNotEmitValue()
        self.signupEnabled.assertLastValue(true, "Enabled again to retry")
    }

    func test_viewModel_isReleased() {
        let api = self.api
        let scheduler = self.scheduler
        assertReleased { tracker in
            let viewModel = tracker.track(
                SignupViewModel(
                    api: api, validationService: DefaultGitHubValidationService(api: api),
                    scheduler: scheduler))
            viewModel.inputs.usernameChanged("blob")
            viewModel.inputs.passwordChanged("secret")
            viewModel.inputs.repeatedPasswordChanged("secret")
            viewModel.inputs.signupTapped()
            scheduler.run()
        }
    }
}
