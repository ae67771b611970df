import Ripple
import XCTest

/// Releasing and disposing 100,000-deep chains that mix operators (a teardown that is a loop for
/// any operators, not just `map`): the combining family (`merge`, `combineLatest`) ends as a loop
/// too, on a 512 KiB thread, debug build.
final class DeepMixedTeardownTests: XCTestCase {
    typealias E = CombineTestError
    private let depth = 100_000

    /// Held only by the innermost start handler: it goes away when the whole chain does.
    private final class Witness {}

    func test_mixedSignalChain_observedThenDisposedThenReleased() {
        onSmallStack {
            let (source, input) = Signal<Int, E>.pipe()
            let (other, otherInput) = Signal<Int, E>.pipe()
            let (trigger, _) = Signal<Void, Never>.pipe()
            var signal: Signal<Int, E>? = source
            for level in 0..<self.depth {
                switch level % 6 {
                case 0: signal = signal?.filter { _ in true }
                case 1: signal = signal?.skipRepeats()
                case 2: signal = signal?.scan(0, +)
                case 3: signal = signal?.take(until: trigger)
                case 4: signal = signal.map { Signal.merge($0, other) }
                default: signal = signal?.combineLatest(with: other).map { $0.0 }
                }
            }
            weak let weakLast = signal
            let events = EventRecorder<Int, E>()
            let observation = signal?.observe(events.observer)
            observation?.dispose()
            signal = nil
            XCTAssertNil(weakLast)
            input.send(value: 1)
            otherInput.send(value: 2)
            input.sendCompleted()
            XCTAssertEqual(events.events, [])
        }
    }

    func test_mergeChain_releasedUnobserved() {
        onSmallStack {
            let (source, input) = Signal<Int, E>.pipe()
            let (other, _) = Signal<Int, E>.pipe()
            var signal: Signal<Int, E>? = source
            for _ in 0..<self.depth { signal = signal.map { Signal.merge($0, other) } }
            weak let weakLast = signal
            signal = nil
            XCTAssertNil(weakLast)
            let events = EventRecorder<Int, E>()
            source.observe(events.observer)
            input.sendCompleted()
            XCTAssertEqual(events.events, [.completed])
        }
    }

    func test_mixedProducerChain_startedThenDisposed() {
        onSmallStack {
            var ended = false
            var producer = SignalProducer<Int, E> { _, lifetime in
                lifetime.observeEnded { ended = true }
            }
            for level in 0..<self.depth {
                switch level % 4 {
                case 0: producer = producer.filter { _ in true }
                case 1: producer = producer.on(value: { _ in })
                case 2: producer = producer.skipRepeats()
                default: producer = producer.flatMapError { _ in SignalProducer<Int, E>.empty }
                }
            }
            let events = EventRecorder<Int, E>()
            let disposable = producer.start(events.observer)
            XCTAssertFalse(ended)
            disposable.dispose()
            XCTAssertEqual(events.events, [.interrupted])
            XCTAssertTrue(ended)
        }
    }

    func test_producerCombiningChain_releasedUnstarted() {
        onSmallStack {
            weak var weakWitness: Witness?
            var producer: SignalProducer<Int, E>?
            do {
                let witness = Witness()
                weakWitness = witness
                producer = SignalProducer { _, _ in withExtendedLifetime(witness) {} }
            }
            for level in 0..<self.depth {
                if level % 2 == 0 {
                    producer = producer?.combineLatest(with: SignalProducer(value: 1)).map { $0.0 }
                } else {
                    producer = producer.map { SignalProducer.merge($0, SignalProducer(value: 2)) }
                }
            }
            producer = nil
            XCTAssertNil(weakWitness)
        }
    }
}
