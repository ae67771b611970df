import Dispatch
import Foundation
import Ripple
import RippleTesting
import XCTest

/// ReactiveSwift shapes that Ripple adds beside its primary ones: `filterMap`,
/// `QueueScheduler(queue:name:)`, `ScopedDisposable +=`, `timer(interval:on:)`,
/// `SignalProducer.unserialized`, `Termination`, `ActionError ==`, `Event`'s text.
final class OperatorAndSchedulerCallShapeTests: XCTestCase {
    func test_filterMap_onSignal_dropsNilResults() {
        let (signal, input) = Signal<String, Never>.pipe()
        let observer = TestObserver<Int, Never>()
        signal.filterMap { Int($0) }.observe(observer.observer)
        input.send(value: "1")
        input.send(value: "x")
        input.send(value: "2")
        input.sendCompleted()
        observer.assertValues([1, 2])
        observer.assertDidComplete()
    }

    func test_filterMap_onSignalProducer_dropsNilResults() {
        let observer = TestObserver<Int, Never>()
        SignalProducer(["1", "x", "3"]).filterMap { Int($0) }.start(observer.observer)
        observer.assertValues([1, 3])
        observer.assertDidComplete()
    }

    func test_queueSchedulerQueueName_runsOnANewSerialQueueTargetingTheGivenOne() {
        let target = DispatchQueue(label: "target", attributes: .concurrent)
        let scheduler = QueueScheduler(queue: target, name: "named")
        XCTAssertEqual(scheduler.queue.label, "named")
        let done = expectation(description: "both actions ran")
        done.expectedFulfillmentCount = 2
        let order = Atomic<[Int]>([])
        scheduler.schedule {
            order.modify { $0.append(1) }
            done.fulfill()
        }
        scheduler.schedule {
            order.modify { $0.append(2) }
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(order.value, [1, 2], "actions run one at a time, in order")
    }

    func test_scopedCompositeDisposable_plusEquals_addsToTheComposite() {
        var log: [String] = []
        do {
            let scoped = ScopedDisposable(CompositeDisposable())
            scoped += AnyDisposable { log.append("disposable") }
            scoped += { log.append("action") }
            let removed = scoped += { log.append("removed") }
            removed?.dispose()
            XCTAssertEqual(log, [])
        }
        XCTAssertEqual(log, ["disposable", "action"])
    }

    func test_timerIntervalOn_ticksEveryIntervalWithTheDefaultLeeway() {
        let scheduler = TestScheduler()
        let observer = TestObserver<Date, Never>()
        let start = scheduler.currentDate
        let run = SignalProducer.timer(interval: .seconds(2), on: scheduler)
            .start(observer.observer)
        scheduler.advance(by: .seconds(5))
        XCTAssertEqual(observer.values, [start.addingTimeInterval(2), start.addingTimeInterval(4)])
        let dispatch = TestObserver<Date, Never>()
        SignalProducer.timer(interval: DispatchTimeInterval.seconds(1), on: scheduler)
            .take(first: 1).start(dispatch.observer)
        scheduler.advance(by: .seconds(1))
        dispatch.assertValueCount(1)
        run.dispose()
    }

    func test_producerUnserialized_runsTheStartHandlerOnEachStart() {
        var starts = 0
        let producer = SignalProducer<Int, Never>.unserialized { observer, _ in
            starts += 1
            observer.send(value: starts)
            observer.sendCompleted()
        }
        let first = TestObserver<Int, Never>()
        let second = TestObserver<Int, Never>()
        producer.start(first.observer)
        producer.start(second.observer)
        first.assertValues([1])
        second.assertValues([2])
        second.assertDidComplete()
    }

    func test_observerReceiveAndTerminate_sendTheMatchingEvents() {
        let cases: [(Termination<TestError>, Signal<Int, TestError>.Event)] = [
            (.completed, .completed), (.interrupted, .interrupted),
            (.failed(TestError()), .failed(TestError())),
        ]
        for (termination, expected) in cases {
            let (signal, observer) = Signal<Int, TestError>.pipe()
            let recorder = EventRecorder<Int, TestError>()
            signal.observe(recorder.observer)
            observer.receive(1)
            observer.terminate(termination)
            observer.receive(2)
            XCTAssertEqual(recorder.events, [.value(1), expected])
        }
        let action: Signal<Int, Never>.Observer.Action = { _ in }
        action(.completed)
    }

    func test_actionErrorEquality_comparesCaseAndUnderlyingError() {
        XCTAssertTrue(ActionError<TestError>.disabled == .disabled)
        XCTAssertTrue(ActionError.producerFailed(TestError()) == .producerFailed(TestError()))
        XCTAssertFalse(ActionError<TestError>.disabled == .producerFailed(TestError()))
    }

    func test_eventDescription_readsAsReactiveSwiftPrintsIt() {
        let events: [Signal<Int, TestError>.Event] = [
            .value(7), .failed(TestError()), .completed, .interrupted,
        ]
        XCTAssertEqual(
            events.map { String(describing: $0) },
            ["VALUE 7", "FAILED TestError(code: 1)", "COMPLETED", "INTERRUPTED"])
        var printed: [String] = []
        SignalProducer<Int, Never>(value: 1).materialize().startWithValues {
            printed.append("\($0)")
        }
        XCTAssertEqual(printed, ["VALUE 1", "COMPLETED"])
    }
}
