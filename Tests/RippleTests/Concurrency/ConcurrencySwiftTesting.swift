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

    @Test func interruptionEndsTheSequenceWithoutAnError() async {
        let producer = SignalProducer<Int, TestError> { observer, _ in
            observer.send(value: 1)
            observer.sendInterrupted()
        }
        let result = await collect(producer.asyncValues)
        #expect(result.values == [1])
        #expect(result.failure == nil)
    }

    @Test(arguments: [
        (AsyncValuesBufferingPolicy.unbounded, [1, 2, 3, 4, 5]),
        (.bufferingOldest(2), [1, 2]),
        (.bufferingNewest(2), [4, 5]),
    ])
    func aSlowLoopGetsWhatTheBufferingPolicyKeeps(
        policy: AsyncValuesBufferingPolicy, expected: [Int]
    ) async {
        let (signal, input) = Signal<Int, Never>.pipe()
        let values = signal.asyncValues(bufferingPolicy: policy)
        for value in 1...5 { input.send(value: value) }
        input.sendCompleted()
        #expect(await collect(values).values == expected)
    }

    @Test func cancellingTheIteratingTaskInterruptsTheRun() async {
        let log = RunLog()
        let (started, startedInput) = AsyncStream<Void>.makeStream()
        let producer = SignalProducer<Int, Never> { _, lifetime in
            log.started()
            lifetime.observeEnded { log.interrupted() }
            startedInput.yield()
        }
        let task = Task {
            var iterator = producer.asyncValues.makeAsyncIterator()
            let value = await iterator.next()
            let interruptionsWhileHeld = log.interruptionCount
            withExtendedLifetime(iterator) {}
            return (value, interruptionsWhileHeld)
        }
        for await _ in started { break }
        task.cancel()
        let (value, interruptionsWhileHeld) = await task.value
        #expect(value == nil)
        #expect(interruptionsWhileHeld == 1)
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

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
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

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
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
