import XCTest

@testable import Ripple

final class AndOrTests: XCTestCase {
    func test_and_combinesLatestValuesOnceBothSent() {
        let (left, leftInput) = Signal<Bool, OperatorTestError>.pipe()
        let (right, rightInput) = Signal<Bool, OperatorTestError>.pipe()
        let log = recordEvents(left.and(right))
        leftInput.send(value: true)
        XCTAssertEqual(log.events, [])
        rightInput.send(value: true)
        leftInput.send(value: false)
        rightInput.send(value: false)
        leftInput.send(value: true)
        XCTAssertEqual(log.events, [.value(true), .value(false), .value(false), .value(false)])
    }

    func test_or_combinesLatestValuesOnceBothSent() {
        let (left, leftInput) = Signal<Bool, Never>.pipe()
        let (right, rightInput) = Signal<Bool, Never>.pipe()
        let log = recordEvents(left.or(right))
        leftInput.send(value: false)
        rightInput.send(value: false)
        leftInput.send(value: true)
        rightInput.send(value: true)
        leftInput.send(value: false)
        XCTAssertEqual(log.events, [.value(false), .value(true), .value(true), .value(true)])
    }

    func test_and_completesWhenBothComplete() {
        let (left, leftInput) = Signal<Bool, Never>.pipe()
        let (right, rightInput) = Signal<Bool, Never>.pipe()
        let log = recordEvents(left.and(right))
        leftInput.send(value: true)
        rightInput.send(value: true)
        leftInput.sendCompleted()
        rightInput.send(value: false)
        XCTAssertEqual(log.events, [.value(true), .value(false)])
        rightInput.sendCompleted()
        XCTAssertEqual(log.events, [.value(true), .value(false), .completed])
    }

    func test_and_completesOnlyWhenBothComplete_asCombineLatest() {
        let (left, leftInput) = Signal<Bool, Never>.pipe()
        let (right, rightInput) = Signal<Bool, Never>.pipe()
        let log = recordEvents(left.and(right))
        leftInput.sendCompleted()
        XCTAssertEqual(log.events, [])
        rightInput.sendCompleted()
        XCTAssertEqual(log.events, [.completed])
        XCTAssertEqual(right.core.observerCount, 0)
    }

    func test_and_failsOrIsInterruptedWhenEitherDoes() {
        let left = Signal<Bool, OperatorTestError>.never
        let (right, rightInput) = Signal<Bool, OperatorTestError>.pipe()
        let log = recordEvents(left.and(right))
        rightInput.send(error: .boom)
        XCTAssertEqual(log.events, [.failed(.boom)])
        XCTAssertEqual(left.core.observerCount, 0)

        let (other, otherInput) = Signal<Bool, OperatorTestError>.pipe()
        let interrupted = recordEvents(other.or(right))
        otherInput.sendInterrupted()
        XCTAssertEqual(interrupted.events, [.interrupted])
    }

    func test_and_releasesBothObservationsWhenDisposed() {
        let other = Signal<Bool, OperatorTestError>.never
        assertReleasesUpstream { signal, witness in
            signal.map { value -> Bool in
                _ = witness
                return value > 0
            }.and(other)
        }
        XCTAssertEqual(other.core.observerCount, 0)
    }

    func test_andOr_producerStartsBothPerRun() {
        let isValid = SignalProducer<Bool, Never>(value: true)
        XCTAssertEqual(
            recordEvents(isValid.and(SignalProducer(value: false))).events,
            [.value(false), .completed])
        XCTAssertEqual(
            recordEvents(isValid.or(SignalProducer(value: false))).events,
            [.value(true), .completed])
    }
}
