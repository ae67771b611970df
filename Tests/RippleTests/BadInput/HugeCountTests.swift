import Ripple
import RippleTesting
import XCTest

/// A count or limit is an upper bound, never a size to reserve: every operator that keeps
/// values grows with the values that arrive, so a huge count (`Int.max`, or `1 << 40`, whose
/// reservation would ask for 8 TiB) behaves like an unbounded one instead of crashing.
final class HugeCountTests: XCTestCase {
    private let hugeCounts = [Int.max, 1 << 40]

    func test_takeLast_hugeCount_keepsEveryValueThatArrived() {
        for count in hugeCounts {
            let observer = TestObserver<Int, Never>()
            SignalProducer<Int, Never>([1, 2, 3]).take(last: count).start(observer.observer)
            XCTAssertEqual(observer.events, [.value(1), .value(2), .value(3), .completed])

            let (signal, input) = Signal<Int, Never>.pipe()
            let signalObserver = TestObserver<Int, Never>()
            signal.take(last: count).observe(signalObserver.observer)
            input.send(value: 4)
            input.send(value: 5)
            input.sendCompleted()
            XCTAssertEqual(signalObserver.events, [.value(4), .value(5), .completed])
        }
    }

    func test_takeLast_hugeCount_releasesItsValuesWithTheRun() {
        weak var released: Canary?
        do {
            let (signal, input) = Signal<Canary, Never>.pipe()
            let observer = TestObserver<Canary, Never>()
            signal.take(last: Int.max).observe(observer.observer)
            let witness = Canary()
            released = witness
            input.send(value: witness)
            input.sendInterrupted()
            XCTAssertEqual(observer.events.count, 1)
        }
        XCTAssertNil(released)
    }

    func test_collectCount_hugeCount_sendsWhatArrivedOnCompletion() {
        for count in hugeCounts {
            let observer = TestObserver<[Int], Never>()
            SignalProducer<Int, Never>([1, 2, 3]).collect(count: count).start(observer.observer)
            XCTAssertEqual(observer.events, [.value([1, 2, 3]), .completed])
        }
    }

    func test_takeFirstAndSkipFirst_hugeCount() {
        let taken = TestObserver<Int, Never>()
        SignalProducer<Int, Never>([1, 2]).take(first: .max).start(taken.observer)
        XCTAssertEqual(taken.events, [.value(1), .value(2), .completed])

        let skipped = TestObserver<Int, Never>()
        SignalProducer<Int, Never>([1, 2]).skip(first: .max).start(skipped.observer)
        XCTAssertEqual(skipped.events, [.completed])
    }

    func test_replayLazily_hugeCapacity_replaysWhatArrived() {
        for capacity in hugeCounts {
            let (signal, input) = Signal<Int, Never>.pipe()
            let replayed = SignalProducer(signal).replayLazily(upTo: capacity)
            let first = TestObserver<Int, Never>()
            let firstRun = replayed.start(first.observer)
            input.send(value: 1)
            input.send(value: 2)
            let second = TestObserver<Int, Never>()
            let secondRun = replayed.start(second.observer)
            input.send(value: 3)
            XCTAssertEqual(first.values, [1, 2, 3])
            XCTAssertEqual(second.values, [1, 2, 3])
            firstRun.dispose()
            secondRun.dispose()
        }
    }

    func test_slidingWindow_hugeMax_growsWithTheValues() {
        for max in hugeCounts {
            let observer = TestObserver<[Int], Never>()
            SignalProducer<Int, Never>([1, 2, 3]).slidingWindow(max: max, min: 2)
                .start(observer.observer)
            XCTAssertEqual(observer.events, [.value([1, 2]), .value([1, 2, 3]), .completed])
        }
    }

    func test_repeatAndRetry_hugeCount_stopWhenTheConsumerStops() {
        let repeated = TestObserver<Int, Never>()
        SignalProducer<Int, Never>(value: 1).repeat(.max).take(first: 3).start(repeated.observer)
        XCTAssertEqual(repeated.events, [.value(1), .value(1), .value(1), .completed])

        var attempts = 0
        let retried = TestObserver<Int, TestError>()
        SignalProducer<Int, TestError> { observer, _ in
            attempts += 1
            if attempts < 3 {
                observer.send(error: TestError())
            } else {
                observer.send(value: 9)
                observer.sendCompleted()
            }
        }
        .retry(upTo: .max).start(retried.observer)
        XCTAssertEqual(retried.events, [.value(9), .completed])
        XCTAssertEqual(attempts, 3)
    }

    func test_retryWithInterval_hugeCount_retriesOnTheScheduler() {
        let scheduler = TestScheduler()
        var attempts = 0
        let observer = TestObserver<Int, TestError>()
        SignalProducer<Int, TestError> { observer, _ in
            attempts += 1
            if attempts < 3 { observer.send(error: TestError()) } else { observer.sendCompleted() }
        }
        .retry(upTo: .max, interval: .seconds(1), on: scheduler).start(observer.observer)
        scheduler.advance(by: .seconds(2))
        XCTAssertEqual(observer.events, [.completed])
        XCTAssertEqual(attempts, 3)
    }

    func test_asyncValues_hugeBufferLimits_keepWhatArrived() async {
        for policy in [
            AsyncValuesBufferingPolicy.bufferingNewest(.max), .bufferingOldest(.max),
            .bufferingNewest(1 << 40), .bufferingOldest(1 << 40),
        ] {
            let (signal, input) = Signal<Int, Never>.pipe()
            let values = signal.asyncValues(bufferingPolicy: policy)
            for value in 1...3 { input.send(value: value) }
            input.sendCompleted()
            var received: [Int] = []
            for await value in values { received.append(value) }
            XCTAssertEqual(received, [1, 2, 3], "\(policy)")
        }
    }
}
