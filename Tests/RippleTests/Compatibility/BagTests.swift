import Ripple
import XCTest

/// `Bag`, as ReactiveSwift's `BagSpec` uses it.
final class BagTests: XCTestCase {
    func test_bag_insertKeepsInsertionOrderAndDuplicates() {
        var bag = Bag<String>()
        bag.insert("foo")
        bag.insert("bar")
        bag.insert("foo")
        XCTAssertEqual(Array(bag), ["foo", "bar", "foo"])
        XCTAssertTrue(bag.contains("bar"))
        XCTAssertFalse(bag.contains("fuzz"))
    }

    func test_bag_removeUsingTokenRemovesThatInsertionOnly() {
        var bag = Bag<String>()
        let a = bag.insert("foo")
        let b = bag.insert("bar")
        let c = bag.insert("foo")

        XCTAssertEqual(bag.remove(using: c), "foo")
        XCTAssertEqual(Array(bag), ["foo", "bar"])
        XCTAssertEqual(bag.remove(using: a), "foo")
        XCTAssertEqual(Array(bag), ["bar"])
        XCTAssertNil(bag.remove(using: a), "a second removal does nothing")
        XCTAssertEqual(bag.remove(using: b), "bar")
        XCTAssertTrue(bag.isEmpty)
    }

    func test_bag_initialValuesKeepTheirOrderAndLaterTokensRemoveTheRightOne() {
        var bag = Bag(["foo", "bar", "buzz"])
        let fuzz = bag.insert("fuzz")
        XCTAssertEqual(Array(bag), ["foo", "bar", "buzz", "fuzz"])
        bag.remove(using: fuzz)
        XCTAssertEqual(Array(bag), ["foo", "bar", "buzz"])
    }

    func test_bag_isARandomAccessCollectionInInsertionOrder() {
        var bag = Bag<Int>()
        var tokens: [Bag<Int>.Token] = []
        for value in 0..<100 { tokens.append(bag.insert(value)) }
        for (index, token) in tokens.enumerated() where index % 3 == 0 {
            bag.remove(using: token)
        }
        let expected = (0..<100).filter { $0 % 3 != 0 }
        XCTAssertEqual(bag.count, expected.count)
        XCTAssertEqual(bag[bag.startIndex], expected[0])
        XCTAssertEqual(bag[bag.index(before: bag.endIndex)], expected.last)
        XCTAssertEqual(Array(bag.reversed()), expected.reversed())
        XCTAssertEqual(bag.map { $0 }, expected)
    }
}
