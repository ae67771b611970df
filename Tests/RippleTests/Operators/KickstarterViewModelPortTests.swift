import Ripple
import RippleTesting
import XCTest

private struct PasswordServiceError: Swift.Error, Equatable {
    let message: String
}

/// A view model in the shape ios-oss writes them, using only the names Kickstarter's
/// ReactiveExtensions adds (`takeWhen`, `filterWhenLatestFrom`, `switchMap`, `values`,
/// `errors`, `mergeWith`, `mapConst`, `ksr_debounce`, `ksr_delay`, `enumerated`, `ignoreValues`,
/// `skipNil`), to prove such code ports by changing its imports.
private final class ChangePasswordViewModel {
    private let (currentChanged, currentObserver) = Signal<String, Never>.pipe()
    private let (newChanged, newObserver) = Signal<String, Never>.pipe()
    private let (saveTapped, saveObserver) = Signal<Void, Never>.pipe()
    private let (viewDidAppear, viewDidAppearObserver) = Signal<Void, Never>.pipe()

    let saveEnabled: Signal<Bool, Never>
    let validationMessage: Signal<String, Never>
    let activityShown: Signal<Bool, Never>
    let changed: Signal<Void, Never>
    let failureMessage: Signal<String, Never>
    let focusCurrentField: Signal<Void, Never>

    init(
        service: @escaping (String, String) -> SignalProducer<Void, PasswordServiceError>,
        scheduler: DateScheduler
    ) {
        let passwords = Signal.combineLatest(currentChanged, newChanged)
        saveEnabled = passwords.map { !$0.isEmpty && $1.count >= 6 }.skipRepeats()
        validationMessage = newChanged.ksr_debounce(.milliseconds(300), on: scheduler)
            .map { $0.count < 6 ? "Too short" : nil }
            .skipNil()
        let submitted = passwords.takeWhen(saveTapped)
            .filterWhenLatestFrom(saveEnabled, satisfies: { $0 })
        let request = submitted.switchMap { current, new in
            service(current, new).ksr_delay(.seconds(1), on: scheduler).materialize()
        }
        changed = request.values()
        failureMessage = request.errors().map(\.message)
        activityShown = submitted.mapConst(true)
            .mergeWith(request.filter(\.isTerminating).mapConst(false))
        focusCurrentField = viewDidAppear.enumerated().filter { $0.idx == 0 }.ignoreValues()
    }

    func currentPasswordChanged(_ text: String) { currentObserver.send(value: text) }
    func newPasswordChanged(_ text: String) { newObserver.send(value: text) }
    func saveButtonTapped() { saveObserver.send(value: ()) }
    func viewDidAppearCalled() { viewDidAppearObserver.send(value: ()) }
}

final class KickstarterViewModelPortTests: XCTestCase {
    private let scheduler = TestScheduler()
    private var response: Result<Void, PasswordServiceError> = .success(())
    private var requests: [String] = []
    private var vm: ChangePasswordViewModel!

    private let saveEnabled = TestObserver<Bool, Never>()
    private let validationMessage = TestObserver<String, Never>()
    private let activityShown = TestObserver<Bool, Never>()
    private let changed = TestObserver<Void, Never>()
    private let failureMessage = TestObserver<String, Never>()
    private let focusCurrentField = TestObserver<Void, Never>()

    override func setUp() {
        super.setUp()
        vm = ChangePasswordViewModel(
            service: { [unowned self] current, new in
                self.requests.append("\(current)->\(new)")
                return self.response.producer
            },
            scheduler: scheduler)
        vm.saveEnabled.observe(saveEnabled.observer)
        vm.validationMessage.observe(validationMessage.observer)
        vm.activityShown.observe(activityShown.observer)
        vm.changed.observe(changed.observer)
        vm.failureMessage.observe(failureMessage.observer)
        vm.focusCurrentField.observe(focusCurrentField.observer)
    }

    func test_focusesTheCurrentFieldOnTheFirstAppearanceOnly() {
        vm.viewDidAppearCalled()
        vm.viewDidAppearCalled()
        focusCurrentField.assertValueCount(1)
    }

    func test_validationWaitsForAPauseInTyping() {
        vm.newPasswordChanged("ab")
        scheduler.advance(by: .milliseconds(200))
        vm.newPasswordChanged("abc")
        scheduler.advance(by: .milliseconds(300))
        validationMessage.assertValues(["Too short"])
        vm.newPasswordChanged("abcdefg")
        scheduler.advance(by: .milliseconds(300))
        validationMessage.assertValues(["Too short"], "a valid password sends no message")
    }

    func test_savingSucceeds() {
        vm.currentPasswordChanged("old")
        vm.newPasswordChanged("short")
        saveEnabled.assertValues([false])
        vm.saveButtonTapped()
        XCTAssertEqual(requests, [], "save is disabled")
        vm.newPasswordChanged("longenough")
        saveEnabled.assertValues([false, true])
        vm.saveButtonTapped()
        XCTAssertEqual(requests, ["old->longenough"])
        activityShown.assertValues([true])
        changed.assertValueCount(0)
        scheduler.advance(by: .seconds(1))
        activityShown.assertValues([true, false])
        changed.assertValueCount(1)
        failureMessage.assertDidNotEmitValue()
        [saveEnabled, activityShown].forEach { $0.assertDidNotTerminate() }
    }

    func test_savingFails_andTheViewModelKeepsWorking() {
        response = .failure(PasswordServiceError(message: "Wrong password"))
        vm.currentPasswordChanged("old")
        vm.newPasswordChanged("longenough")
        vm.saveButtonTapped()
        scheduler.advance(by: .seconds(1))
        failureMessage.assertValues(["Wrong password"])
        activityShown.assertValues([true, false])
        response = .success(())
        vm.saveButtonTapped()
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(requests, ["old->longenough", "old->longenough"])
        changed.assertValueCount(1)
        failureMessage.assertDidNotTerminate()
        activityShown.assertValues([true, false, true, false])
    }
}
