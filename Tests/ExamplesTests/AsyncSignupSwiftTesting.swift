import Examples
import Ripple
import RippleTesting
import Testing

/// The async sign-up view model under Swift Testing.
@Suite @MainActor struct AsyncSignupSwiftTesting {
    @Test func usernameAvailableOnceTypingPauses() async {
        let scheduler = TestScheduler()
        let vm: any AsyncSignupViewModelType = AsyncSignupViewModel(
            api: StubAsyncGitHubAPI(), scheduler: scheduler)
        var answers = vm.outputs.usernameAvailable.asyncValues.makeAsyncIterator()

        vm.inputs.usernameChanged("blob")
        scheduler.advance(by: AsyncSignupViewModel.usernameDebounce)

        #expect(await answers.next() == true)
    }

    @Test func signupSignsIn() async {
        let vm: any AsyncSignupViewModelType = AsyncSignupViewModel(
            api: StubAsyncGitHubAPI(), scheduler: TestScheduler())
        var signedIn = vm.outputs.signedIn.asyncValues.makeAsyncIterator()
        vm.inputs.usernameChanged("blob")
        vm.inputs.passwordChanged("secret")
        vm.inputs.signupTapped()
        #expect(await signedIn.next() == true)
    }
}
