import Ripple
import XCTest

final class PropertyCombiningTests: XCTestCase {
    func test_zip_pairsValuesByPosition() {
        let a = MutableProperty(1)
        let b = MutableProperty("a")
        let zipped = a.zip(with: b)
        var seen: [String] = []
        zipped.producer.startWithValues { seen.append("\($0)\($1)") }
        a.value = 2
        a.value = 3
        XCTAssertEqual(seen, ["1a"])
        b.value = "b"
        b.value = "c"
        XCTAssertEqual(seen, ["1a", "2b", "3c"])
        XCTAssertEqual(zipped.value.0, 3)
        XCTAssertEqual(zipped.value.1, "c")
    }

    func test_zip_completesWhenASourceIsReleased() {
        let b = MutableProperty("a")
        var completed = false
        do {
            let a = MutableProperty(1)
            a.zip(with: b).producer.startWithCompleted { completed = true }
        }
        XCTAssertTrue(completed)
    }

    func test_filter_keepsPassingValuesStartingFromInitial() {
        let source = MutableProperty(1)
        let positive = source.filter(initial: 0) { $0 > 0 }
        XCTAssertEqual(positive.value, 1)
        source.value = 0
        XCTAssertEqual(positive.value, 1)
        source.value = 2
        XCTAssertEqual(positive.value, 2)

        let negative = source.filter(initial: 0) { $0 < 0 }
        XCTAssertEqual(negative.value, 0)
        let log = recordEvents(negative.producer)
        source.value = -2
        source.value = 5
        XCTAssertEqual(log.events, [.value(0), .value(-2)])
    }

    func test_combinePrevious_pairsWithThePreviousValue() {
        let source = MutableProperty("a")
        let pairs = source.combinePrevious("z")
        XCTAssertEqual(pairs.value.0, "z")
        XCTAssertEqual(pairs.value.1, "a")
        var seen: [String] = []
        var completed = false
        pairs.producer.start { event in
            switch event {
            case .value(let (previous, current)): seen.append(previous + current)
            case .completed: completed = true
            case .interrupted: XCTFail("interrupted")
            }
        }
        source.value = "b"
        source.value = "c"
        XCTAssertEqual(seen, ["za", "ab", "bc"])
        XCTAssertFalse(completed)
    }

    func test_flatten_latestFollowsTheNewestInner() {
        let first = MutableProperty(1)
        let second = MutableProperty(10)
        let outer = MutableProperty(Property(capturing: first))
        let flattened = outer.flatten(.latest)
        let log = recordEvents(flattened.producer)
        first.value = 2
        outer.value = Property(capturing: second)
        first.value = 3
        second.value = 11
        XCTAssertEqual(flattened.value, 11)
        XCTAssertEqual(log.events, [.value(1), .value(2), .value(10), .value(11)])
    }

    func test_flatMap_mergeFollowsEveryInner() {
        let inners = [MutableProperty(1), MutableProperty(10)]
        let index = MutableProperty(0)
        let merged = index.flatMap(.merge) { inners[$0] }
        let log = recordEvents(merged.producer)
        index.value = 1
        inners[0].value = 2
        inners[1].value = 11
        XCTAssertEqual(log.events, [.value(1), .value(10), .value(2), .value(11)])
        XCTAssertEqual(merged.value, 11)
    }

    func test_flatten_completesWhenOuterAndInnerAreReleased() {
        var log: EventLog<Int, Never>?
        do {
            let inner = MutableProperty(1)
            let outer = MutableProperty(Property(capturing: inner))
            log = recordEvents(outer.flatten(.concat).producer)
            inner.value = 2
        }
        XCTAssertEqual(log?.events, [.value(1), .value(2), .completed])
    }
}
