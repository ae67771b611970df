import Foundation
import Ripple
import XCTest

/// A property derived by `map` observes its source's change signal itself, in the source's delivery
/// order (one core on the source's signal, no run of its own): made at any moment (inside an
/// observer of its source, while another thread sets the root, after the source ended), it starts
/// from the source's current value and follows every later change exactly once.
final class DerivedPropertyOrderTests: XCTestCase {
    func test_mapMadeInsideAnObserverOfTheRoot_startsFromTheChangeUnderWay() {
        let root = MutableProperty(0)
        var made: Property<Int>?
        let seen = EventRecorder<Int, Never>()
        let observation = root.signal.observeValues { value in
            guard value == 1 else { return }
            let mapped = root.map { $0 * 10 }
            made = mapped
            mapped.producer.start(seen.observer)
        }
        root.value = 1
        XCTAssertEqual(made?.value, 10)
        root.value = 2
        XCTAssertEqual(made?.value, 20)
        XCTAssertEqual(seen.events, [.value(10), .value(20)])
        observation?.dispose()  // the observer holds the root
    }

    /// The observer attached before the intermediate property: the intermediate one has not
    /// taken the change yet when the new property is made from it, so the new one takes it
    /// once it joins.
    func test_mapOfADerivedPropertyMadeBeforeItTookTheChange_catchesUp() {
        let root = MutableProperty(0)
        var made: Property<Int>?
        let seen = EventRecorder<Int, Never>()
        var intermediate: Property<Int>!
        root.signal.observeValues { value in
            guard value == 1 else { return }
            let mapped = intermediate.map { $0 * 10 }
            made = mapped
            mapped.producer.start(seen.observer)
        }
        intermediate = root.map { $0 + 1 }
        root.value = 1
        XCTAssertEqual(made?.value, 20)
        root.value = 2
        XCTAssertEqual(made?.value, 30)
        XCTAssertEqual(seen.events, [.value(20), .value(30)])
    }

    func test_mapOfADerivedPropertyMadeAfterItTookTheChange_startsFromIt() {
        let root = MutableProperty(0)
        let intermediate = root.map { $0 + 1 }
        var made: Property<Int>?
        var runs = 0
        root.signal.observeValues { value in
            guard value == 1 else { return }
            made = intermediate.map {
                runs += 1
                return $0 * 10
            }
        }
        root.value = 1
        XCTAssertEqual(made?.value, 20)
        XCTAssertEqual(runs, 1, "no catch-up: the intermediate property had the change")
        root.value = 2
        XCTAssertEqual(made?.value, 30)
        XCTAssertEqual(runs, 2)
    }

    func test_mapOfAnEndedProperty_holdsTheMappedValueAndCompletes() {
        let constant = Property(value: 3).map { $0 + 1 }.map { $0 * 2 }
        XCTAssertEqual(constant.value, 8)
        let events = EventRecorder<Int, Never>()
        constant.producer.start(events.observer)
        XCTAssertEqual(events.events, [.value(8), .completed])

        var root: MutableProperty<Int>? = MutableProperty(1)
        let first = root!.map { $0 + 1 }
        root = nil
        let second = first.map { $0 * 10 }
        XCTAssertEqual(second.value, 20)
        let later = EventRecorder<Int, Never>()
        second.producer.start(later.observer)
        XCTAssertEqual(later.events, [.value(20), .completed])
    }

    /// Properties derived on one thread while another sets the root: each ends at the
    /// root's last value, and its producer sees the root's changes in order, none twice.
    func test_mapsMadeWhileAnotherThreadSets_followEveryLaterChangeInOrder() {
        let root = MutableProperty(0)
        let intermediate = root.map { $0 }
        let sets = 2_000
        let done = DispatchSemaphore(value: 0)
        let setter = Thread {
            for value in 1...sets { root.value = value }
            done.signal()
        }
        setter.start()
        var made: [Property<Int>] = []
        let recorders = (0..<100).map { _ in EventRecorder<Int, Never>() }
        for (index, recorder) in recorders.enumerated() {
            let mapped =
                index.isMultiple(of: 2) ? root.map { $0 * 2 } : intermediate.map { $0 * 2 }
            made.append(mapped)
            mapped.producer.start(recorder.observer)
        }
        done.wait()
        for (mapped, recorder) in zip(made, recorders) {
            XCTAssertEqual(mapped.value, sets * 2)
            let values = recorder.events.compactMap(\.value)
            XCTAssertEqual(values.last, sets * 2)
            XCTAssertEqual(values, values.sorted())
            XCTAssertEqual(Set(values).count, values.count, "no change delivered twice")
        }
    }

    func test_skipRepeatsChain_takesOnlyChanges() {
        let root = MutableProperty(0)
        var property = Property(root)
        for _ in 0..<50 { property = property.map { $0 }.skipRepeats() }
        let events = EventRecorder<Int, Never>()
        property.producer.start(events.observer)
        root.value = 0
        root.value = 1
        root.value = 1
        root.value = 2
        XCTAssertEqual(events.events, [.value(0), .value(1), .value(2)])
        XCTAssertEqual(property.value, 2)
    }

    /// Made from a property that has not taken the change under way, `skipRepeats` takes it
    /// once it joins, and skips it when it is equivalent to the value it started from.
    func test_skipRepeatsMadeBeforeItsSourceTookTheChange_skipsAnEquivalentCatchUp() {
        let root = MutableProperty(0)
        var made: Property<Int>?
        let seen = EventRecorder<Int, Never>()
        var halves: Property<Int>!
        root.signal.observeValues { value in
            guard value == 1 else { return }
            let skipping = halves.skipRepeats()
            made = skipping
            skipping.producer.start(seen.observer)
        }
        halves = root.map { $0 / 2 }
        root.value = 1
        root.value = 2
        root.value = 3
        XCTAssertEqual(seen.events, [.value(0), .value(1)])
        XCTAssertEqual(made?.value, 1)
    }
}
