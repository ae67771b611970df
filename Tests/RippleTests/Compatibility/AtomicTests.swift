import Dispatch
import Ripple
import XCTest

/// ReactiveSwift's public `Atomic`, for code that ports unchanged.
final class AtomicTests: XCTestCase {
    func test_value_readsAndWrites() {
        let atomic = Atomic("a")
        XCTAssertEqual(atomic.value, "a")
        atomic.value = "b"
        XCTAssertEqual(atomic.value, "b")
    }

    func test_modify_changesInPlaceAndReturnsTheClosuresResult() {
        let atomic = Atomic([1])
        let count = atomic.modify { values -> Int in
            values.append(2)
            return values.count
        }
        XCTAssertEqual(count, 2)
        XCTAssertEqual(atomic.value, [1, 2])
    }

    func test_modify_keepsChangesMadeBeforeAThrow() {
        struct Stop: Error {}
        let atomic = Atomic(0)
        XCTAssertThrowsError(
            try atomic.modify { value in
                value = 5
                throw Stop()
            })
        XCTAssertEqual(atomic.value, 5)
    }

    func test_withValue_readsWithoutChanging() {
        let atomic = Atomic(3)
        XCTAssertEqual(atomic.withValue { $0 * 2 }, 6)
        XCTAssertEqual(atomic.value, 3)
    }

    func test_swap_returnsThePreviousValue() {
        let atomic = Atomic(false)
        XCTAssertEqual(atomic.swap(true), false)
        XCTAssertEqual(atomic.swap(true), true)
        XCTAssertEqual(atomic.value, true)
    }

    func test_modify_fromManyThreads_losesNoUpdate() {
        let atomic = Atomic(0)
        DispatchQueue.concurrentPerform(iterations: 1_000) { _ in
            atomic.modify { $0 += 1 }
        }
        XCTAssertEqual(atomic.value, 1_000)
    }
}
