import Ripple
import RippleTesting
import XCTest

final class LazyMapTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var input: Signal<Int, TestError>.Observer!
    private var recorder = EventRecorder<String, TestError>()
    private var events: [Signal<String, TestError>.Event] { recorder.events }
    private var transformed: [Int] = []

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler()
        recorder = EventRecorder()
        transformed = []
        let (signal, input) = Signal<Int, TestError>.pipe()
        self.input = input
        signal.lazyMap(on: scheduler) { [unowned self] value in
            transformed.append(value)
            return "#\(value)"
        }
        .observe(recorder.observer)
    }

    func test_lazyMap_aNewerValueReplacesTheOneWaiting_andOnlyItIsTransformed() {
        input.send(value: 1)
        input.send(value: 2)
        XCTAssertEqual(events, [])
        scheduler.advance()
        XCTAssertEqual(events, [.value("#2")])
        XCTAssertEqual(transformed, [2])
        input.send(value: 3)
        scheduler.advance()
        XCTAssertEqual(events, [.value("#2"), .value("#3")])
    }

    func test_lazyMap_completionComesAfterTheValueWaiting() {
        input.send(value: 1)
        input.sendCompleted()
        scheduler.advance()
        XCTAssertEqual(events, [.value("#1"), .completed])
    }

    func test_lazyMap_failureComesAfterTheValueWaiting() {
        input.send(value: 1)
        input.send(error: TestError())
        scheduler.advance()
        XCTAssertEqual(events, [.value("#1"), .failed(TestError())])
    }

    func test_lazyMap_interruptionDropsTheValueWaiting() {
        input.send(value: 1)
        input.sendInterrupted()
        XCTAssertEqual(events, [])
        scheduler.advance()
        XCTAssertEqual(events, [.interrupted])
        XCTAssertEqual(transformed, [])
    }

    func test_lazyMap_producerRunIsInterruptedThroughTheScheduler_droppingTheValueWaiting() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = EventRecorder<Int, Never>()
        var calls = 0
        let run = SignalProducer(signal).lazyMap(on: scheduler) { value -> Int in
            calls += 1
            return value * 10
        }
        .start(recorder.observer)
        input.send(value: 1)
        scheduler.advance()
        input.send(value: 2)
        run.dispose()
        XCTAssertEqual(recorder.events, [.value(10)])
        scheduler.advance()
        XCTAssertEqual(recorder.events, [.value(10), .interrupted])
        XCTAssertEqual(calls, 1)
    }

    func test_lazyMap_producerTransformsEachRun() {
        var values: [Int] = []
        let producer = SignalProducer<Int, Never>(values: 1, 2, 3).lazyMap(on: scheduler) {
            $0 * 10
        }
        producer.startWithValues { values.append($0) }
        producer.startWithValues { values.append($0) }
        scheduler.advance()
        XCTAssertEqual(values, [30, 30])
    }

    func test_lazyMap_disposalReleasesTheValueWaiting() {
        let (signal, input) = Signal<Canary, Never>.pipe()
        var delivered = 0
        let observation = signal.lazyMap(on: scheduler) { $0 }.observeValues { _ in
            delivered += 1
        }
        weak var weakCanary: Canary?
        do {
            let canary = Canary()
            weakCanary = canary
            input.send(value: canary)
        }
        observation?.dispose()
        XCTAssertNil(weakCanary)
        scheduler.advance()
        XCTAssertEqual(delivered, 0)
    }
}
