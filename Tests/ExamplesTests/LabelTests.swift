import Examples
import Ripple
import RippleTesting
import XCTest

final class LabelTests: XCTestCase {
    private let vm: any LabelViewModelType = LabelViewModel(placeholder: "No text")

    private let text = TestObserver<String, Never>()

    override func setUp() {
        super.setUp()
        self.text.observe(self.vm.outputs.text)
    }

    func test_text_startsWithPlaceholderThenFollowsInput() {
        self.text.assertValues(["No text"])

        self.vm.inputs.textChanged("Hello")
        self.vm.inputs.textChanged("")
        self.vm.inputs.textChanged("Ripple")

        self.text.assertValues(["No text", "Hello", "No text", "Ripple"])
    }

    func test_view_showsInitialValueAtOnceThenChanges() {
        self.vm.inputs.textChanged("Before binding")
        let view = LabelView()

        view.bind(to: self.vm)
        XCTAssertEqual(view.text, "Before binding", "the current value reaches the view at once")

        self.vm.inputs.textChanged("After binding")
        XCTAssertEqual(view.text, "After binding")
    }

    func test_binding_endsWithView() {
        weak var weakView: LabelView?
        var lifetime: Lifetime?
        do {
            let view = LabelView()
            weakView = view
            lifetime = view.lifetime
            view.bind(to: self.vm)
            self.vm.inputs.textChanged("shown")
            XCTAssertEqual(view.text, "shown")
        }

        XCTAssertNil(weakView, "the binding does not keep the view alive")
        XCTAssertEqual(lifetime?.hasEnded, true, "the view's lifetime, and its bindings, ended")
        self.vm.inputs.textChanged("nobody listens")  // nothing to deliver to, no crash
        self.text.assertLastValue("nobody listens")
    }

    func test_viewAndViewModel_areReleased() {
        assertReleased { tracker in
            let viewModel = tracker.track(LabelViewModel())
            let view = tracker.track(LabelView())
            view.bind(to: viewModel)
            viewModel.inputs.textChanged("Hi")
            XCTAssertEqual(view.text, "Hi")
        }
    }
}
