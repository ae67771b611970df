import RippleTesting
import XCTest

@testable import Ripple

/// ReactiveSwift's facts about the stateless and accumulating single-input operators, in
/// Ripple's API: every event of the pipe below goes through the operator under test.
final class SingleInputOperatorParityTests: XCTestCase {
    private typealias Event = Signal<Int, OperatorTestError>.Event

    /// Applies `op` to a pipe, sends `events`, and returns what the result delivered.
    private func run<U>(
        _ events: [Event], _ op: (Signal<Int, OperatorTestError>) -> Signal<U, OperatorTestError>
    ) -> [Signal<U, OperatorTestError>.Event] {
        let (signal, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(op(signal))
        // Kept to the end: an optimized build releases the input after its last send, and
        // its deinit would interrupt the operator before `log` is read.
        return withExtendedLifetime(input) {
            events.forEach(input.send)
            return log.events
        }
    }

    func test_parity_mapFilterAndKeyPath() {
        XCTAssertEqual(
            run([.value(0), .value(1), .completed]) { $0.map { $0 + 1 } },
            [.value(1), .value(2), .completed])
        XCTAssertEqual(
            run([.value(1), .value(2), .value(4), .failed(.boom)]) { $0.filter { $0 % 2 == 0 } },
            [.value(2), .value(4), .failed(.boom)])
        XCTAssertEqual(
            run([.value(5), .interrupted]) { $0.map(\.description).map(\.count) },
            [.value(1), .interrupted])
    }

    func test_parity_skipRepeats_comparesWithTheLastForwardedValue() {
        XCTAssertEqual(
            run([1, 1, 2, 2, 1, 3].map(Event.value) + [.completed]) { $0.skipRepeats() },
            [.value(1), .value(2), .value(1), .value(3), .completed])
        // 2 and 3 are each within 1 of their predecessor, but 3 is 2 away from 1, the last forwarded.
        XCTAssertEqual(
            run([1, 2, 3, 4, 6].map(Event.value)) { $0.skipRepeats { abs($0 - $1) <= 1 } },
            [.value(1), .value(3), .value(6)])
    }

    func test_parity_takeFirst_completesRightAfterTheNthValue() {
        XCTAssertEqual(
            run([1, 2, 3].map(Event.value)) { $0.take(first: 2) },
            [.value(1), .value(2), .completed])
        XCTAssertEqual(
            run([.value(1), .failed(.boom)]) { $0.take(first: 2) }, [.value(1), .failed(.boom)])
    }

    func test_parity_takeFirstZero_interruptsWithoutStarting() {
        XCTAssertEqual(run([.value(1)]) { $0.take(first: 0) }, [.interrupted])
        var started = false
        let producer = SignalProducer<Int, Never> { observer, _ in
            started = true
            observer.send(value: 1)
        }
        XCTAssertEqual(recordEvents(producer.take(first: 0)).events, [.interrupted])
        XCTAssertFalse(started)
    }

    func test_parity_takeLast_sendsTheBufferOnCompletionOnly() {
        XCTAssertEqual(
            run([1, 2, 3].map(Event.value) + [.completed]) { $0.take(last: 2) },
            [.value(2), .value(3), .completed])
        XCTAssertEqual(run([.value(1), .failed(.boom)]) { $0.take(last: 2) }, [.failed(.boom)])
        XCTAssertEqual(run([.value(1), .interrupted]) { $0.take(last: 2) }, [.interrupted])
    }

    func test_parity_takeWhile_completesAtTheFirstFailingValue() {
        XCTAssertEqual(
            run([1, 2, 5, 1].map(Event.value)) { $0.take(while: { $0 < 3 }) },
            [.value(1), .value(2), .completed])
    }

    func test_parity_skipFirstAndSkipWhile() {
        XCTAssertEqual(
            run([1, 2, 3].map(Event.value) + [.completed]) { $0.skip(first: 2) },
            [.value(3), .completed])
        XCTAssertEqual(
            run([.value(1), .completed]) { $0.skip(first: 0) }, [.value(1), .completed])
        XCTAssertEqual(
            run([1, 5, 1, 7].map(Event.value) + [.failed(.boom)]) { $0.skip(while: { $0 < 3 }) },
            [.value(5), .value(1), .value(7), .failed(.boom)])
    }

    func test_parity_scanSendsEveryAccumulation_reduceOnlyTheLast() {
        XCTAssertEqual(
            run([1, 2, 3].map(Event.value) + [.completed]) { $0.scan(0, +) },
            [.value(1), .value(3), .value(6), .completed])
        XCTAssertEqual(
            run([1, 2, 3].map(Event.value) + [.completed]) { $0.scan(into: 10) { $0 += $1 } },
            [.value(11), .value(13), .value(16), .completed])
        XCTAssertEqual(
            run([1, 2, 3].map(Event.value) + [.completed]) { $0.reduce(0, +) },
            [.value(6), .completed])
        XCTAssertEqual(
            run([.completed]) { $0.reduce(into: 7) { $0 += $1 } }, [.value(7), .completed])
        XCTAssertEqual(run([.value(1), .failed(.boom)]) { $0.reduce(0, +) }, [.failed(.boom)])
        XCTAssertEqual(run([.value(1), .interrupted]) { $0.reduce(0, +) }, [.interrupted])
    }

    func test_parity_collect() {
        XCTAssertEqual(
            run([1, 2, 3].map(Event.value) + [.completed]) { $0.collect() },
            [.value([1, 2, 3]), .completed])
        XCTAssertEqual(run([.completed]) { $0.collect() }, [.value([]), .completed])
        XCTAssertEqual(run([.value(1), .failed(.boom)]) { $0.collect() }, [.failed(.boom)])
    }

    func test_parity_collectCount_sendsFullArraysThenAnyRest() {
        XCTAssertEqual(
            run([1, 2, 3].map(Event.value) + [.completed]) { $0.collect(count: 2) },
            [.value([1, 2]), .value([3]), .completed])
        XCTAssertEqual(
            run([1, 2].map(Event.value) + [.completed]) { $0.collect(count: 2) },
            [.value([1, 2]), .completed])
        XCTAssertEqual(run([.completed]) { $0.collect(count: 2) }, [.value([]), .completed])
        XCTAssertEqual(run([.value(1), .interrupted]) { $0.collect(count: 2) }, [.interrupted])
    }

    func test_parity_combinePrevious() {
        let pairs = run([1, 2, 3].map(Event.value) + [.completed]) {
            $0.combinePrevious().map { "\($0)\($1)" }
        }
        XCTAssertEqual(pairs, [.value("12"), .value("23"), .completed])
        let seeded = run([1, 2].map(Event.value)) { $0.combinePrevious(0).map { "\($0)\($1)" } }
        XCTAssertEqual(seeded, [.value("01"), .value("12")])
    }

    func test_parity_materialize_turnsEveryEventIntoAValue() {
        let (signal, input) = Signal<Int, OperatorTestError>.pipe()
        let failed = EventRecorder<Event, Never>()
        signal.materialize().observe(failed.observer)
        input.send(value: 1)
        input.send(error: .boom)
        XCTAssertEqual(failed.events, [.value(.value(1)), .value(.failed(.boom)), .completed])

        let (other, otherInput) = Signal<Int, OperatorTestError>.pipe()
        let interrupted = EventRecorder<Event, Never>()
        other.materialize().observe(interrupted.observer)
        otherInput.sendInterrupted()
        XCTAssertEqual(interrupted.events, [.value(.interrupted), .interrupted])
    }

    func test_parity_dematerialize_isTheInverse() {
        let (signal, input) = Signal<Event, Never>.pipe()
        let log = recordEvents(signal.dematerialize())
        input.send(value: .value(1))
        input.send(value: .failed(.boom))
        input.send(value: .value(2))
        XCTAssertEqual(log.events, [.value(1), .failed(.boom)])

        let (completing, completingInput) = Signal<Event, Never>.pipe()
        let completed = recordEvents(completing.dematerialize())
        completingInput.send(value: .value(3))
        completingInput.sendCompleted()
        XCTAssertEqual(completed.events, [.value(3), .completed])

        let roundTrip = recordEvents(
            SignalProducer<Int, OperatorTestError>(values: 1, 2).materialize().dematerialize())
        XCTAssertEqual(roundTrip.events, [.value(1), .value(2), .completed])
    }
}
