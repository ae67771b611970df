import Ripple
import XCTest

/// Kickstarter-ReactiveExtensions' operator tests (TakeWhenTests, DemoteErrorsTests,
/// ValuesTests, …), translated to Ripple.
final class KickstarterOperatorsParityTests: XCTestCase {
    // MARK: takeWhen, takePairWhen

    func test_parity_takePairWhen_sendsOnceTheSourceHasAValue_endsWithTheSource() {
        let (source, sourceInput) = Signal<Int, Never>.pipe()
        let (trigger, triggerInput) = Signal<Int, Never>.pipe()
        let log = source.takePairWhen(trigger).log(pair)

        sourceInput.send(value: 1)
        sourceInput.send(value: 2)
        XCTAssertEqual(log.events, [])
        triggerInput.send(value: 3)
        triggerInput.send(value: 4)
        XCTAssertEqual(log.events, ["2 3", "2 4"])
        triggerInput.sendCompleted()
        XCTAssertEqual(log.events, ["2 3", "2 4"])
        sourceInput.sendCompleted()
        XCTAssertEqual(log.events, ["2 3", "2 4", "completed"])
    }

    func test_parity_takeWhen_triggerBeforeTheSourceHasAValueSendsNothing() {
        let (source, sourceInput) = Signal<Int, Never>.pipe()
        let (trigger, triggerInput) = Signal<Int, Never>.pipe()
        let log = source.takeWhen(trigger).log()

        triggerInput.send(value: 0)
        sourceInput.send(value: 1)
        sourceInput.send(value: 2)
        triggerInput.send(value: 3)
        sourceInput.send(value: 4)
        triggerInput.send(value: 5)
        XCTAssertEqual(log.events, ["2", "4"])
    }

    func test_parity_takeWhen_sourceFailureAndInterruptionEndIt() {
        let (trigger, triggerInput) = Signal<Int, ParityError>.pipe()
        let (source, sourceInput) = Signal<Int, ParityError>.pipe()
        let failed = source.takePairWhen(trigger).log(pair)
        sourceInput.send(value: 1)
        triggerInput.send(value: 3)
        sourceInput.send(error: .boom)
        XCTAssertEqual(failed.events, ["1 3", "failed"])

        let (other, otherInput) = Signal<Int, ParityError>.pipe()
        let interrupted = other.takeWhen(trigger).log()
        otherInput.sendInterrupted()
        XCTAssertEqual(interrupted.events, ["interrupted"])
    }

    func test_parity_takeWhen_triggerFailureAndInterruptionAreIgnored() {
        // Kickstarter's `testWithSampleErroring` / `testWithSampleInterrupted`: only the source
        // ends the result.
        let (source, sourceInput) = Signal<Int, ParityError>.pipe()
        let (trigger, triggerInput) = Signal<Int, ParityError>.pipe()
        let log = source.takePairWhen(trigger).log(pair)
        sourceInput.send(value: 1)
        triggerInput.send(value: 3)
        triggerInput.send(error: .boom)
        XCTAssertEqual(log.events, ["1 3"])
        sourceInput.sendCompleted()
        XCTAssertEqual(log.events, ["1 3", "completed"])

        let (source2, source2Input) = Signal<Int, Never>.pipe()
        let (trigger2, trigger2Input) = Signal<Int, Never>.pipe()
        let log2 = source2.takeWhen(trigger2).log()
        trigger2Input.sendInterrupted()
        XCTAssertEqual(log2.events, [])
        source2Input.sendCompleted()
        XCTAssertEqual(log2.events, ["completed"])
    }

    func test_parity_takeWhen_producerFormsEndWithTheSourceRun() {
        let (trigger, triggerInput) = Signal<(), ParityError>.pipe()
        let (source, sourceInput) = Signal<Int, ParityError>.pipe()
        let log = SignalProducer(source).takeWhen(trigger).log()
        sourceInput.send(value: 1)
        triggerInput.send(value: ())
        triggerInput.send(error: .boom)
        sourceInput.send(value: 2)
        sourceInput.sendCompleted()
        XCTAssertEqual(log.events, ["1", "completed"])
    }

    // MARK: combinePrevious

    func test_parity_combinePrevious_withoutInitialStartsFromTheSecondValue() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let log = signal.combinePrevious().log(pair)
        input.send(value: 1)
        XCTAssertEqual(log.events, [])
        input.send(value: 2)
        input.send(value: 3)
        input.sendCompleted()
        XCTAssertEqual(log.events, ["1 2", "2 3", "completed"])

        let (seeded, seededInput) = Signal<Int, Never>.pipe()
        let seededLog = seeded.combinePrevious(0).log(pair)
        seededInput.send(value: 1)
        XCTAssertEqual(seededLog.events, ["0 1"])
    }

    // MARK: ignoreValues, uncollect, skipNil, negate, and, or

    func test_parity_ignoreValues_turnsEveryValueIntoVoid() {
        let (signal, input) = Signal<Int, ParityError>.pipe()
        let log = signal.ignoreValues().log()
        input.send(value: 1)
        input.send(value: 2)
        input.send(error: .boom)
        XCTAssertEqual(log.events, ["()", "()", "failed"])
    }

    func test_parity_uncollect_sendsEachElement() {
        let (signal, input) = Signal<[Int], Never>.pipe()
        let log = signal.uncollect().log()
        input.send(value: [1, 2])
        input.send(value: [])
        input.send(value: [3])
        input.sendCompleted()
        XCTAssertEqual(log.events, ["1", "2", "3", "completed"])
    }

    func test_parity_skipNil_negate() {
        let (optionals, optionalsInput) = Signal<Int?, Never>.pipe()
        let unwrapped = optionals.skipNil().log()
        optionalsInput.send(value: nil)
        optionalsInput.send(value: 1)
        optionalsInput.send(value: nil)
        optionalsInput.send(value: 2)
        XCTAssertEqual(unwrapped.events, ["1", "2"])

        let (bools, boolsInput) = Signal<Bool, Never>.pipe()
        let negated = bools.negate().log()
        boolsInput.send(value: true)
        boolsInput.send(value: false)
        XCTAssertEqual(negated.events, ["false", "true"])
    }

    func test_parity_andOr_combineTheLatestValuesOnceBothHaveOne() {
        let (a, aInput) = Signal<Bool, Never>.pipe()
        let (b, bInput) = Signal<Bool, Never>.pipe()
        let and = a.and(b).log()
        let or = a.or(b).log()

        aInput.send(value: true)
        XCTAssertEqual(and.events, [])
        bInput.send(value: false)
        bInput.send(value: true)
        aInput.send(value: false)
        XCTAssertEqual(and.events, ["false", "true", "false"])
        XCTAssertEqual(or.events, ["true", "true", "true"])
    }

    // MARK: demoteErrors, values, errors

    func test_parity_demoteErrors_failureBecomesCompletion() {
        let (signal, input) = Signal<Int, ParityError>.pipe()
        let log = signal.demoteErrors().log()
        input.send(value: 1)
        input.send(value: 2)
        input.send(error: .boom)
        XCTAssertEqual(log.events, ["1", "2", "completed"])

        let (replaced, replacedInput) = Signal<Int, ParityError>.pipe()
        let replacedLog = SignalProducer(replaced).demoteErrors(replaceErrorWith: 99).log()
        replacedInput.send(value: 1)
        replacedInput.send(error: .boom)
        XCTAssertEqual(replacedLog.events, ["1", "99", "completed"])
    }

    func test_parity_valuesAndErrors_ofMaterializedRequests() {
        func failOnEvens(_ index: Int) -> SignalProducer<Int, ParityError> {
            index % 2 == 0 ? SignalProducer(error: .boom) : SignalProducer(value: index)
        }
        let (signal, input) = Signal<Int, Never>.pipe()
        let events = signal.flatMap { failOnEvens($0).materialize() }
        let values = events.values().log()
        let errors = events.errors().log()

        for index in 0...4 { input.send(value: index) }
        input.sendCompleted()
        XCTAssertEqual(values.events, ["1", "3", "completed"])
        XCTAssertEqual(errors.events, ["boom", "boom", "boom", "completed"])
    }
}
