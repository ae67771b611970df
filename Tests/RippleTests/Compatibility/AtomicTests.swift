import Dispatch
import Ripple
import XCTest

/// `Atomic`, as ReactiveSwift's `AtomicSpec` uses it, and from several threads at once.
final class AtomicTests: XCTestCase {
    func test_atomic_readsAndWritesTheValueDirectly() {
        let atomic = Atomic(1)
        XCTAssertEqual(atomic.value, 1)
        atomic.value = 2
        XCTAssertEqual(atomic.value, 2)
    }

    func test_atomic_swapReturnsTheOldValue() {
        let atomic = Atomic(1)
        XCTAssertEqual(atomic.swap(2), 1)
        XCTAssertEqual(atomic.value, 2)
    }

    func test_atomic_modifyChangesInPlaceAndReturnsTheResult() {
        let atomic = Atomic([1])
        let count = atomic.modify { values -> Int in
            values.append(2)
            return values.count
        }
        XCTAssertEqual(count, 2)
        XCTAssertEqual(atomic.value, [1, 2])
    }

    func test_atomic_withValueReadsWithoutChanging() {
        let atomic = Atomic(1)
        let result: Bool = atomic.withValue { $0 == 1 }
        XCTAssertTrue(result)
        XCTAssertEqual(atomic.value, 1)
    }

    func test_atomic_modifyAndWithValueRethrow() {
        struct Failure: Error {}
        let atomic = Atomic(1)
        XCTAssertThrowsError(
            try atomic.modify { value in
                value = 5
                throw Failure()
            })
        XCTAssertEqual(atomic.value, 5, "a change made before the throw stays")
        XCTAssertThrowsError(try atomic.withValue { _ in throw Failure() })
    }

    func test_atomic_modifyFromManyThreadsLosesNoIncrement() {
        let atomic = Atomic(0)
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<1_000 { atomic.modify { $0 += 1 } }
        }
        XCTAssertEqual(atomic.value, 4_000)
    }

    func test_atomic_swapFromManyThreadsHandsEachValueOutOnce() {
        let atomic = Atomic(-1)
        let seen = Atomic<[Int]>([])
        DispatchQueue.concurrentPerform(iterations: 200) { index in
            let old = atomic.swap(index)
            seen.modify { $0.append(old) }
        }
        let all = (seen.value + [atomic.value]).sorted()
        XCTAssertEqual(all, Array(-1..<200))
    }
}
