import Ripple
import RippleTesting
import Testing

/// The main-actor delivery proof again under Swift Testing, whose main queue runs while an
/// async test on the main actor awaits.
@Suite @MainActor struct MainActorDeliverySwiftTesting {
    @Test func valuesFromEightThreadsArriveOnTheMainActorInOrderPerSender() async {
        let viewModel = MessageFeedViewModel()
        let view = MessageFeedView(viewModel: viewModel)

        await sendFromBackgroundThreads(8, messagesEach: 100, into: viewModel)
        await MainQueue.drain()

        #expect(view.messages.count == 800)
        for sender in 0..<8 {
            #expect(view.messages.filter { $0.sender == sender }.map(\.index) == Array(0..<100))
        }
        #expect(view.boundTexts == view.messages.map { "\($0.sender).\($0.index)" })
    }

    @Test func producerRunsDeliverOnTheMainActor() async {
        let producer = SignalProducer<Int, Never> { observer, _ in
            observer.send(value: 1)
            observer.sendCompleted()
        }
        var values: [Int] = []
        var completed = false
        let ui = producer.observeForUI()
        ui.startWithValues { values.append($0) }
        ui.startWithCompleted { completed = true }
        await MainQueue.drain()
        #expect(values == [1])
        #expect(completed)
    }
}
