import Ripple
import XCTest

/// What building properties allocates, in a debug build (`swift test`): a budget per shape,
/// as for signals (`SignalAllocationBudgetTests`); `Docs/PerformanceLog.md` lists the counts.
final class PropertyAllocationBudgetTests: XCTestCase {
    func test_mutableProperty_build() throws {
        var properties: [MutableProperty<Int>] = []
        properties.reserveCapacity(countingRuns)
        let count = try allocations { properties.append(MutableProperty(0)) }
        XCTAssertLessThanOrEqual(count, PropertyBudget.mutableProperty, "one MutableProperty")
    }

    func test_propertyMap_build() throws {
        // Each run maps the last property, so the property counted joins a source with no
        // observer yet, as in a chain (a second observer of one signal allocates its array).
        let root = MutableProperty(0)
        var last = root.map { $0 }
        let count = try allocations { last = last.map { $0 + 1 } }
        XCTAssertLessThanOrEqual(count, PropertyBudget.propertyMap, "one Property.map")
        root.value = 1
        XCTAssertEqual(last.value, 1 + countingRuns)
    }
}

/// The budgets: before a derived property became one core on its source's signal, a
/// `MutableProperty` took 13 allocations and a `Property.map` 43; a `MutableProperty` took 6
/// before its change signal's root became its own delivery domain, and 5 before it became its
/// own storage, its lock inline (now three: the property, its signal's root and its `Signal`).
enum PropertyBudget {
    static let mutableProperty = 3
    static let propertyMap = 4
}
