import Ripple
import RippleTesting
import XCTest

/// `Property.uniqueValues`, ReactiveSwift 7's property form of the stream operator.
final class PropertyUniqueValuesTests: XCTestCase {
    func test_uniqueValues_takesOnlyValuesNotSeenBefore() {
        let source = MutableProperty("a")
        let unique = source.uniqueValues()
        let recorder = EventRecorder<String, Never>()
        unique.signal.observe(recorder.observer)
        source.value = "a"
        source.value = "b"
        source.value = "b"
        source.value = "c"
        source.value = "a"
        XCTAssertEqual(recorder.events, [.value("b"), .value("c")])
        XCTAssertEqual(unique.value, "c")
    }

    func test_uniqueValues_byIdentity() {
        let source = MutableProperty(1)
        let unique = source.uniqueValues { $0 % 2 }
        var values: [Int] = []
        unique.producer.startWithValues { values.append($0) }
        source.value = 3
        source.value = 4
        source.value = 6
        XCTAssertEqual(values, [1, 4])
    }

    func test_uniqueValues_producerCompletesOnlyWhenTheSourceIsGone() {
        var source: MutableProperty<String>? = MutableProperty("a")
        var unique: Property<String>? = source!.uniqueValues()
        let recorder = EventRecorder<String, Never>()
        unique!.producer.start(recorder.observer)
        unique = nil
        XCTAssertEqual(recorder.events, [.value("a")])
        source = nil
        XCTAssertEqual(recorder.events, [.value("a"), .completed])
    }
}
