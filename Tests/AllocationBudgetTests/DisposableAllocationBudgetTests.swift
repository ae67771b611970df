import Ripple
import XCTest

/// What Ripple's disposables allocate over their whole life, in a debug build (`swift test`):
/// a `CompositeDisposable` is one object holding its lock and its first two members, a
/// `SerialDisposable` is one object holding its lock and releases its inner
/// disposable without an array.
final class DisposableAllocationBudgetTests: XCTestCase {
    private let first = AnyDisposable()
    private let second = AnyDisposable()

    func test_compositeOfTwo_addedWithHandles_wholeLife() throws {
        let count = try allocations {
            let composite = CompositeDisposable()
            composite += first
            composite += second
            composite.dispose()
        }
        XCTAssertTrue(first.isDisposed && second.isDisposed, "the composite disposed its members")
        // The composite, a handle per member, and the composite's weak-reference side table
        // (the handles refer to it weakly).
        XCTAssertLessThanOrEqual(count, DisposableBudget.compositeOfTwo, "composite of two")
    }

    func test_serialDisposable_wholeLife() throws {
        let count = try allocations {
            let serial = SerialDisposable(first)
            serial.dispose()
        }
        XCTAssertTrue(first.isDisposed, "the serial disposable disposed its inner")
        XCTAssertLessThanOrEqual(count, DisposableBudget.serial, "serial disposable")
    }

    func test_lifetime_wholeLife() throws {
        let count = try allocations {
            let (lifetime, token) = Lifetime.make()
            lifetime += first
            lifetime += second
            token.dispose()
        }
        XCTAssertTrue(first.isDisposed && second.isDisposed, "the lifetime disposed its members")
        XCTAssertLessThanOrEqual(count, DisposableBudget.lifetime, "lifetime of two")
    }
}

/// The budgets, in allocations, for a debug build. Before the per-site allocation cuts they were 8,
/// 4 and 10: a composite kept its lock and state in an object of its own and its members in an
/// array (two allocations for two members), a serial disposable kept its lock and state in an
/// object of its own and released its inner through an array.
enum DisposableBudget {
    static let compositeOfTwo = 4
    static let serial = 1
    static let lifetime = 6
}
