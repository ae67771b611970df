import Foundation
import Ripple
import RippleTesting
import XCTest

final class PropertyTests: XCTestCase {
    func test_constantProperty_producerSendsValueAndCompletes() {
        let property = Property(value: 7)
        let recorder = EventRecorder<Int, Never>()
        property.producer.start(recorder.observer)
        XCTAssertEqual(property.value, 7)
        XCTAssertEqual(recorder.events, [.value(7), .completed])
    }

    func test_initialThen_followsTheProducer() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let property = Property(initial: 0, then: signal)
        let recorder = EventRecorder<Int, Never>()
        property.producer.start(recorder.observer)
        input.send(value: 1)
        input.sendCompleted()
        XCTAssertEqual(property.value, 1)
        XCTAssertEqual(recorder.events, [.value(0), .value(1), .completed])
    }

    func test_capturing_keepsTheSourceAlive() {
        var source: MutableProperty<Int>? = MutableProperty(1)
        weak let weakSource = source
        let view = source.map { Property(capturing: $0) }
        source = nil
        XCTAssertNotNil(weakSource)
        weakSource?.value = 3
        XCTAssertEqual(view?.value, 3)
    }

    func test_readOnlyView_followsTheSourceWithoutKeepingItAlive() {
        var source: MutableProperty<Int>? = MutableProperty(1)
        weak let weakSource = source
        let view = source.map { Property($0) }
        source?.value = 2
        source = nil
        XCTAssertNil(weakSource)
        XCTAssertEqual(view?.value, 2)
    }

    func test_map_transformsCurrentValueAndChanges() {
        let property = MutableProperty(1)
        let mapped = property.map { "\($0 * 2)" }
        var values: [String] = []
        mapped.producer.startWithValues { values.append($0) }
        property.value = 5
        XCTAssertEqual(mapped.value, "10")
        XCTAssertEqual(values, ["2", "10"])
    }

    func test_mapKeyPath() {
        let property = MutableProperty("abc")
        XCTAssertEqual(property.map(\.count).value, 3)
    }

    func test_mutableProperty_swapAndWithValue() {
        let property = MutableProperty(1)
        XCTAssertEqual(property.swap(2), 1)
        XCTAssertEqual(property.withValue { $0 + 1 }, 3)
    }

    func test_modify_returnsTheActionsResultAndSendsOnce() {
        let property = MutableProperty([1])
        var sent: [[Int]] = []
        property.signal.observeValues { sent.append($0) }
        let count = property.modify { value -> Int in
            value.append(2)
            return value.count
        }
        XCTAssertEqual(count, 2)
        XCTAssertEqual(sent, [[1, 2]])
    }

    func test_modify_thatMutatesThenThrows_keepsAndSendsTheNewValue() {
        let property = MutableProperty(0)
        let changes = TestObserver<Int, Never>()
        property.signal.observe(changes.observer)
        XCTAssertThrowsError(
            try property.modify { value in
                value = 5
                throw TestError()
            }
        ) { XCTAssertEqual($0 as? TestError, TestError()) }
        XCTAssertEqual(property.value, 5)
        XCTAssertEqual(changes.events, [.value(5)])
        let replay = TestObserver<Int, Never>()
        property.producer.start(replay.observer)
        XCTAssertEqual(replay.values, [5])
    }

    func test_modify_thatThrowsWithoutMutating_sendsTheUnchangedValue() {
        // As ReactiveSwift 7.2.1: the value is sent whether or not the action wrote it.
        let property = MutableProperty(3)
        let changes = TestObserver<Int, Never>()
        property.signal.observe(changes.observer)
        XCTAssertThrowsError(try property.modify { _ in throw TestError() })
        XCTAssertEqual(property.value, 3)
        XCTAssertEqual(changes.events, [.value(3)])
        property.value = 4
        XCTAssertEqual(changes.events, [.value(3), .value(4)])
    }

    func test_voidProperty_sendsOnEverySet() {
        let tapped = MutableProperty()
        var taps = 0
        tapped.signal.observeValues { taps += 1 }
        tapped.value = ()
        tapped.value = ()
        XCTAssertEqual(taps, 2)
    }

    func test_setInsideOwnObserver_isDeliveredAfterTheCurrentChange() {
        let property = MutableProperty(0)
        var seen: [Int] = []
        let observation = property.signal.observeValues { value in
            seen.append(value)
            if value == 1 { property.value = 2 }
        }
        property.value = 1
        XCTAssertEqual(seen, [1, 2])
        XCTAssertEqual(property.value, 2)
        observation?.dispose()  // the observer holds the property
    }

    func test_lifetime_endsWhenThePropertyIsReleased() {
        var property: MutableProperty<Int>? = MutableProperty(0)
        var ended = false
        property?.lifetime.observeEnded { ended = true }
        property = nil
        XCTAssertTrue(ended)
    }

    /// The lifetime is made on first read: threads reading it first at once get
    /// one lifetime, which ends once, with the property.
    func test_lifetime_readFirstOnSeveralThreads_isOneLifetimeThatEndsOnce() {
        final class Reads: @unchecked Sendable {
            let lock = NSLock()
            var lifetimes: [Lifetime] = []
        }
        for _ in 0..<50 {
            var property: MutableProperty<Int>? = MutableProperty(0)
            let reads = Reads()
            do {
                let shared = property!
                DispatchQueue.concurrentPerform(iterations: 4) { _ in
                    let lifetime = shared.lifetime
                    reads.lock.lock()
                    reads.lifetimes.append(lifetime)
                    reads.lock.unlock()
                }
            }
            let first = reads.lifetimes[0]
            XCTAssertTrue(reads.lifetimes.allSatisfy { $0 === first })
            var ended = 0
            first.observeEnded { ended += 1 }
            XCTAssertFalse(first.hasEnded)
            property = nil
            XCTAssertEqual(ended, 1)
            XCTAssertTrue(first.hasEnded)
        }
    }

    /// The value's lock (a futex mutex on Linux) under contention: writers whose
    /// `modify` holds it a while, and readers, on eight threads; no update is lost and a
    /// reader never sees the value go back.
    func test_valueLock_underContention_losesNoUpdate() {
        let property = MutableProperty(0)
        runOnThreads(8) { index in
            if index.isMultiple(of: 2) {
                for _ in 0..<2_000 {
                    property.modify { value in
                        var spin = 0
                        for step in 0..<50 { spin &+= step }
                        value += 1 + spin - spin
                    }
                }
            } else {
                var last = 0
                for _ in 0..<2_000 {
                    let value = property.value
                    XCTAssertGreaterThanOrEqual(value, last)
                    last = value
                }
            }
        }
        XCTAssertEqual(property.value, 8_000)
    }

    func test_producerStartedAfterRelease_replaysLastValueAndCompletes() {
        var property: MutableProperty<Int>? = MutableProperty(4)
        let producer = property?.producer
        property = nil
        let recorder = EventRecorder<Int, Never>()
        producer?.start(recorder.observer)
        XCTAssertEqual(recorder.events, [.value(4), .completed])
    }
}
