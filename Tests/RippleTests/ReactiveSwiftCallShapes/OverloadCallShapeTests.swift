import Ripple
import RippleTesting
import XCTest

/// The overloads ReactiveSwift has more of: each call as its users write it, with what it does.
final class OverloadCallShapeTests: XCTestCase {
    func test_producerValueInit_withoutAnErrorType_cannotFail() {
        let one = SignalProducer(value: 1)
        let many = SignalProducer(values: 1, 2, 3)
        let typed: SignalProducer<Int, Never> = one.concat(many)
        let observer = TestObserver<Int, Never>()
        typed.start(observer.observer)
        observer.assertValues([1, 1, 2, 3])
        observer.assertDidComplete()
    }

    func test_thenAndFlatMapError_withAnUntypedInitValue() {
        let observer = TestObserver<Int, Never>()
        SignalProducer<Int, Never>(value: 1).then(.init(value: 2)).start(observer.observer)
        observer.assertValues([2])

        let recovered = TestObserver<Int, Never>()
        SignalProducer<Int, TestError>(error: TestError())
            .flatMapError { _ in SignalProducer(value: 0) }
            .start(recovered.observer)
        recovered.assertValues([0])
    }

    func test_flatMapError_withAnyConvertibleRecovery() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let observer = TestObserver<Int, Never>()
        signal.flatMapError { _ in Property(value: 9) }.observe(observer.observer)
        input.send(value: 1)
        input.send(error: TestError())
        observer.assertValues([1, 9])
        observer.assertDidComplete()

        let producerObserver = TestObserver<Int, Never>()
        SignalProducer<Int, TestError>(error: TestError())
            .flatMapError { _ in Property(value: 8) }
            .start(producerObserver.observer)
        producerObserver.assertValues([8])
    }

    func test_promoteError_withNoType_keepsNever() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let same = signal.promoteError()
        let observer = TestObserver<Int, Never>()
        same.observe(observer.observer)
        input.send(value: 1)
        observer.assertValues([1])
        let producer: SignalProducer<Int, Never> = SignalProducer(value: 2).promoteError()
        XCTAssertEqual(producer.first()?.get(), 2)
    }

    func test_producerAndOr_withASignalOrProperty() {
        let (signal, input) = Signal<Bool, Never>.pipe()
        let observer = TestObserver<Bool, Never>()
        SignalProducer(value: true).and(signal).start(observer.observer)
        input.send(value: true)
        input.send(value: false)
        observer.assertValues([true, false])

        let either = TestObserver<Bool, Never>()
        SignalProducer(value: false).or(Property(value: true)).start(either.observer)
        either.assertValues([true])
    }

    func test_withLatestFrom_aProperty() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let latest = MutableProperty("a")
        let observer = TestObserver<String, Never>()
        signal.withLatest(from: latest).map { "\($0)\($1)" }.observe(observer.observer)
        input.send(value: 1)
        latest.value = "b"
        input.send(value: 2)
        observer.assertValues(["1a", "2b"])
    }

    func test_mergeWith_aSignal_andVariadicMerge() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let observer = TestObserver<Int, Never>()
        SignalProducer(value: 1).merge(with: signal).start(observer.observer)
        input.send(value: 2)
        observer.assertValues([1, 2])

        let merged = TestObserver<Int, Never>()
        SignalProducer.merge(
            SignalProducer(value: 1), SignalProducer(value: 2), SignalProducer(value: 3)
        ).start(merged.observer)
        merged.assertValues([1, 2, 3])
        merged.assertDidComplete()
    }

    func test_propertyInitialThen_withAPropertyAndWithOptionalWrapping() {
        let source = MutableProperty(1)
        let following = Property(initial: 0, then: source)
        XCTAssertEqual(following.value, 1)
        source.value = 2
        XCTAssertEqual(following.value, 2)

        let (signal, input) = Signal<Int, Never>.pipe()
        let optional = Property<Int?>(initial: nil, then: signal)
        XCTAssertNil(optional.value)
        input.send(value: 3)
        XCTAssertEqual(optional.value, 3)
        let fromProducer = Property<Int?>(initial: nil, then: SignalProducer(value: 4))
        XCTAssertEqual(fromProducer.value, 4)
    }

    func test_sequenceCombining_onEveryPropertyType() {
        let properties = [MutableProperty(1), MutableProperty(2)]
        XCTAssertEqual(MutableProperty<Int>.combineLatest(properties)?.value, [1, 2])
        XCTAssertEqual(ValidatingProperty<Int, TestError>.zip(properties)?.value, [1, 2])
        XCTAssertEqual(
            Property<Int>.combineLatest([MutableProperty<Int>](), emptySentinel: [0]).value, [0])
    }

    func test_compositeDisposable_ofOptionalDisposables() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var received: [Int] = []
        let observations: [Disposable?] = [signal.observeValues { received.append($0) }, nil]
        let composite = CompositeDisposable(observations)
        input.send(value: 1)
        composite.dispose()
        input.send(value: 2)
        XCTAssertEqual(received, [1])
        XCTAssertEqual(observations.compactMap { $0?.isDisposed }, [true])
    }

    func test_scopedSerialDisposable_innerReplacesTheObservation() {
        let first = AnyDisposable {}
        let second = AnyDisposable {}
        do {
            let scoped = ScopedDisposable(SerialDisposable())
            scoped.inner = first
            scoped.inner = second
            XCTAssertTrue(first.isDisposed)
            XCTAssertFalse(second.isDisposed)
        }
        XCTAssertTrue(second.isDisposed)
    }

    func test_optionalReconstructing() {
        XCTAssertEqual(Int?(reconstructing: 3), 3)
        XCTAssertNil(Int?(reconstructing: nil))
    }
}
