import Ripple
import XCTest

final class ActionInitializerTests: XCTestCase {
    private let echo: (Int) -> SignalProducer<Int, Never> = { SignalProducer(value: $0) }

    func test_stateExecute_readsTheCurrentStateValue() {
        let state = MutableProperty(1)
        let action = Action<Int, Int, Never>(state: state) { value, input in
            SignalProducer(value: value * 10 + input)
        }
        XCTAssertTrue(action.isEnabled.value)
        XCTAssertEqual(recordEvents(action.apply(2)).events, [.value(12), .completed])
        state.value = 3
        XCTAssertEqual(recordEvents(action.apply(4)).events, [.value(34), .completed])
    }

    func test_stateEnabledIf_followsThePredicate() {
        let state = MutableProperty(0)
        let action = Action<Void, Int, Never>(state: state, enabledIf: { $0 > 0 }) { value, _ in
            SignalProducer(value: value)
        }
        XCTAssertEqual(recordEvents(action.apply()).events, [.failed(.disabled)])
        state.value = 5
        XCTAssertTrue(action.isEnabled.value)
        XCTAssertEqual(recordEvents(action.apply()).events, [.value(5), .completed])
    }

    func test_voidStateExecute_readsTheStateValue() {
        let state = MutableProperty(7)
        let action = Action(state: state, execute: echo)
        XCTAssertEqual(recordEvents(action.apply()).events, [.value(7), .completed])
    }

    func test_unwrapping_disabledWhileNil() {
        let state = MutableProperty<Int?>(nil)
        let action = Action<Int, Int, Never>(unwrapping: state) { value, input in
            SignalProducer(value: value + input)
        }
        XCTAssertFalse(action.isEnabled.value)
        XCTAssertEqual(recordEvents(action.apply(1)).events, [.failed(.disabled)])
        state.value = 10
        XCTAssertTrue(action.isEnabled.value)
        XCTAssertEqual(recordEvents(action.apply(1)).events, [.value(11), .completed])
        state.value = nil
        XCTAssertFalse(action.isEnabled.value)
    }

    func test_voidUnwrapping_readsTheUnwrappedValue() {
        let state = MutableProperty<Int?>(4)
        let action = Action(unwrapping: state, execute: echo)
        XCTAssertEqual(recordEvents(action.apply()).events, [.value(4), .completed])
    }

    func test_execute_alwaysEnabledWhenIdle() {
        let action = Action(execute: echo)
        XCTAssertTrue(action.isEnabled.value)
        XCTAssertEqual(recordEvents(action.apply(3)).events, [.value(3), .completed])
        XCTAssertTrue(action.isEnabled.value)
    }

    func test_action_keepsItsStateAlive() {
        weak var weakState: MutableProperty<Int>?
        let action: Action<Void, Int, Never>
        do {
            let state = MutableProperty(1)
            weakState = state
            action = Action(state: state, execute: echo)
        }
        XCTAssertNotNil(weakState)
        XCTAssertEqual(recordEvents(action.apply()).events, [.value(1), .completed])
    }

    func test_apply_producerKeepsTheActionAlive() {
        weak var weakAction: Action<Int, Int, Never>?
        let producer: SignalProducer<Int, ActionError<Never>>
        do {
            let action = Action(execute: echo)
            weakAction = action
            producer = action.apply(9)
        }
        XCTAssertNotNil(weakAction)
        XCTAssertEqual(recordEvents(producer).events, [.value(9), .completed])
    }

    func test_actionError_equality() {
        XCTAssertEqual(ActionError<OperatorTestError>.disabled, .disabled)
        XCTAssertEqual(ActionError.producerFailed(OperatorTestError.boom), .producerFailed(.boom))
        XCTAssertNotEqual(ActionError.producerFailed(OperatorTestError.boom), .disabled)
        XCTAssertNotEqual(
            ActionError.producerFailed(OperatorTestError.boom), .producerFailed(.other))
    }
}
