import Ripple
import XCTest

final class TwoWayBindingTests: XCTestCase {
    /// Not `Equatable`: the binding must not need to compare values to avoid a loop.
    private struct Draft {
        var text: String
    }

    private var view: MutableProperty<String>!
    private var viewModel: MutableProperty<String>!
    private var viewChanges: [String] = []
    private var viewModelChanges: [String] = []

    override func setUp() {
        super.setUp()
        view = MutableProperty("view")
        viewModel = MutableProperty("view model")
        viewChanges = []
        viewModelChanges = []
        view.signal.observeValues { [unowned self] in viewChanges.append($0) }
        viewModel.signal.observeValues { [unowned self] in viewModelChanges.append($0) }
    }

    override func tearDown() {
        view = nil
        viewModel = nil
        super.tearDown()
    }

    func test_twoWay_leftTakesRightValueFirst() {
        view <~> viewModel

        XCTAssertEqual(view.value, "view model")
        XCTAssertEqual(viewModel.value, "view model")
        XCTAssertEqual(viewChanges, ["view model"])
        XCTAssertEqual(viewModelChanges, [])
    }

    func test_twoWay_editOnLeft_reachesRightExactlyOnce() {
        view <~> viewModel

        view.value = "typed"

        XCTAssertEqual(viewModel.value, "typed")
        XCTAssertEqual(viewChanges, ["view model", "typed"])
        XCTAssertEqual(viewModelChanges, ["typed"])
    }

    func test_twoWay_editOnRight_reachesLeftExactlyOnce() {
        view <~> viewModel

        viewModel.value = "loaded"

        XCTAssertEqual(view.value, "loaded")
        XCTAssertEqual(viewChanges, ["view model", "loaded"])
        XCTAssertEqual(viewModelChanges, ["loaded"])
    }

    func test_twoWay_alternatingEdits_eachReachOtherSideOnce() {
        view <~> viewModel

        view.value = "a"
        viewModel.value = "b"
        view.value = "c"
        view.value = "c"

        XCTAssertEqual(viewChanges, ["view model", "a", "b", "c", "c"])
        XCTAssertEqual(viewModelChanges, ["a", "b", "c", "c"])
    }

    func test_twoWay_nonEquatableValues_doNotLoop() {
        let left = MutableProperty(Draft(text: "left"))
        let right = MutableProperty(Draft(text: "right"))
        var leftChanges: [String] = []
        var rightChanges: [String] = []
        left.signal.observeValues { leftChanges.append($0.text) }
        right.signal.observeValues { rightChanges.append($0.text) }

        left <~> right
        left.value = Draft(text: "edit")
        right.value = Draft(text: "reply")

        XCTAssertEqual(leftChanges, ["right", "edit", "reply"])
        XCTAssertEqual(rightChanges, ["edit", "reply"])
    }

    func test_twoWay_rightNormalizingInsideItsObserver_flowsBackOnce() {
        viewModel.signal.observeValues { [unowned self] text in
            let lowercased = text.lowercased()
            if lowercased != text { viewModel.value = lowercased }
        }
        view <~> viewModel

        view.value = "David"

        XCTAssertEqual(viewModel.value, "david")
        XCTAssertEqual(view.value, "david")
        XCTAssertEqual(viewChanges, ["view model", "David", "david"])
        XCTAssertEqual(viewModelChanges, ["David", "david"])
    }

    func test_twoWay_dispose_stopsBothDirections() {
        let disposable = view <~> viewModel

        disposable?.dispose()
        view.value = "left only"
        viewModel.value = "right only"

        XCTAssertEqual(view.value, "left only")
        XCTAssertEqual(viewModel.value, "right only")
        XCTAssertEqual(disposable?.isDisposed, true)
    }

    func test_twoWay_disposeTwice_isNoOp() {
        let disposable = view <~> viewModel

        disposable?.dispose()
        disposable?.dispose()

        XCTAssertEqual(disposable?.isDisposed, true)
    }

    func test_twoWay_endsWhenLeftIsReleased_andDoesNotRetainIt() {
        weak var weakField: MutableProperty<String>?
        var disposable: Disposable?

        do {
            let field = MutableProperty("")
            weakField = field
            disposable = field <~> viewModel
            viewModel.value = "shown"
            XCTAssertEqual(field.value, "shown")
        }

        XCTAssertNil(weakField)
        XCTAssertEqual(disposable?.isDisposed, true)
        viewModel.value = "after"
        XCTAssertEqual(viewModelChanges, ["shown", "after"])
    }

    func test_twoWay_endsWhenRightIsReleased_andDoesNotRetainIt() {
        weak var weakModel: MutableProperty<String>?
        var disposable: Disposable?

        do {
            let model = MutableProperty("model")
            weakModel = model
            disposable = view <~> model
        }

        XCTAssertNil(weakModel)
        XCTAssertEqual(disposable?.isDisposed, true)
        view.value = "after"
        XCTAssertEqual(viewChanges, ["model", "after"])
    }

    func test_twoWay_bindingPropertyToItself_bindsNothing() {
        let disposable = view <~> view

        XCTAssertNil(disposable)
        view.value = "x"
        XCTAssertEqual(viewChanges, ["x"])
    }

    func test_twoWay_chainedBindings_propagateOnceEach() {
        let middle = MutableProperty("middle")
        var middleChanges: [String] = []
        middle.signal.observeValues { middleChanges.append($0) }

        view <~> middle
        middle <~> viewModel
        view.value = "end to end"

        XCTAssertEqual(viewModel.value, "end to end")
        XCTAssertEqual(viewChanges, ["middle", "view model", "end to end"])
        XCTAssertEqual(middleChanges, ["view model", "end to end"])
        XCTAssertEqual(viewModelChanges, ["end to end"])
    }
}
