import Ripple
import XCTest

/// A binding is owned by its source and the target's lifetime, never by the target's owner.
final class BindingRetentionTests: XCTestCase {
    func test_binding_doesNotRetainTargetOwner() {
        let (signal, input) = Signal<String, Never>.pipe()
        weak var weakLabel: BoundLabel?
        var disposable: Disposable?

        do {
            let label = BoundLabel()
            weakLabel = label
            disposable = label.textTarget <~ signal
            input.send(value: "shown")
            XCTAssertEqual(label.text, "shown")
        }

        XCTAssertNil(weakLabel)
        XCTAssertEqual(disposable?.isDisposed, true)
        input.send(value: "after")  // nothing to deliver to, no crash
    }

    func test_binding_doesNotRetainTargetProperty() {
        let source = MutableProperty(0)
        weak var weakTarget: MutableProperty<Int>?
        var disposable: Disposable?

        do {
            let target = MutableProperty(0)
            weakTarget = target
            disposable = target <~ source
        }

        XCTAssertNil(weakTarget)
        XCTAssertEqual(disposable?.isDisposed, true)
        source.value = 1
    }

    func test_binding_doesNotRetainSourceProperty() {
        let recorder = BindingRecorder<Int>()
        weak var weakSource: MutableProperty<Int>?

        do {
            let source = MutableProperty(0)
            weakSource = source
            recorder.target <~ source
        }

        XCTAssertNil(weakSource)
    }
}
