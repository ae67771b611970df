import Ripple
import XCTest

final class ThenErrorTypesTests: XCTestCase {
    func test_then_failingSelfThenNeverReplacement_keepsSelfsError() {
        let first = SignalProducer<Int, OperatorTestError>(values: 1, 2)
        let result: SignalProducer<String, OperatorTestError> = first.then(
            SignalProducer<String, Never>(values: "a", "b"))
        XCTAssertEqual(recordEvents(result).events, [.value("a"), .value("b"), .completed])
        let failing = SignalProducer<Int, OperatorTestError>(error: .boom)
            .then(SignalProducer<String, Never>(value: "a"))
        XCTAssertEqual(recordEvents(failing).events, [.failed(.boom)])
    }

    func test_then_neverSelfThenFailingReplacement_takesReplacementsError() {
        let first = SignalProducer<Int, Never>(values: 1, 2)
        let result: SignalProducer<String, OperatorTestError> = first.then(
            SignalProducer<String, OperatorTestError>(error: .other))
        XCTAssertEqual(recordEvents(result).events, [.failed(.other)])
    }

    func test_then_neverSelfThenNeverReplacement_andSameTypes() {
        let result = SignalProducer<Int, Never>(value: 1).then(
            SignalProducer<String, Never>(value: "x"))
        XCTAssertEqual(recordEvents(result).events, [.value("x"), .completed])
        let same = SignalProducer<Int, OperatorTestError>(value: 1).then(.empty)
        XCTAssertEqual(recordEvents(same).events, [.completed])
        let sameNever = SignalProducer<Int, Never>(value: 1).then(SignalProducer(value: 9))
        XCTAssertEqual(recordEvents(sameNever).events, [.value(9), .completed])
    }

    func test_then_convertibleReplacements_propertyAndSignal() {
        let property = MutableProperty(7)
        let result = SignalProducer<Int, OperatorTestError>(value: 1).then(property)
        XCTAssertEqual(recordEvents(result).events, [.value(7)])
        let (signal, input) = Signal<String, OperatorTestError>.pipe()
        let log = recordEvents(SignalProducer<Int, Never>.empty.then(signal))
        input.send(value: "s")
        input.send(error: .boom)
        XCTAssertEqual(log.events, [.value("s"), .failed(.boom)])
        let neverLog = recordEvents(SignalProducer<Int, Never>.empty.then(Property(value: "p")))
        XCTAssertEqual(neverLog.events, [.value("p"), .completed])
    }

    func test_then_interruptionOfSelf_isForwardedAndReplacementNeverStarts() {
        var started = false
        let replacement = SignalProducer<String, Never> { _, _ in started = true }
        let (signal, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(SignalProducer(signal).then(replacement))
        input.send(value: 1)
        input.sendInterrupted()
        XCTAssertEqual(log.events, [.interrupted])
        XCTAssertFalse(started)
    }

    func test_then_disposingTheRun_interruptsTheReplacement() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let log = recordEvents(SignalProducer<Int, Never>.empty.then(SignalProducer(signal)))
        input.send(value: 1)
        log.disposable?.dispose()
        input.send(value: 2)
        XCTAssertEqual(log.events, [.value(1), .interrupted])
    }
}
