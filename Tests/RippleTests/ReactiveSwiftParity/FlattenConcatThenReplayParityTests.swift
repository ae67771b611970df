import Ripple
import XCTest

/// ReactiveSwift's `concat`, `prefix`, `then` and `replayLazily` specs (SignalProducerSpec,
/// FlattenSpec), translated to Ripple.
final class FlattenConcatThenReplayParityTests: XCTestCase {
    private typealias Producer = SignalProducer<Int, ParityError>

    // MARK: concat, prefix

    func test_parity_concat_runsNextAfterSelfCompletes() {
        let (first, firstInput) = Signal<Int, ParityError>.pipe()
        var started = false
        let next = Producer(values: 3, 4).on(started: { started = true })
        let log = Producer(first).concat(next).log()

        firstInput.send(value: 1)
        firstInput.send(value: 2)
        XCTAssertFalse(started)
        firstInput.sendCompleted()
        XCTAssertEqual(log.events, ["1", "2", "3", "4", "completed"])
    }

    func test_parity_concat_selfFailureEndsItWithoutStartingNext() {
        var started = false
        let next = Producer(value: 2).on(started: { started = true })
        let log = Producer(value: 1).concat(Producer(error: .boom)).concat(next).log()
        XCTAssertEqual(log.events, ["1", "failed"])
        XCTAssertFalse(started)
    }

    func test_parity_concatValue_andPrefixValue() {
        let (signal, input) = Signal<Int, ParityError>.pipe()
        let log = Producer(signal).concat(value: 4).log()
        input.send(value: 1)
        input.sendCompleted()
        XCTAssertEqual(log.events, ["1", "4", "completed"])

        let (signal2, input2) = Signal<Int, ParityError>.pipe()
        let prefixed = Producer(signal2).prefix(value: 0).log()
        XCTAssertEqual(prefixed.events, ["0"])
        input2.send(value: 1)
        XCTAssertEqual(prefixed.events, ["0", "1"])
    }

    func test_parity_concat_interruptingTheRunInterruptsTheRunningProducer() {
        var interrupted = false
        var nextStarted = false
        let first = Producer.never.on(interrupted: { interrupted = true })
        let next = Producer(value: 1).on(started: { nextStarted = true })
        var disposable: Disposable?
        let log = first.concat(next).log(disposable: &disposable)

        disposable?.dispose()
        XCTAssertTrue(interrupted)
        XCTAssertFalse(nextStarted)
        XCTAssertEqual(log.events, ["interrupted"])
    }

    // MARK: then

    func test_parity_then_startsTheReplacementAfterCompletion_ignoringValues() {
        let (signal, input) = Signal<Int, ParityError>.pipe()
        var started = false
        let replacement = SignalProducer<String, ParityError>(values: "a", "b")
            .on(started: { started = true })
        let log = Producer(signal).then(replacement).log()

        input.send(value: 1)
        XCTAssertFalse(started)
        XCTAssertEqual(log.events, [])
        input.sendCompleted()
        XCTAssertEqual(log.events, ["a", "b", "completed"])
    }

    func test_parity_then_forwardsFailureAndInterruptionOfSelf() {
        var started = false
        let replacement = Producer(value: 1).on(started: { started = true })
        XCTAssertEqual(Producer(error: .boom).then(replacement).log().events, ["failed"])

        let (signal, input) = Signal<Int, ParityError>.pipe()
        let log = Producer(signal).then(replacement).log()
        input.sendInterrupted()
        XCTAssertEqual(log.events, ["interrupted"])
        XCTAssertFalse(started)
    }

    func test_parity_then_forwardsTheReplacementsFailure() {
        XCTAssertEqual(Producer.empty.then(Producer(error: .boom)).log().events, ["failed"])
    }

    // MARK: replayLazily

    func test_parity_replayLazily_startsTheUnderlyingProducerOnFirstStartOnly() {
        var starts = 0
        let (signal, input) = Signal<Int, ParityError>.pipe()
        let replayed = Producer(signal).on(started: { starts += 1 }).replayLazily(upTo: 1)
        XCTAssertEqual(starts, 0)

        let first = replayed.log()
        let second = replayed.log()
        XCTAssertEqual(starts, 1)
        input.send(value: 1)
        XCTAssertEqual(first.events, ["1"])
        XCTAssertEqual(second.events, ["1"])
    }

    func test_parity_replayLazily_replaysUpToCapacityToLaterStarts() {
        let (signal, input) = Signal<Int, ParityError>.pipe()
        let replayed = Producer(signal).replayLazily(upTo: 2)
        let first = replayed.log()
        input.send(value: 0)
        input.send(value: 1)
        input.send(value: 2)

        let late = replayed.log()
        XCTAssertEqual(late.events, ["1", "2"])
        input.send(value: 3)
        XCTAssertEqual(first.events, ["0", "1", "2", "3"])
        XCTAssertEqual(late.events, ["1", "2", "3"])
    }

    func test_parity_replayLazily_replaysTheTerminalEventAfterTheBufferedValues() {
        let completed = Producer(values: 1, 2, 3).replayLazily(upTo: 2)
        XCTAssertEqual(completed.log().events, ["1", "2", "3", "completed"])
        XCTAssertEqual(completed.log().events, ["2", "3", "completed"])

        let failed = Producer(value: 1).concat(Producer(error: .boom)).replayLazily(upTo: 0)
        XCTAssertEqual(failed.log().events, ["1", "failed"])
        XCTAssertEqual(failed.log().events, ["failed"])
    }

    func test_parity_replayLazily_oneRunEndingLeavesTheSharedRunGoing() {
        var interrupted = false
        let (signal, input) = Signal<Int, ParityError>.pipe()
        let replayed = Producer(signal).on(interrupted: { interrupted = true })
            .replayLazily(upTo: 1)
        var firstRun: Disposable?
        let first = replayed.log(disposable: &firstRun)
        let second = replayed.log()

        firstRun?.dispose()
        input.send(value: 1)
        XCTAssertFalse(interrupted)
        XCTAssertEqual(first.events, ["interrupted"])
        XCTAssertEqual(second.events, ["1"])
    }

    func test_parity_replayLazily_sharedRunEndsWhenProducerAndRunsAreGone() {
        var interrupted = false
        var replayed: Producer? = Producer.never.on(interrupted: { interrupted = true })
            .replayLazily(upTo: 1)
        let run = replayed?.start()
        replayed = nil
        XCTAssertFalse(interrupted)
        run?.dispose()
        XCTAssertTrue(interrupted)
    }
}
