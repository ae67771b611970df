import XCTest

@testable import Ripple

final class TakeFirstTests: XCTestCase {
    func test_takeFirst_completesRightAfterLastTakenValue() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.take(first: 2))
        input.send(value: 1)
        input.send(value: 2)
        XCTAssertEqual(log.events, [.value(1), .value(2), .completed])
        input.send(value: 3)
        XCTAssertEqual(log.events, [.value(1), .value(2), .completed])
    }

    func test_takeFirst_stopsObservingUpstreamWhenDone() {
        let (output, input) = Signal<Int, Never>.pipe()
        _ = recordEvents(output.take(first: 1))
        XCTAssertEqual(output.core.observerCount, 1)
        input.send(value: 1)
        XCTAssertEqual(output.core.observerCount, 0)
    }

    func test_takeFirst_forwardsTerminationBeforeCountIsReached() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.take(first: 3))
        input.send(value: 1)
        input.send(error: .boom)
        XCTAssertEqual(log.events, [.value(1), .failed(.boom)])

        let (completing, completingInput) = Signal<Int, OperatorTestError>.pipe()
        let completed = recordEvents(completing.take(first: 3))
        completingInput.sendCompleted()
        XCTAssertEqual(completed.events, [.completed])

        let (other, otherInput) = Signal<Int, OperatorTestError>.pipe()
        let interrupted = recordEvents(other.take(first: 3))
        otherInput.sendInterrupted()
        XCTAssertEqual(interrupted.events, [.interrupted])
    }

    func test_takeFirst_zeroOnSignalIsAlreadyTerminated() {
        let output = Signal<Int, Never>.never
        let log = recordEvents(output.take(first: 0))
        XCTAssertEqual(log.events, [.interrupted])
        XCTAssertEqual(output.core.observerCount, 0)
    }

    func test_takeFirst_zeroOnProducerInterruptsWithoutStarting() {
        var started = false
        let producer = SignalProducer<Int, Never> { observer, _ in
            started = true
            observer.send(value: 1)
        }
        XCTAssertEqual(recordEvents(producer.take(first: 0)).events, [.interrupted])
        XCTAssertFalse(started)
    }

    func test_takeFirst_releasesUpstreamWhenDisposed() {
        assertReleasesUpstream { signal, witness in
            signal.mapConst(witness).take(first: 5)
        }
    }

    func test_takeFirst_producerInterruptsRunWhenDone() {
        var lifetimeEnded = false
        let producer = SignalProducer<Int, Never> { observer, lifetime in
            lifetime.observeEnded { lifetimeEnded = true }
            observer.send(value: 1)
            observer.send(value: 2)
        }
        XCTAssertEqual(recordEvents(producer.take(first: 1)).events, [.value(1), .completed])
        XCTAssertTrue(lifetimeEnded)
    }
}
