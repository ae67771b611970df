import Examples
import Foundation
import Ripple
import RippleTesting
import XCTest

/// An async API whose answers a test sets.
final class StubAsyncGitHubAPI: AsyncGitHubAPI, @unchecked Sendable {
    private let lock = NSLock()
    private var taken: Set<String> = ["taken"]
    private var result: Result<Bool, GitHubAPIError> = .success(true)
    private var checked: [String] = []

    /// The user names the service was asked about, in order.
    var checkedUsernames: [String] {
        lock.lock()
        defer { lock.unlock() }
        return checked
    }

    func answerSignup(with result: Result<Bool, GitHubAPIError>) {
        lock.lock()
        self.result = result
        lock.unlock()
    }

    func usernameAvailable(_ username: String) async -> Bool {
        check(username)
    }

    func signup(username: String, password: String) async throws(GitHubAPIError) -> Bool {
        try signupResult().get()
    }

    private func check(_ username: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        checked.append(username)
        return !taken.contains(username)
    }

    private func signupResult() -> Result<Bool, GitHubAPIError> {
        lock.lock()
        defer { lock.unlock() }
        return result
    }
}

/// How to test a view model whose service is `async`: `TestScheduler` for time, and
/// `asyncValues` (read before the inputs) to await the service's answers.
@MainActor
final class AsyncSignupViewModelTests: XCTestCase {
    private let scheduler = TestScheduler()
    private let api = StubAsyncGitHubAPI()
    private lazy var vm: any AsyncSignupViewModelType = AsyncSignupViewModel(
        api: self.api, scheduler: self.scheduler)

    func test_usernameAvailable_asksTheServiceOnceTypingPauses() async {
        let usernameAvailable = TestObserver<Bool, Never>()
        vm.outputs.usernameAvailable.observe(usernameAvailable.observer)
        var answers = vm.outputs.usernameAvailable.asyncValues.makeAsyncIterator()

        vm.inputs.usernameChanged("b")
        vm.inputs.usernameChanged("blob")
        scheduler.advance(by: .milliseconds(299))
        usernameAvailable.assertDidNotEmitValue("Still typing")

        scheduler.advance(by: .milliseconds(1))
        let answer = await answers.next()

        XCTAssertEqual(answer, true)
        usernameAvailable.assertValues([true])
        XCTAssertEqual(api.checkedUsernames, ["blob"], "only the name typing paused on")
    }

    func test_usernameAvailable_takenNameIsNotAvailable() async {
        var answers = vm.outputs.usernameAvailable.asyncValues.makeAsyncIterator()
        vm.inputs.usernameChanged("taken")
        scheduler.advance(by: AsyncSignupViewModel.usernameDebounce)
        let answer = await answers.next()
        XCTAssertEqual(answer, false)
    }

    func test_signup_signsInThroughTheAsyncService() async {
        let signingIn = TestObserver<Bool, Never>()
        vm.outputs.signingIn.observe(signingIn.observer)
        var signedIn = vm.outputs.signedIn.asyncValues.makeAsyncIterator()
        var signingInValues = vm.outputs.signingIn.asyncValues.makeAsyncIterator()

        vm.inputs.usernameChanged("blob")
        vm.inputs.passwordChanged("secret")
        vm.inputs.signupTapped()

        let started = await signingInValues.next()
        let accepted = await signedIn.next()
        let ended = await signingInValues.next()
        XCTAssertEqual(started, true)
        XCTAssertEqual(accepted, true)
        XCTAssertEqual(ended, false)
        signingIn.assertValues([true, false])
    }

    func test_signup_unreachableServerSendsTheTypedErrorsMessage() async {
        api.answerSignup(with: .failure(GitHubAPIError(message: "offline")))
        let signedIn = TestObserver<Bool, Never>()
        vm.outputs.signedIn.observe(signedIn.observer)
        var messages = vm.outputs.errorMessage.asyncValues.makeAsyncIterator()

        vm.inputs.usernameChanged("blob")
        vm.inputs.passwordChanged("secret")
        vm.inputs.signupTapped()

        let message = await messages.next()
        XCTAssertEqual(message, "offline")
        signedIn.assertDidNotEmitValue()
    }
}
