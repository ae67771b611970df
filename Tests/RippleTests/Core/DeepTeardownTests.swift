import Ripple
import XCTest

/// Releasing and disposing 100,000-deep `map` chains of Signal, SignalProducer and Property
/// never recurses per stage (the teardown is a loop): each runs on a 512 KiB thread, debug build.
final class DeepTeardownTests: XCTestCase {
    typealias E = CombineTestError
    private let depth = 100_000

    private func mapChain(_ source: Signal<Int, E>) -> Signal<Int, E> {
        var signal = source
        for _ in 0..<depth { signal = signal.map { $0 + 1 } }
        return signal
    }

    func test_signalMapChain_releasedUnobserved() {
        onSmallStack {
            let (source, input) = Signal<Int, E>.pipe()
            weak var weakLast: Signal<Int, E>?
            var signal: Signal<Int, E>? = self.mapChain(source)
            weakLast = signal
            signal = nil
            XCTAssertNil(weakLast)
            let events = EventRecorder<Int, E>()
            source.observe(events.observer)
            input.send(value: 1)
            input.sendCompleted()
            XCTAssertEqual(events.events, [.value(1), .completed])
        }
    }

    func test_signalMapChain_observedThenDisposedThenReleased() {
        onSmallStack {
            let (source, input) = Signal<Int, E>.pipe()
            var signal: Signal<Int, E>? = self.mapChain(source)
            let events = EventRecorder<Int, E>()
            let observation = signal?.observe(events.observer)
            observation?.dispose()
            signal = nil
            input.send(value: 1)
            XCTAssertEqual(events.events, [])
            XCTAssertEqual(observation?.isDisposed, true)
        }
    }

    func test_signalMapChain_releasedWithItsSource() {
        onSmallStack {
            var pipe: (output: Signal<Int, E>, input: Signal<Int, E>.Observer)? = Signal.pipe()
            var signal: Signal<Int, E>? = pipe.map { self.mapChain($0.output) }
            weak let weakLast = signal
            // The chain is released first, its source after: an optimized build would release
            // the pipe after its last use above, interrupting the still-attached chain first.
            withExtendedLifetime(pipe) { signal = nil }
            pipe = nil
            XCTAssertNil(weakLast)
        }
    }

    func test_producerMapChain_startedThenDisposed() {
        onSmallStack {
            var ended = false
            // Sends nothing while starting: a value sent through 100,000 stages is delivery,
            // which recurses per stage by nature (Contracts.md, depth budget).
            var producer = SignalProducer<Int, E> { _, lifetime in
                lifetime.observeEnded { ended = true }
            }
            for _ in 0..<self.depth { producer = producer.map { $0 + 1 } }
            let events = EventRecorder<Int, E>()
            let disposable = producer.start(events.observer)
            XCTAssertFalse(ended)
            disposable.dispose()
            XCTAssertEqual(events.events, [.interrupted])
            XCTAssertTrue(ended, "the innermost run is interrupted before dispose() returns")
        }
    }

    func test_producerMapChain_releasedUnstarted() {
        onSmallStack {
            var producer: SignalProducer<Int, E>? = SignalProducer(value: 0)
            for _ in 0..<self.depth { producer = producer?.map { $0 + 1 } }
            producer = nil
            XCTAssertNil(producer)
        }
    }

    func test_propertyMapChain_releasedWithItsRoot() {
        onSmallStack {
            var root: MutableProperty<Int>? = MutableProperty(0)
            var property: Property<Int>? = root.map { Property($0) }
            for _ in 0..<self.depth { property = property?.map { $0 + 1 } }
            XCTAssertEqual(property?.value, self.depth)
            let events = EventRecorder<Int, Never>()
            property?.signal.observe(events.observer)
            weak let weakLast = property
            property = nil
            root = nil
            XCTAssertNil(weakLast)
            XCTAssertEqual(events.events, [.completed])
        }
    }

    func test_propertyMapChain_releasedBeforeItsRoot() {
        onSmallStack {
            var root: MutableProperty<Int>? = MutableProperty(0)
            var property: Property<Int>? = root.map { Property($0) }
            for _ in 0..<self.depth { property = property?.map { $0 + 1 } }
            XCTAssertEqual(property?.value, self.depth)
            weak let weakLast = property
            property = nil
            XCTAssertNil(weakLast, "a derived property does not keep itself alive")
            weak let weakRoot = root
            root = nil
            XCTAssertNil(weakRoot)
        }
    }

    func test_producerLift_levelsAreSetUpOutsideIn() {
        var log: [String] = []
        let base = SignalProducer<Int, E> { observer, lifetime in
            log.append("start")
            lifetime.observeEnded { log.append("ended") }
            observer.send(value: 1)
            observer.sendCompleted()
        }
        let lifted =
            base
            .lift { signal -> Signal<Int, E> in
                log.append("inner operator")
                return signal.map { $0 + 1 }
            }
            .lift { signal -> Signal<Int, E> in
                log.append("outer operator")
                return signal.map { $0 * 10 }
            }
        var events: [Signal<Int, E>.Event] = []
        lifted.start { events.append($0) }
        XCTAssertEqual(events, [.value(20), .completed])
        XCTAssertEqual(log, ["outer operator", "inner operator", "start", "ended"])

        log = []
        events = []
        lifted.startWithSignal { signal, interrupter in
            signal.observe { events.append($0) }
            interrupter.dispose()
        }
        XCTAssertEqual(events, [.interrupted])
        XCTAssertEqual(log, [], "a run interrupted in setup starts no level")
    }

    func test_producerLift_interruptingARunningChainEndsEveryLevelOnce() {
        var log: [String] = []
        var producer = SignalProducer<Int, E> { _, lifetime in
            lifetime.observeEnded { log.append("base ended") }
        }
        for level in 1...3 {
            producer = producer.on(disposed: { log.append("level \(level) disposed") })
        }
        let events = EventRecorder<Int, E>()
        let disposable = producer.start(events.observer)
        disposable.dispose()
        XCTAssertEqual(events.events, [.interrupted])
        XCTAssertEqual(
            log.sorted(),
            ["base ended", "level 1 disposed", "level 2 disposed", "level 3 disposed"])
    }
}
