import Foundation
import Observation
import Ripple
import RippleTesting
import XCTest

/// `ObservedProperty`: a property's value inside `withObservationTracking`, and the hop to
/// the main thread that SwiftUI needs.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class ObservedPropertyTests: XCTestCase {
    func test_trackedRead_changeCallsOnChangeOnce() {
        let property = MutableProperty(1)
        let observed = ObservedProperty(property, on: ImmediateScheduler())
        let changes = EventRecorder<Int, Never>()
        let tracked = withObservationTracking {
            observed.value
        } onChange: {
            changes.observer.send(value: 0)
        }
        property.value = 2
        property.value = 3
        XCTAssertEqual(tracked, 1)
        XCTAssertEqual(changes.events, [.value(0)], "once per tracking scope")
        XCTAssertEqual(observed.value, 3)
    }

    func test_untrackedRead_registersNothing() {
        let property = MutableProperty("a")
        let observed = ObservedProperty(property, on: ImmediateScheduler())
        let changes = EventRecorder<Int, Never>()
        withObservationTracking {
            _ = property.value  // the property itself does not take part
        } onChange: {
            changes.observer.send(value: 0)
        }
        property.value = "b"
        XCTAssertEqual(changes.events, [])
        XCTAssertEqual(observed.value, "b")
    }

    func test_derivedProperty_isObservedLikeAnyOther() {
        let count = MutableProperty(1)
        let observed = ObservedProperty(count.map { $0 * 10 }, on: ImmediateScheduler())
        let changes = EventRecorder<Int, Never>()
        _ = withObservationTracking {
            observed.value
        } onChange: {
            changes.observer.send(value: 0)
        }
        count.value = 2
        XCTAssertEqual(changes.events, [.value(0)])
        XCTAssertEqual(observed.value, 20)
    }

    func test_defaultScheduler_changeFromABackgroundThreadNotifiesOnTheMainThread() {
        MainQueue.drainOnMainThread()
        let property = MutableProperty(0)
        let observed = ObservedProperty(property)
        let notifiedOnMain = EventRecorder<Bool, Never>()
        _ = withObservationTracking {
            observed.value
        } onChange: {
            notifiedOnMain.observer.send(value: Thread.isMainThread)
        }
        let sent = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            property.value = 1
            sent.signal()
        }
        sent.wait()
        XCTAssertEqual(notifiedOnMain.events, [], "nothing until the main queue runs")
        XCTAssertEqual(observed.value, 0, "the value changes on the main thread")
        MainQueue.drainOnMainThread()
        XCTAssertEqual(notifiedOnMain.events, [.value(true)])
        XCTAssertEqual(observed.value, 1)
    }

    func test_defaultScheduler_changeOnTheMainThreadNotifiesAtOnce() {
        MainQueue.drainOnMainThread()
        let property = MutableProperty("a")
        let observed = ObservedProperty(property)
        let changes = EventRecorder<Int, Never>()
        _ = withObservationTracking {
            observed.value
        } onChange: {
            changes.observer.send(value: 0)
        }
        property.value = "b"
        XCTAssertEqual(changes.events, [.value(0)])
        XCTAssertEqual(observed.value, "b")
    }

    func test_adapter_doesNotKeepThePropertyAlive_andStopsWhenItCompletes() {
        var property: MutableProperty<Int>? = MutableProperty(5)
        weak let released = property
        let observed = ObservedProperty(property ?? MutableProperty(0), on: ImmediateScheduler())
        property = nil
        XCTAssertNil(released)
        XCTAssertEqual(observed.value, 5, "keeps the last value")
    }

    func test_releasedAdapter_stopsFollowing() {
        let property = MutableProperty(1)
        var observed: ObservedProperty<Int>? = ObservedProperty(property, on: ImmediateScheduler())
        weak let released = observed
        observed = nil
        XCTAssertNil(released, "the property's observer does not keep the adapter alive")
        property.value = 2
        XCTAssertEqual(property.value, 2)
    }
}
