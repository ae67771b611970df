import Ripple
import XCTest

final class PropertyOperatorsTests: XCTestCase {
    func test_propertyCombineLatest_followsBoth() {
        let a = MutableProperty(1)
        let b = MutableProperty("x")
        let combined = a.combineLatest(with: b)
        XCTAssertEqual(combined.value.0, 1)
        XCTAssertEqual(combined.value.1, "x")
        var seen: [String] = []
        combined.producer.startWithValues { seen.append("\($0)\($1)") }
        a.value = 2
        b.value = "y"
        XCTAssertEqual(seen, ["1x", "2x", "2y"])
    }

    func test_propertySkipRepeats_dropsEqualValues() {
        let a = MutableProperty(1)
        let distinct = a.skipRepeats()
        var seen: [Int] = []
        distinct.signal.observeValues { seen.append($0) }
        a.value = 1
        a.value = 2
        a.value = 2
        a.value = 1
        XCTAssertEqual(seen, [2, 1])
        XCTAssertEqual(distinct.value, 1)
    }

    func test_propertyChain_followsTheSourceAfterIntermediatesAreReleased() {
        let count = MutableProperty(1)
        let chained = count.map { $0 * 2 }.skipRepeats()
        var seen: [Int] = []
        count.map { $0 + 1 }.signal.observeValues { seen.append($0) }
        count.value = 4
        XCTAssertEqual(chained.value, 8)
        XCTAssertEqual(seen, [5])
    }

    func test_propertyChain_endsWhenTheSourceIsReleased() {
        var count: MutableProperty<Int>? = MutableProperty(1)
        let derived = count.map { $0.map { $0 * 2 } }
        let recorder = EventRecorder<Int, Never>()
        derived?.signal.observe(recorder.observer)
        count = nil
        XCTAssertEqual(recorder.events, [.completed])
        XCTAssertEqual(derived?.value, 2)
    }
}
