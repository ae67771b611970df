import XCTest

@testable import Ripple

final class TakeDuringTests: XCTestCase {
    func test_takeDuring_completesWhenLifetimeEnds() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let (lifetime, token) = Lifetime.make()
        let log = recordEvents(output.take(during: lifetime))
        input.send(value: 1)
        token.dispose()
        input.send(value: 2)
        XCTAssertEqual(log.events, [.value(1), .completed])
        XCTAssertEqual(output.core.observerCount, 0)
    }

    func test_takeDuring_endedLifetimeTerminatesAtOnce() {
        let output = Signal<Int, Never>.never
        let log = recordEvents(output.take(during: Lifetime.empty))
        XCTAssertEqual(log.events, [.interrupted])
        XCTAssertEqual(output.core.observerCount, 0)
    }

    func test_takeDuring_forwardsUpstreamTermination() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let (lifetime, token) = Lifetime.make()
        let log = recordEvents(output.take(during: lifetime))
        input.send(error: .boom)
        XCTAssertEqual(log.events, [.failed(.boom)])
        token.dispose()
        XCTAssertEqual(log.events, [.failed(.boom)])
    }

    func test_takeDuring_completesWhenTokenIsReleased() {
        let (output, input) = Signal<Int, Never>.pipe()
        var token: Lifetime.Token?
        let lifetime: Lifetime = {
            let (lifetime, madeToken) = Lifetime.make()
            token = madeToken
            return lifetime
        }()
        let log = recordEvents(output.take(during: lifetime))
        input.send(value: 1)
        XCTAssertNotNil(token)
        token = nil
        XCTAssertEqual(log.events, [.value(1), .completed])
    }

    func test_takeDuring_releasesUpstreamWhenDisposed() {
        let (lifetime, token) = Lifetime.make()
        assertReleasesUpstream { signal, witness in
            signal.mapConst(witness).take(during: lifetime)
        }
        withExtendedLifetime(token) {}
    }

    func test_takeDuring_producer() {
        let (values, input) = Signal<Int, Never>.pipe()
        let (lifetime, token) = Lifetime.make()
        let log = recordEvents(SignalProducer(values).take(during: lifetime))
        input.send(value: 1)
        token.dispose()
        XCTAssertEqual(log.events, [.value(1), .completed])
    }
}
