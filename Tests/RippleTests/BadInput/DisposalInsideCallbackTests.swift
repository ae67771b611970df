import Ripple
import RippleTesting
import XCTest

/// Disposing from inside a callback is defined: a disposed observation gets nothing more, not
/// even the rest of the event under way; a disposed run ends `interrupted`; everything else
/// goes on.
final class DisposalInsideCallbackTests: XCTestCase {
    func test_disposingAnObservationInsideItsOwnObserver_stopsOnlyThatObservation() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var seen: [Int] = []
        var observation: Disposable?
        observation = signal.observeValues { value in
            seen.append(value)
            observation?.dispose()
        }
        let other = TestObserver<Int, Never>()
        signal.observe(other.observer)
        input.send(value: 1)
        input.send(value: 2)
        input.sendCompleted()
        XCTAssertEqual(seen, [1])
        XCTAssertEqual(other.events, [.value(1), .value(2), .completed])
    }

    func test_disposingARunInsideItsOwnValueCallback_interruptsTheRun() {
        let (work, input) = Signal<Int, Never>.pipe()
        var ended = false
        let producer = SignalProducer<Int, Never> { observer, lifetime in
            lifetime.observeEnded { ended = true }
            lifetime += work.observe(observer)
        }
        var seen: [Signal<Int, Never>.Event] = []
        var run: Disposable?
        run = producer.start { event in
            seen.append(event)
            if event.value == 1 { run?.dispose() }
        }
        input.send(value: 1)
        input.send(value: 2)
        // As disposing a run anywhere: it ends `interrupted`, then nothing more.
        XCTAssertEqual(seen, [.value(1), .interrupted])
        XCTAssertTrue(ended)
        XCTAssertEqual(run?.isDisposed, true)
    }

    func test_disposingAnotherObservationInsideAnObserver_dropsTheEventUnderWayForIt() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var second: Disposable?
        signal.observeValues { _ in second?.dispose() }
        var secondSeen: [Int] = []
        second = signal.observeValues { secondSeen.append($0) }
        input.send(value: 1)
        XCTAssertEqual(secondSeen, [])
    }
}
