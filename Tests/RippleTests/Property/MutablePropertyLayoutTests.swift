import XCTest

@testable import Ripple

/// A `MutableProperty` keeps its cell as two stored properties (the header, then the value) and
/// reaches them as one `PropertyCell<Value>`: the two layouts must agree for every alignment of
/// `Value`, or a read through the cell would read the wrong bytes.
final class MutablePropertyLayoutTests: XCTestCase {
    /// A value whose alignment (16) is larger than the header's.
    struct Wide: Equatable {
        var vector: SIMD4<Float>
        var tag: Int8
    }

    func test_cellLayout_matchesTheStoredProperties() {
        checkLayout(Int8(-7))
        checkLayout("a value that is not a small string, so it is on the heap")
        checkLayout(Wide(vector: [1, 2, 3, 4], tag: 5))
        checkLayout(UInt64.max)
        checkLayout(Optional<Int16>.none)
    }

    func test_cellLayout_holdsForAVoidValue() {
        let property = MutableProperty(())
        let start = UnsafeRawPointer(_getUnsafePointerToStoredProperties(property))
        XCTAssertEqual(UnsafeRawPointer(property.cell), start)
        XCTAssertEqual(MemoryLayout<PropertyCell<Void>>.size, MemoryLayout<PropertyCellHeader>.size)
    }

    private func checkLayout<Value: Equatable>(
        _ value: Value, file: StaticString = #filePath, line: UInt = #line
    ) {
        let property = MutableProperty(value)
        let start = UnsafeRawPointer(_getUnsafePointerToStoredProperties(property))
        let valueAddress = withUnsafeMutablePointer(to: &property.storedValue) {
            UnsafeRawPointer($0)
        }
        XCTAssertEqual(
            valueAddress - start, MemoryLayout<PropertyCell<Value>>.offset(of: \.current),
            "\(Value.self): the value's field is not where PropertyCell puts it", file: file,
            line: line)
        XCTAssertEqual(UnsafeRawPointer(property.cell), start, file: file, line: line)
        XCTAssertEqual(property.cell.pointee.current, value, file: file, line: line)
        property.value = value
        XCTAssertEqual(property.storedValue, value, file: file, line: line)
    }
}
