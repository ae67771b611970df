import Ripple
import XCTest

/// A derived `Property` released with no observer stops following its source and lets go of
/// its closures; kept, or observed through its `signal` or `producer`, it stays live with the
/// right value.
final class DerivedPropertyReleaseTests: XCTestCase {
    func test_hundredUnobservedMaps_released_thenRootSet_runTheTransformOncePerLiveProperty() {
        let root = MutableProperty(0)
        var runs = 0
        let live = (0..<3).map { _ in
            root.map { value -> Int in
                runs += 1; return value
            }
        }
        for _ in 0..<100 {
            _ = root.map { value -> Int in
                runs += 1; return value
            }
        }
        XCTAssertEqual(runs, 103, "each property maps the current value once when made")
        runs = 0
        root.value = 1
        XCTAssertEqual(runs, live.count)
        XCTAssertEqual(live.map(\.value), [1, 1, 1])
    }

    func test_releasedUnobserved_letsGoOfItsTransform() {
        let root = MutableProperty(0)
        weak var weakCanary: Canary?
        var mapped: Property<Int>?
        do {
            let canary = Canary()
            weakCanary = canary
            mapped = root.map {
                _ = canary; return $0 + 1
            }
        }
        XCTAssertNotNil(weakCanary)
        XCTAssertEqual(mapped?.value, 1)
        mapped = nil
        XCTAssertNil(weakCanary)
    }

    func test_releasedWhileItsSignalIsObserved_keepsFollowingUntilTheObservationEnds() {
        let root = MutableProperty(1)
        var runs = 0
        var mapped: Property<Int>? = root.map {
            runs += 1; return $0 * 10
        }
        let changes = EventRecorder<Int, Never>()
        let observation = mapped?.signal.observe(changes.observer)
        mapped = nil
        root.value = 2
        XCTAssertEqual(changes.events, [.value(20)])
        observation?.dispose()
        runs = 0
        root.value = 3
        XCTAssertEqual(runs, 0, "the last observation ended: the run stopped")
        XCTAssertEqual(changes.events, [.value(20)])
    }

    func test_releasedWhileItsProducerIsStarted_keepsFollowingWithTheRightValue() {
        let root = MutableProperty(1)
        var mapped: Property<Int>? = root.map { $0 * 10 }
        let recorder = EventRecorder<Int, Never>()
        let run = mapped?.producer.start(recorder.observer)
        mapped = nil
        root.value = 2
        root.value = 3
        XCTAssertEqual(recorder.values, [10, 20, 30])
        run?.dispose()
        XCTAssertEqual(recorder.events.last, .interrupted)
    }

    func test_releasedWhileItsProducerIsKept_startsLaterWithTheCurrentValue() {
        let root = MutableProperty(1)
        var mapped: Property<Int>? = root.map { $0 * 10 }
        let producer = mapped?.producer
        mapped = nil
        root.value = 2
        let recorder = EventRecorder<Int, Never>()
        producer?.start(recorder.observer)
        root.value = 3
        XCTAssertEqual(recorder.values, [20, 30])
    }

    func test_releasedWhileItsSignalIsKept_canBeObservedLater() {
        let root = MutableProperty(1)
        var mapped: Property<Int>? = root.map { $0 * 10 }
        let signal = mapped?.signal
        mapped = nil
        root.value = 2
        let changes = EventRecorder<Int, Never>()
        signal?.observe(changes.observer)
        root.value = 3
        XCTAssertEqual(changes.events, [.value(30)])
    }

    func test_chain_intermediateReleased_lastKept_followsTheRoot() {
        let root = MutableProperty(1)
        var middle: Property<Int>? = root.map { $0 + 1 }
        let last = middle?.map { $0 * 2 }.skipRepeats()
        weak let weakMiddle = middle
        middle = nil
        XCTAssertNil(weakMiddle)
        root.value = 4
        XCTAssertEqual(last?.value, 10)
    }

    func test_chain_releasedUnobserved_stopsEveryStage() {
        let root = MutableProperty(1)
        var runs = 0
        var last: Property<Int>? = root.map {
            runs += 1; return $0 + 1
        }.map { $0 * 2 }
        XCTAssertEqual(last?.value, 4)
        last = nil
        runs = 0
        root.value = 2
        XCTAssertEqual(runs, 0)
    }

    func test_deepChain_releasedUnobservedOnA512KiBStack_stopsEveryStage() {
        let root = MutableProperty(0)
        var runs = 0
        var last: Property<Int>? = root.map {
            runs += 1; return $0
        }
        for _ in 0..<1_000 { last = last?.map { $0 + 1 } }
        XCTAssertEqual(last?.value, 1_000)
        onSmallStack {
            weak let weakLast = last
            last = nil
            XCTAssertNil(weakLast)
        }
        runs = 0
        root.value = 1
        XCTAssertEqual(runs, 0, "the chain's first stage still follows the root")
    }

    func test_initialThen_releasedUnobserved_interruptsTheRunOfItsValues() {
        var log: [String] = []
        let values = SignalProducer<Int, Never> { _, lifetime in
            log.append("started")
            lifetime.observeEnded { log.append("ended") }
        }
        var property: Property<Int>? = Property(initial: 0, then: values)
        XCTAssertEqual(property?.value, 0)
        XCTAssertEqual(log, ["started"])
        property = nil
        XCTAssertEqual(log, ["started", "ended"])
    }

    func test_everyDerivedOperator_releasedUnobserved_stopsItsRun() {
        let root = MutableProperty(1)
        let other = MutableProperty(2)
        let flag = MutableProperty(true)
        let (signal, _) = Signal<Int, Never>.pipe()
        var runs = 0
        func counted(_ value: Int) -> Int {
            runs += 1
            return value
        }
        let makers: [(String, () -> AnyObject)] = [
            ("map", { root.map(counted) }),
            ("map.map", { root.map { $0 + 1 }.map(counted) }),
            ("skipRepeats", { root.map(counted).skipRepeats() }),
            ("combineLatest(with:)", { root.combineLatest(with: other).map { counted($0.0) } }),
            ("zip(with:)", { root.zip(with: other).map { counted($0.0) } }),
            ("flatMap(.latest)", { root.flatMap(.latest) { Property(value: counted($0)) } }),
            ("initial:then:", { Property(initial: 0, then: root.producer.map(counted)) }),
            ("initial:then: signal", { Property(initial: 0, then: signal.map(counted)) }),
            ("filter(initial:)", { root.filter(initial: 0) { counted($0) > 0 } }),
            ("combinePrevious", { root.combinePrevious(0).map { counted($0.1) } }),
            ("uniqueValues", { root.uniqueValues { counted($0) } }),
            ("negate.map", { flag.negate().map { counted($0 ? 1 : 0) } }),
            ("and.map", { flag.and(flag).map { counted($0 ? 1 : 0) } }),
            ("Property(_:)", { Property(root).map(counted) }),
        ]
        for (name, make) in makers {
            weak let weakProperty = make()
            XCTAssertNil(weakProperty, name)
            runs = 0
            root.value += 1
            other.value += 1
            flag.value.toggle()
            XCTAssertEqual(runs, 0, "\(name): the released property's run still follows its source")
        }
    }

    func test_actionIsEnabledMap_releasedUnobserved_stopsFollowing() {
        let enabled = MutableProperty(true)
        let action = Action<Int, Int, Never>(enabledIf: enabled) { SignalProducer(value: $0) }
        var runs = 0
        var derived: Property<Bool>? = action.isEnabled.map {
            runs += 1; return !$0
        }
        XCTAssertEqual(derived?.value, false)
        derived = nil
        runs = 0
        enabled.value = false
        XCTAssertEqual(runs, 0)
        XCTAssertFalse(action.isEnabled.value)
    }
}
