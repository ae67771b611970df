import Ripple
import RippleTesting
import XCTest

/// Cancelling the task that iterates `asyncValues` disposes the observation (interrupts a
/// producer's run) at once: not when the iterator is released, and not when the source sends
/// again.
final class AsyncValuesCancellationTests: XCTestCase {
    func test_cancellingTheLoopsOwnTask_interruptsTheRunBeforeTheLoopEnds() async {
        let log = RunLog()
        var received: [Int] = []
        for await value in log.producer(sending: [1, 2, 3]).asyncValues {
            received.append(value)
            if value == 1 { withUnsafeCurrentTask { $0?.cancel() } }
        }
        XCTAssertEqual(received, [1], "buffered values are dropped on cancellation")
        XCTAssertEqual(log.interruptionCount, 1, "interrupted by the time the loop ends")
    }

    func test_cancellingAWaitingTask_endsTheLoopAndInterruptsTheRun() async {
        let log = RunLog()
        let (started, startedInput) = AsyncStream<Void>.makeStream()
        let producer = SignalProducer<Int, Never> { observer, lifetime in
            log.started()
            lifetime.observeEnded { log.interrupted() }
            observer.send(value: 1)
        }
        let task = Task {
            var received: [Int] = []
            for await value in producer.asyncValues {
                received.append(value)
                startedInput.yield()
            }
            return received
        }
        for await _ in started { break }
        task.cancel()
        let received = await task.value
        XCTAssertEqual(received, [1])
        XCTAssertEqual(log.startCount, 1)
        XCTAssertEqual(log.interruptionCount, 1)
    }

    func test_cancellingAWaitingTask_interruptsTheRunWhileTheIteratorIsStillHeld() async {
        let log = RunLog()
        let (started, startedInput) = AsyncStream<Void>.makeStream()
        let producer = SignalProducer<Int, Never> { _, lifetime in
            log.started()
            lifetime.observeEnded { log.interrupted() }
            startedInput.yield()  // then sends nothing: only cancellation can end the wait
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
        XCTAssertNil(value, "the wait ends with the end of the sequence")
        XCTAssertEqual(interruptionsWhileHeld, 1, "disposed by the cancellation itself")
    }

    func test_cancellingATaskWaitingOnASignal_endsTheLoop_laterValuesAreNotSeen() async {
        let (signal, input) = Signal<Int, Never>.pipe()
        let (received, receivedInput) = AsyncStream<Int>.makeStream()
        let values = signal.asyncValues
        let task = Task {
            var seen: [Int] = []
            for await value in values {
                seen.append(value)
                receivedInput.yield(value)
            }
            return seen
        }
        input.send(value: 1)
        for await _ in received { break }
        task.cancel()
        let seen = await task.value
        input.send(value: 2)
        XCTAssertEqual(seen, [1])
    }

    func test_aTaskCancelledBeforeIterating_endsAtOnceAndStartsNoRun() async {
        let log = RunLog()
        let producer = log.producer(sending: [1])
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await collect(producer.asyncValues).values
        }
        let received = await task.value
        XCTAssertEqual(received, [])
        XCTAssertEqual(log.startCount, 0)
    }

    func test_cancellingAPropertyLoop_stopsFollowingTheProperty() async {
        let property = MutableProperty(0)
        let (received, receivedInput) = AsyncStream<Int>.makeStream()
        let task = Task {
            var seen: [Int] = []
            for await value in property.asyncValues {
                seen.append(value)
                receivedInput.yield(value)
            }
            return seen
        }
        for await _ in received { break }
        task.cancel()
        let seen = await task.value
        property.value = 1
        XCTAssertEqual(seen, [0], "the current value, then nothing after cancellation")
    }
}
