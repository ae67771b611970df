import Ripple
import XCTest

final class SlidingWindowTests: XCTestCase {
    func test_slidingWindow_sendsOnceMinIsReached_andKeepsMax() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.slidingWindow(max: 3, min: 2))
        for value in 1...5 { input.send(value: value) }
        input.sendCompleted()
        XCTAssertEqual(
            log.events,
            [
                .value([1, 2]), .value([1, 2, 3]), .value([2, 3, 4]), .value([3, 4, 5]), .completed,
            ])
    }

    func test_slidingWindow_minZeroAndMinEqualToMax() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let zero = recordEvents(output.slidingWindow(max: 2, min: 0))
        let full = recordEvents(output.slidingWindow(max: 2, min: 2))
        let never = recordEvents(output.slidingWindow(max: 1, min: 2))
        for value in 1...3 { input.send(value: value) }
        input.send(error: .boom)
        XCTAssertEqual(
            zero.events, [.value([1]), .value([1, 2]), .value([2, 3]), .failed(.boom)])
        XCTAssertEqual(full.events, [.value([1, 2]), .value([2, 3]), .failed(.boom)])
        XCTAssertEqual(never.events, [.failed(.boom)])
    }

    func test_slidingWindow_producer_perRun() {
        let producer = SignalProducer<Int, Never>(values: 1, 2, 3).slidingWindow(max: 2, min: 1)
        XCTAssertEqual(
            recordEvents(producer).events,
            [.value([1]), .value([1, 2]), .value([2, 3]), .completed])
        let interrupted = recordEvents(
            SignalProducer<Int, Never>.never.slidingWindow(max: 2, min: 1))
        interrupted.disposable?.dispose()
        XCTAssertEqual(interrupted.events, [.interrupted])
    }

    func test_slidingWindow_maxBelowOneStops() throws {
        try expectCrash(message: "slidingWindow(max:min:) needs a max >= 1, got 0") {
            _ = Signal<Int, Never>.never.slidingWindow(max: 0, min: 0)
        }
    }
}
