import Ripple
import XCTest

final class PropertyBooleanTests: XCTestCase {
    func test_negate_followsTheSource() {
        let source = MutableProperty(true)
        let negated = source.negate()
        XCTAssertFalse(negated.value)
        let log = recordEvents(negated.producer)
        source.value = false
        XCTAssertTrue(negated.value)
        XCTAssertEqual(log.events, [.value(false), .value(true)])
    }

    func test_andOr_followBoth() {
        let a = MutableProperty(true)
        let b = MutableProperty(false)
        let both = a.and(b)
        let either = a.or(b)
        XCTAssertEqual([both.value, either.value], [false, true])
        b.value = true
        XCTAssertEqual([both.value, either.value], [true, true])
        a.value = false
        b.value = false
        XCTAssertEqual([both.value, either.value], [false, false])
    }

    func test_andOr_completeWhenTheSourcesAreReleased() {
        var log: EventLog<Bool, Never>?
        do {
            let a = MutableProperty(true)
            let b = MutableProperty(true)
            log = recordEvents(a.and(b).producer)
            a.value = false
        }
        XCTAssertEqual(log?.events, [.value(true), .value(false), .completed])
    }

    func test_all_conjunctionOfEveryProperty() {
        let a = MutableProperty(true)
        let b = MutableProperty(true)
        let c = MutableProperty(false)
        let all = Property.all([a, b, c])
        XCTAssertFalse(all.value)
        let log = recordEvents(all.signal)
        c.value = true
        b.value = false
        XCTAssertEqual(log.events, [.value(true), .value(false)])
        XCTAssertTrue(Property.all(a, c).value)
    }

    func test_any_disjunctionOfEveryProperty() {
        let a = MutableProperty(false)
        let b = MutableProperty(false)
        let any = Property.any(a, b)
        XCTAssertFalse(any.value)
        let log = recordEvents(any.signal)
        b.value = true
        a.value = true
        b.value = false
        a.value = false
        XCTAssertEqual(log.events, [.value(true), .value(true), .value(true), .value(false)])
    }

    func test_allAny_ofNoPropertiesAreConstants() {
        let all = Property<Bool>.all(EmptyCollection<Property<Bool>>())
        let any = Property<Bool>.any([Property<Bool>]())
        XCTAssertTrue(all.value)
        XCTAssertFalse(any.value)
        XCTAssertEqual(recordEvents(all.producer).events, [.value(true), .completed])
        XCTAssertEqual(recordEvents(any.producer).events, [.value(false), .completed])
    }
}
