import Ripple
import XCTest

final class ValidatingPropertyDependencyTests: XCTestCase {
    private typealias Validated = ValidatingProperty<Int, OperatorTestError>

    func test_withProperty_revalidatesTheLastProposalWhenTheOtherChanges() {
        let other = MutableProperty("")
        let validated = Validated(0, with: other) { value, key in
            value >= 0 && key == "ok" ? .valid : .invalid(.boom)
        }
        XCTAssertEqual(validated.result.value, .invalid(0, .boom))
        let results = recordEvents(validated.result.signal)
        validated.value = 10
        XCTAssertEqual(validated.value, 0)
        other.value = "ok"
        XCTAssertEqual(validated.value, 10)
        other.value = "no"
        XCTAssertEqual(validated.value, 10)
        XCTAssertEqual(
            results.events,
            [.value(.invalid(10, .boom)), .value(.valid(10)), .value(.invalid(10, .boom))])
    }

    func test_withProperty_doesNotKeepTheOtherAlive() {
        weak var weakOther: MutableProperty<String>?
        let validated: Validated
        do {
            let other = MutableProperty("ok")
            weakOther = other
            validated = Validated(MutableProperty(0), with: other) { _, _ in .valid }
        }
        XCTAssertNil(weakOther)
        validated.value = 3
        XCTAssertEqual(validated.value, 3)
    }

    func test_withValidatingProperty_readsItsLastProposal() {
        let password = ValidatingProperty<String, OperatorTestError>("") {
            $0.count >= 3 ? .valid : .invalid(.boom)
        }
        let repeated = ValidatingProperty<String, OperatorTestError>("", with: password) {
            $0 == $1 ? .valid : .invalid(.other)
        }
        XCTAssertEqual(repeated.result.value, .valid(""))
        password.value = "ab"
        XCTAssertEqual(password.value, "")
        XCTAssertEqual(repeated.result.value, .invalid("", .other))
        repeated.value = "ab"
        XCTAssertEqual(repeated.result.value, .valid("ab"))
        password.value = "abc"
        XCTAssertEqual(repeated.result.value, .invalid("ab", .other))
        repeated.value = "abc"
        XCTAssertEqual(repeated.value, "abc")
    }

    func test_withValidatingProperty_coercedProposalIsRevalidated() {
        let other = ValidatingProperty<Int, OperatorTestError>(0) { _ in .valid }
        let validated = Validated(MutableProperty(0), with: other) { value, limit in
            value <= limit ? .valid : .coerced(limit, nil)
        }
        validated.value = 5
        XCTAssertEqual(validated.value, 0)
        XCTAssertEqual(validated.result.value, .coerced(replacement: 0, proposed: 5, error: nil))
        other.value = 10
        XCTAssertEqual(validated.value, 5)
        XCTAssertEqual(validated.result.value, .valid(5))
    }
}
