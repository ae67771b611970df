import Ripple
import RippleTesting
import XCTest

/// Disposing a run of a producer lifted through a scheduling operator interrupts the upstream
/// run; `interrupted` then reaches the observer through the scheduler, as values do, and not
/// at once on the disposing thread.
final class ScheduledInterruptionTests: XCTestCase {
    private typealias Operator = (SignalProducer<Int, Never>, TestScheduler)
        -> SignalProducer<Int, Never>

    private let operators: [(String, Operator)] = [
        ("observe(on:)", { $0.observe(on: $1) }),
        ("delay", { $0.delay(.seconds(1), on: $1) }),
        ("throttle", { $0.throttle(.seconds(1), on: $1) }),
        ("debounce", { $0.debounce(.seconds(1), on: $1) }),
    ]

    func test_disposingARun_deliversInterruptedThroughTheScheduler() {
        for (name, apply) in operators {
            let scheduler = TestScheduler()
            var events: [Signal<Int, Never>.Event] = []
            let run = apply(.never, scheduler).start { events.append($0) }
            run.dispose()
            XCTAssertEqual(events, [], "\(name): interrupted arrived on the disposing thread")
            scheduler.advance()
            XCTAssertEqual(events, [.interrupted], name)
        }
    }

    func test_disposingARun_interruptsTheUpstreamRunAtOnce() {
        for (name, apply) in operators {
            let scheduler = TestScheduler()
            var upstream: [Signal<Int, Never>.Event] = []
            let source = SignalProducer<Int, Never>.never.on(event: { upstream.append($0) })
            let run = apply(source, scheduler).start()
            run.dispose()
            XCTAssertEqual(upstream, [.interrupted], name)
        }
    }

    func test_observeOn_disposalDropsTheEventsStillWaiting_asReactiveSwift() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        var events: [Signal<Int, Never>.Event] = []
        let run = SignalProducer(signal).observe(on: scheduler).start { events.append($0) }
        input.send(value: 1)
        input.send(value: 2)
        run.dispose()
        scheduler.advance()
        XCTAssertEqual(events, [.interrupted])
    }

    func test_upstreamThatAlreadyCompleted_disposalStillInterruptsThroughTheScheduler() {
        for (name, apply) in operators {
            let scheduler = TestScheduler()
            var events: [Signal<Int, Never>.Event] = []
            let run = apply(SignalProducer(values: 1, 2), scheduler).start { events.append($0) }
            run.dispose()
            scheduler.run()
            // As ReactiveSwift: throttle's value scheduled "for now" is dropped too.
            XCTAssertEqual(events, [.interrupted], name)
        }
    }

    func test_startWithSignal_interrupterOfAScheduledRun_goesThroughTheScheduler() {
        let scheduler = TestScheduler()
        var events: [Signal<Int, Never>.Event] = []
        let interrupter = SignalProducer<Int, Never>.never.observe(on: scheduler)
            .startWithSignal { signal, interrupter in
                signal.observe { events.append($0) }
                return interrupter
            }
        interrupter.dispose()
        XCTAssertEqual(events, [])
        scheduler.advance()
        XCTAssertEqual(events, [.interrupted])
    }

    func test_scheduledRun_completesAndFailsAsBefore() {
        let scheduler = TestScheduler()
        var completed: [Signal<Int, TestError>.Event] = []
        var failed: [Signal<Int, TestError>.Event] = []
        SignalProducer<Int, TestError>(value: 1).observe(on: scheduler)
            .start { completed.append($0) }
        SignalProducer<Int, TestError>(error: TestError()).delay(.seconds(1), on: scheduler)
            .start { failed.append($0) }
        scheduler.run()
        XCTAssertEqual(completed, [.value(1), .completed])
        XCTAssertEqual(failed, [.failed(TestError())])
    }

    func test_scheduledRun_isInterruptedWhenItsInterrupterAndObserverAreReleased() {
        let scheduler = TestScheduler()
        var upstream: [Signal<Int, Never>.Event] = []
        SignalProducer<Int, Never>.never.on(event: { upstream.append($0) })
            .observe(on: scheduler)
            .startWithSignal { _, _ in }
        XCTAssertEqual(upstream, [.interrupted])
    }
}
