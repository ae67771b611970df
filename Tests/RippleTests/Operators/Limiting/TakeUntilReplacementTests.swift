import Ripple
import XCTest

final class TakeUntilReplacementTests: XCTestCase {
    func test_takeUntilReplacement_switchesAtReplacementsFirstEvent() {
        let (source, sourceInput) = Signal<Int, OperatorTestError>.pipe()
        let (replacement, replacementInput) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(source.take(untilReplacement: replacement))
        sourceInput.send(value: 1)
        replacementInput.send(value: 10)
        sourceInput.send(value: 2)
        replacementInput.send(value: 11)
        replacementInput.sendCompleted()
        XCTAssertEqual(log.events, [.value(1), .value(10), .value(11), .completed])
    }

    func test_takeUntilReplacement_selfsCompletionIsNotForwarded_itsFailureAndInterruptionAre() {
        let (source, sourceInput) = Signal<Int, OperatorTestError>.pipe()
        let (replacement, replacementInput) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(source.take(untilReplacement: replacement))
        sourceInput.send(value: 1)
        sourceInput.sendCompleted()
        replacementInput.send(value: 2)
        replacementInput.send(error: .boom)
        XCTAssertEqual(log.events, [.value(1), .value(2), .failed(.boom)])

        for terminal: Signal<Int, OperatorTestError>.Event in [.failed(.other), .interrupted] {
            let (source, sourceInput) = Signal<Int, OperatorTestError>.pipe()
            let log = recordEvents(source.take(untilReplacement: .never))
            sourceInput.send(terminal)
            XCTAssertEqual(log.events, [terminal])
        }
    }

    func test_takeUntilReplacement_replacementsTerminalEventSwitchesToo() {
        let (source, sourceInput) = Signal<Int, OperatorTestError>.pipe()
        let (replacement, replacementInput) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(source.take(untilReplacement: replacement))
        replacementInput.sendInterrupted()
        sourceInput.send(value: 1)
        XCTAssertEqual(log.events, [.interrupted])
    }

    func test_takeUntilReplacement_producer() {
        let (replacement, replacementInput) = Signal<Int, Never>.pipe()
        let producer = SignalProducer<Int, Never>(values: 1, 2).concat(.never)
        let log = recordEvents(producer.take(untilReplacement: replacement))
        replacementInput.send(value: 3)
        replacementInput.sendCompleted()
        XCTAssertEqual(log.events, [.value(1), .value(2), .value(3), .completed])
        let fromProducer = recordEvents(
            SignalProducer<Int, Never>.never.take(untilReplacement: SignalProducer(value: 9)))
        XCTAssertEqual(fromProducer.events, [.value(9), .completed])
    }
}
