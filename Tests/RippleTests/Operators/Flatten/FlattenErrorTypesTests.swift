import Ripple
import RippleTesting
import XCTest

/// Flattening where the outer and inner error types differ, and inner streams of every
/// `SignalProducerConvertible` kind (ReactiveSwift 7's overload set).
final class FlattenErrorTypesTests: XCTestCase {
    typealias E = CombineTestError

    // MARK: a `Never` outer over a failing inner

    func test_flatMap_neverOuter_failingInnerProducer_failsResult() {
        let (outer, input) = Signal<Int, Never>.pipe()
        let observer = TestObserver<Int, E>()
        observer.observe(
            outer.flatMap(.merge) { value in
                value < 0 ? SignalProducer(error: E.boom) : SignalProducer(value: value)
            })
        input.send(value: 1)
        input.send(value: -1)
        input.send(value: 2)
        XCTAssertEqual(observer.events, [.value(1), .failed(.boom)])
    }

    func test_flatMap_neverOuter_failingInnerSignal_forwardsValuesThenFailure() {
        let (outer, input) = Signal<Int, Never>.pipe()
        let (inner, innerInput) = Signal<Int, E>.pipe()
        let observer = TestObserver<Int, E>()
        observer.observe(outer.flatMap(.latest) { _ in inner })
        input.send(value: 0)
        innerInput.send(value: 7)
        innerInput.send(error: .boom)
        XCTAssertEqual(observer.events, [.value(7), .failed(.boom)])
    }

    func test_flatMap_neverOuter_completesAndInterruptsLikeSameError() {
        let (outer, input) = Signal<Int, Never>.pipe()
        let completed = TestObserver<Int, E>()
        completed.observe(outer.flatMap(.concat) { SignalProducer<Int, E>(value: $0) })
        input.send(value: 3)
        input.sendCompleted()
        XCTAssertEqual(completed.events, [.value(3), .completed])

        let (outer2, input2) = Signal<Int, Never>.pipe()
        let interrupted = TestObserver<Int, E>()
        interrupted.observe(outer2.flatMap(.concat) { SignalProducer<Int, E>(value: $0) })
        input2.sendInterrupted()
        XCTAssertEqual(interrupted.events, [.interrupted])
    }

    func test_flatten_neverOuterOfFailingProducers_failsWithInnerError() {
        let (outer, input) = Signal<SignalProducer<Int, E>, Never>.pipe()
        let observer = TestObserver<Int, E>()
        observer.observe(outer.flatten(.concat))
        input.send(value: SignalProducer(values: 1, 2))
        input.send(value: SignalProducer(error: .boom))
        XCTAssertEqual(observer.events, [.value(1), .value(2), .failed(.boom)])
    }

    func test_producerFlatMap_neverOuter_failingInner() {
        let observer = TestObserver<Int, E>()
        observer.start(
            SignalProducer<Int, Never>(values: 1, 2, 3).flatMap(.merge) { value in
                value == 3 ? SignalProducer(error: E.boom) : SignalProducer(value: value * 10)
            })
        XCTAssertEqual(observer.events, [.value(10), .value(20), .failed(.boom)])
    }

    func test_producerFlatten_neverOuterOfFailingSignals() {
        let (inner, innerInput) = Signal<Int, E>.pipe()
        let observer = TestObserver<Int, E>()
        observer.start(SignalProducer<Signal<Int, E>, Never>(value: inner).flatten(.latest))
        innerInput.send(value: 4)
        innerInput.sendCompleted()
        XCTAssertEqual(observer.events, [.value(4), .completed])
    }

    // MARK: a failing outer over a `Never` inner

    func test_flatMap_failingOuter_neverInner_onlyOuterFails() {
        let (outer, input) = Signal<Int, E>.pipe()
        let (inner, innerInput) = Signal<Int, Never>.pipe()
        let observer = TestObserver<Int, E>()
        observer.observe(outer.flatMap(.merge) { _ in inner })
        input.send(value: 0)
        innerInput.send(value: 5)
        input.send(error: .boom)
        innerInput.send(value: 6)
        XCTAssertEqual(observer.events, [.value(5), .failed(.boom)])
    }

    func test_flatMap_failingOuter_neverInnerProducer_completes() {
        let (outer, input) = Signal<Int, E>.pipe()
        let observer = TestObserver<Int, E>()
        observer.observe(outer.flatMap(.concat) { SignalProducer<Int, Never>(values: $0, $0 + 1) })
        input.send(value: 1)
        input.sendCompleted()
        XCTAssertEqual(observer.events, [.value(1), .value(2), .completed])
    }

    func test_flatten_failingOuterOfNeverProducers() {
        let (outer, input) = Signal<SignalProducer<Int, Never>, E>.pipe()
        let observer = TestObserver<Int, E>()
        observer.observe(outer.flatten(.merge))
        input.send(value: SignalProducer(value: 1))
        input.sendInterrupted()
        XCTAssertEqual(observer.events, [.value(1), .interrupted])
    }

    func test_producerFlatMap_failingOuter_neverInner() {
        let observer = TestObserver<Int, E>()
        observer.start(
            SignalProducer<Int, E>(values: 1, 2).concat(SignalProducer(error: .boom))
                .flatMap(.merge) { SignalProducer<Int, Never>(value: -$0) })
        XCTAssertEqual(observer.events, [.value(-1), .value(-2), .failed(.boom)])
    }

    func test_producerFlatten_failingOuterOfNeverProducers() {
        let observer = TestObserver<Int, E>()
        observer.start(
            SignalProducer<SignalProducer<Int, Never>, E>(
                values: SignalProducer(value: 1), SignalProducer(value: 2)
            ).flatten(.concat))
        XCTAssertEqual(observer.events, [.value(1), .value(2), .completed])
    }

    // MARK: neither can fail

    func test_flatMap_neverOuterNeverInner() {
        let (outer, input) = Signal<Int, Never>.pipe()
        let observer = TestObserver<Int, Never>()
        observer.observe(outer.flatMap(.latest) { SignalProducer(value: $0 * 2) })
        input.send(value: 4)
        input.sendCompleted()
        XCTAssertEqual(observer.events, [.value(8), .completed])
    }

    func test_flatten_neverOuterNeverInner_signalAndProducer() {
        let (outer, input) = Signal<SignalProducer<Int, Never>, Never>.pipe()
        let observer = TestObserver<Int, Never>()
        observer.observe(outer.flatten(.merge))
        input.send(value: SignalProducer(values: 1, 2))
        input.sendCompleted()
        XCTAssertEqual(observer.events, [.value(1), .value(2), .completed])

        let producerObserver = TestObserver<Int, Never>()
        producerObserver.start(
            SignalProducer<SignalProducer<Int, Never>, Never>(value: SignalProducer(value: 9))
                .flatten(.latest))
        XCTAssertEqual(producerObserver.events, [.value(9), .completed])
    }

    func test_producerFlatMap_neverOuterNeverInner_property() {
        let property = MutableProperty(1)
        let observer = TestObserver<Int, Never>()
        let disposable = observer.start(
            SignalProducer<Int, Never>(value: 0).flatMap(.latest) { _ in property })
        property.value = 2
        disposable.dispose()
        XCTAssertEqual(observer.events, [.value(1), .value(2), .interrupted])
    }

    // MARK: inner convertibles

    func test_flatMap_propertyInner_sendsCurrentValueThenChanges_latestSwitches() {
        let (outer, input) = Signal<Int, E>.pipe()
        let properties = [MutableProperty(10), MutableProperty(20)]
        let observer = TestObserver<Int, E>()
        observer.observe(outer.flatMap(.latest) { properties[$0] })
        input.send(value: 0)
        properties[0].value = 11
        input.send(value: 1)
        properties[0].value = 12  // no longer the latest
        properties[1].value = 21
        input.send(error: .boom)
        XCTAssertEqual(
            observer.events, [.value(10), .value(11), .value(20), .value(21), .failed(.boom)])
    }

    func test_flatten_signalOfProperties() {
        let (outer, input) = Signal<Property<Int>, Never>.pipe()
        let observer = TestObserver<Int, Never>()
        observer.observe(outer.flatten(.merge))
        input.send(value: Property(value: 1))
        input.send(value: Property(value: 2))
        input.sendCompleted()
        XCTAssertEqual(observer.events, [.value(1), .value(2), .completed])
    }

    func test_flatten_signalOfMutablePropertiesWithFailingOuter() {
        let (outer, input) = Signal<MutableProperty<Int>, E>.pipe()
        let property = MutableProperty(5)
        let observer = TestObserver<Int, E>()
        observer.observe(outer.flatten(.latest))
        input.send(value: property)
        property.value = 6
        input.sendInterrupted()
        XCTAssertEqual(observer.events, [.value(5), .value(6), .interrupted])
    }

    func test_flatten_signalOfSignals() {
        let (outer, input) = Signal<Signal<Int, E>, E>.pipe()
        let (inner, innerInput) = Signal<Int, E>.pipe()
        let observer = TestObserver<Int, E>()
        observer.observe(outer.flatten(.concat))
        innerInput.send(value: 0)  // not yet received: not seen
        input.send(value: inner)
        innerInput.send(value: 1)
        innerInput.sendCompleted()
        input.sendCompleted()
        XCTAssertEqual(observer.events, [.value(1), .completed])
    }

    func test_flatten_sequences_signalAndProducer() {
        let (outer, input) = Signal<[Int], E>.pipe()
        let observer = TestObserver<Int, E>()
        observer.observe(outer.flatten())
        input.send(value: [1, 2])
        input.send(value: [])
        input.send(value: [3])
        input.send(error: .boom)
        XCTAssertEqual(observer.events, [.value(1), .value(2), .value(3), .failed(.boom)])

        let producerObserver = TestObserver<Int, Never>()
        producerObserver.start(SignalProducer<[Int], Never>(values: [1], [2, 3]).flatten())
        XCTAssertEqual(producerObserver.events, [.value(1), .value(2), .value(3), .completed])
    }

    func test_flatMap_contextualInnerType_picksTheOuterErrorType() {
        let observer = TestObserver<Int, E>()
        observer.start(SignalProducer<Int, E>(values: 1, 2).flatMap(.merge) { .init(value: $0) })
        XCTAssertEqual(observer.events, [.value(1), .value(2), .completed])

        let (outer, input) = Signal<Int, Never>.pipe()
        let neverObserver = TestObserver<Int, Never>()
        neverObserver.observe(outer.flatMap(.latest) { .init(value: $0) })
        input.send(value: 3)
        XCTAssertEqual(neverObserver.events, [.value(3)])
    }
}
