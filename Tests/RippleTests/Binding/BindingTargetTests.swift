import Ripple
import XCTest

final class BindingTargetTests: XCTestCase {
    // MARK: - Scheduler form

    func test_bindingTargetOnScheduler_runsActionWhenSchedulerRuns() {
        let scheduler = StepScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = BindingRecorder<Int>()
        let target = BindingTarget(
            on: scheduler, lifetime: recorder.lifetime, action: recorder.target.action)

        target <~ signal
        input.send(value: 1)
        input.send(value: 2)

        XCTAssertEqual(recorder.values, [])
        XCTAssertEqual(scheduler.pendingCount, 2)
        scheduler.run()
        XCTAssertEqual(recorder.values, [1, 2])
    }

    func test_bindingTargetOnScheduler_dropsValuesScheduledBeforeLifetimeEnded() {
        let scheduler = StepScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        let (lifetime, token) = Lifetime.make()
        var received: [Int] = []
        let target = BindingTarget<Int>(on: scheduler, lifetime: lifetime) { received.append($0) }

        target <~ signal
        input.send(value: 1)
        token.dispose()
        scheduler.run()

        XCTAssertEqual(received, [])
    }

    func test_bindingTargetOnImmediateScheduler_runsActionAtOnce() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = BindingRecorder<Int>()
        let target = BindingTarget(
            on: ImmediateScheduler(), lifetime: recorder.lifetime, action: recorder.target.action)

        target <~ signal
        input.send(value: 1)

        XCTAssertEqual(recorder.values, [1])
    }

    // MARK: - Key path forms

    func test_bindingTargetObjectKeyPath_writesProperty() {
        let label = BoundLabel()
        let (lifetime, token) = Lifetime.make()
        let target = BindingTarget(lifetime: lifetime, object: label, keyPath: \.text)

        target <~ SignalProducer(value: "hello")

        XCTAssertEqual(label.text, "hello")
        token.dispose()
    }

    func test_bindingTargetObjectKeyPath_doesNotRetainObject() {
        let (lifetime, token) = Lifetime.make()
        let (signal, input) = Signal<String, Never>.pipe()
        weak var weakLabel: BoundLabel?

        do {
            let label = BoundLabel()
            weakLabel = label
            BindingTarget(lifetime: lifetime, object: label, keyPath: \.text) <~ signal
        }

        XCTAssertNil(weakLabel)
        input.send(value: "after")  // the object is gone: a no-op
        token.dispose()
    }

    func test_bindingTargetObjectKeyPath_onScheduler_writesWhenSchedulerRuns() {
        let scheduler = StepScheduler()
        let label = BoundLabel()

        BindingTarget(on: scheduler, object: label, keyPath: \.text) <~ SignalProducer(value: "a")

        XCTAssertEqual(label.text, "")
        scheduler.run()
        XCTAssertEqual(label.text, "a")
    }

    func test_lifetimeProviderBindingTarget_writesKeyPathUntilObjectGoesAway() {
        let (signal, input) = Signal<String?, Never>.pipe()
        weak var weakLabel: BoundLabel?
        var disposable: Disposable?

        do {
            let label = BoundLabel()
            weakLabel = label
            disposable = label.bindingTarget(for: \.optionalText) <~ signal
            input.send(value: "a")
            XCTAssertEqual(label.optionalText, "a")
        }

        XCTAssertNil(weakLabel)
        XCTAssertEqual(disposable?.isDisposed, true)
    }

    func test_viewTarget_bindsViewModelOutput_inOneLine() {
        let (title, titleInput) = Signal<String, Never>.pipe()
        let label = BoundLabel()

        label.recordingTarget <~ title
        titleInput.send(value: "Hello")
        titleInput.send(value: "Hello David Blaine")

        XCTAssertEqual(label.texts, ["Hello", "Hello David Blaine"])
    }

    func test_lifetimeProvider_endsLifetimeInDeinit() {
        var label: BoundLabel? = BoundLabel()
        let lifetime = label?.lifetime ?? .empty
        XCTAssertFalse(lifetime.hasEnded)

        label = nil

        XCTAssertTrue(lifetime.hasEnded)
    }

    // MARK: - Provider

    func test_bindingTarget_isItsOwnProvider() {
        let (lifetime, token) = Lifetime.make()
        let target = BindingTarget<Int>(lifetime: lifetime) { _ in }

        XCTAssertTrue(target.bindingTarget.lifetime === lifetime)
        token.dispose()
    }

    func test_mutablePropertyBindingTarget_usesPropertyLifetime() {
        let property = MutableProperty(0)

        XCTAssertTrue(property.bindingTarget.lifetime === property.lifetime)
        property.bindingTarget.action(3)
        XCTAssertEqual(property.value, 3)
    }
}
