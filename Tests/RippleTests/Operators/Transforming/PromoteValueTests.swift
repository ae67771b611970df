import Ripple
import XCTest

final class PromoteValueTests: XCTestCase {
    func test_promoteValue_forwardsEveryTerminalEvent() {
        for terminal: Signal<Never, OperatorTestError>.Event in [
            .completed, .interrupted, .failed(.boom),
        ] {
            let (output, input) = Signal<Never, OperatorTestError>.pipe()
            let log = recordEvents(output.promoteValue(Int.self))
            input.send(terminal)
            let expected: Signal<Int, OperatorTestError>.Event =
                switch terminal {
                case .failed(let error): .failed(error)
                case .interrupted: .interrupted
                default: .completed
                }
            XCTAssertEqual(log.events, [expected])
        }
    }

    func test_promoteValue_producerAndIdentity() {
        let producer = SignalProducer<Never, OperatorTestError>(error: .boom)
        XCTAssertEqual(recordEvents(producer.promoteValue(String.self)).events, [.failed(.boom)])
        let merged = SignalProducer<Int, OperatorTestError>(value: 1)
            .concat(SignalProducer<Never, OperatorTestError>.empty.promoteValue())
        XCTAssertEqual(recordEvents(merged).events, [.value(1), .completed])
        let same: SignalProducer<Never, Never> = SignalProducer<Never, Never>.empty.promoteValue()
        XCTAssertEqual(recordEvents(same).events, [.completed])
    }
}
