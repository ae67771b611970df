import XCTest

@testable import Ripple

final class TakeUntilPredicateTests: XCTestCase {
    func test_takeUntilPredicate_sendsTheFailingValueThenCompletes() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.take(until: { $0 < 3 }))
        for value in [1, 2, 5, 1] { input.send(value: value) }
        XCTAssertEqual(log.events, [.value(1), .value(2), .value(5), .completed])
        XCTAssertEqual(output.core.observerCount, 0)
    }

    func test_takeUntilPredicate_forwardsFailureAndInterruption() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let failed = recordEvents(output.take(until: { _ in true }))
        input.send(value: 1)
        input.send(error: .boom)
        XCTAssertEqual(failed.events, [.value(1), .failed(.boom)])

        let (other, otherInput) = Signal<Int, OperatorTestError>.pipe()
        let interrupted = recordEvents(other.takeUntil { _ in false })
        otherInput.sendInterrupted()
        XCTAssertEqual(interrupted.events, [.interrupted])
    }

    func test_kickstarterTakeUntil_includesTheFirstPassingValue() {
        let (output, input) = Signal<Int, Never>.pipe()
        let log = recordEvents(output.takeUntil { $0 >= 3 })
        for value in [1, 2, 5, 1] { input.send(value: value) }
        XCTAssertEqual(log.events, [.value(1), .value(2), .value(5), .completed])
    }

    func test_takeUntilPredicate_producerForms() {
        let producer = SignalProducer<Int, Never>([1, 4, 2])
        XCTAssertEqual(
            recordEvents(producer.take(until: { $0 < 3 })).events,
            [.value(1), .value(4), .completed])
        XCTAssertEqual(
            recordEvents(producer.takeUntil { $0 > 3 }).events, [.value(1), .value(4), .completed])
        XCTAssertEqual(
            recordEvents(producer.takeUntil { _ in false }).events,
            [.value(1), .value(4), .value(2), .completed])
    }
}
