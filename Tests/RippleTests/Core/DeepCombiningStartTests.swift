import Ripple
import XCTest

/// Starting, disposing and releasing 100,000-deep nested producer `combineLatest`, `zip` and
/// `merge` chains never recurses per stage (past 32 nested levels, starts run as a loop): each runs
/// on a 512 KiB thread, debug build, and sees the events and the order of starts that nested calls
/// would give. The collection forms (`combineLatest(_:)`, `zip(_:)`) start like `merge`, whose
/// `merge(with:)` is `merge([self, other])`; `DeepCombiningStartOrderTests` checks their order
/// across the nesting limit.
final class DeepCombiningStartTests: XCTestCase {
    typealias P = SignalProducer<Int, Never>
    /// 20,000 under a sanitizer (see `deepChainLength`): still far past what nested starts
    /// survive on a 512 KiB thread (a few hundred levels).
    private let depth = deepChainLength

    /// Held only by the innermost start handler: it goes away when the whole chain does.
    private final class Witness {}

    /// The order in which the second inputs of the levels start.
    private final class Starts {
        var levels: [Int] = []
    }

    /// One level of a chain: the level below it and a second input.
    private typealias Level = (P, P) -> P

    /// Builds a `depth`-deep chain over an innermost producer that sends 0 (if `sendsValues`)
    /// and completes; level `n`'s second input records `n` when it starts, then sends 1 (if
    /// `sendsValues`) and completes. Starts it, checks `events`, disposes it, releases it.
    private func checkStartDeliverRelease(
        _ level: @escaping Level, sendsValues: Bool = true,
        events expected: [Signal<Int, Never>.Event]
    ) {
        onSmallStack {
            weak var weakWitness: Witness?
            let starts = Starts()
            var producer: P?
            do {
                let witness = Witness()
                weakWitness = witness
                producer = P { observer, _ in
                    withExtendedLifetime(witness) {}
                    if sendsValues { observer.send(value: 0) }
                    observer.sendCompleted()
                }
            }
            for index in 0..<self.depth {
                let second = P { observer, _ in
                    starts.levels.append(index)
                    if sendsValues { observer.send(value: 1) }
                    observer.sendCompleted()
                }
                producer = producer.map { level($0, second) }
            }
            let recorder = EventRecorder<Int, Never>()
            let disposable = producer?.start(recorder.observer)
            XCTAssertEqual(recorder.events, expected)
            XCTAssertEqual(starts.levels, Array(0..<self.depth), "innermost level first")
            disposable?.dispose()
            producer = nil
            XCTAssertNil(weakWitness)
        }
    }

    /// Builds a `depth`-deep chain over an innermost producer that never ends, with second
    /// inputs that never end; starts it, disposes it, releases it.
    private func checkStartDisposeRelease(_ level: @escaping Level) {
        onSmallStack {
            weak var weakWitness: Witness?
            var ended = false
            var producer: P?
            do {
                let witness = Witness()
                weakWitness = witness
                producer = P { _, lifetime in
                    withExtendedLifetime(witness) {}
                    lifetime.observeEnded { ended = true }
                }
            }
            for _ in 0..<self.depth { producer = producer.map { level($0, .never) } }
            let recorder = EventRecorder<Int, Never>()
            let disposable = producer?.start(recorder.observer)
            XCTAssertFalse(ended)
            XCTAssertEqual(recorder.events, [])
            disposable?.dispose()
            XCTAssertEqual(recorder.events, [.interrupted])
            XCTAssertTrue(ended, "the innermost run is interrupted before dispose() returns")
            producer = nil
            XCTAssertNil(weakWitness)
        }
    }

    func test_staticCombineLatestChain_startsDeliversAndIsReleased() {
        checkStartDeliverRelease(
            { P.combineLatest($0, $1).map { $0 + $1 } }, events: [.value(depth), .completed])
    }

    func test_combineLatestWithChain_startsDeliversAndIsReleased() {
        checkStartDeliverRelease(
            { $0.combineLatest(with: $1).map { $0 + $1 } }, events: [.value(depth), .completed])
    }

    func test_staticZipChain_startsDeliversAndIsReleased() {
        checkStartDeliverRelease(
            { P.zip($0, $1).map { $0 + $1 } }, events: [.value(depth), .completed])
    }

    func test_zipWithChain_startsDeliversAndIsReleased() {
        checkStartDeliverRelease(
            { $0.zip(with: $1).map { $0 + $1 } }, events: [.value(depth), .completed])
    }

    // `merge` forwards each value through every level above it at once: a value sent into a
    // 100,000-deep `merge` chain is delivery, which recurses per stage by nature (Contracts.md,
    // depth budget). Its completion goes up one level per input start.

    func test_staticMergeChain_startsCompletesAndIsReleased() {
        checkStartDeliverRelease({ P.merge($0, $1) }, sendsValues: false, events: [.completed])
    }

    func test_mergeWithChain_startsCompletesAndIsReleased() {
        checkStartDeliverRelease(
            { $0.merge(with: $1) }, sendsValues: false, events: [.completed])
    }

    func test_combineLatestChain_startedThenDisposedThenReleased() {
        checkStartDisposeRelease { P.combineLatest($0, $1).map { $0 + $1 } }
    }

    func test_zipChain_startedThenDisposedThenReleased() {
        checkStartDisposeRelease { $0.zip(with: $1).map { $0 + $1 } }
    }

    func test_mergeChain_startedThenDisposedThenReleased() {
        checkStartDisposeRelease { P.merge($0, $1) }
    }
}
