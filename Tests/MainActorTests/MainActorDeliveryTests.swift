import Foundation
import Ripple
import RippleTesting
import XCTest

/// `observeForUI()` and `BindingTarget(onMainActor:)` deliver to a main-actor view from any
/// thread: in order per sender, nothing lost. On Linux, `MainQueue.drain()` runs the main
/// queue.
final class MainActorDeliveryTests: XCTestCase {
    private static let senders = 8
    private static let messagesPerSender = 200

    @MainActor
    func test_observeForUI_valuesFromEightThreadsArriveOnTheMainActorInOrderPerSender() async {
        let viewModel = MessageFeedViewModel()
        let view = MessageFeedView(viewModel: viewModel)

        await sendFromBackgroundThreads(
            Self.senders, messagesEach: Self.messagesPerSender, into: viewModel)
        await MainQueue.drain()

        XCTAssertEqual(view.messages.count, Self.senders * Self.messagesPerSender, "none lost")
        for sender in 0..<Self.senders {
            let indices = view.messages.filter { $0.sender == sender }.map(\.index)
            XCTAssertEqual(indices, Array(0..<Self.messagesPerSender), "sender \(sender)")
        }
        XCTAssertEqual(view.boundTexts.count, Self.senders * Self.messagesPerSender)
        XCTAssertEqual(view.boundTexts, view.messages.map { "\($0.sender).\($0.index)" })
        XCTAssertEqual(view.lastText, view.boundTexts.last)
    }

    @MainActor
    func test_observeForUI_deliversAtOnceWhenSentOnMainWithNothingQueued() async {
        await MainQueue.drain()
        let viewModel = MessageFeedViewModel()
        let view = MessageFeedView(viewModel: viewModel)

        viewModel.inputs.received(Message(sender: 0, index: 0))

        XCTAssertEqual(view.messages, [Message(sender: 0, index: 0)], "synchronous on main")
        XCTAssertEqual(view.boundTexts, ["0.0"])
    }

    @MainActor
    func test_observeForUI_terminalEventsReachTheMainActor() async {
        let (signal, input) = Signal<Int, TestFailure>.pipe()
        var events: [String] = []
        let ui = signal.observeForUI()
        ui.observe { event in
            switch event {
            case .value(let value): events.append("value:\(value)")
            case .failed(let error): events.append("event-failed:\(error.code)")
            case .completed, .interrupted: events.append("other")
            }
        }
        ui.observeResult { events.append("result:\((try? $0.get()) ?? -1)") }
        ui.observeFailed { events.append("failed:\($0.code)") }
        Thread.detachNewThread {
            input.send(value: 1)
            input.send(error: TestFailure(code: 2))
        }
        await waitForEvents { events.count == 5 }
        XCTAssertEqual(
            events,
            ["value:1", "result:1", "event-failed:2", "result:-1", "failed:2"])
    }

    @MainActor
    func test_observeForUI_completionAndInterruptionReachTheMainActor() async {
        let (completing, completingInput) = Signal<Int, Never>.pipe()
        let (interrupting, interruptingInput) = Signal<Int, Never>.pipe()
        var events: [String] = []
        completing.observeForUI().observeCompleted { events.append("completed") }
        interrupting.observeForUI().observeInterrupted { events.append("interrupted") }
        Thread.detachNewThread {
            completingInput.sendCompleted()
            interruptingInput.sendInterrupted()
        }
        await waitForEvents { events.count == 2 }
        XCTAssertEqual(events, ["completed", "interrupted"])
    }

    @MainActor
    func test_observeForUI_disposedOnMainReceivesNothingAfterwards() async {
        await MainQueue.drain()
        let (signal, input) = Signal<Int, Never>.pipe()
        var values: [Int] = []
        let disposable = signal.observeForUI().observeValues { values.append($0) }
        input.send(value: 1)
        disposable?.dispose()
        await onBackgroundThread { input.send(value: 2) }
        await MainQueue.drain()
        XCTAssertEqual(values, [1])
    }

    @MainActor
    func test_producerObserveForUI_eachRunDeliversOnTheMainActor() async {
        let producer = SignalProducer<Int, TestFailure> { observer, _ in
            Thread.detachNewThread {
                observer.send(value: 1)
                observer.send(value: 2)
                observer.sendCompleted()
            }
        }
        var events: [String] = []
        let ui = producer.observeForUI()
        ui.startWithValues { events.append("value:\($0)") }
        ui.startWithCompleted { events.append("completed") }
        ui.start { events.append("event:\($0)") }
        ui.startWithResult { events.append("result:\($0)") }
        await waitForEvents { events.count == 8 }
        XCTAssertEqual(events.filter { $0.hasPrefix("value:") }, ["value:1", "value:2"])
        XCTAssertEqual(events.filter { $0 == "completed" }.count, 1)
        XCTAssertEqual(
            events.filter { $0.hasPrefix("event:") },
            ["event:VALUE 1", "event:VALUE 2", "event:COMPLETED"])
        XCTAssertEqual(events.filter { $0.hasPrefix("result:") }.count, 2)
    }

    @MainActor
    func test_producerObserveForUI_failureAndInterruptionReachTheMainActor() async {
        var events: [String] = []
        let failing = SignalProducer<Int, TestFailure>(error: TestFailure(code: 3))
        failing.observeForUI().startWithFailed { events.append("failed:\($0.code)") }
        let disposable = SignalProducer<Int, TestFailure>.never.observeForUI()
            .startWithInterrupted { events.append("interrupted") }
        disposable.dispose()
        await waitForEvents { events.count == 2 }
        XCTAssertEqual(events, ["failed:3", "interrupted"])
    }

    @MainActor
    func test_bindingIntoAMainActorTarget_endsWithTheViewsLifetime() async {
        await MainQueue.drain()
        let viewModel = MessageFeedViewModel()
        var view: MessageFeedView? = MessageFeedView(viewModel: viewModel)
        weak let released = view
        viewModel.inputs.received(Message(sender: 1, index: 0))
        XCTAssertEqual(view?.boundTexts, ["1.0"])
        view = nil
        XCTAssertNil(released, "nothing in the bindings keeps the view alive")
        await onBackgroundThread { viewModel.inputs.received(Message(sender: 1, index: 1)) }
        await MainQueue.drain()
    }

    // MARK: - Helpers

    /// Drains the main queue until `condition` holds (each drain runs what was queued).
    @MainActor
    private func waitForEvents(_ condition: () -> Bool) async {
        for _ in 0..<10_000 where !condition() {
            await MainQueue.drain()
        }
        XCTAssertTrue(condition(), "the events did not arrive")
    }
}

/// A failure with a code, for the terminal-event tests.
struct TestFailure: Error, Equatable {
    var code: Int
}
