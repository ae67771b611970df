import Ripple
import RippleTesting
import XCTest

/// The public operators with more than one input — combineLatest, zip, merge, the sampling
/// family and the flattening family — on `Signal` and `SignalProducer`, with their documented
/// labels.
final class PublicSurfaceCombiningTests: XCTestCase {
    func test_combineLatest_withAndStaticFrom2To10AndCollection() {
        let (a, sendA) = Signal<Int, Never>.pipe()
        let (b, sendB) = Signal<String, Never>.pipe()
        let pairs = TestObserver<String, Never>()
        a.combineLatest(with: b).map { "\($0)\($1)" }.observe(pairs.observer)
        Signal.combineLatest(a, b).map { "\($0)\($1)" }.observe(pairs.observer)
        sendA.send(value: 1)
        sendB.send(value: "x")
        pairs.assertValues(["1x", "1x"])

        let one = SignalProducer<Int, Never>(value: 1)
        let ten = SignalProducer.combineLatest(one, one, one, one, one, one, one, one, one, one)
        XCTAssertEqual(surfaceEvents(ten.map { $0.0 + $0.9 }), [.value(2), .completed])
        let three = SignalProducer.combineLatest(one, one.map(String.init), one)
        XCTAssertEqual(surfaceEvents(three.map { "\($0)\($1)\($2)" }), [.value("111"), .completed])
        XCTAssertEqual(
            surfaceEvents(SignalProducer.combineLatest([one, one])), [.value([1, 1]), .completed])
        XCTAssertEqual(
            surfaceEvents(one.combineLatest(with: one).map { $0 + $1 }), [.value(2), .completed])

        let (c, sendC) = Signal<Int, Never>.pipe()
        let all = TestObserver<[Int], Never>()
        Signal.combineLatest([a, c]).observe(all.observer)
        let four = TestObserver<Int, Never>()
        Signal.combineLatest(a, c, a, c).map { $0 + $1 + $2 + $3 }.observe(four.observer)
        sendA.send(value: 2)
        sendC.send(value: 3)
        all.assertValues([[2, 3]])
        four.assertValues([10])
    }

    func test_zip_withAndStaticFrom2To10AndCollection() {
        let (a, sendA) = Signal<Int, Never>.pipe()
        let (b, sendB) = Signal<Int, Never>.pipe()
        let zipped = TestObserver<Int, Never>()
        a.zip(with: b).map { $0 * $1 }.observe(zipped.observer)
        Signal.zip(a, b).map { $0 + $1 }.observe(zipped.observer)
        let array = TestObserver<[Int], Never>()
        Signal.zip([a, b, a]).observe(array.observer)
        sendA.send(value: 2)
        sendA.send(value: 4)
        sendB.send(value: 3)
        zipped.assertValues([6, 5])
        array.assertValues([[2, 3, 2]])

        let p = SignalProducer<Int, Never>(values: 1, 2)
        let ten = SignalProducer.zip(p, p, p, p, p, p, p, p, p, p)
        XCTAssertEqual(surfaceEvents(ten.map { $0.0 * $0.9 }), [.value(1), .value(4), .completed])
        XCTAssertEqual(
            surfaceEvents(SignalProducer.zip([p, p])),
            [.value([1, 1]), .value([2, 2]), .completed])
        XCTAssertEqual(
            surfaceEvents(p.zip(with: p).map { $0 + $1 }), [.value(2), .value(4), .completed])
        let five = TestObserver<Int, Never>()
        Signal.zip(a, b, a, b, a).map { $0 + $1 + $2 + $3 + $4 }.observe(five.observer)
        sendA.send(value: 1)
        sendB.send(value: 1)
        five.assertValues([5])
    }

    func test_merge_staticVariadicSequenceAndWith() {
        let (a, sendA) = Signal<Int, Never>.pipe()
        let (b, sendB) = Signal<Int, Never>.pipe()
        let variadic = TestObserver<Int, Never>()
        let sequence = TestObserver<Int, Never>()
        let with = TestObserver<Int, Never>()
        Signal.merge(a, b).observe(variadic.observer)
        Signal.merge([a, b]).observe(sequence.observer)
        a.merge(with: b).observe(with.observer)
        sendA.send(value: 1)
        sendB.send(value: 2)
        sendA.sendCompleted()
        sendB.sendCompleted()
        for observer in [variadic, sequence, with] {
            XCTAssertEqual(observer.events, [.value(1), .value(2), .completed])
        }
        let p = SignalProducer<Int, Never>(value: 1)
        XCTAssertEqual(
            surfaceEvents(SignalProducer.merge(p, p)), [.value(1), .value(1), .completed])
        XCTAssertEqual(surfaceEvents(SignalProducer.merge([p, p, p])).count, 4)
        XCTAssertEqual(surfaceEvents(p.merge(with: p)), [.value(1), .value(1), .completed])
    }

    func test_sampling_withLatestSampleOnSampleWith() {
        let (source, send) = Signal<Int, Never>.pipe()
        let (other, sendOther) = Signal<String, Never>.pipe()
        let (tick, sendTick) = Signal<(), Never>.pipe()
        let latest = TestObserver<String, Never>()
        let sampledOn = TestObserver<Int, Never>()
        let sampledWith = TestObserver<String, Never>()
        source.withLatest(from: other).map { "\($0)\($1)" }.observe(latest.observer)
        source.sample(on: tick).observe(sampledOn.observer)
        source.sample(with: other).map { "\($0)\($1)" }.observe(sampledWith.observer)
        send.send(value: 1)
        sendOther.send(value: "a")
        send.send(value: 2)
        sendTick.send(value: ())
        sendOther.send(value: "b")
        latest.assertValues(["2a"])
        sampledOn.assertValues([2])
        sampledWith.assertValues(["1a", "2b"], "`other` is the sampler")

        let p = SignalProducer<Int, Never>(value: 1)
        let s = SignalProducer<String, Never>(value: "z")
        XCTAssertEqual(
            surfaceEvents(s.withLatest(from: p).map { "\($0)\($1)" }), [.value("z1"), .completed])
        XCTAssertEqual(
            surfaceEvents(p.sample(on: SignalProducer<(), Never>(value: ()))),
            [.value(1), .completed])
        XCTAssertEqual(
            surfaceEvents(p.sample(with: s).map { "\($0)\($1)" }), [.value("1z"), .completed])
    }

    func test_takeWhen_emitsOnceTheSourceHasAValueAndEndsWithTheSource() {
        let (source, send) = Signal<Int, Never>.pipe()
        let (trigger, fire) = Signal<String, Never>.pipe()
        let taken = TestObserver<Int, Never>()
        let pairs = TestObserver<String, Never>()
        source.takeWhen(trigger).observe(taken.observer)
        source.takePairWhen(trigger).map { "\($0)\($1)" }.observe(pairs.observer)
        fire.send(value: "early")
        send.send(value: 1)
        fire.send(value: "x")
        fire.sendCompleted()
        XCTAssertEqual(taken.events, [.value(1)], "the trigger's completion does not end it")
        send.sendCompleted()
        XCTAssertEqual(taken.events, [.value(1), .completed])
        XCTAssertEqual(pairs.events, [.value("1x"), .completed])

        let p = SignalProducer<Int, Never>(value: 1)
        let t = SignalProducer<String, Never>(value: "t")
        // `self` starts first; it must not complete before the trigger fires.
        let live = p.concat(.never)
        XCTAssertEqual(surfaceEvents(live.takeWhen(t).take(first: 1)), [.value(1), .completed])
        XCTAssertEqual(
            surfaceEvents(live.takePairWhen(t).map { "\($0)\($1)" }.take(first: 1)),
            [.value("1t"), .completed])
        XCTAssertEqual(surfaceEvents(p.takeWhen(t)), [.completed], "ends with the source")
    }

    func test_flatMap_everyStrategyOnSignalWithProducerAndSignalTransforms() {
        let strategies: [FlattenStrategy] = [.merge, .concat, .latest, .race]
        for strategy in strategies {
            let producers = surfaceEvents(sending: [1, 2]) {
                $0.flatMap(strategy) { SignalProducer(values: $0, $0 * 10) }
            }
            let expected: [Signal<Int, Never>.Event] =
                strategy == .race
                ? [.value(1), .value(10), .completed]
                : [.value(1), .value(10), .value(2), .value(20), .completed]
            XCTAssertEqual(producers, expected, "\(strategy)")
        }
        let (inner, sendInner) = Signal<Int, Never>.pipe()
        let (outer, sendOuter) = Signal<Int, Never>.pipe()
        let latest = TestObserver<Int, Never>()
        outer.flatMap(.latest) { _ in inner }.observe(latest.observer)
        sendOuter.send(value: 1)
        sendInner.send(value: 5)
        latest.assertValues([5])
    }

    func test_flatMap_plainSwitchMapFlattenAndFlatMapError() {
        XCTAssertEqual(
            surfaceEvents(sending: [1, 2]) { $0.flatMap { SignalProducer(values: $0, $0) } },
            [.value(1), .value(1), .value(2), .value(2), .completed])
        let (outer, sendOuter) = Signal<Int, Never>.pipe()
        let (first, sendFirst) = Signal<Int, Never>.pipe()
        let (second, sendSecond) = Signal<Int, Never>.pipe()
        let switched = TestObserver<Int, Never>()
        outer.switchMap { $0 == 1 ? first : second }.observe(switched.observer)
        sendOuter.send(value: 1)
        sendOuter.send(value: 2)
        sendFirst.send(value: 10)
        sendSecond.send(value: 20)
        switched.assertValues([20])
        XCTAssertEqual(
            surfaceEvents(sending: [1]) { $0.switchMap { SignalProducer(value: $0 + 1) } },
            [.value(2), .completed])
        XCTAssertEqual(
            surfaceEvents(sending: [SignalProducer<Int, Never>(values: 1, 2)]) {
                $0.flatten(.concat)
            },
            [.value(1), .value(2), .completed])
        XCTAssertEqual(
            surfaceEvents(sending: [1], then: .failed(SurfaceError(code: 3))) {
                $0.flatMapError { SignalProducer<Int, Never>(value: $0.code) }
            },
            [.value(1), .value(3), .completed])

        let p = SignalProducer<Int, SurfaceError>(values: 1, 2)
        XCTAssertEqual(surfaceEvents(p.flatMap(.merge) { SignalProducer(value: $0) }).count, 3)
        XCTAssertEqual(
            surfaceEvents(p.flatMap { SignalProducer(value: $0 * 2) }),
            [.value(2), .value(4), .completed])
        XCTAssertEqual(
            surfaceEvents(p.switchMap { SignalProducer(value: $0) }),
            [.value(1), .value(2), .completed])
        XCTAssertEqual(
            surfaceEvents(p.map { SignalProducer(value: $0) }.flatten(.latest)),
            [.value(1), .value(2), .completed])
        let recovered = SignalProducer<Int, SurfaceError>(error: SurfaceError(code: 7))
            .flatMapError { SignalProducer<Int, Never>(value: $0.code) }
        XCTAssertEqual(surfaceEvents(recovered), [.value(7), .completed])
    }
}
