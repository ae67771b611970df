import Ripple
import XCTest

final class BinaryLiftTests: XCTestCase {
    /// Records which producer starts first.
    private func startOrder() -> (
        SignalProducer<Int, Never>, SignalProducer<Int, Never>, () -> [String]
    ) {
        var order: [String] = []
        let left = SignalProducer<Int, Never> { observer, _ in
            order.append("left")
            observer.send(value: 1)
            observer.sendCompleted()
        }
        let right = SignalProducer<Int, Never> { observer, _ in
            order.append("right")
            observer.send(value: 2)
            observer.sendCompleted()
        }
        return (left, right, { order })
    }

    func test_liftLeft_startsSelfFirst() {
        let (left, right, order) = startOrder()
        let log = recordEvents(left.liftLeft(Signal.merge(with:))(right))
        XCTAssertEqual(order(), ["left", "right"])
        XCTAssertEqual(log.events, [.value(1), .value(2), .completed])
    }

    func test_liftRightAndLift_startTheOtherFirst() {
        let (left, right, order) = startOrder()
        let log = recordEvents(left.liftRight(Signal.merge(with:))(right))
        XCTAssertEqual(order(), ["right", "left"])
        XCTAssertEqual(log.events, [.value(2), .value(1), .completed])
        let lifted = recordEvents(left.lift(Signal.merge(with:))(right))
        XCTAssertEqual(order(), ["right", "left", "right", "left"])
        XCTAssertEqual(lifted.events, [.value(2), .value(1), .completed])
    }

    func test_lift_failureAndDisposal() {
        let failing = SignalProducer<Int, OperatorTestError>(error: .boom)
        let log = recordEvents(failing.lift(Signal.merge(with:))(.never))
        XCTAssertEqual(log.events, [.failed(.boom)])
        var disposed = 0
        let tracked = SignalProducer<Int, OperatorTestError>.never.on(disposed: { disposed += 1 })
        let both = recordEvents(tracked.liftLeft(Signal.merge(with:))(tracked))
        both.disposable?.dispose()
        XCTAssertEqual(both.events, [.interrupted])
        XCTAssertEqual(disposed, 2)
    }
}
