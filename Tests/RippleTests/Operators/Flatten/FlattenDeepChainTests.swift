import Ripple
import XCTest

/// Releasing and disposing 100,000-deep `flatMap` chains never recurses per stage (the teardown is
/// a loop, so no chain depth can overflow the stack): every strategy, signal and producer, on a 512
/// KiB thread in a debug build (20,000 deep under a sanitizer: see `deepChainLength`).
final class FlattenDeepChainTests: XCTestCase {
    typealias E = CombineTestError
    private let depth = deepChainLength
    private let strategies: [FlattenStrategy] = [
        .merge, .concat, .concurrent(limit: 2), .latest, .race, .throttle,
    ]

    private func chain(_ source: Signal<Int, E>, _ strategy: FlattenStrategy) -> Signal<Int, E> {
        var signal = source
        for _ in 0..<depth { signal = signal.flatMap(strategy) { SignalProducer(value: $0) } }
        return signal
    }

    func test_deepSignalChain_releasedUnobserved() {
        for strategy in strategies {
            onSmallStack {
                let (source, input) = Signal<Int, E>.pipe()
                var signal: Signal<Int, E>? = self.chain(source, strategy)
                signal = nil
                input.sendCompleted()
                XCTAssertNil(signal)
            }
        }
    }

    func test_deepSignalChain_withRunningInners_disposedThenReleased() {
        for strategy in strategies {
            onSmallStack {
                let (source, input) = Signal<Int, E>.pipe()
                var innerEnded = 0
                var signal: Signal<Int, E>? = source
                for _ in 0..<self.depth {
                    signal = signal?.flatMap(strategy) { value in
                        SignalProducer { observer, lifetime in
                            observer.send(value: value)
                            lifetime.observeEnded { innerEnded += 1 }
                        }
                    }
                }
                let events = EventRecorder<Int, E>()
                let observation = signal?.observe(events.observer)
                input.send(value: 7)
                XCTAssertEqual(events.events, [.value(7)], "\(strategy)")
                observation?.dispose()
                signal = nil
                XCTAssertEqual(events.events, [.value(7)], "\(strategy)")
                XCTAssertEqual(
                    innerEnded, self.depth, "every inner run is interrupted: \(strategy)")
            }
        }
    }

    func test_deepProducerChain_startedThenDisposed() {
        for strategy in strategies {
            onSmallStack {
                var outerEnded = false
                var producer = SignalProducer<Int, E> { observer, lifetime in
                    observer.send(value: 1)
                    lifetime.observeEnded { outerEnded = true }
                }
                for _ in 0..<self.depth {
                    producer = producer.flatMap(strategy) { SignalProducer(value: $0) }
                }
                let events = EventRecorder<Int, E>()
                let disposable = producer.start(events.observer)
                disposable.dispose()
                XCTAssertEqual(events.events, [.value(1), .interrupted], "\(strategy)")
                XCTAssertTrue(outerEnded, "\(strategy)")
            }
        }
    }
    /// Held only by the innermost start handler: it goes away when the whole chain does.
    private final class Witness {}

    func test_deepProducerChain_releasedUnstarted() {
        for strategy in strategies {
            onSmallStack {
                var started = false
                weak var weakWitness: Witness?
                var producer: SignalProducer<Int, E>?
                do {
                    let witness = Witness()
                    weakWitness = witness
                    producer = SignalProducer { _, _ in
                        withExtendedLifetime(witness) { started = true }
                    }
                }
                for _ in 0..<self.depth {
                    producer = producer?.flatMap(strategy) { SignalProducer(value: $0) }
                }
                XCTAssertNotNil(weakWitness, "\(strategy)")
                producer = nil
                XCTAssertNil(weakWitness, "the whole chain is released: \(strategy)")
                XCTAssertFalse(started, "\(strategy)")
            }
        }
    }
}
