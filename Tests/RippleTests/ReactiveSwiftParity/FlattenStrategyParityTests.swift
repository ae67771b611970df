import Ripple
import XCTest

/// ReactiveSwift's flatten specs (FlattenSpec, SignalProducerSpec "flatten") for `.merge`,
/// `.concat`, `.latest` and `.race`, translated to Ripple.
final class FlattenStrategyParityTests: XCTestCase {
    private typealias Inner = SignalProducer<Int, ParityError>
    private let strategies: [FlattenStrategy] = [
        .merge, .concat, .concurrent(limit: 2), .latest, .race, .throttle,
    ]

    func test_parity_flatten_outerInterruptionOrFailureDisposesInner_completionDoesNot() {
        for strategy in strategies {
            for end in ["interrupted", "failed", "completed"] {
                let (outer, outerInput) = Signal<Inner, ParityError>.pipe()
                let log = outer.flatten(strategy).log()
                var disposed = false
                var innerInput: Signal<Int, ParityError>.Observer?
                outerInput.send(
                    value: Inner { observer, lifetime in
                        innerInput = observer
                        lifetime.observeEnded { disposed = true }
                    })
                switch end {
                case "interrupted": outerInput.sendInterrupted()
                case "failed": outerInput.send(error: .boom)
                default: outerInput.sendCompleted()
                }
                XCTAssertEqual(disposed, end != "completed", "\(strategy) \(end)")
                XCTAssertEqual(log.events, end == "completed" ? [] : [end], "\(strategy) \(end)")
                // The inner run outlives a completed outer until it ends too.
                innerInput?.sendCompleted()
                innerInput = nil
                XCTAssertTrue(disposed, "\(strategy) \(end)")
                XCTAssertEqual(log.events, [end], "\(strategy) \(end)")
            }
        }
    }

    func test_parity_flatten_producerInterruptionDisposesOuterAndInner() {
        for strategy in strategies {
            var ended: [String] = []
            let outer = SignalProducer<Inner, ParityError> { observer, lifetime in
                lifetime.observeEnded { ended.append("outer") }
                observer.send(
                    value: Inner { _, lifetime in
                        lifetime.observeEnded { ended.append("inner") }
                    })
            }
            let disposable = outer.flatten(strategy).start()
            disposable.dispose()
            XCTAssertEqual(ended.sorted(), ["inner", "outer"], "\(strategy)")
        }
    }

    func test_parity_flatten_innerFailureFailsTheResult() {
        for strategy in strategies {
            let (outer, outerInput) = Signal<Inner, ParityError>.pipe()
            let (inner, innerInput) = Signal<Int, ParityError>.pipe()
            let log = outer.flatten(strategy).log()
            outerInput.send(value: SignalProducer(inner))
            innerInput.send(value: 1)
            innerInput.send(error: .boom)
            XCTAssertEqual(log.events, ["1", "failed"], "\(strategy)")
        }
    }

    func test_parity_flatten_completesWhenOuterAndInnersHaveCompleted() {
        for strategy in strategies {
            let (outer, outerInput) = Signal<Inner, ParityError>.pipe()
            let (inner, innerInput) = Signal<Int, ParityError>.pipe()
            let log = outer.flatten(strategy).log()
            outerInput.send(value: SignalProducer(inner))
            outerInput.sendCompleted()
            innerInput.send(value: 1)
            XCTAssertEqual(log.events, ["1"], "\(strategy)")
            innerInput.sendCompleted()
            XCTAssertEqual(log.events, ["1", "completed"], "\(strategy)")

            let (emptyOuter, emptyInput) = Signal<Inner, ParityError>.pipe()
            let empty = emptyOuter.flatten(strategy).log()
            emptyInput.sendCompleted()
            XCTAssertEqual(empty.events, ["completed"], "\(strategy)")
        }
    }

    func test_parity_flattenMerge_runsInnersConcurrently_innerInterruptionCompletesIt() {
        let (outer, outerInput) = Signal<Inner, ParityError>.pipe()
        let (a, aInput) = Signal<Int, ParityError>.pipe()
        let (b, bInput) = Signal<Int, ParityError>.pipe()
        let log = outer.flatten(.merge).log()

        outerInput.send(value: SignalProducer(a))
        outerInput.send(value: SignalProducer(b))
        aInput.send(value: 1)
        bInput.send(value: 2)
        aInput.send(value: 3)
        outerInput.sendCompleted()
        aInput.sendInterrupted()
        XCTAssertEqual(log.events, ["1", "2", "3"])
        bInput.sendCompleted()
        XCTAssertEqual(log.events, ["1", "2", "3", "completed"])
    }

    func test_parity_flattenConcat_startsTheNextInnerWhenThePreviousEnds() {
        var started: [Int] = []
        let (outer, outerInput) = Signal<Inner, ParityError>.pipe()
        let (a, aInput) = Signal<Int, ParityError>.pipe()
        let (b, bInput) = Signal<Int, ParityError>.pipe()
        let log = outer.flatten(.concat).log()

        outerInput.send(value: SignalProducer(a).on(started: { started.append(1) }))
        outerInput.send(value: SignalProducer(b).on(started: { started.append(2) }))
        outerInput.send(value: Inner(values: 7, 8).on(started: { started.append(3) }))
        bInput.send(value: 99)  // not started yet: lost, as with ReactiveSwift
        aInput.send(value: 1)
        XCTAssertEqual(started, [1])
        aInput.sendInterrupted()  // an inner's own interruption counts as completion
        XCTAssertEqual(started, [1, 2])
        bInput.send(value: 2)
        bInput.sendCompleted()
        XCTAssertEqual(started, [1, 2, 3])
        outerInput.sendCompleted()
        XCTAssertEqual(log.events, ["1", "2", "7", "8", "completed"])
    }

    func test_parity_flattenConcat_startsAnInnerAtOnceWhenNoneRuns() {
        let (outer, outerInput) = Signal<Inner, ParityError>.pipe()
        let log = outer.flatten(.concat).log()
        outerInput.send(value: Inner(value: 1))
        outerInput.send(value: Inner(value: 2))
        XCTAssertEqual(log.events, ["1", "2"])
    }

    func test_parity_flattenLatest_forwardsOnlyTheLatestInner() {
        var interrupted: [Int] = []
        let (outer, outerInput) = Signal<Inner, ParityError>.pipe()
        let (a, aInput) = Signal<Int, ParityError>.pipe()
        let (b, bInput) = Signal<Int, ParityError>.pipe()
        let log = outer.flatten(.latest).log()

        outerInput.send(value: SignalProducer(a).on(interrupted: { interrupted.append(1) }))
        aInput.send(value: 1)
        outerInput.send(value: SignalProducer(b).on(interrupted: { interrupted.append(2) }))
        XCTAssertEqual(interrupted, [1])
        aInput.send(value: 10)
        bInput.send(value: 2)
        outerInput.sendCompleted()
        XCTAssertEqual(log.events, ["1", "2"])
        bInput.sendCompleted()
        XCTAssertEqual(log.events, ["1", "2", "completed"])
    }

    func test_parity_flattenLatest_replacedInnerDoesNotCompleteIt_selfInterruptedDoes() {
        let (outer, outerInput) = Signal<Inner, ParityError>.pipe()
        let (c, cInput) = Signal<Int, ParityError>.pipe()
        let log = outer.flatten(.latest).log()
        outerInput.send(value: SignalProducer(c))
        outerInput.send(value: .never)  // replaces c: c's interruption completes nothing
        outerInput.sendCompleted()
        cInput.send(value: 5)
        XCTAssertEqual(log.events, [])

        let (outer2, outer2Input) = Signal<Inner, ParityError>.pipe()
        let (d, dInput) = Signal<Int, ParityError>.pipe()
        let log2 = outer2.flatten(.latest).log()
        outer2Input.send(value: SignalProducer(d))
        outer2Input.sendCompleted()
        dInput.sendInterrupted()  // the latest inner interrupting itself counts as completion
        XCTAssertEqual(log2.events, ["completed"])
    }

    func test_parity_flattenRace_theFirstInnerToSendWins() {
        var interrupted: [Int] = []
        var started: [Int] = []
        let (outer, outerInput) = Signal<Inner, ParityError>.pipe()
        let (a, aInput) = Signal<Int, ParityError>.pipe()
        let (b, bInput) = Signal<Int, ParityError>.pipe()
        let log = outer.flatten(.race).log()

        outerInput.send(value: SignalProducer(a).on(interrupted: { interrupted.append(1) }))
        outerInput.send(value: SignalProducer(b).on(interrupted: { interrupted.append(2) }))
        bInput.send(value: 2)
        XCTAssertEqual(interrupted, [1])
        aInput.send(value: 1)
        outerInput.send(value: Inner(value: 3).on(started: { started.append(3) }))
        XCTAssertEqual(started, [])
        bInput.send(value: 4)
        bInput.sendCompleted()
        XCTAssertEqual(log.events, ["2", "4"])
        outerInput.sendCompleted()
        XCTAssertEqual(log.events, ["2", "4", "completed"])
    }

    func test_parity_flattenRace_theWinnersInterruptionInterruptsTheResult() {
        let (outer, outerInput) = Signal<Inner, ParityError>.pipe()
        let (a, aInput) = Signal<Int, ParityError>.pipe()
        let log = outer.flatten(.race).log()
        outerInput.send(value: SignalProducer(a))
        aInput.send(value: 1)
        aInput.sendInterrupted()
        XCTAssertEqual(log.events, ["1", "interrupted"])
    }

    func test_parity_kickstarter_switchMapIsLatest_plainFlatMapIsConcat() {
        let (outer, outerInput) = Signal<Int, ParityError>.pipe()
        let pipes = (0..<2).map { _ in Signal<Int, ParityError>.pipe() }
        let switched = outer.switchMap { SignalProducer(pipes[$0].output) }.log()
        let concatenated = outer.flatMap { SignalProducer(pipes[$0].output) }.log()

        outerInput.send(value: 0)
        outerInput.send(value: 1)
        pipes[0].input.send(value: 10)
        pipes[1].input.send(value: 11)
        pipes[0].input.sendCompleted()
        pipes[1].input.send(value: 12)
        XCTAssertEqual(switched.events, ["11", "12"])
        XCTAssertEqual(concatenated.events, ["10", "12"])
    }
}
