import Ripple
import XCTest

/// ReactiveSwift's public `Bag`, for code that ports unchanged.
final class BagTests: XCTestCase {
    func test_insert_keepsInsertionOrder() {
        var bag = Bag<String>()
        bag.insert("a")
        bag.insert("b")
        bag.insert("c")
        XCTAssertEqual(Array(bag), ["a", "b", "c"])
        XCTAssertEqual(bag.count, 3)
        XCTAssertEqual(bag[1], "b")
    }

    func test_removeUsingToken_removesExactlyThatElement() {
        var bag = Bag<String>()
        let a = bag.insert("a")
        let b = bag.insert("b")
        let c = bag.insert("c")
        XCTAssertEqual(bag.remove(using: b), "b")
        XCTAssertEqual(Array(bag), ["a", "c"])
        XCTAssertEqual(bag.remove(using: a), "a")
        XCTAssertEqual(Array(bag), ["c"])
        XCTAssertEqual(bag.remove(using: c), "c")
        XCTAssertTrue(bag.isEmpty)
    }

    func test_removeUsingToken_twice_isANoOp() {
        var bag = Bag<Int>()
        let token = bag.insert(1)
        bag.insert(2)
        XCTAssertEqual(bag.remove(using: token), 1)
        XCTAssertNil(bag.remove(using: token))
        XCTAssertEqual(Array(bag), [2])
    }

    func test_equalElements_areRemovedByTheirOwnToken() {
        var bag = Bag<String>()
        bag.insert("x")
        let second = bag.insert("x")
        bag.insert("y")
        bag.remove(using: second)
        XCTAssertEqual(Array(bag), ["x", "y"])
    }

    func test_initWithSequence_holdsTheElementsAndLaterTokensWork() {
        var bag = Bag(["a", "b"])
        let token = bag.insert("c")
        XCTAssertEqual(Array(bag), ["a", "b", "c"])
        bag.remove(using: token)
        XCTAssertEqual(Array(bag), ["a", "b"])
    }

    func test_copies_areIndependent() {
        var original = Bag<Int>()
        let token = original.insert(1)
        var copy = original
        copy.remove(using: token)
        XCTAssertEqual(Array(original), [1])
        XCTAssertTrue(copy.isEmpty)
    }
}
