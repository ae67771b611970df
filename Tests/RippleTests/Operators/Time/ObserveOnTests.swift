import Dispatch
import Ripple
import RippleTesting
import XCTest

final class ObserveOnTests: XCTestCase {
    func test_observeOn_deliversEveryEventThroughTheSchedulerInOrder() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = EventRecorder<Int, TestError>()
        signal.observe(on: scheduler).observe(recorder.observer)
        input.send(value: 1)
        input.send(value: 2)
        input.sendCompleted()
        XCTAssertEqual(recorder.events, [])
        scheduler.advance()
        XCTAssertEqual(recorder.events, [.value(1), .value(2), .completed])
    }

    func test_observeOn_laterEventsGetALaterTurn() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        var values: [Int] = []
        signal.observe(on: scheduler).observeValues { values.append($0) }
        input.send(value: 1)
        scheduler.advance()
        input.send(value: 2)
        XCTAssertEqual(values, [1])
        scheduler.advance()
        XCTAssertEqual(values, [1, 2])
    }

    func test_observeOn_immediateSchedulerDeliversSynchronously() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var values: [Int] = []
        signal.observe(on: ImmediateScheduler()).observeValues { values.append($0) }
        input.send(value: 1)
        XCTAssertEqual(values, [1])
    }

    func test_observeOn_sendFromAnObserverIsDeliveredInOrder() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        var values: [Int] = []
        signal.observe(on: scheduler).observeValues { value in
            values.append(value)
            if value == 1 { input.send(value: 3) }
        }
        input.send(value: 1)
        input.send(value: 2)
        scheduler.advance()
        XCTAssertEqual(values, [1, 2, 3])
        input.sendCompleted()  // the observer holds the input
        scheduler.advance()
    }

    func test_observeOn_queueSchedulerDeliversOnItsQueue() {
        let key = DispatchSpecificKey<Int>()
        let queue = DispatchQueue(label: "ObserveOnTests")
        queue.setSpecific(key: key, value: 42)
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = EventRecorder<Int, Never>()
        var onQueue: [Bool] = []
        signal.observe(on: QueueScheduler(queue: queue)).observe { event in
            onQueue.append(DispatchQueue.getSpecific(key: key) == 42)
            recorder.observer.send(event)
        }
        input.send(value: 1)
        input.send(value: 2)
        input.sendCompleted()
        queue.sync {}  // every delivery scheduled so far has run
        XCTAssertEqual(recorder.events, [.value(1), .value(2), .completed])
        XCTAssertEqual(queue.sync { onQueue }, [true, true, true])
    }

    func test_observeOn_disposalDropsWaitingEvents() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Canary, Never>.pipe()
        var received = 0
        let observation = signal.observe(on: scheduler).observeValues { _ in received += 1 }
        weak var weakCanary: Canary?
        do {
            let canary = Canary()
            weakCanary = canary
            input.send(value: canary)
        }
        observation?.dispose()
        XCTAssertNil(weakCanary)
        scheduler.advance()
        XCTAssertEqual(received, 0)
    }

    func test_observeOn_producerDeliversEachRunThroughTheScheduler() {
        let scheduler = TestScheduler()
        let recorder = EventRecorder<Int, Never>()
        SignalProducer<Int, Never>(values: 1, 2).observe(on: scheduler).start(recorder.observer)
        XCTAssertEqual(recorder.events, [])
        scheduler.advance()
        XCTAssertEqual(recorder.events, [.value(1), .value(2), .completed])
    }

    /// Two delayed streams merged, then `observe(on:)` the same scheduler: at the shared
    /// deadline the second value joins the delivery the first one scheduled, so both values
    /// are delivered before either stream's completion turn (its `terminated`).
    /// ReactiveSwift 7.2.1 schedules one action per event and logs
    /// `out:2 T2 out:3 T3 C`; the values and the terminal event are the same.
    func test_observeOn_sameInstant_joinsTheScheduledDelivery_beforeOtherWorkDueThen() {
        let scheduler = TestScheduler()
        var log: [String] = []
        func delayed(_ value: Int) -> SignalProducer<Int, Never> {
            SignalProducer(value: value).delay(0.5, on: scheduler)
                .on(terminated: { log.append("T\(value)") })
        }
        SignalProducer.merge(delayed(2), delayed(3)).observe(on: scheduler)
            .start { event in
                switch event {
                case .value(let value): log.append("out:\(value)")
                case .completed: log.append("C")
                default: log.append("\(event)")
                }
            }
        scheduler.advance(by: .milliseconds(500))
        XCTAssertEqual(log, ["out:2", "out:3", "T2", "T3", "C"])
    }
}
