import Ripple
import RippleTesting
import XCTest

/// A `@MainActor` view model over an `async` service, bound to a main-actor view: inputs on
/// the main actor, the service's answers awaited with `asyncValues`, the view's labels checked
/// after `MainQueue.drain()`.
@MainActor
final class ProfileViewModelTests: XCTestCase {
    private let ada = Profile(name: "Ada", followers: 3)

    func test_viewDidLoad_loadsTheProfile_andTheViewShowsItOnTheMainActor() async {
        let service = StubProfileService(answering: .success(ada))
        let viewModel: any ProfileViewModelType = ProfileViewModel(service: service)
        let view = ProfileView(viewModel: viewModel, userID: 7)
        var names = viewModel.outputs.name.asyncValues.makeAsyncIterator()
        var loading = viewModel.outputs.isLoading.signal.asyncValues.makeAsyncIterator()

        view.viewDidLoad()
        let started = await loading.next()
        let name = await names.next()
        let ended = await loading.next()
        await MainQueue.drain()

        XCTAssertEqual([started, ended], [true, false])
        XCTAssertEqual(name, "Ada")
        XCTAssertEqual(view.nameLabel, "Ada")
        XCTAssertEqual(view.spinnerStates, [false, true, false])
        XCTAssertEqual(view.errorLabel, "")
        let requested = await service.requestedIDs
        XCTAssertEqual(requested, [7])
    }

    func test_refresh_afterAFailure_showsTheTypedErrorsMessageThenTheProfile() async {
        let service = StubProfileService(answering: .failure(ProfileError(message: "offline")))
        let viewModel: any ProfileViewModelType = ProfileViewModel(service: service)
        let view = ProfileView(viewModel: viewModel, userID: 7)
        var messages = viewModel.outputs.errorMessage.asyncValues.makeAsyncIterator()
        var names = viewModel.outputs.name.asyncValues.makeAsyncIterator()
        var loading = viewModel.outputs.isLoading.signal.asyncValues.makeAsyncIterator()

        view.viewDidLoad()
        let message = await messages.next()
        _ = await loading.next()
        _ = await loading.next()
        await MainQueue.drain()
        XCTAssertEqual(message, "offline")
        XCTAssertEqual(view.errorLabel, "offline")
        XCTAssertEqual(view.nameLabel, "")

        await service.answer(with: .success(ada))
        view.refreshTapped()
        let name = await names.next()
        _ = await loading.next()
        _ = await loading.next()
        await MainQueue.drain()
        XCTAssertEqual(name, "Ada")
        XCTAssertEqual(view.nameLabel, "Ada")
        XCTAssertEqual(view.spinnerStates, [false, true, false, true, false])
        let requested = await service.requestedIDs
        XCTAssertEqual(requested, [7, 7])
    }

    func test_inputsCalledOnTheMainActor_withoutAnyLoad_sendNothing() async {
        let viewModel: any ProfileViewModelType = ProfileViewModel(
            service: StubProfileService(answering: .success(ada)))
        let names = TestObserver<String, Never>()
        viewModel.outputs.name.observe(names.observer)
        viewModel.inputs.refreshTapped()  // no user configured yet: nothing to load
        await MainQueue.drain()
        names.assertDidNotEmitValue()
        XCTAssertEqual(viewModel.outputs.isLoading.value, false)
    }
}
