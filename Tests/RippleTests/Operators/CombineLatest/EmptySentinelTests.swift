import Ripple
import XCTest

final class EmptySentinelTests: XCTestCase {
    func test_combineLatestAndZip_withNoInputs_sendTheSentinel() {
        let none: [SignalProducer<Int, Never>] = []
        XCTAssertEqual(
            recordEvents(SignalProducer.combineLatest(none, emptySentinel: [0])).events,
            [.value([0]), .completed])
        XCTAssertEqual(
            recordEvents(SignalProducer.zip(none, emptySentinel: [])).events,
            [.value([]), .completed])
    }

    func test_combineLatestAndZip_withInputs_ignoreTheSentinel() {
        let (a, aInput) = Signal<Int, OperatorTestError>.pipe()
        let inputs = [SignalProducer(a), SignalProducer(value: 10)]
        let latest = recordEvents(SignalProducer.combineLatest(inputs, emptySentinel: [0]))
        let zipped = recordEvents(SignalProducer.zip([a, a], emptySentinel: [0]))
        aInput.send(value: 1)
        aInput.send(error: .boom)
        XCTAssertEqual(latest.events, [.value([1, 10]), .failed(.boom)])
        XCTAssertEqual(zipped.events, [.value([1, 1]), .failed(.boom)])
        // The properties are kept to the end: an optimized build releases them after their
        // last use, and their deinit would complete the run before the dispose interrupts it.
        let properties = [MutableProperty(1), MutableProperty(2)]
        let interrupted = recordEvents(
            SignalProducer<Int, Never>.combineLatest(properties, emptySentinel: []))
        withExtendedLifetime(properties) {
            interrupted.disposable?.dispose()
            XCTAssertEqual(interrupted.events, [.value([1, 2]), .interrupted])
        }
    }
}
