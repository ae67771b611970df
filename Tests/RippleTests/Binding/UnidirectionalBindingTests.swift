import Ripple
import XCTest

final class UnidirectionalBindingTests: XCTestCase {
    // MARK: - Sources

    func test_bindSignal_deliversValuesSentAfterBinding() {
        let (signal, input) = Signal<String, Never>.pipe()
        let recorder = BindingRecorder<String>()
        input.send(value: "before")

        recorder.target <~ signal
        input.send(value: "a")
        input.send(value: "b")

        XCTAssertEqual(recorder.values, ["a", "b"])
    }

    func test_bindProducer_startsItAndDeliversEveryValue() {
        let recorder = BindingRecorder<Int>()

        recorder.target <~ SignalProducer(values: 1, 2, 3)

        XCTAssertEqual(recorder.values, [1, 2, 3])
    }

    func test_bindProperty_deliversCurrentValueFirstThenChanges() {
        let source = MutableProperty("initial")
        let recorder = BindingRecorder<String>()

        recorder.target <~ source
        source.value = "next"

        XCTAssertEqual(recorder.values, ["initial", "next"])
    }

    func test_bindReadOnlyProperty_deliversCurrentValueFirstThenChanges() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let source = Property(initial: 0, then: signal)
        let recorder = BindingRecorder<Int>()

        recorder.target <~ source
        input.send(value: 1)

        XCTAssertEqual(recorder.values, [0, 1])
    }

    func test_bindIntoMutableProperty_setsItsValue() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let target = MutableProperty(0)
        var seen: [Int] = []
        target.signal.observeValues { seen.append($0) }

        target <~ signal
        input.send(value: 5)
        input.send(value: 6)

        XCTAssertEqual(target.value, 6)
        XCTAssertEqual(seen, [5, 6])
    }

    func test_bindPropertyIntoMutableProperty_takesCurrentValue() {
        let source = MutableProperty("view model")
        let target = MutableProperty("")

        target <~ source

        XCTAssertEqual(target.value, "view model")
        source.value = "changed"
        XCTAssertEqual(target.value, "changed")
    }

    // MARK: - Optional targets

    func test_bindNonOptionalSignal_intoOptionalTarget_wrapsValues() {
        let (signal, input) = Signal<String, Never>.pipe()
        let target = MutableProperty<String?>(nil)

        target <~ signal
        input.send(value: "a")

        XCTAssertEqual(target.value, "a")
    }

    func test_bindNonOptionalProducer_intoOptionalTarget_wrapsValues() {
        let recorder = BindingRecorder<Int?>()

        recorder.target <~ SignalProducer(values: 1, 2)

        XCTAssertEqual(recorder.values, [1, 2])
    }

    func test_bindNonOptionalProperty_intoOptionalTarget_wrapsCurrentValueAndChanges() {
        let source = MutableProperty(1)
        let target = MutableProperty<Int?>(nil)

        target <~ source
        XCTAssertEqual(target.value, 1)
        source.value = 2

        XCTAssertEqual(target.value, 2)
    }

    func test_bindOptionalSignal_intoOptionalTarget_keepsNil() {
        let (signal, input) = Signal<String?, Never>.pipe()
        let recorder = BindingRecorder<String?>()

        recorder.target <~ signal
        input.send(value: "a")
        input.send(value: nil)

        XCTAssertEqual(recorder.values, ["a", nil])
    }

    func test_bindIntoNilOptionalProvider_bindsNothing() {
        let target: MutableProperty<Int>? = nil
        var started = false
        let producer = SignalProducer<Int, Never> { _, _ in started = true }

        let disposable = target <~ producer

        XCTAssertNil(disposable)
        XCTAssertFalse(started)
    }

    func test_bindIntoSomeOptionalProvider_bindsToWrappedTarget() {
        let property = MutableProperty(0)
        let target: MutableProperty<Int>? = property

        target <~ SignalProducer(value: 7)

        XCTAssertEqual(property.value, 7)
    }

    // MARK: - How a binding ends

    func test_binding_endsWhenTargetLifetimeEnds() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let (lifetime, token) = Lifetime.make()
        var received: [Int] = []
        let target = BindingTarget<Int>(lifetime: lifetime) { received.append($0) }

        let disposable = target <~ signal
        input.send(value: 1)
        token.dispose()
        input.send(value: 2)

        XCTAssertEqual(received, [1])
        XCTAssertEqual(disposable?.isDisposed, true)
    }

    func test_binding_intoEndedLifetime_returnsNilAndDoesNotStartProducer() {
        var started = false
        let producer = SignalProducer<Int, Never> { _, _ in started = true }
        var received: [Int] = []
        let target = BindingTarget<Int>(lifetime: .empty) { received.append($0) }

        let disposable = target <~ producer

        XCTAssertNil(disposable)
        XCTAssertFalse(started)
        XCTAssertEqual(received, [])
    }

    func test_binding_endOfLifetime_interruptsProducerRun() {
        let (lifetime, token) = Lifetime.make()
        var events: [Signal<Int, Never>.Event] = []
        let producer = SignalProducer<Int, Never> { observer, runLifetime in
            observer.send(value: 1)
            runLifetime.observeEnded { events.append(.interrupted) }
        }
        let target = BindingTarget<Int>(lifetime: lifetime) { events.append(.value($0)) }

        target <~ producer
        token.dispose()

        XCTAssertEqual(events, [.value(1), .interrupted])
    }

    func test_binding_endsWhenSignalCompletes() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = BindingRecorder<Int>()

        let disposable = recorder.target <~ signal
        input.send(value: 1)
        input.sendCompleted()

        XCTAssertEqual(recorder.values, [1])
        XCTAssertEqual(disposable?.isDisposed, true)
    }

    func test_binding_endsWhenSignalIsInterrupted() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = BindingRecorder<Int>()

        let disposable = recorder.target <~ signal
        input.sendInterrupted()

        XCTAssertEqual(disposable?.isDisposed, true)
    }

    func test_binding_endsWhenProducerCompletesWhileStarting() {
        let recorder = BindingRecorder<Int>()

        let disposable = recorder.target <~ SignalProducer(value: 1)

        XCTAssertEqual(recorder.values, [1])
        XCTAssertEqual(disposable?.isDisposed, true)
    }

    func test_binding_endsWhenSourcePropertyIsReleased() {
        let recorder = BindingRecorder<Int>()
        var source: MutableProperty<Int>? = MutableProperty(1)
        let disposable = source.map { recorder.target <~ $0 } ?? nil

        source = nil

        XCTAssertEqual(recorder.values, [1])
        XCTAssertEqual(disposable?.isDisposed, true)
    }

    func test_binding_isReleasedOnceSourceTerminates_soLifetimeDoesNotAccumulate() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = BindingRecorder<Int>()
        weak var binding: AnyObject?

        do {
            binding = recorder.target <~ signal
        }
        XCTAssertNotNil(binding, "the binding lives while the source and target live")
        input.sendCompleted()

        XCTAssertNil(binding)
    }

    func test_dispose_endsBindingEarly_andTwiceIsNoOp() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = BindingRecorder<Int>()

        let disposable = recorder.target <~ signal
        input.send(value: 1)
        disposable?.dispose()
        disposable?.dispose()
        input.send(value: 2)

        XCTAssertEqual(recorder.values, [1])
        XCTAssertEqual(disposable?.isDisposed, true)
    }

    func test_binding_sendsFromManyThreads_reachTargetSeriallyAndAll() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = BindingRecorder<Int>()

        recorder.target <~ signal
        DispatchQueue.concurrentPerform(iterations: 1000) { input.send(value: $0) }

        XCTAssertEqual(recorder.values.count, 1000)
        XCTAssertEqual(Set(recorder.values), Set(0..<1000))
    }
}
