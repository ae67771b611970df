import Ripple
import XCTest

final class CollectShouldEmitTests: XCTestCase {
    func test_collectShouldEmit_sendsEachTimeThePredicateHolds() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.collect { $0.count == 2 })
        for value in 1...5 { input.send(value: value) }
        input.sendCompleted()
        XCTAssertEqual(log.events, [.value([1, 2]), .value([3, 4]), .value([5]), .completed])
    }

    func test_collectShouldEmitLatest_startsANewArrayWithTheLatestValue() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.collect { _, latest in latest == 1 })
        for value in [1, 2, 3, 1, 2] { input.send(value: value) }
        input.sendCompleted()
        XCTAssertEqual(log.events, [.value([]), .value([1, 2, 3]), .value([1, 2]), .completed])
    }

    func test_collectShouldEmit_emptyCompletionSendsEmptyArray() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.collect { _, _ in false })
        input.sendCompleted()
        XCTAssertEqual(log.events, [.value([]), .completed])
    }

    func test_collectShouldEmit_failureAndInterruptionDropGatheredValues() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let failed = recordEvents(output.collect { $0.count == 3 })
        input.send(value: 1)
        input.send(error: .boom)
        XCTAssertEqual(failed.events, [.failed(.boom)])

        let (other, otherInput) = Signal<Int, OperatorTestError>.pipe()
        let interrupted = recordEvents(other.collect { _, _ in false })
        otherInput.send(value: 1)
        otherInput.sendInterrupted()
        XCTAssertEqual(interrupted.events, [.interrupted])
    }

    func test_collectShouldEmit_producerForms() {
        let producer = SignalProducer<Int, Never>([1, 2, 3])
        XCTAssertEqual(
            recordEvents(producer.collect { $0.count == 2 }).events,
            [.value([1, 2]), .value([3]), .completed])
        XCTAssertEqual(
            recordEvents(producer.collect { collected, _ in collected.count == 2 }).events,
            [.value([1, 2]), .value([3]), .completed])
    }
}
