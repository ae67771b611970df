import Observation
import Ripple
import RippleTesting
import Testing

/// The async and Observation bridges under Swift Testing.
@Suite struct ConcurrencySwiftTesting {
    @Test func signalAsyncValuesKeepsValuesSentAfterTheRead() async {
        let (signal, input) = Signal<Int, Never>.pipe()
        let values = signal.asyncValues
        input.send(value: 1)
        input.send(value: 2)
        input.sendCompleted()
        #expect(await collect(values).values == [1, 2])
    }

    @Test func producerAsyncValuesThrowsTheTypedError() async {
        let producer = SignalProducer<Int, TestError> { observer, _ in
            observer.send(value: 1)
            observer.send(error: TestError(code: 2))
        }
        let result = await collect(producer.asyncValues)
        #expect(result.values == [1])
        #expect(result.failure == TestError(code: 2))
    }

    @Test func propertyAsyncValuesStartsWithTheCurrentValue() async {
        let property = MutableProperty("now")
        var iterator = property.asyncValues.makeAsyncIterator()
        let first = await iterator.next()
        property.value = "later"
        let second = await iterator.next()
        #expect(first == "now")
        #expect(second == "later")
    }

    @Test func cancellationInterruptsTheRunAtOnce() async {
        let log = RunLog()
        for await value in log.producer(sending: [1, 2]).asyncValues {
            #expect(value == 1)
            withUnsafeCurrentTask { $0?.cancel() }
        }
        #expect(log.interruptionCount == 1)
    }

    @Test func operationSendsItsValueThenCompletes() async {
        let producer = SignalProducer<String, TestError> { () async throws(TestError) in "done" }
        #expect(await history(of: producer) == [.value("done"), .completed])
    }

    @Test func operationFailsWithItsTypedError() async {
        let producer = SignalProducer<String, TestError> { () async throws(TestError) in
            throw TestError(code: 8)
        }
        #expect(await history(of: producer) == [.failed(TestError(code: 8))])
    }

    @Test func asyncSequenceBecomesAProducer() async {
        let stream = AsyncStream<Int> { continuation in
            continuation.yield(1)
            continuation.yield(2)
            continuation.finish()
        }
        #expect(
            await history(of: SignalProducer<Int, Never>(stream))
                == [.value(1), .value(2), .completed])
    }

    @Test func observedPropertyNotifiesATrackedReadOnce() {
        let property = MutableProperty(1)
        let observed = ObservedProperty(property, on: ImmediateScheduler())
        let changes = EventRecorder<Int, Never>()
        _ = withObservationTracking {
            observed.value
        } onChange: {
            changes.observer.send(value: 0)
        }
        property.value = 2
        property.value = 3
        #expect(changes.events == [.value(0)])
        #expect(observed.value == 3)
    }
}
