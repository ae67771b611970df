import Foundation
import Ripple
import RippleTesting
import XCTest

/// "A disposed producer run delivers nothing more" (Docs/Contracts.md, "Delivery"), checked for the
/// shape in which such values were once measured still arriving: eight threads send into a `delay`
/// or `throttle` run, so that values are already due on the scheduler when the run is disposed
/// (from inside the delivery of the first of them, or before the scheduler runs). None of them is
/// delivered after the disposal: only `interrupted`.
final class DisposedRunDueValuesTests: XCTestCase {
    private let senders = 8
    private let valuesPerSender = 100

    func test_delay_disposedWhileValuesFromEightThreadsAreDue_deliversNoneOfThem() {
        let events = eventsOfARunDisposedAtItsFirstValue { $0.delay(1, on: $1) }
        XCTAssertEqual(events.count, 2)
        XCTAssertNotNil(events.first?.value)
        XCTAssertEqual(events.last, .interrupted)
    }

    func test_throttle_disposedWithAValueFromEightThreadsDue_deliversOnlyInterrupted() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        var events: [Signal<Int, Never>.Event] = []
        let run = SignalProducer(signal).throttle(10, on: scheduler).start { events.append($0) }
        let perSender = valuesPerSender
        // The first value is scheduled for now; the latest of the others waits for 10 s.
        runTogether(senders) { sender in
            for index in 0..<perSender {
                input.send(value: sender * perSender + index)
            }
        }

        run.dispose()
        scheduler.advance(by: .seconds(20))

        XCTAssertEqual(events, [.interrupted])
    }

    /// Starts `apply` over a pipe, lets eight threads send into the pipe (the values wait on a
    /// `TestScheduler`), then advances the scheduler past all of them; the run's observer
    /// disposes the run when its first value arrives. Returns what the observer saw.
    private func eventsOfARunDisposedAtItsFirstValue(
        _ apply: (SignalProducer<Int, Never>, TestScheduler) -> SignalProducer<Int, Never>
    ) -> [Signal<Int, Never>.Event] {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        var events: [Signal<Int, Never>.Event] = []
        let run = SerialDisposable()
        run.inner = apply(SignalProducer(signal), scheduler).start { event in
            events.append(event)
            if event.value != nil { run.dispose() }
        }
        let perSender = valuesPerSender
        runTogether(senders) { sender in
            for index in 0..<perSender {
                input.send(value: sender * perSender + index)
            }
        }
        scheduler.advance(by: .seconds(10))
        scheduler.run()
        return events
    }
}
