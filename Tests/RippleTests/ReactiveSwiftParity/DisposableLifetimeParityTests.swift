import RippleTesting
import XCTest

@testable import Ripple

/// ReactiveSwift's `DisposableSpec` and `LifetimeSpec` facts, in Ripple's API.
final class DisposableLifetimeParityTests: XCTestCase {
    func test_parity_anyDisposable_runsItsActionOnce() {
        var runs = 0
        let disposable = AnyDisposable { runs += 1 }
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
        XCTAssertEqual(runs, 1)
    }

    func test_parity_composite_disposesMembersAndLateAdditions() {
        let composite = CompositeDisposable()
        let first = AnyDisposable()
        var actionRuns = 0
        composite += first
        composite += { actionRuns += 1 }
        composite.dispose()
        XCTAssertTrue(composite.isDisposed)
        XCTAssertTrue(first.isDisposed)
        XCTAssertEqual(actionRuns, 1)
        let late = AnyDisposable()
        XCTAssertNil(composite += late)
        XCTAssertTrue(late.isDisposed)
    }

    func test_parity_composite_removedMemberIsNotDisposed() {
        let composite = CompositeDisposable()
        let kept = AnyDisposable()
        let removed = AnyDisposable()
        composite += kept
        let handle = composite += removed
        handle?.dispose()
        XCTAssertFalse(removed.isDisposed)
        composite.dispose()
        XCTAssertTrue(kept.isDisposed)
        XCTAssertFalse(removed.isDisposed)
    }

    func test_parity_composite_initWithSequence() {
        let members = [AnyDisposable(), AnyDisposable()]
        let composite = CompositeDisposable(members)
        composite.dispose()
        XCTAssertEqual(members.map(\.isDisposed), [true, true])
    }

    func test_parity_scoped_disposesItsInnerOnDeinit() {
        let inner = AnyDisposable()
        do {
            let scoped = ScopedDisposable(inner)
            XCTAssertFalse(scoped.isDisposed)
        }
        XCTAssertTrue(inner.isDisposed)
    }

    func test_parity_serial_disposesReplacedInner_andInnerSetAfterDisposal() {
        let serial = SerialDisposable()
        let first = AnyDisposable()
        let second = AnyDisposable()
        serial.inner = first
        serial.inner = second
        XCTAssertTrue(first.isDisposed)
        XCTAssertFalse(second.isDisposed)
        serial.dispose()
        XCTAssertTrue(second.isDisposed)
        let third = AnyDisposable()
        serial.inner = third
        XCTAssertTrue(third.isDisposed)
    }

    func test_parity_lifetime_endsWhenTheTokenIsReleased() {
        var ended = 0
        var token: Lifetime.Token?
        let lifetime: Lifetime
        do {
            let made = Lifetime.make()
            lifetime = made.lifetime
            token = made.token
        }
        lifetime.observeEnded { ended += 1 }
        let added = AnyDisposable()
        lifetime += added
        XCTAssertFalse(lifetime.hasEnded)
        withExtendedLifetime(token) { XCTAssertFalse(lifetime.hasEnded) }
        token = nil
        XCTAssertTrue(lifetime.hasEnded)
        XCTAssertEqual(ended, 1)
        XCTAssertTrue(added.isDisposed)
    }

    func test_parity_lifetime_endsWhenTheTokenIsDisposed() {
        let (lifetime, token) = Lifetime.make()
        var ended = false
        lifetime.observeEnded { ended = true }
        token.dispose()
        XCTAssertTrue(ended)
        XCTAssertTrue(lifetime.hasEnded)
    }

    func test_parity_endedLifetime_runsNewObserversAtOnce() {
        var ran = false
        XCTAssertTrue(Lifetime.empty.hasEnded)
        XCTAssertNil(Lifetime.empty.observeEnded { ran = true })
        XCTAssertTrue(ran)
    }

    func test_parity_takeDuringAnObjectsLifetime_completesWhenItGoes() {
        final class Owner {
            let (lifetime, token) = Lifetime.make()
        }
        let (signal, input) = Signal<Int, Never>.pipe()
        var owner: Owner? = Owner()
        let log = recordEvents(signal.take(during: owner!.lifetime))
        input.send(value: 1)
        owner = nil
        input.send(value: 2)
        XCTAssertEqual(log.events, [.value(1), .completed])
    }
}
