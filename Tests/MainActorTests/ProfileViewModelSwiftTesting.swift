import Dispatch
import Observation
import Ripple
import RippleTesting
import Testing

/// The `@MainActor` view model and the hop of `ObservedProperty` under Swift Testing.
@Suite @MainActor struct ProfileViewModelSwiftTesting {
    @Test func viewDidLoadLoadsTheProfileAndTheViewShowsIt() async {
        let viewModel: any ProfileViewModelType = ProfileViewModel(
            service: StubProfileService(answering: .success(Profile(name: "Ada", followers: 3))))
        let view = ProfileView(viewModel: viewModel, userID: 1)
        var loading = viewModel.outputs.isLoading.signal.asyncValues.makeAsyncIterator()

        view.viewDidLoad()
        #expect(await loading.next() == true)
        #expect(await loading.next() == false)
        await MainQueue.drain()

        #expect(view.nameLabel == "Ada")
        #expect(view.spinnerStates == [false, true, false])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func observedPropertyChangedOnABackgroundThreadNotifiesOnTheMainQueue() async {
        let property = MutableProperty(0)
        let observed = ObservedProperty(property)
        let notifications = TestObserver<String, Never>()
        let tracked = withObservationTracking {
            observed.value
        } onChange: {
            // The main queue, the main actor's executor. (Under Swift Testing on Linux the
            // main queue may be served by a thread other than the process's first one, so
            // the queue is checked, not `Thread.isMainThread`.)
            dispatchPrecondition(condition: .onQueue(.main))
            notifications.observer.send(value: "changed")
        }

        await onBackgroundThread { property.value = 1 }
        await MainQueue.drain()

        #expect(tracked == 0)
        #expect(notifications.values == ["changed"], "once")
        #expect(observed.value == 1)
    }
}
