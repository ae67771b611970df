import Dispatch
import Ripple
import RippleTesting
import XCTest

/// Every time operator takes a `DispatchTimeInterval` and a `TimeInterval` as well as a
/// `Duration`, and each form behaves exactly as the `Duration` one.
final class TimeOperatorFormsTests: XCTestCase {
    private typealias Apply = (Signal<Int, TestError>, TestScheduler) -> Signal<Int, TestError>
    private typealias ApplyProducer = (SignalProducer<Int, TestError>, TestScheduler)
        -> SignalProducer<Int, TestError>

    private let second: DispatchTimeInterval = .seconds(1)

    /// Sends 1 and 2 half a second apart, waits, sends 3, and ends with `terminal`.
    private func history(
        _ apply: Apply, ending terminal: Signal<Int, TestError>.Event
    ) -> [Signal<Int, TestError>.Event] {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = EventRecorder<Int, TestError>()
        apply(signal, scheduler).observe(recorder.observer)
        input.send(value: 1)
        scheduler.advance(by: .milliseconds(500))
        input.send(value: 2)
        scheduler.advance(by: .seconds(3))
        input.send(value: 3)
        input.send(terminal)
        scheduler.advance(by: .seconds(3))
        return recorder.events
    }

    private func producerHistory(_ apply: ApplyProducer) -> [Signal<Int, TestError>.Event] {
        let scheduler = TestScheduler()
        let recorder = EventRecorder<Int, TestError>()
        apply(SignalProducer(values: 1, 2), scheduler).start(recorder.observer)
        scheduler.advance(by: .seconds(5))
        return recorder.events
    }

    private func assertSameHistories(
        _ primary: Apply, _ dispatch: Apply, _ seconds: Apply, line: UInt = #line
    ) {
        for terminal in [
            Signal<Int, TestError>.Event.completed, .failed(TestError()), .interrupted,
        ] {
            let expected = history(primary, ending: terminal)
            XCTAssertFalse(expected.isEmpty, line: line)
            XCTAssertEqual(history(dispatch, ending: terminal), expected, line: line)
            XCTAssertEqual(history(seconds, ending: terminal), expected, line: line)
        }
    }

    private func assertSameProducerHistories(
        _ primary: ApplyProducer, _ dispatch: ApplyProducer, _ seconds: ApplyProducer,
        line: UInt = #line
    ) {
        let expected = producerHistory(primary)
        XCTAssertFalse(expected.isEmpty, line: line)
        XCTAssertEqual(producerHistory(dispatch), expected, line: line)
        XCTAssertEqual(producerHistory(seconds), expected, line: line)
    }

    func test_delay_allForms() {
        assertSameHistories(
            { $0.delay(.seconds(1), on: $1) }, { $0.delay(self.second, on: $1) },
            { $0.delay(1, on: $1) })
        assertSameProducerHistories(
            { $0.delay(.seconds(1), on: $1) }, { $0.delay(self.second, on: $1) },
            { $0.delay(1.0, on: $1) })
    }

    func test_throttle_allForms() {
        assertSameHistories(
            { $0.throttle(.seconds(1), on: $1) }, { $0.throttle(self.second, on: $1) },
            { $0.throttle(1, on: $1) })
        assertSameProducerHistories(
            { $0.throttle(.seconds(1), on: $1) }, { $0.throttle(self.second, on: $1) },
            { $0.throttle(1, on: $1) })
    }

    func test_debounce_allForms() {
        assertSameHistories(
            { $0.debounce(.seconds(1), on: $1, discardWhenCompleted: false) },
            { $0.debounce(self.second, on: $1, discardWhenCompleted: false) },
            { $0.debounce(1, on: $1, discardWhenCompleted: false) })
        assertSameProducerHistories(
            { $0.debounce(.seconds(1), on: $1) }, { $0.debounce(self.second, on: $1) },
            { $0.debounce(1, on: $1) })
    }

    func test_timeout_allForms() {
        let error = TestError(code: 9)
        assertSameHistories(
            { $0.timeout(after: .seconds(2), raising: error, on: $1) },
            { $0.timeout(after: .seconds(2) as DispatchTimeInterval, raising: error, on: $1) },
            { $0.timeout(after: 2, raising: error, on: $1) })
        assertSameProducerHistories(
            { $0.delay(.seconds(3), on: $1).timeout(after: .seconds(2), raising: error, on: $1) },
            {
                $0.delay(.seconds(3), on: $1)
                    .timeout(after: .seconds(2) as DispatchTimeInterval, raising: error, on: $1)
            },
            { $0.delay(3, on: $1).timeout(after: 2, raising: error, on: $1) })
    }
}
