import Ripple
import RippleTesting
import XCTest

/// A property bound to its own signal or producer through a transform feeds each change back
/// into itself. Ripple runs that as a flat loop (a set from inside the property's own delivery
/// is queued behind it): one pass per change, no recursion and no deadlock. A transform that
/// never settles therefore loops for ever, at full CPU: that is the user's loop, documented in
/// `Docs/Bindings.md` ("Binding a property to itself"); these tests bound it with `take(first:)`.
final class SelfBindingTests: XCTestCase {
    func test_boundToItsOwnSignal_feedsEveryChangeBack_oneQueuedPassPerChange() {
        let property = MutableProperty(0)
        let changes = TestObserver<Int, Never>()
        property.signal.observe(changes.observer)
        let passes = 10_000
        // Bounded stand-in for `property <~ property.signal.map { $0 < 5 ? $0 + 1 : $0 }`.
        property <~ property.signal.map { $0 < 5 ? $0 + 1 : $0 }.take(first: passes)
        onSmallStack {
            property.value = 1
        }
        // The set of 1, then one change per pass the binding let through; never settled.
        XCTAssertEqual(changes.values.count, 1 + passes)
        XCTAssertEqual(Array(changes.values.prefix(6)), [1, 2, 3, 4, 5, 5])
        XCTAssertEqual(property.value, 5)
    }

    func test_boundToItsOwnProducer_loopsFromTheReplayedValue() {
        let property = MutableProperty(0)
        let changes = TestObserver<Int, Never>()
        property.signal.observe(changes.observer)
        property <~ property.producer.map { $0 < 5 ? $0 + 1 : $0 }.take(first: 100)
        XCTAssertEqual(changes.values.count, 100)
        XCTAssertEqual(Array(changes.values.prefix(6)), [1, 2, 3, 4, 5, 5])
    }

    func test_boundToItsOwnSignal_throughASettlingTransform_stops() {
        let property = MutableProperty(0)
        let changes = TestObserver<Int, Never>()
        property.signal.observe(changes.observer)
        property <~ property.signal.map { min($0 + 1, 5) }.skipRepeats()
        property.value = 1
        // 4 maps to 5 (set), 5 maps to 5 again: skipped, the loop ends.
        XCTAssertEqual(changes.values, [1, 2, 3, 4, 5])
        property.value = 0
        XCTAssertEqual(changes.values, [1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5])
    }
}
