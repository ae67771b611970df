import Ripple
import RippleTesting
import XCTest

/// `asyncValues`: signals, producers and properties as typed `AsyncSequence`s.
final class AsyncValuesTests: XCTestCase {
    // MARK: - Signal

    func test_signalAsyncValues_yieldsValuesThenEndsOnCompletion() async {
        let (signal, input) = Signal<Int, Never>.pipe()
        let values = signal.asyncValues
        input.send(value: 1)
        input.send(value: 2)
        input.sendCompleted()
        var received: [Int] = []
        for await value in values { received.append(value) }
        XCTAssertEqual(received, [1, 2])
    }

    func test_signalAsyncValues_observationStartsWhenRead() async {
        let (signal, input) = Signal<Int, Never>.pipe()
        input.send(value: 0)  // before the read: not seen
        let values = signal.asyncValues
        input.send(value: 1)  // after the read, before the loop: kept
        input.sendCompleted()
        let result = await collect(values)
        XCTAssertEqual(result.values, [1])
        XCTAssertNil(result.failure)
    }

    func test_signalAsyncValues_failureThrowsTheTypedError() async {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let values = signal.asyncValues
        input.send(value: 1)
        input.send(error: TestError(code: 7))
        var received: [Int] = []
        do throws(TestError) {
            for try await value in values { received.append(value) }
            XCTFail("the loop ended without throwing")
        } catch {
            XCTAssertEqual(error, TestError(code: 7))
        }
        XCTAssertEqual(received, [1])
    }

    func test_signalAsyncValues_interruptionEndsTheSequence() async {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let values = signal.asyncValues
        input.send(value: 1)
        input.sendInterrupted()
        let result = await collect(values)
        XCTAssertEqual(result.values, [1])
        XCTAssertNil(result.failure, "interruption ends the sequence without an error")
    }

    func test_signalAsyncValues_ofATerminatedSignalEndsAtOnce() async {
        let (signal, input) = Signal<Int, Never>.pipe()
        input.sendCompleted()
        let result = await collect(signal.asyncValues)
        XCTAssertEqual(result.values, [])
    }

    func test_signalAsyncValues_laterIteratorObservesFromItsCreation() async {
        let (signal, input) = Signal<Int, Never>.pipe()
        let values = signal.asyncValues
        input.send(value: 1)
        var first = values.makeAsyncIterator()
        input.send(value: 2)
        var second = values.makeAsyncIterator()
        input.send(value: 3)
        input.sendCompleted()
        var firstValues: [Int] = []
        while let value = await first.next() { firstValues.append(value) }
        var secondValues: [Int] = []
        while let value = await second.next() { secondValues.append(value) }
        XCTAssertEqual(firstValues, [1, 2, 3])
        XCTAssertEqual(secondValues, [3])
    }

    func test_signalAsyncValues_awaitingLoopReceivesValuesSentFromAnotherThread() async {
        let (signal, input) = Signal<Int, Never>.pipe()
        let values = signal.asyncValues
        let consumer = Task { await collect(values).values }
        let sender = Task.detached {
            for value in 1...100 { input.send(value: value) }
            input.sendCompleted()
        }
        await sender.value
        let received = await consumer.value
        XCTAssertEqual(received, Array(1...100))
    }

    // MARK: - Buffering policy

    func test_bufferingPolicy_unboundedKeepsEveryValue() async {
        let result = await bufferedValues(.unbounded)
        XCTAssertEqual(result, [1, 2, 3, 4, 5])
    }

    func test_bufferingPolicy_bufferingOldestDropsNewValuesWhenFull() async {
        let result = await bufferedValues(.bufferingOldest(2))
        XCTAssertEqual(result, [1, 2])
    }

    func test_bufferingPolicy_bufferingNewestDropsTheOldestWhenFull() async {
        let result = await bufferedValues(.bufferingNewest(2))
        XCTAssertEqual(result, [4, 5])
    }

    func test_bufferingPolicy_zeroLimitKeepsNothingButTheEnd() async {
        let oldest = await bufferedValues(.bufferingOldest(0))
        let newest = await bufferedValues(.bufferingNewest(0))
        XCTAssertEqual(oldest, [])
        XCTAssertEqual(newest, [])
    }

    func test_bufferingPolicy_negativeLimitStopsWithAMessage() throws {
        try expectCrash(message: "asyncValues: a buffer limit must not be negative") {
            _ = Signal<Int, Never>.never.asyncValues(bufferingPolicy: .bufferingNewest(-1))
        }
    }

    private func bufferedValues(_ policy: AsyncValuesBufferingPolicy) async -> [Int] {
        let (signal, input) = Signal<Int, Never>.pipe()
        let values = signal.asyncValues(bufferingPolicy: policy)
        for value in 1...5 { input.send(value: value) }
        input.sendCompleted()
        return await collect(values).values
    }

    // MARK: - Producer

    func test_producerAsyncValues_eachIteratorStartsItsOwnRunOnFirstNext() async {
        var starts = 0
        let producer = SignalProducer<Int, Never> { observer, _ in
            starts += 1
            observer.send(value: starts)
            observer.sendCompleted()
        }
        let values = producer.asyncValues
        var iterator = values.makeAsyncIterator()
        XCTAssertEqual(starts, 0, "making the iterator starts nothing")
        let first = await iterator.next()
        let end = await iterator.next()
        XCTAssertEqual(first, 1)
        XCTAssertNil(end)
        let secondRun = await collect(values).values
        XCTAssertEqual(secondRun, [2])
        XCTAssertEqual(starts, 2)
    }

    func test_producerAsyncValues_failureThrowsTheTypedError() async {
        let producer = SignalProducer<Int, TestError> { observer, _ in
            observer.send(value: 1)
            observer.send(error: TestError(code: 3))
        }
        let result = await collect(producer.asyncValues(bufferingPolicy: .unbounded))
        XCTAssertEqual(result.values, [1])
        XCTAssertEqual(result.failure, TestError(code: 3))
    }

    func test_producerAsyncValues_releasingTheIteratorInterruptsTheRun() async {
        let log = RunLog()
        var iterator: AsyncValueSequence<Int, Never>.AsyncIterator? =
            log.producer(sending: [1]).asyncValues.makeAsyncIterator()
        let first = await iterator?.next()
        XCTAssertEqual(first, 1)
        XCTAssertEqual(log.interruptionCount, 0)
        iterator = nil
        XCTAssertEqual(log.interruptionCount, 1)
    }

    func test_producerAsyncValues_completionEndsTheSequence() async {
        let producer = SignalProducer<Int, TestError>(values: 1, 2)
        let result = await collect(producer.asyncValues)
        XCTAssertEqual(result.values, [1, 2])
        XCTAssertNil(result.failure)
    }

    func test_producerAsyncValues_interruptionEndsTheSequenceWithoutAnError() async {
        let producer = SignalProducer<Int, TestError> { observer, _ in
            observer.send(value: 1)
            observer.sendInterrupted()
            observer.send(value: 2)  // after the end: ignored
        }
        let result = await collect(producer.asyncValues)
        XCTAssertEqual(result.values, [1])
        XCTAssertNil(result.failure, "interruption ends the sequence; nothing is thrown")
    }

    // MARK: - Property

    func test_propertyAsyncValues_startsWithTheCurrentValueThenEachChange() async {
        var property: MutableProperty<Int>? = MutableProperty(1)
        guard var iterator = property?.asyncValues.makeAsyncIterator() else { return }
        property?.value = 2  // before the first next(): the run starts with 2
        let first = await iterator.next()
        property?.value = 3
        let second = await iterator.next()
        property = nil  // the property completes when released
        let end = await iterator.next()
        XCTAssertEqual(first, 2)
        XCTAssertEqual(second, 3)
        XCTAssertNil(end)
    }

    func test_readOnlyPropertyAsyncValues_followsItsSource() async {
        let source = MutableProperty("a")
        let property = Property(capturing: source)
        var iterator = property.asyncValues(bufferingPolicy: .bufferingNewest(1))
            .makeAsyncIterator()
        let first = await iterator.next()
        source.value = "b"
        source.value = "c"
        let latest = await iterator.next()
        XCTAssertEqual(first, "a")
        XCTAssertEqual(latest, "c", "bufferingNewest(1) keeps only the latest change")
    }
}
