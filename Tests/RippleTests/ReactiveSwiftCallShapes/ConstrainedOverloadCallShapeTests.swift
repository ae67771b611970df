import Ripple
import RippleTesting
import XCTest

/// ReactiveSwift's overloads that differ from another only by their generic constraints: the
/// `Never`-failing sequence initializer, and the producer operators that take any
/// producer-convertible stream. Each call as ReactiveSwift's users write it, with what it does.
final class ConstrainedOverloadCallShapeTests: XCTestCase {
    func test_sequenceInit_withoutAnErrorType_cannotFail() {
        let numbers = SignalProducer([1, 2, 3])
        let typed: SignalProducer<Int, Never> = numbers
        let observer = TestObserver<Int, Never>()
        typed.start(observer.observer)
        observer.assertValues([1, 2, 3])
        observer.assertDidComplete()

        let failing = TestObserver<Int, TestError>()
        SignalProducer<Int, TestError>([4, 5]).start(failing.observer)
        failing.assertValues([4, 5])
        failing.assertDidComplete()
    }

    func test_sequenceInit_withoutAnErrorType_stopsWhenTheRunEnds() {
        var pulled: [Int] = []
        let observer = TestObserver<Int, Never>()
        SignalProducer(
            (1...5).lazy.map {
                pulled.append($0); return $0
            }
        ).take(first: 2)
            .start(observer.observer)
        observer.assertValues([1, 2])
        observer.assertDidComplete()
        // The element after the last one sent is pulled, then dropped: the run has ended.
        XCTAssertEqual(pulled, [1, 2, 3])
    }

    func test_producerInit_fromAProperty_sendsTheCurrentValueThenChanges() {
        let property = MutableProperty(1)
        let observer = TestObserver<Int, Never>()
        SignalProducer(property).start(observer.observer)
        property.value = 2
        observer.assertValues([1, 2])
    }

    func test_withLatestAndSample_withAProperty() {
        let property = MutableProperty("x")
        let (signal, input) = Signal<Int, Never>.pipe()
        let latest = TestObserver<String, Never>()
        SignalProducer(signal).withLatest(from: property).map { "\($0)\($1)" }
            .start(latest.observer)
        let sampled = TestObserver<String, Never>()
        SignalProducer(signal).sample(with: property).map { "\($0)\($1)" }
            .start(sampled.observer)
        input.send(value: 1)
        property.value = "y"
        input.send(value: 2)
        latest.assertValues(["1x", "2y"])
        // The property sends its current value at once, sampling `self`'s latest (none yet),
        // then "y" after 1.
        sampled.assertValues(["1y"])
    }

    func test_triggers_withAProperty() {
        // A property sends its current value when started: a trigger that fires at once.
        let trigger = MutableProperty(())
        let (signal, input) = Signal<Int, Never>.pipe()
        let taken = TestObserver<Int, Never>()
        SignalProducer(signal).take(until: trigger).start(taken.observer)
        let sampled = TestObserver<Int, Never>()
        SignalProducer(signal).sample(on: trigger).start(sampled.observer)
        let skipped = TestObserver<Int, Never>()
        SignalProducer(signal).skip(until: trigger).start(skipped.observer)
        input.send(value: 1)
        trigger.value = ()
        input.send(value: 2)
        taken.assertValues([])
        taken.assertDidComplete()
        sampled.assertValues([1])
        skipped.assertValues([1, 2])
    }

    func test_combineLatestAndZip_withProperties() {
        let name = MutableProperty("a")
        let age = MutableProperty(1)
        let pairs = TestObserver<String, Never>()
        SignalProducer.combineLatest(name, age).map { "\($0)\($1)" }.start(pairs.observer)
        let withForm = TestObserver<String, Never>()
        name.producer.combineLatest(with: age).map { "\($0)\($1)" }.start(withForm.observer)
        let zipped = TestObserver<String, Never>()
        SignalProducer.zip(name, age).map { "\($0)\($1)" }.start(zipped.observer)
        let zipWith = TestObserver<String, Never>()
        name.producer.zip(with: age).map { "\($0)\($1)" }.start(zipWith.observer)
        age.value = 2
        name.value = "b"
        pairs.assertValues(["a1", "a2", "b2"])
        withForm.assertValues(["a1", "a2", "b2"])
        zipped.assertValues(["a1", "b2"])
        zipWith.assertValues(["a1", "b2"])
    }

    func test_sequenceCombineLatestAndZip_ofProperties() {
        let properties = [MutableProperty(1), MutableProperty(2)]
        let latest = TestObserver<[Int], Never>()
        SignalProducer.combineLatest(properties).start(latest.observer)
        let zipped = TestObserver<[Int], Never>()
        SignalProducer.zip(properties).start(zipped.observer)
        properties[1].value = 3
        properties[0].value = 4
        latest.assertValues([[1, 2], [1, 3], [4, 3]])
        zipped.assertValues([[1, 2], [4, 3]])
    }

    func test_combineLatestAndZipOfThreeToTen_withPropertiesSignalsAndProducers() {
        let a = MutableProperty(1)
        let (b, input) = Signal<Int, Never>.pipe()
        let c = SignalProducer<Int, Never>(value: 3)
        let latest = TestObserver<String, Never>()
        SignalProducer.combineLatest(a, b, c).map { "\($0)\($1)\($2)" }.start(latest.observer)
        let zipped = TestObserver<String, Never>()
        SignalProducer.zip(a, b, c).map { "\($0)\($1)\($2)" }.start(zipped.observer)
        input.send(value: 2)
        a.value = 4
        latest.assertValues(["123", "423"])
        zipped.assertValues(["123"])

        let ten = TestObserver<Int, Never>()
        SignalProducer.combineLatest(a, a, a, a, a, a, a, a, a, a)
            .map { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 + $8 + $9 }
            .start(ten.observer)
        ten.assertValues([40])
        let tenZipped = TestObserver<Int, Never>()
        SignalProducer.zip(a, a, a, a, a, a, a, a, a, a)
            .map { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 + $8 + $9 }
            .start(tenZipped.observer)
        tenZipped.assertValues([40])
    }
}
