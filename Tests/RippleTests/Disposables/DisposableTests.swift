import Ripple
import XCTest

final class DisposableTests: XCTestCase {
    func test_anyDisposable_runsActionOnceAndReleasesIt() {
        var runs = 0
        weak var weakCanary: Canary?
        let disposable: AnyDisposable
        do {
            let canary = Canary()
            weakCanary = canary
            disposable = AnyDisposable {
                _ = canary
                runs += 1
            }
        }
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
        XCTAssertEqual(runs, 1)
        XCTAssertNil(weakCanary)
    }

    func test_anyDisposable_wrappingAnother() {
        let inner = AnyDisposable()
        AnyDisposable(inner).dispose()
        XCTAssertTrue(inner.isDisposed)
    }

    func test_composite_disposesMembersInOrder() {
        var order: [Int] = []
        let composite = CompositeDisposable()
        composite += { order.append(1) }
        composite += AnyDisposable { order.append(2) }
        composite.add { order.append(3) }
        composite.dispose()
        composite.dispose()
        XCTAssertEqual(order, [1, 2, 3])
        XCTAssertTrue(composite.isDisposed)
    }

    func test_composite_addingAfterDisposal_disposesAtOnce() {
        let composite = CompositeDisposable()
        composite.dispose()
        let late = AnyDisposable()
        let handle = composite.add(late)
        XCTAssertNil(handle)
        XCTAssertTrue(late.isDisposed)
    }

    func test_composite_removedMemberIsNotDisposed() {
        let composite = CompositeDisposable()
        let kept = AnyDisposable()
        let removed = AnyDisposable()
        composite += kept
        let handle = composite.add(removed)
        handle?.dispose()
        composite.dispose()
        XCTAssertTrue(kept.isDisposed)
        XCTAssertFalse(removed.isDisposed)
    }

    func test_composite_manyAddsAndRemoves_keepOnlyLiveMembers() {
        let composite = CompositeDisposable()
        let members = (0..<1_000).map { _ in AnyDisposable() }
        let handles = members.map { composite.add($0) }
        for (index, handle) in handles.enumerated() where index % 2 == 0 {
            handle?.dispose()
        }
        composite.dispose()
        for (index, member) in members.enumerated() {
            XCTAssertEqual(member.isDisposed, index % 2 == 1, "member \(index)")
        }
    }

    func test_composite_initWithMembers() {
        let first = AnyDisposable()
        let second = AnyDisposable()
        CompositeDisposable([first, second]).dispose()
        XCTAssertTrue(first.isDisposed && second.isDisposed)
    }

    func test_serial_replacingDisposesThePreviousInner() {
        let serial = SerialDisposable()
        let first = AnyDisposable()
        let second = AnyDisposable()
        serial.inner = first
        serial.inner = second
        XCTAssertTrue(first.isDisposed)
        XCTAssertFalse(second.isDisposed)
        serial.dispose()
        XCTAssertTrue(second.isDisposed)
        let late = AnyDisposable()
        serial.inner = late
        XCTAssertTrue(late.isDisposed)
        XCTAssertTrue(serial.isDisposed)
    }

    func test_scoped_disposesInnerOnDeinit() {
        let inner = AnyDisposable()
        do {
            let scoped = ScopedDisposable(inner)
            XCTAssertFalse(scoped.isDisposed)
        }
        XCTAssertTrue(inner.isDisposed)
    }

    func test_scoped_ofOptionalDisposable() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var values: [Int] = []
        do {
            let scoped = ScopedDisposable(signal.observeValues { values.append($0) })
            input.send(value: 1)
            XCTAssertFalse(scoped.isDisposed)
        }
        input.send(value: 2)
        XCTAssertEqual(values, [1])
    }
}

final class LifetimeTests: XCTestCase {
    func test_lifetime_endsWhenTokenIsReleased() {
        var token: Lifetime.Token?
        let lifetime: Lifetime
        (lifetime, token) = Lifetime.make()
        var ended = 0
        lifetime.observeEnded { ended += 1 }
        let disposable = AnyDisposable()
        lifetime += disposable
        XCTAssertFalse(lifetime.hasEnded)
        XCTAssertNotNil(token)

        token = nil

        XCTAssertTrue(lifetime.hasEnded)
        XCTAssertEqual(ended, 1)
        XCTAssertTrue(disposable.isDisposed)
    }

    func test_lifetime_endsWhenTokenIsDisposed_andRunsLateObserversAtOnce() {
        let (lifetime, token) = Lifetime.make()
        token.dispose()
        var ran = false
        let handle = lifetime.observeEnded { ran = true }
        XCTAssertNil(handle)
        XCTAssertTrue(ran)
        XCTAssertTrue(token.isDisposed)
    }

    func test_emptyLifetime_hasEnded() {
        XCTAssertTrue(Lifetime.empty.hasEnded)
    }

    func test_lifetime_boundObservationEndsWithIt() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var values: [Int] = []
        var token: Lifetime.Token? = nil
        do {
            let (lifetime, newToken) = Lifetime.make()
            token = newToken
            lifetime += signal.observeValues { values.append($0) }
        }
        input.send(value: 1)
        XCTAssertNotNil(token)
        token = nil
        input.send(value: 2)
        XCTAssertEqual(values, [1])
    }
}
