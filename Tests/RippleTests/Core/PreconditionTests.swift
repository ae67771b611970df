import Ripple
import XCTest

/// The core's precondition messages, each proven in a child process (see `expectCrash`).
final class PreconditionTests: XCTestCase {
    func test_precondition_modifyInsideItsOwnModifyNamesThePropertyType() throws {
        try expectCrash(
            message: "MutableProperty<Int>.modify was called from inside its own modify"
        ) {
            let property = MutableProperty(0)
            property.modify { _ in property.modify { $0 += 1 } }
        }
    }

    func test_precondition_readingValueInsideItsOwnModifyNamesThePropertyType() throws {
        try expectCrash(message: "MutableProperty<String>.value was read inside its own modify") {
            let property = MutableProperty("")
            property.modify { $0 = property.value }
        }
    }
}
