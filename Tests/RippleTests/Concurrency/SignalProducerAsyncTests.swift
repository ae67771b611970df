import Ripple
import RippleTesting
import XCTest

/// `SignalProducer(operation:)` and `SignalProducer(_:)` from an `AsyncSequence`.
final class SignalProducerAsyncTests: XCTestCase {
    // MARK: - init(operation:)

    func test_operation_sendsItsValueThenCompletes() async {
        let producer = SignalProducer<Int, TestError> { () async throws(TestError) in 42 }
        let events = await history(of: producer)
        XCTAssertEqual(events, [.value(42), .completed])
    }

    func test_operation_failsWithItsTypedError() async {
        let producer = SignalProducer<Int, TestError> { () async throws(TestError) in
            throw TestError(code: 9)
        }
        let events = await history(of: producer)
        XCTAssertEqual(events, [.failed(TestError(code: 9))])
    }

    func test_operation_runsAnewInANewTaskOnEachStart() async {
        let log = RunLog()
        let producer = SignalProducer<Int, Never> { () async in
            log.started()
            return log.startCount
        }
        let first = await history(of: producer)
        let second = await history(of: producer)
        XCTAssertEqual(first, [.value(1), .completed])
        XCTAssertEqual(second, [.value(2), .completed])
    }

    func test_operation_disposingCancelsTheTaskAndSendsNoValueAfterwards() async {
        let (started, startedInput) = AsyncStream<Void>.makeStream()
        let (finished, finishedInput) = AsyncStream<Bool>.makeStream()
        let producer = SignalProducer<Int, Never> { () async in
            startedInput.yield()
            // Waits until cancelled, then returns a value anyway.
            let (gate, _) = AsyncStream<Void>.makeStream()
            for await _ in gate {}
            finishedInput.yield(Task.isCancelled)
            return 1
        }
        let recorder = EventRecorder<Int, Never>()
        let disposable = producer.start(recorder.observer)
        for await _ in started { break }
        disposable.dispose()
        var sawCancellation: Bool?
        for await cancelled in finished {
            sawCancellation = cancelled
            break
        }
        XCTAssertEqual(sawCancellation, true, "the task was cancelled")
        XCTAssertEqual(recorder.events, [.interrupted], "the value after disposal is dropped")
    }

    // MARK: - init(_:) from an AsyncSequence

    func test_asyncSequence_sendsElementsInOrderThenCompletes() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *) else {
            throw XCTSkip(typedAsyncSequenceSkip)
        }
        let stream = AsyncStream<Int> { continuation in
            for value in 1...3 { continuation.yield(value) }
            continuation.finish()
        }
        let events = await history(of: SignalProducer<Int, Never>(stream))
        XCTAssertEqual(events, [.value(1), .value(2), .value(3), .completed])
    }

    func test_asyncSequence_typedFailureBecomesTheProducersError() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *) else {
            throw XCTSkip(typedAsyncSequenceSkip)
        }
        let source = SignalProducer<Int, TestError> { observer, _ in
            observer.send(value: 1)
            observer.send(error: TestError(code: 4))
        }
        let producer = SignalProducer<Int, TestError>(source.asyncValues)
        let events = await history(of: producer)
        XCTAssertEqual(events, [.value(1), .failed(TestError(code: 4))])
    }

    func test_asyncSequence_untypedFailureFailsAnAnyErrorProducer() async {
        let stream = AsyncThrowingStream<Int, any Error> { continuation in
            continuation.yield(1)
            continuation.finish(throwing: TestError(code: 5))
        }
        let producer = SignalProducer<Int, any Error>(stream)
        let events = await history(of: producer)
        XCTAssertEqual(events.count, 2)
        XCTAssertEqual(events.first?.value, 1)
        XCTAssertEqual(events.last?.error as? TestError, TestError(code: 5))
    }

    func test_asyncSequence_typedSequenceIntoAnAnyErrorProducer() async {
        let source = SignalProducer<Int, TestError>(error: TestError(code: 6))
        let producer = SignalProducer<Int, any Error>(source.asyncValues)
        let events = await history(of: producer)
        XCTAssertEqual(events.count, 1)
        XCTAssertEqual(events.first?.error as? TestError, TestError(code: 6))
    }

    func test_asyncSequence_disposingCancelsTheIteration() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *) else {
            throw XCTSkip(typedAsyncSequenceSkip)
        }
        let (terminated, terminatedInput) = AsyncStream<Bool>.makeStream()
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        continuation.onTermination = { termination in
            if case .cancelled = termination { terminatedInput.yield(true) }
        }
        let recorder = EventRecorder<Int, Never>()
        let (firstValue, firstValueInput) = AsyncStream<Void>.makeStream()
        // Told only once the value has reached the recorder, so disposing cannot overtake it.
        let disposable = SignalProducer<Int, Never>(stream).start { event in
            recorder.observer.send(event)
            if case .value = event { firstValueInput.yield() }
        }
        continuation.yield(1)
        for await _ in firstValue { break }
        disposable.dispose()
        var cancelled = false
        for await value in terminated {
            cancelled = value
            break
        }
        XCTAssertTrue(cancelled, "the sequence saw the task's cancellation")
        XCTAssertEqual(recorder.events, [.value(1), .interrupted])
    }

    func test_overloads_aSequenceStillUsesTheSynchronousInitializer() {
        let recorder = EventRecorder<Int, Never>()
        SignalProducer<Int, Never>([1, 2]).start(recorder.observer)
        XCTAssertEqual(recorder.events, [.value(1), .value(2), .completed], "synchronous")
    }
}

/// Why the tests of the typed `SignalProducer.init(_:)` from an `AsyncSequence` skip before
/// macOS 15 / iOS 18: the initializer needs `AsyncSequence.Failure`, which is only there.
private let typedAsyncSequenceSkip =
    "SignalProducer(_:) from an AsyncSequence with a typed Failure needs macOS 15 / iOS 18"
