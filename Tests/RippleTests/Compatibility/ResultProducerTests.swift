import RippleTesting
import XCTest

@testable import Ripple

/// `Result` as a `SignalProducerConvertible`, and its internal accessors under ReactiveSwift's
/// internal names.
final class ResultProducerTests: XCTestCase {
    private struct Failure: Error, Equatable {}

    func test_successProducer_sendsTheValueThenCompletes() {
        let observer = TestObserver<Int, Failure>()
        Result<Int, Failure>.success(1).producer.start(observer.observer)
        XCTAssertEqual(observer.events, [.value(1), .completed])
    }

    func test_failureProducer_fails() {
        let observer = TestObserver<Int, Failure>()
        Result<Int, Failure>.failure(Failure()).producer.start(observer.observer)
        XCTAssertEqual(observer.events, [.failed(Failure())])
    }

    func test_resultAsInnerStreamOfFlatten() {
        let observer = TestObserver<Int, Failure>()
        SignalProducer<Result<Int, Failure>, Failure>([.success(1), .success(2)])
            .flatten(.concat)
            .start(observer.observer)
        XCTAssertEqual(observer.events, [.value(1), .value(2), .completed])
    }

    func test_internalAccessors() {
        let success = Result<Int, Failure>(success: 3)
        let failure = Result<Int, Failure>(failure: Failure())
        XCTAssertEqual(success.value, 3)
        XCTAssertNil(success.error)
        XCTAssertNil(failure.value)
        XCTAssertEqual(failure.error, Failure())
    }
}
