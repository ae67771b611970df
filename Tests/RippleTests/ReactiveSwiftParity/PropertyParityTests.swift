import RippleTesting
import XCTest

@testable import Ripple

/// ReactiveSwift's `PropertySpec` facts, in Ripple's API.
final class PropertyParityTests: XCTestCase {
    func test_parity_mutableProducerAndSignal_sendEverySet_evenAnUnchangedValue() {
        let property = MutableProperty(1)
        let producer = recordEvents(property.producer)
        let signal = recordEvents(property.signal)
        property.value = 1
        property.value = 2
        XCTAssertEqual(producer.events, [.value(1), .value(1), .value(2)])
        XCTAssertEqual(signal.events, [.value(1), .value(2)])
    }

    func test_parity_mutableCompletesProducerSignalAndLifetimeWhenReleased() {
        var property: MutableProperty<Int>? = MutableProperty(1)
        var lifetimeEnded = false
        let producer = recordEvents(property!.producer)
        let signal = recordEvents(property!.signal)
        property!.lifetime.observeEnded { lifetimeEnded = true }
        property = nil
        XCTAssertEqual(producer.events, [.value(1), .completed])
        XCTAssertEqual(signal.events, [.completed])
        XCTAssertTrue(lifetimeEnded)
    }

    func test_parity_producerStartedAfterRelease_sendsTheLastValueAndCompletes() {
        var property: MutableProperty<Int>? = MutableProperty(1)
        let producer = property!.producer
        property!.value = 2
        property = nil
        XCTAssertEqual(recordEvents(producer).events, [.value(2), .completed])
    }

    func test_parity_modifySwapAndWithValue() {
        let property = MutableProperty(1)
        let log = recordEvents(property.producer)
        property.modify { $0 += 1 }
        XCTAssertEqual(property.swap(5), 2)
        XCTAssertEqual(property.withValue { $0 * 10 }, 50)
        XCTAssertEqual(log.values, [1, 2, 5])
    }

    func test_parity_recursiveObservationAndValueReads_doNotDeadlock() {
        let property = MutableProperty(0)
        var inner: [Int] = []
        var read: [Int] = []
        var innerRun: Disposable?
        property.producer.take(first: 1).startWithValues { _ in
            innerRun = property.producer.startWithValues { inner.append($0) }
        }
        let reading = property.producer.startWithValues { _ in read.append(property.value) }
        property.value = 1
        XCTAssertEqual(inner, [0, 1])
        XCTAssertEqual(read, [0, 1])
        // Both runs' observers hold the property, which keeps them: disposing ends the cycle.
        innerRun?.dispose()
        reading.dispose()
    }

    func test_parity_constantProperty_producerCompletes_signalInterrupts() {
        let property = Property(value: 3)
        XCTAssertEqual(property.value, 3)
        XCTAssertEqual(recordEvents(property.producer).events, [.value(3), .completed])
        XCTAssertEqual(recordEvents(property.signal).events, [.interrupted])
    }

    func test_parity_capturingRetains_readOnlyViewDoesNot() {
        var source: MutableProperty<Int>? = MutableProperty(1)
        weak let weakSource = source
        var captured: Property<Int>? = Property(capturing: source!)
        let view = Property(source!)
        source!.value = 2
        source = nil
        XCTAssertNotNil(weakSource)
        captured = nil
        XCTAssertNil(captured)
        XCTAssertNil(weakSource)
        XCTAssertEqual(view.value, 2)
        XCTAssertEqual(recordEvents(view.producer).events, [.value(2), .completed])
    }

    func test_parity_mappedValueIsCurrentInsideItsOwnProducer() {
        let property = MutableProperty(1)
        let mapped = property.map { $0 + 1 }
        var seen: [Int] = []
        mapped.producer.startWithValues { _ in seen.append(mapped.value) }
        property.value = 2
        property.value = 3
        XCTAssertEqual(seen, [2, 3, 4])
        XCTAssertEqual(Property(value: 1).map { $0 + 1 }.value, 2)
    }

    func test_parity_mappedChainCompletesWithTheUltimateSource_notWithItsViews() {
        var source: MutableProperty<Int>? = MutableProperty(1)
        var first: Property<Int>? = source!.map { $0 + 1 }
        var second: Property<Int>? = first!.map { $0 + 2 }
        let third = second!.map { $0 + 3 }
        var completed = 0
        for property in [first!, second!, third] {
            property.signal.observeCompleted { completed += 1 }
            property.producer.startWithCompleted { completed += 1 }
        }
        first = nil
        second = nil
        XCTAssertEqual(completed, 0)
        source!.value = 2
        XCTAssertEqual(third.value, 8)
        source = nil
        XCTAssertEqual(completed, 6)
    }

    func test_parity_mappedChainCapturesNoProperty() {
        weak var weakSource: MutableProperty<Int>?
        weak var weakMiddle: Property<Int>?
        var last: Property<Int>?
        do {
            let source = MutableProperty(1)
            weakSource = source
            let middle = source.map { $0 + 1 }
            weakMiddle = middle
            last = middle.map { $0 + 1 }
        }
        XCTAssertEqual(last?.value, 3)
        XCTAssertNil(weakSource)
        XCTAssertNil(weakMiddle)
    }

    func test_parity_combineLatest_forwardsLatestAndCompletesWhenBothSourcesAreGone() {
        var left: MutableProperty<Int>? = MutableProperty(1)
        var right: MutableProperty<String>? = MutableProperty("a")
        var combined: Property<(Int, String)>? = left!.combineLatest(with: right!)
        var values: [String] = []
        var completed = false
        combined!.producer.startWithValues { values.append("\($0.0)\($0.1)") }
        combined!.signal.observeCompleted { completed = true }
        left!.value = 2
        right!.value = "b"
        XCTAssertEqual(combined!.value.0, 2)
        XCTAssertEqual(combined!.value.1, "b")
        XCTAssertEqual(values, ["1a", "2a", "2b"])
        combined = nil
        left = nil
        XCTAssertFalse(completed)
        right = nil
        XCTAssertTrue(completed)
    }

    func test_parity_skipRepeats_keepsTheFirstOfEachRun() {
        let property = MutableProperty(1)
        let distinct = property.skipRepeats()
        let log = recordEvents(distinct.producer)
        property.value = 1
        property.value = 2
        property.value = 2
        property.value = 1
        XCTAssertEqual(log.values, [1, 2, 1])
        XCTAssertEqual(distinct.value, 1)
    }

    func test_parity_initialThen_takesTheProducersValues() {
        XCTAssertEqual(Property(initial: 0, then: SignalProducer<Int, Never>.never).value, 0)
        XCTAssertEqual(Property(initial: 0, then: SignalProducer<Int, Never>(value: 1)).value, 1)
    }

    func test_parity_initialThen_completesWhenTheUpstreamInterrupts() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let property = Property(initial: 0, then: signal)
        let producer = recordEvents(property.producer)
        let changes = recordEvents(property.signal)
        input.sendInterrupted()
        XCTAssertEqual(producer.events, [.value(0), .completed])
        XCTAssertEqual(changes.events, [.completed])
    }

    func test_parity_initialThen_followsItsSourceAfterThePropertyIsReleased() {
        for makeProperty in [
            { (signal: Signal<Int, Never>) in Property(initial: 1, then: signal) },
            { (signal: Signal<Int, Never>) in Property(initial: 1, then: SignalProducer(signal)) },
        ] {
            let (signal, input) = Signal<Int, Never>.pipe()
            var property: Property<Int>? = makeProperty(signal)
            let propertySignal = property!.signal
            let changes = recordEvents(propertySignal)
            let producer = recordEvents(property!.producer)
            input.send(value: 2)
            XCTAssertEqual(property?.value, 2)
            property = nil
            input.send(value: 3)
            XCTAssertEqual(changes.events, [.value(2), .value(3)])
            input.sendCompleted()
            XCTAssertEqual(changes.events, [.value(2), .value(3), .completed])
            XCTAssertEqual(producer.events, [.value(1), .value(2), .value(3), .completed])
            XCTAssertEqual(recordEvents(propertySignal).events, [.interrupted])
        }
    }
}
