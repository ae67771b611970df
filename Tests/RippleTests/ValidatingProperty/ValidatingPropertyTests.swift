import Ripple
import XCTest

final class ValidatingPropertyTests: XCTestCase {
    private typealias Validated = ValidatingProperty<Int, OperatorTestError>

    /// Negative values are invalid; 100 is coerced to `Int.max`.
    private static func decide(_ value: Int) -> Validated.Decision {
        guard value >= 0 else { return .invalid(.boom) }
        return value == 100 ? .coerced(Int.max, .other) : .valid
    }

    private var root: MutableProperty<Int>!
    private var validated: Validated!
    private var results: EventLog<Validated.Result, Never>!

    override func setUp() {
        super.setUp()
        root = MutableProperty(0)
        validated = ValidatingProperty(root, Self.decide)
        results = recordEvents(validated.result.signal)
    }

    func test_init_validatesTheInitialValueWithoutSending() {
        XCTAssertEqual(validated.value, 0)
        XCTAssertEqual(validated.result.value, .valid(0))
        XCTAssertEqual(results.events, [])
        let invalid = ValidatingProperty<Int, OperatorTestError>(-1, Self.decide)
        XCTAssertEqual(invalid.result.value, .invalid(-1, .boom))
        XCTAssertEqual(invalid.value, -1)
    }

    func test_validValue_isStored() {
        let values = recordEvents(validated.producer)
        validated.value = 10
        XCTAssertEqual(validated.value, 10)
        XCTAssertEqual(root.value, 10)
        XCTAssertEqual(results.events, [.value(.valid(10))])
        XCTAssertEqual(values.events, [.value(0), .value(10)])
    }

    func test_coercedValue_storesTheReplacement() {
        validated.value = 100
        XCTAssertEqual(validated.value, Int.max)
        XCTAssertEqual(
            results.events, [.value(.coerced(replacement: Int.max, proposed: 100, error: .other))])
        XCTAssertEqual(validated.result.value.value, Int.max)
        XCTAssertNil(validated.result.value.error)
        XCTAssertFalse(validated.result.value.isInvalid)
    }

    func test_invalidValue_isNotStored() {
        let values = recordEvents(validated.signal)
        validated.value = -10
        XCTAssertEqual(validated.value, 0)
        XCTAssertEqual(results.events, [.value(.invalid(-10, .boom))])
        XCTAssertTrue(validated.result.value.isInvalid)
        XCTAssertEqual(validated.result.value.error, .boom)
        XCTAssertNil(validated.result.value.value)
        XCTAssertEqual(values.events, [])
    }

    func test_writesToTheRoot_areValidatedButNotWrittenBack() {
        root.value = 10
        XCTAssertEqual(validated.value, 10)
        root.value = -10
        XCTAssertEqual(validated.value, -10)
        root.value = 100
        XCTAssertEqual(validated.value, 100)
        XCTAssertEqual(
            results.events,
            [
                .value(.valid(10)), .value(.invalid(-10, .boom)),
                .value(.coerced(replacement: Int.max, proposed: 100, error: .other)),
            ])
    }

    func test_keepsTheRootAliveAndCompletesWithIt() {
        weak let weakRoot = root
        let values = recordEvents(validated.producer)
        root = nil
        XCTAssertNotNil(weakRoot)
        validated = nil
        XCTAssertNil(weakRoot)
        XCTAssertEqual(values.events, [.value(0), .completed])
    }

    func test_proposalFromAnObserver_isStoredAfterTheCurrentOne() {
        validated.signal.observeValues { value in
            if value == 1 { self.validated.value = 2 }
        }
        validated.value = 1
        XCTAssertEqual(validated.value, 2)
        XCTAssertEqual(results.events, [.value(.valid(1)), .value(.valid(2))])
    }

    func test_bindingTarget_proposesEachValue() {
        let (input, send) = Signal<Int, Never>.pipe()
        validated <~ input
        send.send(value: 5)
        send.send(value: -5)
        XCTAssertEqual(validated.value, 5)
        XCTAssertEqual(results.events, [.value(.valid(5)), .value(.invalid(-5, .boom))])
    }

    func test_validatedAction_enabledWhileTheResultHasAValue() {
        let action = Action(validated: validated) { (value: Int) in
            SignalProducer<Int, Never>(value: value)
        }
        XCTAssertTrue(action.isEnabled.value)
        validated.value = -1
        XCTAssertFalse(action.isEnabled.value)
        XCTAssertEqual(recordEvents(action.apply()).events, [.failed(.disabled)])
        validated.value = 100
        XCTAssertEqual(recordEvents(action.apply()).events, [.value(Int.max), .completed])
        validated.value = 3
        XCTAssertEqual(recordEvents(action.apply()).events, [.value(3), .completed])
    }
}
