import Ripple
import XCTest

/// ReactiveSwift's `combineLatest` and `zip` specs (SignalSpec, SignalProducerSpec,
/// PropertySpec), translated to Ripple.
final class CombiningLatestZipParityTests: XCTestCase {
    // MARK: combineLatest

    func test_parity_combineLatest_sendsOnceBothHaveAValueThenOnEveryValue() {
        let (a, aInput) = Signal<Int, ParityError>.pipe()
        let (b, bInput) = Signal<String, ParityError>.pipe()
        let log = a.combineLatest(with: b).log(pair)

        aInput.send(value: 1)
        aInput.send(value: 2)
        XCTAssertEqual(log.events, [])
        bInput.send(value: "x")
        aInput.send(value: 3)
        bInput.send(value: "y")
        XCTAssertEqual(log.events, ["2 x", "3 x", "3 y"])
    }

    func test_parity_combineLatest_completesOnlyWhenAllInputsHaveCompleted() {
        let (a, aInput) = Signal<Int, ParityError>.pipe()
        let (b, bInput) = Signal<Int, ParityError>.pipe()
        let log = Signal.combineLatest(a, b).log(pair)

        aInput.send(value: 1)
        aInput.sendCompleted()
        bInput.send(value: 2)
        bInput.send(value: 3)
        XCTAssertEqual(log.events, ["1 2", "1 3"])
        bInput.sendCompleted()
        XCTAssertEqual(log.events, ["1 2", "1 3", "completed"])
    }

    func test_parity_combineLatest_inputCompletingWithoutValueDoesNotEndIt() {
        // ReactiveSwift counts completions only: the result completes with the last input.
        let (a, aInput) = Signal<Int, ParityError>.pipe()
        let (b, bInput) = Signal<Int, ParityError>.pipe()
        let log = a.combineLatest(with: b).log(pair)

        aInput.sendCompleted()
        bInput.send(value: 1)
        XCTAssertEqual(log.events, [])
        bInput.sendCompleted()
        XCTAssertEqual(log.events, ["completed"])
    }

    func test_parity_combineLatest_failsOrIsInterruptedWithEitherInput() {
        let (a, aInput) = Signal<Int, ParityError>.pipe()
        let (b, bInput) = Signal<Int, ParityError>.pipe()
        let failed = a.combineLatest(with: b).log(pair)
        aInput.send(error: .boom)
        XCTAssertEqual(failed.events, ["failed"])

        let (c, cInput) = Signal<Int, ParityError>.pipe()
        let (d, dInput) = Signal<Int, ParityError>.pipe()
        let interrupted = c.combineLatest(with: d).log(pair)
        dInput.sendInterrupted()
        XCTAssertEqual(interrupted.events, ["interrupted"])
        withExtendedLifetime((bInput, cInput)) {}
    }

    func test_parity_combineLatest_producersStartInOrderAndCombineSynchronousValues() {
        var started: [String] = []
        let a = SignalProducer<Int, ParityError>(values: 1, 2).on(started: { started.append("a") })
        let b = SignalProducer<Int, ParityError>(value: 10).on(started: { started.append("b") })
        let log = SignalProducer.combineLatest(a, b).log(pair)

        XCTAssertEqual(started, ["a", "b"])
        XCTAssertEqual(log.events, ["2 10", "completed"])
    }

    func test_parity_combineLatest_producerInterruptionInterruptsEveryInput() {
        var ended: [String] = []
        let a = SignalProducer<Int, ParityError>.never.on(interrupted: { ended.append("a") })
        let b = SignalProducer<Int, ParityError>.never.on(interrupted: { ended.append("b") })
        var disposable: Disposable?
        let log = a.combineLatest(with: b).log(pair, disposable: &disposable)

        disposable?.dispose()
        XCTAssertEqual(ended.sorted(), ["a", "b"])
        XCTAssertEqual(log.events, ["interrupted"])
    }

    func test_parity_combineLatest_collectionSendsArrays() {
        let (a, aInput) = Signal<Int, ParityError>.pipe()
        let (b, bInput) = Signal<Int, ParityError>.pipe()
        let log = Signal.combineLatest([a, b]).log()

        aInput.send(value: 1)
        bInput.send(value: 2)
        aInput.send(value: 3)
        XCTAssertEqual(log.events, ["[1, 2]", "[3, 2]"])
    }

    func test_parity_propertyCombineLatest_holdsBothValuesAndFollowsChanges() {
        let a = MutableProperty(1)
        let b = MutableProperty("x")
        let combined = a.combineLatest(with: b)
        XCTAssertEqual(combined.value.0, 1)
        XCTAssertEqual(combined.value.1, "x")

        let log = combined.producer.log(pair)
        a.value = 2
        b.value = "y"
        XCTAssertEqual(log.events, ["1 x", "2 x", "2 y"])
        XCTAssertEqual(combined.value.0, 2)
        XCTAssertEqual(combined.value.1, "y")
    }

    // MARK: zip

    func test_parity_zip_pairsValuesByPosition() {
        let (a, aInput) = Signal<Int, ParityError>.pipe()
        let (b, bInput) = Signal<String, ParityError>.pipe()
        let log = a.zip(with: b).log(pair)

        aInput.send(value: 1)
        aInput.send(value: 2)
        XCTAssertEqual(log.events, [])
        bInput.send(value: "foo")
        XCTAssertEqual(log.events, ["1 foo"])
        bInput.send(value: "bar")
        bInput.send(value: "baz")
        XCTAssertEqual(log.events, ["1 foo", "2 bar"])
        aInput.send(value: 3)
        XCTAssertEqual(log.events, ["1 foo", "2 bar", "3 baz"])
    }

    func test_parity_zip_completesWhenACompletedInputHasNoValueWaiting() {
        let (a, aInput) = Signal<Int, ParityError>.pipe()
        let (b, bInput) = Signal<String, ParityError>.pipe()
        let log = a.zip(with: b).log(pair)

        aInput.send(value: 0)
        aInput.send(value: 1)
        aInput.sendCompleted()
        XCTAssertEqual(log.events, [])
        bInput.send(value: "foo")
        XCTAssertEqual(log.events, ["0 foo"])
        bInput.send(value: "bar")
        XCTAssertEqual(log.events, ["0 foo", "1 bar", "completed"])
    }

    func test_parity_zip_completesAtOnceWhenAnInputCompletesEmpty() {
        let (a, aInput) = Signal<Int, ParityError>.pipe()
        let (b, bInput) = Signal<Int, ParityError>.pipe()
        let log = a.zip(with: b).log(pair)

        bInput.send(value: 1)
        aInput.sendCompleted()
        XCTAssertEqual(log.events, ["completed"])
    }

    func test_parity_zip_failsAtOnceDroppingWaitingValues() {
        let (a, aInput) = Signal<Int, ParityError>.pipe()
        let (b, bInput) = Signal<Int, ParityError>.pipe()
        let log = a.zip(with: b).log(pair)

        aInput.send(value: 1)
        aInput.send(value: 2)
        bInput.send(value: 10)
        bInput.send(error: .boom)
        XCTAssertEqual(log.events, ["1 10", "failed"])
    }

    func test_parity_zip_interruptedWithEitherInput() {
        let (a, aInput) = Signal<Int, ParityError>.pipe()
        let (b, bInput) = Signal<Int, ParityError>.pipe()
        let log = Signal.zip(a, b).log(pair)

        aInput.send(value: 1)
        XCTAssertEqual(log.events, [])
        aInput.sendInterrupted()
        XCTAssertEqual(log.events, ["interrupted"])
        withExtendedLifetime(bInput) {}
    }

    func test_parity_zip_producersOfSynchronousValues() {
        let a = SignalProducer<Int, ParityError>(values: 1, 2, 3)
        let b = SignalProducer<String, ParityError>(values: "a", "b")
        XCTAssertEqual(a.zip(with: b).log(pair).events, ["1 a", "2 b", "completed"])
        XCTAssertEqual(
            SignalProducer.zip([a, a.map { $0 * 10 }]).log().events,
            ["[1, 10]", "[2, 20]", "[3, 30]", "completed"])
    }
}
