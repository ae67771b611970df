import Ripple
import XCTest

final class PrefixValueTests: XCTestCase {
    func test_prefixValue_sendsValueBeforeStartingSelf() {
        let (values, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(SignalProducer(values).prefix(value: 0))
        XCTAssertEqual(log.events, [.value(0)])
        input.send(value: 1)
        input.send(error: .boom)
        XCTAssertEqual(log.events, [.value(0), .value(1), .failed(.boom)])
    }

    func test_prefixValue_producerRunsPerStart() {
        let producer = SignalProducer<Int, Never>([1]).prefix(value: 0)
        XCTAssertEqual(recordEvents(producer).events, [.value(0), .value(1), .completed])
        XCTAssertEqual(recordEvents(producer).events, [.value(0), .value(1), .completed])
    }

    func test_concatValue_sendsValueAfterCompletion() {
        let log = recordEvents(SignalProducer<Int, Never>([1, 2]).concat(value: 3))
        XCTAssertEqual(log.events, [.value(1), .value(2), .value(3), .completed])
    }

    func test_concatValue_doesNotSendValueAfterFailure() {
        let log = recordEvents(
            SignalProducer<Int, OperatorTestError>(error: .boom).concat(value: 3))
        XCTAssertEqual(log.events, [.failed(.boom)])
    }

    func test_prefixValue_selfsOwnInterruptionCompletes_asReactiveSwiftsConcat() {
        let (values, input) = Signal<Int, Never>.pipe()
        let log = recordEvents(SignalProducer(values).prefix(value: 0))
        input.send(value: 1)
        input.sendInterrupted()
        XCTAssertEqual(log.events, [.value(0), .value(1), .completed])
        XCTAssertEqual(
            recordEvents(SignalProducer(values).prefix(value: 0)).events, [.value(0), .completed],
            "a signal already interrupted")
    }

    func test_prefixValue_interruptingStopsSelf() {
        let (values, input) = Signal<Int, Never>.pipe()
        let log = recordEvents(SignalProducer(values).prefix(value: 0))
        log.disposable?.dispose()
        input.send(value: 1)
        XCTAssertEqual(log.events, [.value(0), .interrupted])
    }
}
