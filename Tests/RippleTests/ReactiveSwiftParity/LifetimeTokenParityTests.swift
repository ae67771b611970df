import RippleTesting
import XCTest

@testable import Ripple

/// ReactiveSwift's `LifetimeSpec` facts about `Lifetime.Token`, `Lifetime(_:)` and `ended`,
/// in Ripple's API: an object keeps a public token and hands out lifetimes made from it.
final class LifetimeTokenParityTests: XCTestCase {
    /// An object that owns its lifetime the ReactiveSwift way.
    private final class Owner {
        private let token = Lifetime.Token()
        var lifetime: Lifetime { Lifetime(token) }

        func endLifetime() {
            token.dispose()
        }
    }

    func test_parity_endedSignal_completesWhenTheTokenIsReleased() {
        var owner: Owner? = Owner()
        let observer = TestObserver<Never, Never>()
        owner?.lifetime.ended.observe(observer.observer)
        XCTAssertEqual(observer.events, [])

        owner = nil

        XCTAssertEqual(observer.events, [.completed])
    }

    func test_parity_endedSignal_completesWhenTheTokenIsDisposed() {
        let owner = Owner()
        let observer = TestObserver<Never, Never>()
        owner.lifetime.ended.observe(observer.observer)

        owner.endLifetime()

        XCTAssertEqual(observer.events, [.completed])
        XCTAssertTrue(owner.lifetime.hasEnded)
    }

    func test_parity_endedSignal_completesEvenWhileTheLifetimeIsKept() {
        var owner: Owner? = Owner()
        let lifetime = owner?.lifetime
        let observer = TestObserver<Never, Never>()
        lifetime?.ended.observe(observer.observer)

        owner = nil

        XCTAssertEqual(observer.events, [.completed])
        XCTAssertEqual(lifetime?.hasEnded, true)
    }

    func test_parity_endedSignal_ofAnEndedLifetime_interruptsNewObserversAndReturnsNil() {
        let observer = TestObserver<Never, Never>()

        let disposable = Lifetime.empty.ended.observe(observer.observer)

        XCTAssertNil(disposable)
        XCTAssertEqual(observer.events, [.interrupted])
    }

    func test_parity_make_replacingTheTokenEndsTheLifetime() {
        let lifetime: Lifetime
        var token: Lifetime.Token
        (lifetime, token) = Lifetime.make()
        var ended = 0
        lifetime.observeEnded { ended += 1 }
        XCTAssertEqual(ended, 0)

        token = Lifetime.Token()

        XCTAssertEqual(ended, 1)
        XCTAssertTrue(lifetime.hasEnded)
        XCTAssertFalse(Lifetime(token).hasEnded)
    }

    func test_parity_observeEnded_runsWhenTheTokenIsReleased_evenWhileTheLifetimeIsKept() {
        var owner: Owner? = Owner()
        let lifetime = owner?.lifetime
        var ended = 0
        lifetime?.observeEnded { ended += 1 }
        XCTAssertEqual(ended, 0)

        owner = nil

        XCTAssertEqual(ended, 1)
    }

    func test_parity_lifetimeMadeFromAToken_doesNotKeepTheTokenAlive() {
        var token: Lifetime.Token? = Lifetime.Token()
        weak let weakToken = token
        let lifetime = token.map { Lifetime($0) }

        token = nil

        XCTAssertNil(weakToken)
        XCTAssertEqual(lifetime?.hasEnded, true)
    }

    func test_parity_lifetimesMadeFromOneToken_endTogether() {
        let token = Lifetime.Token()
        let first = Lifetime(token)
        let second = Lifetime(token)
        var ended: [String] = []
        first.observeEnded { ended.append("first") }
        second.observeEnded { ended.append("second") }

        token.dispose()

        XCTAssertEqual(ended, ["first", "second"])
        XCTAssertTrue(first.hasEnded)
        XCTAssertTrue(second.hasEnded)
        XCTAssertTrue(token.isDisposed)
    }

    func test_parity_endedLifetime_disposesAdditionsAtOnceAndReturnsNil() {
        let (lifetime, token) = Lifetime.make()
        token.dispose()
        let added = AnyDisposable()

        XCTAssertNil(lifetime += added)
        XCTAssertTrue(added.isDisposed)
        XCTAssertNil(lifetime += nil)
        var ran = false
        XCTAssertNil(lifetime.observeEnded { ran = true })
        XCTAssertTrue(ran)
    }

    func test_parity_observeEndedHandle_detachesTheAction() {
        let (lifetime, token) = Lifetime.make()
        var ended = 0
        let handle = lifetime.observeEnded { ended += 1 }
        handle?.dispose()

        token.dispose()

        XCTAssertEqual(ended, 0)
        XCTAssertTrue(lifetime.hasEnded)
    }

    func test_parity_endedSignal_releasedUnobserved_leavesNothingInTheLifetime() {
        let (lifetime, token) = Lifetime.make()
        weak var weakCanary: Canary?
        do {
            let canary = Canary()
            weakCanary = canary
            let ended = lifetime.ended
            let observation = ended.observe { [canary] _ in _ = canary }
            observation?.dispose()
        }
        XCTAssertNil(weakCanary)
        XCTAssertFalse(lifetime.hasEnded)
        withExtendedLifetime(token) {}
    }
}
