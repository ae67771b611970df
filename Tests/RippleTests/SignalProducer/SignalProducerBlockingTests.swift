import Dispatch
import Ripple
import XCTest

final class SignalProducerBlockingTests: XCTestCase {
    private typealias Producer = SignalProducer<Int, OperatorTestError>

    /// A producer that sends `events` from another thread after it starts, so the blocking
    /// call really waits.
    private func async(_ events: [Signal<Int, OperatorTestError>.Event]) -> Producer {
        Producer { observer, _ in
            DispatchQueue.global().async {
                for event in events { observer.send(event) }
            }
        }
    }

    func test_producedSignal_isTheRunsSignalType() {
        let (signal, input) = SignalProducer<Int, Never>.ProducedSignal.pipe()
        let log = recordEvents(signal)
        input.send(value: 1)
        input.sendCompleted()
        XCTAssertEqual(log.events, [.value(1), .completed])
        let typed: Signal<Int, Never> = signal
        XCTAssertTrue(typed === signal)
    }

    func test_first_returnsFirstValueAndInterruptsTheRun() {
        var interrupted = false
        let producer = Producer(values: 1, 2, 3).on(interrupted: { interrupted = true })
        XCTAssertEqual(producer.first(), .success(1))
        XCTAssertTrue(interrupted)
    }

    func test_first_everyTerminalEvent() {
        XCTAssertNil(Producer.empty.first())
        XCTAssertEqual(Producer(error: .boom).first(), .failure(.boom))
        XCTAssertNil(Producer { observer, _ in observer.sendInterrupted() }.first())
    }

    func test_first_waitsForAnotherThread() {
        XCTAssertEqual(async([.value(7), .completed]).first(), .success(7))
        XCTAssertEqual(async([.failed(.other)]).first(), .failure(.other))
    }

    func test_single_exactlyOneValue() {
        XCTAssertEqual(Producer(value: 1).single(), .success(1))
        XCTAssertEqual(async([.value(4), .completed]).single(), .success(4))
    }

    func test_single_noValueOrMoreThanOneIsNil() {
        XCTAssertNil(Producer.empty.single())
        XCTAssertNil(Producer(values: 1, 2).single())
        XCTAssertNil(async([.value(1), .value(2), .value(3)]).single())
    }

    func test_single_failureWinsOverAValue() {
        XCTAssertEqual(Producer(error: .boom).single(), .failure(.boom))
        XCTAssertEqual(async([.value(1), .failed(.boom)]).single(), .failure(.boom))
    }

    func test_single_interruptionKeepsWhatArrived() {
        XCTAssertEqual(async([.value(1), .interrupted]).single(), .success(1))
        XCTAssertNil(async([.interrupted]).single())
    }

    func test_last_returnsLastValue() {
        XCTAssertEqual(Producer(values: 1, 2, 3).last(), .success(3))
        XCTAssertEqual(async([.value(1), .value(2), .completed]).last(), .success(2))
    }

    func test_last_everyTerminalEvent() {
        XCTAssertNil(Producer.empty.last())
        XCTAssertEqual(async([.value(1), .failed(.boom)]).last(), .failure(.boom))
        XCTAssertNil(async([.value(1), .interrupted]).last())
    }

    func test_wait_everyTerminalEvent() throws {
        XCTAssertNoThrow(try Producer(values: 1, 2).wait().get())
        XCTAssertNoThrow(try async([.value(1), .completed]).wait().get())
        XCTAssertNoThrow(try async([.interrupted]).wait().get())
        XCTAssertThrowsError(try async([.value(1), .failed(.other)]).wait().get()) { error in
            XCTAssertEqual(error as? OperatorTestError, .other)
        }
    }

    func test_blocking_startsEachCallAnewRun() {
        var starts = 0
        let producer = Producer { observer, _ in
            starts += 1
            observer.send(value: starts)
            observer.sendCompleted()
        }
        XCTAssertEqual(producer.first(), .success(1))
        XCTAssertEqual(producer.last(), .success(2))
        XCTAssertEqual(producer.single(), .success(3))
        XCTAssertNoThrow(try producer.wait().get())
        XCTAssertEqual(starts, 4)
    }
}
