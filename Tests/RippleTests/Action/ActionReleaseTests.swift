import Ripple
import RippleTesting
import XCTest

/// An `Action` released while a run executes lives until the run's work ends, as in
/// ReactiveSwift: its outputs get the rest of the run, then complete.
final class ActionReleaseTests: XCTestCase {
    func test_releasedWhileARunExecutes_valuesAndEventsGetTheRunThenComplete() {
        let (work, input) = Signal<Int, Never>.pipe()
        var action: Action<Int, Int, Never>? = Action { _ in SignalProducer(work) }
        weak let released = action
        let run = TestObserver<Int, ActionError<Never>>()
        action?.apply(1).start(run.observer)
        let values = TestObserver<Int, Never>()
        let events = TestObserver<Signal<Int, Never>.Event, Never>()
        action?.values.observe(values.observer)
        action?.events.observe(events.observer)
        action = nil
        XCTAssertNotNil(released, "a run in progress keeps its action")
        XCTAssertEqual(values.events, [])

        input.send(value: 7)
        input.sendCompleted()
        XCTAssertEqual(values.events, [.value(7), .completed])
        XCTAssertEqual(events.events, [.value(.value(7)), .value(.completed), .completed])
        XCTAssertEqual(run.events, [.value(7), .completed])
        XCTAssertNil(released, "the action is released once the run ends")
    }

    func test_releasedWhileARunExecutes_interruptingTheRunIsSentThenEverythingCompletes() {
        let (work, input) = Signal<Int, Never>.pipe()
        var action: Action<Int, Int, Never>? = Action { _ in SignalProducer(work) }
        weak let released = action
        let disposable = action?.apply(1).start()
        let events = TestObserver<Signal<Int, Never>.Event, Never>()
        let completed = TestObserver<(), Never>()
        action?.events.observe(events.observer)
        action?.completed.observe(completed.observer)
        action = nil
        XCTAssertEqual(events.events, [])

        disposable?.dispose()
        XCTAssertEqual(events.events, [.value(.interrupted), .completed])
        XCTAssertEqual(completed.events.map(\.isCompleted), [true])
        XCTAssertNil(released)
        withExtendedLifetime(input) {}
    }

    func test_releasedWhileARunFails_errorsGetsTheFailureThenCompletes() {
        let (work, input) = Signal<Int, TestError>.pipe()
        var action: Action<Int, Int, TestError>? = Action { _ in SignalProducer(work) }
        action?.apply(1).start()
        let errors = TestObserver<TestError, Never>()
        action?.errors.observe(errors.observer)
        action = nil
        input.send(error: TestError(code: 4))
        XCTAssertEqual(errors.events, [.value(TestError(code: 4)), .completed])
    }

    func test_releasedWithoutARun_completesAtOnce() {
        var action: Action<Int, Int, Never>? = Action { _ in .never }
        weak let released = action
        let values = TestObserver<Int, Never>()
        action?.values.observe(values.observer)
        action = nil
        XCTAssertNil(released)
        XCTAssertEqual(values.events, [.completed])
    }
}
