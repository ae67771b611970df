import Ripple
import RippleTesting
import XCTest

/// ReactiveSwift 7 forms: `Property.map(value:)`, the static sequence `combineLatest` / `zip`
/// of properties (with and without an empty sentinel), and `skip(until:)` with a producer
/// trigger.
final class PropertyAndTriggerFormsTests: XCTestCase {
    func test_propertyMapValue_holdsTheConstant() {
        var source: MutableProperty<String>? = MutableProperty("foo")
        let mapped = source!.map(value: 1)
        let recorder = EventRecorder<Int, Never>()
        mapped.producer.start(recorder.observer)
        source!.value = "bar"
        XCTAssertEqual(mapped.value, 1)
        source = nil
        XCTAssertEqual(recorder.events, [.value(1), .value(1), .completed])
    }

    func test_propertyCombineLatestOfASequence() {
        let a = MutableProperty(1)
        let b = MutableProperty(2)
        let combined = Property<Int>.combineLatest([a, b])
        var values: [[Int]] = []
        combined?.producer.startWithValues { values.append($0) }
        a.value = 3
        XCTAssertEqual(values, [[1, 2], [3, 2]])
        XCTAssertNil(Property<Int>.combineLatest([MutableProperty<Int>]()))
        let sentinel = Property<String>.combineLatest(
            EmptyCollection<Property<String>>(), emptySentinel: ["empty"])
        XCTAssertEqual(sentinel.value, ["empty"])
        let nonEmpty = Property<Int>.combineLatest([a, b], emptySentinel: [])
        XCTAssertEqual(nonEmpty.value, [3, 2])
    }

    func test_propertyZipOfASequence() {
        let a = MutableProperty(1)
        let b = MutableProperty(10)
        let zipped = Property<Int>.zip([a, b])
        var values: [[Int]] = []
        zipped?.producer.startWithValues { values.append($0) }
        a.value = 2
        XCTAssertEqual(values, [[1, 10]])
        b.value = 20
        XCTAssertEqual(values, [[1, 10], [2, 20]])
        XCTAssertNil(Property<Int>.zip([MutableProperty<Int>]()))
        let sentinel = Property<Int>.zip(EmptyCollection<Property<Int>>(), emptySentinel: [0])
        XCTAssertEqual(sentinel.value, [0])
    }

    func test_skipUntilAProducerTrigger_gatesEachRun() {
        let (source, input) = Signal<Int, TestError>.pipe()
        let (trigger, fire) = Signal<Void, Never>.pipe()
        var starts = 0
        let triggerProducer = SignalProducer<Void, Never>(trigger).on(started: { starts += 1 })
        let recorder = EventRecorder<Int, TestError>()
        SignalProducer(source).skip(until: triggerProducer).start(recorder.observer)
        XCTAssertEqual(starts, 1)
        input.send(value: 1)
        fire.send(value: ())
        input.send(value: 2)
        input.send(error: TestError())
        XCTAssertEqual(recorder.events, [.value(2), .failed(TestError())])
    }

    func test_skipUntilAProducerTrigger_completionOpensTheGate() {
        var values: [Int] = []
        SignalProducer<Int, Never>(values: 1, 2)
            .skip(until: SignalProducer<Void, Never>.empty)
            .startWithValues { values.append($0) }
        XCTAssertEqual(values, [1, 2])
        let gated = EventRecorder<Int, Never>()
        SignalProducer<Int, Never>(values: 1, 2)
            .skip(until: SignalProducer<Void, Never>.never)
            .start(gated.observer)
        XCTAssertEqual(gated.events, [.completed])
    }
}
