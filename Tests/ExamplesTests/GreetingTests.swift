import Examples
import Ripple
import RippleTesting
import XCTest

final class GreetingTests: XCTestCase {
    private let vm: any GreetingViewModelType = GreetingViewModel()

    private let greeting = TestObserver<String, Never>()

    private let davidBlaine = Person(firstName: "David", lastName: "Blaine")

    override func setUp() {
        super.setUp()
        self.vm.outputs.greeting.observe(self.greeting.observer)
    }

    func test_greeting_emitsOnlyAfterTap() {
        self.vm.inputs.configureWith(person: self.davidBlaine)

        self.greeting.assertDidNotEmitValue("Nothing before the tap")

        self.vm.inputs.showGreetingTapped()

        self.greeting.assertValues(["Hello David Blaine"])
    }

    func test_greeting_tapBeforeConfigureEmitsNothing() {
        self.vm.inputs.showGreetingTapped()
        self.vm.inputs.configureWith(person: self.davidBlaine)

        self.greeting.assertDidNotEmitValue("The early tap is not replayed")

        self.vm.inputs.showGreetingTapped()

        self.greeting.assertValues(["Hello David Blaine"])
    }

    func test_greeting_eachTapGreetsLatestPerson() {
        self.vm.inputs.configureWith(person: self.davidBlaine)
        self.vm.inputs.showGreetingTapped()
        self.vm.inputs.configureWith(person: Person(firstName: "Harry", lastName: "Houdini"))

        self.greeting.assertValues(["Hello David Blaine"], "A new person alone emits nothing")

        self.vm.inputs.showGreetingTapped()
        self.vm.inputs.showGreetingTapped()

        self.greeting.assertValues(
            ["Hello David Blaine", "Hello Harry Houdini", "Hello Harry Houdini"])
        self.greeting.assertDidNotTerminate()
    }

    func test_view_showsGreetingAfterButtonTap() {
        let view = GreetingView(viewModel: self.vm)
        self.vm.inputs.configureWith(person: self.davidBlaine)
        XCTAssertEqual(view.greetingLabelText, "")

        view.showGreetingButtonTapped()

        XCTAssertEqual(view.greetingLabelText, "Hello David Blaine")
    }

    func test_viewAndViewModel_areReleased() {
        assertReleased { tracker in
            let viewModel = tracker.track(GreetingViewModel())
            let view = tracker.track(GreetingView(viewModel: viewModel))
            viewModel.inputs.configureWith(person: self.davidBlaine)
            view.showGreetingButtonTapped()
            XCTAssertEqual(view.greetingLabelText, "Hello David Blaine")
        }
    }
}
