import Ripple
import XCTest

/// What a `flatMap`'s transform keeps alive: it goes with the outer stream's observation, as in
/// ReactiveSwift, not with the output. A transform that captures its own inner sources (a
/// property whose producer is the inner) would otherwise keep them alive for as long as the
/// inner runs they feed, and those runs end only when the sources are released: a cycle.
final class FlatMapTransformLifetimeTests: XCTestCase {
    func test_signalFlatMap_transformCapturingItsInnerSource_isReleasedOnceTheOuterEnds() {
        weak var weakInner: MutableProperty<Int>?
        var values: [Int] = []
        var completed = false
        do {
            let inner = MutableProperty(1)
            weakInner = inner
            let (outer, outerInput) = Signal<Int, Never>.pipe()
            outer.flatMap(.merge) { _ in inner.producer }.observe { event in
                switch event {
                case .value(let value): values.append(value)
                case .completed: completed = true
                default: break
                }
            }
            outerInput.send(value: 0)
            outerInput.sendCompleted()
            inner.value = 2
        }
        XCTAssertEqual(values, [1, 2])
        XCTAssertNil(weakInner, "the transform still holds the inner property")
        XCTAssertTrue(completed, "the released inner property completes its run, then the output")
    }

    func test_propertyFlatMap_transformCapturingItsInnerSources_isReleasedWithTheOutput() {
        weak var weakFirst: MutableProperty<Int>?
        weak var weakOuter: MutableProperty<Int>?
        do {
            let inners = [MutableProperty(10), MutableProperty(20)]
            weakFirst = inners[0]
            let outer = MutableProperty(0)
            weakOuter = outer
            let merged = outer.flatMap(.merge) { index in inners[index] }
            XCTAssertEqual(merged.value, 10)
            outer.value = 1
            XCTAssertEqual(merged.value, 20)
        }
        XCTAssertNil(weakOuter, "the outer property is still alive")
        XCTAssertNil(weakFirst, "the transform still holds an inner property")
    }

    func test_signalFlatMap_transformIsReleasedWhenTheOutputFailsBeforeTheOuterEnds() {
        let (outer, outerInput) = Signal<Int, Failure>.pipe()
        weak var weakToken: Token?
        var failed = false
        do {
            let token = Token()
            weakToken = token
            outer.flatMap(.latest) { _ in
                withExtendedLifetime(token) { SignalProducer<Int, Failure>(error: Failure()) }
            }
            .observeFailed { _ in failed = true }
            outerInput.send(value: 1)
        }
        XCTAssertTrue(failed, "the inner's failure fails the output")
        XCTAssertNil(weakToken, "the ended output's outer observation still holds its transform")
        withExtendedLifetime(outerInput) {}
    }

    func test_signalFlatMap_transformIsReleasedWhenTheLastObserverLeaves() {
        let (outer, outerInput) = Signal<Int, Never>.pipe()
        weak var weakToken: Token?
        var values: [Int] = []
        do {
            let token = Token()
            weakToken = token
            let observation = outer.flatMap(.latest) { value in
                withExtendedLifetime(token) { SignalProducer<Int, Never>(value: value * 10) }
            }
            .observeValues { values.append($0) }
            outerInput.send(value: 1)
            observation?.dispose()
        }
        outerInput.send(value: 2)
        XCTAssertEqual(values, [10], "a disposed observation gets nothing more")
        XCTAssertNil(weakToken, "the released output's outer observation still holds its transform")
        withExtendedLifetime(outerInput) {}
    }
}

private final class Token {}

private struct Failure: Error {}
