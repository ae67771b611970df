import Ripple
import XCTest

/// ReactiveSwift's static `combineLatest` and `zip` of 2 to 10 properties, called as its users
/// write them: on `Property`, `MutableProperty` and `ValidatingProperty`.
final class PropertyStaticCombiningCallShapeTests: XCTestCase {
    func test_propertyCombineLatest_ofTwo_followsEitherInput() {
        let a = MutableProperty(1)
        let b = MutableProperty("x")
        let combined = Property.combineLatest(a, b)
        var seen: [String] = []
        combined.producer.startWithValues { seen.append("\($0)\($1)") }
        a.value = 2
        b.value = "y"
        XCTAssertEqual(seen, ["1x", "2x", "2y"])
        XCTAssertEqual(combined.value.0, 2)
    }

    func test_propertyZip_ofTwo_pairsByPosition() {
        let a = MutableProperty(1)
        let b = MutableProperty("x")
        let zipped = Property.zip(a, b)
        var seen: [String] = []
        zipped.producer.startWithValues { seen.append("\($0)\($1)") }
        a.value = 2
        a.value = 3
        XCTAssertEqual(seen, ["1x"])
        b.value = "y"
        XCTAssertEqual(seen, ["1x", "2y"])
    }

    func test_combineLatest_onEveryPropertyType_andMixedInputs() {
        let mutable = MutableProperty(1)
        let constant = Property(value: "c")
        let validating = ValidatingProperty(3) { $0 > 0 ? .valid : .invalid(TestError()) }
        XCTAssertEqual(MutableProperty.combineLatest(mutable, constant).value.1, "c")
        XCTAssertEqual(
            ValidatingProperty<Int, TestError>.combineLatest(validating, mutable).value.0, 3)
        let viaProtocol = Property<Int>.combineLatest(mutable, validating)
        mutable.value = 5
        XCTAssertEqual(viaProtocol.value.0, 5)
        XCTAssertEqual(viaProtocol.value.1, 3)
    }

    func test_combineLatest_ofThreeToTen_holdsEveryCurrentValueAndFollowsTheLast() {
        let p = (1...10).map { MutableProperty($0) }
        let three = Property.combineLatest(p[0], p[1], p[2])
        let four = Property.combineLatest(p[0], p[1], p[2], p[3])
        let five = Property.combineLatest(p[0], p[1], p[2], p[3], p[4])
        let six = Property.combineLatest(p[0], p[1], p[2], p[3], p[4], p[5])
        let seven = Property.combineLatest(p[0], p[1], p[2], p[3], p[4], p[5], p[6])
        let eight = Property.combineLatest(p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7])
        let nine = Property.combineLatest(p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7], p[8])
        let ten = Property.combineLatest(
            p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7], p[8], p[9])
        p[0].value = 100
        XCTAssertEqual(three.value.0 + three.value.2, 103)
        XCTAssertEqual(four.value.3, 4)
        XCTAssertEqual(five.value.4, 5)
        XCTAssertEqual(six.value.5, 6)
        XCTAssertEqual(seven.value.6, 7)
        XCTAssertEqual(eight.value.7, 8)
        XCTAssertEqual(nine.value.8, 9)
        XCTAssertEqual(ten.value.0, 100)
        p[9].value = 0
        XCTAssertEqual(ten.value.9, 0)
    }

    func test_zip_ofThreeToTen_waitsForEveryInput() {
        let p = (1...10).map { MutableProperty($0) }
        let three = Property.zip(p[0], p[1], p[2])
        let four = Property.zip(p[0], p[1], p[2], p[3])
        let five = Property.zip(p[0], p[1], p[2], p[3], p[4])
        let six = Property.zip(p[0], p[1], p[2], p[3], p[4], p[5])
        let seven = Property.zip(p[0], p[1], p[2], p[3], p[4], p[5], p[6])
        let eight = Property.zip(p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7])
        let nine = Property.zip(p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7], p[8])
        let ten = Property.zip(p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7], p[8], p[9])
        XCTAssertEqual(ten.value.9, 10)
        p[0].value = 100
        XCTAssertEqual(three.value.0, 1, "a zip waits for a partner from every input")
        p[1].value = 200
        p[2].value = 300
        XCTAssertEqual(three.value.0, 100)
        XCTAssertEqual(three.value.2, 300)
        XCTAssertEqual(four.value.0, 1)
        XCTAssertEqual(five.value.4, 5)
        XCTAssertEqual(six.value.5, 6)
        XCTAssertEqual(seven.value.6, 7)
        XCTAssertEqual(eight.value.7, 8)
        XCTAssertEqual(nine.value.8, 9)
    }
}
