import Ripple
import XCTest

final class MapErrorTests: XCTestCase {
    private struct Wrapped: Swift.Error, Equatable {
        let inner: OperatorTestError
    }

    func test_mapError_transformsFailure() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.mapError(Wrapped.init))
        input.send(value: 1)
        input.send(error: .boom)
        XCTAssertEqual(log.events, [.value(1), .failed(Wrapped(inner: .boom))])
    }

    func test_mapError_forwardsCompletionAndInterruption() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.mapError(Wrapped.init))
        input.sendCompleted()
        XCTAssertEqual(log.events, [.completed])

        let (other, otherInput) = Signal<Int, OperatorTestError>.pipe()
        let interrupted = recordEvents(other.mapError(Wrapped.init))
        otherInput.sendInterrupted()
        XCTAssertEqual(interrupted.events, [.interrupted])
    }

    func test_mapError_releasesClosureAndUpstreamWhenDisposed() {
        assertReleasesUpstream { signal, witness in
            signal.mapError { error -> Wrapped in
                _ = witness
                return Wrapped(inner: error)
            }
        }
    }

    func test_mapError_producer() {
        let log = recordEvents(
            SignalProducer<Int, OperatorTestError>(error: .other).mapError(Wrapped.init))
        XCTAssertEqual(log.events, [.failed(Wrapped(inner: .other))])
    }
}
