import Foundation
import XCTest

@testable import Ripple

private final class Counter: ReactiveExtensionsProvider {
    var count = 0
    static let label = "counter"
}

private final class CounterView: ReactiveExtensionsProvider, LifetimeProvider {
    let (lifetime, token) = Lifetime.make()
    var text = ""
}

extension Reactive where Base: Counter {
    fileprivate var doubled: SignalProducer<Int, Never> { SignalProducer(value: base.count * 2) }
    fileprivate static var label: SignalProducer<String, Never> {
        SignalProducer(value: Base.label)
    }
}

final class ReactiveTests: XCTestCase {
    func test_reactive_hostsInstanceAndStaticExtensions() {
        let counter = Counter()
        counter.count = 4
        XCTAssertEqual(counter.reactive.doubled.first()?.get(), 8)
        XCTAssertEqual(Counter.reactive.label.first()?.get(), "counter")
        XCTAssertTrue(counter.reactive.base === counter)
    }

    func test_keyPathTarget_writesValues() {
        let counter = Counter()
        let (signal, input) = Signal<Int, Never>.pipe()
        counter.reactive[\.count] <~ signal
        input.send(value: 3)
        XCTAssertEqual(counter.count, 3)
        input.send(value: 5)
        XCTAssertEqual(counter.count, 5)
    }

    func test_keyPathTarget_onALifetimeProvider_endsWithTheObject() {
        let (signal, input) = Signal<String, Never>.pipe()
        var view: CounterView? = CounterView()
        weak let weakView = view
        view?.reactive[\.text] <~ signal
        input.send(value: "a")
        XCTAssertEqual(view?.text, "a")
        view = nil
        XCTAssertNil(weakView)
        XCTAssertEqual(signal.core.observerCount, 0)
    }

    func test_keyPathTarget_onAPlainObject_endsAtTheFirstValueAfterTheObjectIsGone() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var counter: Counter? = Counter()
        weak let weakCounter = counter
        counter?.reactive[\.count] <~ signal
        counter = nil
        XCTAssertNil(weakCounter)
        XCTAssertEqual(signal.core.observerCount, 1)
        input.send(value: 1)
        XCTAssertEqual(signal.core.observerCount, 0)
    }

    func test_notifications_sendsMatchingNotifications() {
        let center = NotificationCenter()
        let first = Notification.Name("ripple.first")
        let other = Notification.Name("ripple.other")
        var received: [Notification.Name] = []
        let disposable = center.reactive.notifications(forName: first).observeValues {
            received.append($0.name)
        }
        center.post(name: other, object: nil)
        center.post(name: first, object: nil)
        XCTAssertEqual(received, [first])
        disposable?.dispose()
        center.post(name: first, object: nil)
        XCTAssertEqual(received, [first])
    }

    func test_notifications_filtersBySender_andAnyName() {
        let center = NotificationCenter()
        let sender = Counter()
        var names: [String] = []
        let disposable = center.reactive.notifications(forName: nil, object: sender)
            .observeValues { names.append($0.name.rawValue) }
        center.post(name: Notification.Name("a"), object: sender)
        center.post(name: Notification.Name("b"), object: Counter())
        center.post(name: Notification.Name("c"), object: sender)
        XCTAssertEqual(names, ["a", "c"])
        disposable?.dispose()
    }

    func test_notifications_isDisposedWhenReleasedWithNoObserverLeft() {
        let center = NotificationCenter()
        var isDisposed = false
        let disposable: Disposable? = {
            let signal = center.reactive.notifications(forName: nil)
                .on(disposed: { isDisposed = true })
            return signal.observe { _ in }
        }()
        XCTAssertFalse(isDisposed)
        disposable?.dispose()
        XCTAssertTrue(isDisposed)
    }

    func test_notifications_staysWhileAnObserverIsAttached() {
        let center = NotificationCenter()
        var isDisposed = false
        var received = 0
        let (counting, disposable): (Disposable?, Disposable?) = {
            let signal = center.reactive.notifications(forName: nil)
                .on(disposed: { isDisposed = true })
            return (signal.observeValues { _ in received += 1 }, signal.observe { _ in })
        }()
        disposable?.dispose()
        XCTAssertFalse(isDisposed)
        center.post(name: Notification.Name("x"), object: nil)
        XCTAssertEqual(received, 1)
        counting?.dispose()  // the last observer: the signal lets go of the center
        XCTAssertTrue(isDisposed)
    }
}
