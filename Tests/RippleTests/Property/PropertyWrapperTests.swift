import Ripple
import XCTest

final class PropertyWrapperTests: XCTestCase {
    private struct Counter {
        @MutableProperty var count = 0
    }

    private struct Readout {
        @Property var count: Int
    }

    func test_mutablePropertyWrapper_readsWritesAndProjects() {
        let counter = Counter()
        XCTAssertEqual(counter.count, 0)
        let log = recordEvents(counter.$count.producer)
        counter.count += 1
        counter.$count.modify { $0 += 2 }
        XCTAssertEqual(counter.count, 3)
        XCTAssertEqual(log.events, [.value(0), .value(1), .value(3)])
    }

    func test_propertyWrapper_readsTheWrappedProperty() {
        let source = MutableProperty(0)
        let readout = Readout(count: Property(capturing: source))
        XCTAssertEqual(readout.count, 0)
        source.value = 1
        XCTAssertEqual(readout.count, 1)
        XCTAssertEqual(readout.$count.value, 1)
        XCTAssertEqual(recordEvents(readout.$count.producer).events, [.value(1)])
    }
}
