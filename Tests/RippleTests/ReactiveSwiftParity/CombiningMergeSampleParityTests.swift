import Ripple
import XCTest

/// ReactiveSwift's `merge`, `withLatest(from:)`, `sample(with:)` and `sample(on:)` specs
/// (FlattenSpec, SignalSpec, SignalProducerLiftingSpec), translated to Ripple.
final class CombiningMergeSampleParityTests: XCTestCase {
    // MARK: merge

    func test_parity_merge_forwardsEveryInputAndCompletesWhenAllHave() {
        let (a, aInput) = Signal<Int, ParityError>.pipe()
        let (b, bInput) = Signal<Int, ParityError>.pipe()
        let log = Signal.merge([a, b]).log()

        aInput.send(value: 1)
        bInput.send(value: 2)
        aInput.sendCompleted()
        bInput.send(value: 3)
        XCTAssertEqual(log.events, ["1", "2", "3"])
        bInput.sendCompleted()
        XCTAssertEqual(log.events, ["1", "2", "3", "completed"])
    }

    func test_parity_merge_failsWithAnyInput() {
        let (a, aInput) = Signal<Int, ParityError>.pipe()
        let (b, bInput) = Signal<Int, ParityError>.pipe()
        let log = a.merge(with: b).log()

        bInput.send(error: .boom)
        aInput.send(value: 1)
        XCTAssertEqual(log.events, ["failed"])
    }

    func test_parity_merge_inputInterruptionCountsAsCompletion() {
        // ReactiveSwift merges through `flatten(.merge)`, where an inner interruption completes.
        let (a, aInput) = Signal<Int, ParityError>.pipe()
        let (b, bInput) = Signal<Int, ParityError>.pipe()
        let log = Signal.merge(a, b).log()

        aInput.sendInterrupted()
        bInput.send(value: 1)
        XCTAssertEqual(log.events, ["1"])
        bInput.sendCompleted()
        XCTAssertEqual(log.events, ["1", "completed"])
    }

    func test_parity_merge_producersStartInOrderAndDisposingInterruptsAll() {
        var events: [String] = []
        let a = SignalProducer<Int, ParityError>.never
            .on(started: { events.append("a started") }, interrupted: { events.append("a x") })
        let b = SignalProducer<Int, ParityError>.never
            .on(started: { events.append("b started") }, interrupted: { events.append("b x") })
        var disposable: Disposable?
        let log = SignalProducer.merge(a, b).log(disposable: &disposable)

        XCTAssertEqual(events, ["a started", "b started"])
        disposable?.dispose()
        XCTAssertEqual(events.suffix(2).sorted(), ["a x", "b x"])
        XCTAssertEqual(log.events, ["interrupted"])
    }

    // MARK: withLatest(from:)

    func test_parity_withLatest_pairsWithTheSampleesLatestValueOnceItHasOne() {
        let (signal, input) = Signal<Int, ParityError>.pipe()
        let (samplee, sampleeInput) = Signal<String, Never>.pipe()
        let log = signal.withLatest(from: samplee).log(pair)

        input.send(value: 1)
        sampleeInput.send(value: "a")
        sampleeInput.send(value: "b")
        input.send(value: 2)
        input.send(value: 3)
        XCTAssertEqual(log.events, ["2 b", "3 b"])
    }

    func test_parity_withLatest_ignoresTheSampleesTermination() {
        let (signal, input) = Signal<Int, ParityError>.pipe()
        let (samplee, sampleeInput) = Signal<String, Never>.pipe()
        let log = signal.withLatest(from: samplee).log(pair)

        sampleeInput.send(value: "a")
        sampleeInput.sendCompleted()
        input.send(value: 1)
        XCTAssertEqual(log.events, ["1 a"])

        let (other, otherInput) = Signal<Int, ParityError>.pipe()
        let (interrupted, interruptedInput) = Signal<String, Never>.pipe()
        let second = other.withLatest(from: interrupted).log(pair)
        interruptedInput.send(value: "z")
        interruptedInput.sendInterrupted()
        otherInput.send(value: 2)
        XCTAssertEqual(second.events, ["2 z"])
    }

    func test_parity_withLatest_endsWithSelf() {
        let (samplee, sampleeInput) = Signal<String, Never>.pipe()
        for (end, expected) in [(0, "completed"), (1, "failed"), (2, "interrupted")] {
            let (signal, input) = Signal<Int, ParityError>.pipe()
            let log = signal.withLatest(from: samplee).log(pair)
            XCTAssertEqual(log.events, [])
            switch end {
            case 0: input.sendCompleted()
            case 1: input.send(error: .boom)
            default: input.sendInterrupted()
            }
            XCTAssertEqual(log.events, [expected])
        }
        withExtendedLifetime(sampleeInput) {}
    }

    func test_parity_withLatest_producerSampleeStartsFirst() {
        let producer = SignalProducer<Int, ParityError>(values: 1, 2)
        let samplee = SignalProducer<String, Never>(value: "a")
        XCTAssertEqual(
            producer.withLatest(from: samplee).log(pair).events, ["1 a", "2 a", "completed"])
    }

    // MARK: sample(with:), sample(on:)

    func test_parity_sampleWith_sendsTheLatestValueOnEverySamplerValue() {
        let (signal, input) = Signal<Int, ParityError>.pipe()
        let (sampler, samplerInput) = Signal<String, Never>.pipe()
        let log = signal.sample(with: sampler).log(pair)

        samplerInput.send(value: "early")
        input.send(value: 1)
        input.send(value: 2)
        samplerInput.send(value: "a")
        samplerInput.send(value: "b")
        XCTAssertEqual(log.events, ["2 a", "2 b"])
    }

    func test_parity_sampleOn_completesWhenBothHaveCompleted() {
        let (signal, input) = Signal<Int, ParityError>.pipe()
        let (sampler, samplerInput) = Signal<(), Never>.pipe()
        let log = signal.sample(on: sampler).log()

        input.send(value: 1)
        input.sendCompleted()
        samplerInput.send(value: ())
        XCTAssertEqual(log.events, ["1"])
        samplerInput.sendCompleted()
        XCTAssertEqual(log.events, ["1", "completed"])
    }

    func test_parity_sampleOn_samplerCompletingFirstWaitsForSelf() {
        let (signal, input) = Signal<Int, ParityError>.pipe()
        let (sampler, samplerInput) = Signal<(), Never>.pipe()
        let log = signal.sample(on: sampler).log()

        samplerInput.sendCompleted()
        input.send(value: 1)
        XCTAssertEqual(log.events, [])
        input.sendCompleted()
        XCTAssertEqual(log.events, ["completed"])
    }

    func test_parity_sample_failsWithSelfAndIsInterruptedByEither() {
        let (sampler, samplerInput) = Signal<(), Never>.pipe()
        let (signal, input) = Signal<Int, ParityError>.pipe()
        let failed = signal.sample(on: sampler).log()
        input.send(error: .boom)
        XCTAssertEqual(failed.events, ["failed"])

        let (other, otherInput) = Signal<Int, ParityError>.pipe()
        let interrupted = other.sample(on: sampler).log()
        XCTAssertEqual(interrupted.events, [])
        samplerInput.sendInterrupted()
        XCTAssertEqual(interrupted.events, ["interrupted"])

        let (third, thirdInput) = Signal<Int, ParityError>.pipe()
        let (sampler2, sampler2Input) = Signal<(), Never>.pipe()
        let selfInterrupted = third.sample(on: sampler2).log()
        XCTAssertEqual(selfInterrupted.events, [])
        thirdInput.sendInterrupted()
        XCTAssertEqual(selfInterrupted.events, ["interrupted"])
        withExtendedLifetime((otherInput, sampler2Input)) {}
    }

    func test_parity_sampleWith_synchronousSamplerProducerSamplesTheInitialValue() {
        // ReactiveSwift: "should emit an initial value if the sampler is a synchronous
        // SignalProducer" (`self` starts first, then the sampler).
        let producer = SignalProducer<Int, ParityError>(value: 1)
        let sampler = SignalProducer<String, Never>(value: "a")
        XCTAssertEqual(producer.sample(with: sampler).log(pair).events, ["1 a", "completed"])
        XCTAssertEqual(
            producer.sample(on: SignalProducer<(), Never>(value: ())).log().events,
            ["1", "completed"])
    }
}
