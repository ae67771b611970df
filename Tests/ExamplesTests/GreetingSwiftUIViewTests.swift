import Examples
import Observation
import Ripple
import RippleTesting
import XCTest

/// The SwiftUI-shaped Greeting view: its `body` reads observable outputs, and each new
/// greeting fires the tracked read once, on the main thread.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class GreetingSwiftUIViewTests: XCTestCase {
    private let vm: any GreetingViewModelType = GreetingViewModel()
    private lazy var view = GreetingSwiftUIView(viewModel: self.vm)
    private let davidBlaine = Person(firstName: "David", lastName: "Blaine")

    func test_body_showsThePlaceholderUntilTheFirstTap() {
        vm.inputs.configureWith(person: davidBlaine)
        XCTAssertEqual(view.body, GreetingSwiftUIView.placeholder)
    }

    func test_tap_firesTheTrackedReadOnceAndTheBodyShowsTheGreeting() async {
        await MainQueue.drain()
        vm.inputs.configureWith(person: davidBlaine)
        let renders = TestObserver<String, Never>()
        let rendered = withObservationTracking {
            view.body
        } onChange: {
            renders.observer.send(value: "re-render")
        }

        view.showGreetingButtonTapped()

        XCTAssertEqual(rendered, GreetingSwiftUIView.placeholder)
        renders.assertValues(["re-render"], "a tap on the main thread notifies at once")
        XCTAssertEqual(view.body, "Hello David Blaine")
    }
}
