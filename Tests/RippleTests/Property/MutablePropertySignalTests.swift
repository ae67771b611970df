import Ripple
import RippleTesting
import XCTest

/// `MutableProperty.signal` makes a `Signal` of the property's change signal on each read (one
/// a caller only chains on or observes lives on its stack). The property ends that signal:
/// releasing a `Signal` read from it ends nothing, observed or not.
final class MutablePropertySignalTests: XCTestCase {
    func test_signal_readsReleasedUnobserved_endNothing() {
        let property = MutableProperty(0)
        for _ in 0..<3 { _ = property.signal }
        let changes = TestObserver<Int, Never>()
        property.signal.observe(changes.observer)
        property.value = 1
        XCTAssertEqual(changes.events, [.value(1)], "the change signal is still live")
    }

    func test_signal_lastObserverLeaving_endsNothing() {
        let property = MutableProperty(0)
        let first = TestObserver<Int, Never>()
        let observation = property.signal.observe(first.observer)
        property.value = 1
        observation?.dispose()
        let second = TestObserver<Int, Never>()
        property.signal.observe(second.observer)
        property.value = 2
        XCTAssertEqual(first.events, [.value(1)])
        XCTAssertEqual(second.events, [.value(2)], "a signal left by every observer is still live")
    }

    func test_signal_everyRead_completesWhenThePropertyIsReleased() {
        var property: MutableProperty<Int>? = MutableProperty(0)
        let throughATemporary = TestObserver<Int, Never>()
        let throughAKeptSignal = TestObserver<Int, Never>()
        property?.signal.observe(throughATemporary.observer)
        let kept = property?.signal
        kept?.observe(throughAKeptSignal.observer)
        property?.value = 1
        property = nil
        XCTAssertEqual(throughATemporary.events, [.value(1), .completed])
        XCTAssertEqual(throughAKeptSignal.events, [.value(1), .completed])
        let late = TestObserver<Int, Never>()
        kept?.observe(late.observer)
        XCTAssertEqual(late.events, [.interrupted], "observing the ended signal interrupts")
    }
}
