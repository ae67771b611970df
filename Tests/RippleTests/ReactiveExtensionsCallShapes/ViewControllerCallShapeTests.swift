import Foundation
import Ripple
import RippleTesting
import XCTest

// How Kickstarter's view controllers consume view model outputs with ReactiveExtensions:
// `observeForUI()` before touching views, `observeForControllerAction()` before presenting,
// and `ksr_delay` on a signal for a transient message. Delivery is on the main queue, so these
// tests wait for it with expectations. The same file compiles and passes against ReactiveSwift
// 7.2.1 with ReactiveExtensions 2.0.0 (imports changed).

private final class FakeLabel {
    var text = ""
}

final class ViewControllerCallShapeTests: XCTestCase {
    @MainActor
    func testObserveForUI_SignalAndProducer_DeliverOnTheMainThread() {
        let (title, titleObserver) = Signal<String, Never>.pipe()
        let label = FakeLabel()
        let shown = self.expectation(description: "both texts shown")
        shown.expectedFulfillmentCount = 2
        title.observeForUI().observeValues { text in
            XCTAssertTrue(Thread.isMainThread)
            label.text = text
            shown.fulfill()
        }
        SignalProducer<String, Never>(value: "subtitle").observeForUI().startWithValues { text in
            XCTAssertTrue(Thread.isMainThread)
            shown.fulfill()
        }
        titleObserver.send(value: "Projects")
        self.wait(for: [shown], timeout: 10)
        XCTAssertEqual(label.text, "Projects")
    }

    func testObserveForControllerAction_DeliversOnTheMainQueue() {
        let (goToProject, goToProjectObserver) = Signal<Int, Never>.pipe()
        let presented = self.expectation(description: "presented")
        var presentedIds: [Int] = []
        goToProject.observeForControllerAction().observeValues { id in
            XCTAssertTrue(Thread.isMainThread)
            presentedIds.append(id)
            presented.fulfill()
        }
        goToProjectObserver.send(value: 42)
        self.wait(for: [presented], timeout: 10)
        XCTAssertEqual(presentedIds, [42])
    }

    func testKsrDelay_OnASignal_HidesAMessageLater() {
        let scheduler = TestScheduler()
        let (messageShown, messageShownObserver) = Signal<String, Never>.pipe()
        let hideMessage = TestObserver<Void, Never>()
        messageShown.ksr_delay(.seconds(3), on: scheduler).ignoreValues()
            .observe(hideMessage.observer)
        messageShownObserver.send(value: "Saved")
        scheduler.advance(by: .seconds(2))
        hideMessage.assertDidNotEmitValue()
        scheduler.advance(by: .seconds(2))
        hideMessage.assertValueCount(1)
    }
}
