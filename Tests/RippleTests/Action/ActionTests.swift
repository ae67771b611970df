import Dispatch
import Foundation
import Ripple
import RippleTesting
import XCTest

final class ActionTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var enabled: MutableProperty<Bool>!
    private var action: Action<Int, String, OperatorTestError>!
    private var executions = 0

    /// Even inputs send two values, then complete when the scheduler runs; odd inputs fail
    /// when it runs.
    override func setUp() {
        super.setUp()
        scheduler = TestScheduler()
        enabled = MutableProperty(false)
        executions = 0
        action = Action(enabledIf: enabled) { [unowned self] number in
            SignalProducer { observer, lifetime in
                self.executions += 1
                if number.isMultiple(of: 2) {
                    observer.send(value: "\(number)")
                    observer.send(value: "\(number)\(number)")
                    lifetime += self.scheduler.schedule { observer.sendCompleted() }
                } else {
                    lifetime += self.scheduler.schedule { observer.send(error: .boom) }
                }
            }
        }
    }

    func test_init_disabledAndNotExecuting() {
        XCTAssertFalse(action.isEnabled.value)
        XCTAssertFalse(action.isExecuting.value)
    }

    func test_apply_whileDisabled_failsWithDisabledAndRunsNothing() {
        let disabled = recordEvents(action.disabledErrors)
        let events = recordEvents(action.events)
        XCTAssertEqual(recordEvents(action.apply(0)).events, [.failed(.disabled)])
        XCTAssertEqual(executions, 0)
        XCTAssertEqual(disabled.events.count, 1)
        XCTAssertTrue(events.events.isEmpty)
    }

    func test_isEnabled_followsTheEnablingProperty() {
        let log = recordEvents(action.isEnabled.producer)
        enabled.value = true
        enabled.value = true
        enabled.value = false
        XCTAssertEqual(log.events, [.value(false), .value(true), .value(false)])
        XCTAssertFalse(action.isExecuting.value)
    }

    func test_apply_success_sendsValuesAndCompletes() {
        enabled.value = true
        let values = recordEvents(action.values)
        let completed = recordEvents(action.completed)
        let executing = recordEvents(action.isExecuting.signal)
        let run = recordEvents(action.apply(0))
        XCTAssertEqual(executions, 1)
        XCTAssertTrue(action.isExecuting.value)
        XCTAssertFalse(action.isEnabled.value)
        XCTAssertEqual(run.events, [.value("0"), .value("00")])
        XCTAssertEqual(values.events, [.value("0"), .value("00")])
        XCTAssertEqual(completed.events.count, 0)

        scheduler.run()
        XCTAssertEqual(run.events, [.value("0"), .value("00"), .completed])
        XCTAssertEqual(completed.events.count, 1)
        XCTAssertEqual(executing.events, [.value(true), .value(false)])
        XCTAssertTrue(action.isEnabled.value)
    }

    func test_apply_failure_failsWithProducerFailed() {
        enabled.value = true
        let errors = recordEvents(action.errors)
        let completed = recordEvents(action.completed)
        let run = recordEvents(action.apply(1))
        XCTAssertTrue(action.isExecuting.value)
        scheduler.run()
        XCTAssertEqual(run.events, [.failed(.producerFailed(.boom))])
        XCTAssertEqual(errors.events, [.value(.boom)])
        XCTAssertEqual(completed.events.count, 0)
        XCTAssertFalse(action.isExecuting.value)
        XCTAssertTrue(action.isEnabled.value)
    }

    func test_apply_interrupted_interruptsTheWorkAndClearsExecuting() {
        enabled.value = true
        let events = recordEvents(action.events)
        let run = recordEvents(action.apply(0))
        run.disposable?.dispose()
        scheduler.run()
        XCTAssertEqual(
            run.events, [.value("0"), .value("00"), .interrupted])
        XCTAssertEqual(
            events.events, [.value(.value("0")), .value(.value("00")), .value(.interrupted)])
        XCTAssertFalse(action.isExecuting.value)
        XCTAssertTrue(action.isEnabled.value)
    }

    func test_apply_whileExecuting_failsWithDisabled() {
        enabled.value = true
        let disabled = recordEvents(action.disabledErrors)
        let first = recordEvents(action.apply(0))
        let second = recordEvents(action.apply(2))
        XCTAssertEqual(second.events, [.failed(.disabled)])
        XCTAssertEqual(disabled.events.count, 1)
        XCTAssertEqual(executions, 1)
        scheduler.run()
        XCTAssertEqual(first.events.last, .completed)
        XCTAssertEqual(recordEvents(action.apply(2)).events, [.value("2"), .value("22")])
    }

    func test_eventsAndOutputs_completeWhenTheActionIsReleased() {
        let events = recordEvents(action.events)
        let values = recordEvents(action.values)
        let disabled = recordEvents(action.disabledErrors)
        let isEnabled = recordEvents(action.isEnabled.signal)
        action = nil
        XCTAssertEqual(events.events, [.completed])
        XCTAssertEqual(values.events, [.completed])
        XCTAssertEqual(disabled.events.map(\.isCompleted), [true])
        XCTAssertEqual(isEnabled.events, [.completed])
    }

    func test_bindingTarget_startsARunPerValue() {
        let (taps, tap) = Signal<Int, Never>.pipe()
        let values = recordEvents(action.values)
        action <~ taps
        enabled.value = true
        tap.send(value: 0)
        XCTAssertEqual(executions, 1)
        XCTAssertTrue(action.isExecuting.value)
        XCTAssertEqual(values.events, [.value("0"), .value("00")])
        scheduler.run()
        XCTAssertFalse(action.isExecuting.value)
    }

    func test_bindingTarget_endsWhenTheActionIsReleased() {
        let (taps, _) = Signal<Int, Never>.pipe()
        let disposable = action <~ taps
        action = nil
        XCTAssertEqual(disposable?.isDisposed, true)
    }

    func test_isExecutingFeedsTheEnablingProperty_withoutDeadlock() {
        enabled <~ action.isExecuting.negate()
        XCTAssertTrue(action.isEnabled.value)
        let run = action.apply(0).start()
        XCTAssertFalse(enabled.value)
        XCTAssertFalse(action.isEnabled.value)
        XCTAssertTrue(action.isExecuting.value)
        run.dispose()
        XCTAssertTrue(enabled.value)
        XCTAssertTrue(action.isEnabled.value)
        XCTAssertFalse(action.isExecuting.value)
    }

    func test_isEnabledFeedsTheEnablingProperty_withoutDeadlock() {
        var isFirstResponder = false
        action.isEnabled.producer
            .filter { !$0 && isFirstResponder }
            .startWithValues { _ in self.enabled.value = false }
        enabled.value = true
        XCTAssertTrue(action.isEnabled.value)
        isFirstResponder = true
        let run = action.apply(0).start()
        XCTAssertFalse(enabled.value)
        XCTAssertFalse(action.isEnabled.value)
        XCTAssertTrue(action.isExecuting.value)
        run.dispose()
        XCTAssertFalse(action.isEnabled.value)
        XCTAssertFalse(action.isExecuting.value)
        enabled.value = true
        XCTAssertTrue(action.isEnabled.value)
    }

    func test_stateChangedByAnIsExecutingObserver_doesNotLoop() {
        let condition = MutableProperty(1)
        let action = Action<Void, Void, Never>(state: condition, enabledIf: { $0 == 0 }) { _, _ in
            .empty
        }
        var count = 0
        action.isExecuting.producer.startWithValues { _ in
            condition.value = 10
            count += 1
        }
        XCTAssertEqual(count, 1)
    }

    func test_concurrentApply_exactlyOneRunExecutes() {
        let (gate, open) = Signal<Never, Never>.pipe()
        let action = Action<Int, Int, Never> { input in
            SignalProducer(gate).then(SignalProducer(value: input))
        }
        let values = recordEvents(action.values)
        let failures = FailureList()
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            action.apply(index).startWithFailed(failures.append)
        }
        XCTAssertEqual(failures.all, Array(repeating: .disabled, count: 7))
        XCTAssertTrue(action.isExecuting.value)
        open.sendCompleted()
        XCTAssertEqual(values.values.count, 1)
        XCTAssertFalse(action.isExecuting.value)
    }
}

/// The failures of runs started on several threads at once.
private final class FailureList: @unchecked Sendable {
    private let lock = NSLock()
    private var failures: [ActionError<Never>] = []

    var all: [ActionError<Never>] { lock.withLock { failures } }

    func append(_ failure: ActionError<Never>) {
        lock.withLock { failures.append(failure) }
    }
}
