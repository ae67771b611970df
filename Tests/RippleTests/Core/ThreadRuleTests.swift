import Foundation
import Ripple
import RippleTesting
import XCTest

/// The thread rule of Docs/Contracts.md ("Which thread delivers"): a send delivers its own
/// event, on its own thread, before it returns. Sent while the signal (or a combining
/// operator's output) is busy on another thread, it waits its turn. What hops into a domain
/// without a send of its own (a flattened inner stream's event from its scheduler) is
/// delivered by the busy thread. A scheduler-driven operator sends from its scheduler's
/// actions, so its observers run there.
final class ThreadRuleTests: XCTestCase {
    func test_merge_anEventSentWhileAnotherThreadDelivers_waitsAndIsDeliveredOnItsSender() {
        let (left, leftInput) = Signal<Int, Never>.pipe()
        let (right, rightInput) = Signal<Int, Never>.pipe()
        assertEachSenderDelivers(
            Signal.merge(left, right),
            sendFromBusyThread: { leftInput.send(value: 1) },
            sendFromOtherThread: { rightInput.send(value: 2) },
            expected: [1, 2])
    }

    func test_combineLatest_anEventSentWhileAnotherThreadDelivers_waitsAndIsDeliveredOnItsSender() {
        let (left, leftInput) = Signal<Int, Never>.pipe()
        let (right, rightInput) = Signal<Int, Never>.pipe()
        rightInput.send(value: 0)  // not yet observed by the result: dropped
        let sums = left.combineLatest(with: right).map { $0 + $1 }
        leftInput.send(value: 10)
        assertEachSenderDelivers(
            sums,
            sendFromBusyThread: { rightInput.send(value: 1) },
            sendFromOtherThread: { leftInput.send(value: 20) },
            expected: [11, 21])
    }

    /// An inner stream on a scheduler: its scheduled value, sent while the result is busy on
    /// the thread that started the inner, is delivered by that thread.
    func test_flatMapLatest_anInnerValueSentFromItsSchedulerWhileBusy_isDeliveredByTheBusyThread() {
        let queue = DispatchQueue(label: "ThreadRuleTests.inner")
        let scheduler = QueueScheduler(queue: queue)
        let (outer, outerInput) = Signal<Int, Never>.pipe()
        let flattened = outer.flatMap(.latest) { value in
            SignalProducer<Int, Never> { observer, _ in
                scheduler.schedule { observer.send(value: value + 1) }
                observer.send(value: value)
            }
        }
        queue.suspend()  // the scheduled value waits until the busy thread is inside delivery
        assertBusyThreadDelivers(
            flattened,
            sendFromBusyThread: { outerInput.send(value: 10) },
            sendFromOtherThread: {
                queue.resume()
                queue.sync {}  // the scheduled send has run and returned
            },
            expected: [10, 11])
    }

    func test_ksrDebounce_fedFromABackgroundThread_deliversOnItsScheduler() {
        let queue = DispatchQueue(label: "ThreadRuleTests.debounce")
        let key = DispatchSpecificKey<Bool>()
        queue.setSpecific(key: key, value: true)
        let scheduler = QueueScheduler(queue: queue)
        let rounds = isThreadSanitizerActive ? 10 : 40
        var offTheScheduler = 0
        var delivered = 0
        for _ in 0..<rounds {
            let (signal, input) = Signal<Int, Never>.pipe()
            let counts = DeliveryCounts()
            let done = DispatchSemaphore(value: 0)
            signal.ksr_debounce(.zero, on: scheduler).observe { event in
                switch event {
                case .value: counts.record(onScheduler: DispatchQueue.getSpecific(key: key) == true)
                case .completed, .interrupted: done.signal()
                }
            }
            runTogether(1) { _ in
                for value in 0..<500 { input.send(value: value) }
                input.sendCompleted()
            }
            XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
            offTheScheduler += counts.off
            delivered += counts.total
        }
        XCTAssertGreaterThan(delivered, 0)
        XCTAssertEqual(offTheScheduler, 0, "values delivered off the scheduler's queue")
    }

    func test_ksrDebounceProducer_fedFromABackgroundThread_deliversOnItsScheduler() {
        let queue = DispatchQueue(label: "ThreadRuleTests.debounceProducer")
        let key = DispatchSpecificKey<Bool>()
        queue.setSpecific(key: key, value: true)
        let (signal, input) = Signal<Int, Never>.pipe()
        let counts = DeliveryCounts()
        let done = DispatchSemaphore(value: 0)
        SignalProducer(signal).ksr_debounce(.zero, on: QueueScheduler(queue: queue)).start {
            event in
            switch event {
            case .value: counts.record(onScheduler: DispatchQueue.getSpecific(key: key) == true)
            case .completed, .interrupted: done.signal()
            }
        }
        runTogether(1) { _ in
            for value in 0..<2_000 { input.send(value: value) }
            input.sendCompleted()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
        XCTAssertGreaterThan(counts.total, 0)
        XCTAssertEqual(counts.off, 0, "values delivered off the scheduler's queue")
    }

    /// A timer that fires while the producer's run is being set up fails the run's signal
    /// before the run's observer is attached: the observer is interrupted (ReactiveSwift 7.2.1
    /// does the same).
    func test_producerTimeout_firingBeforeTheRunIsObserved_endsInterrupted() {
        let recorder = EventRecorder<Int, TestError>()
        SignalProducer<Int, TestError>.never
            .timeout(after: .zero, raising: TestError(), on: ActionsAtOnceScheduler())
            .start(recorder.observer)
        XCTAssertEqual(recorder.events, [.interrupted])
    }

    func test_producerTimeout_firingAfterTheRunIsObserved_fails() {
        let scheduler = TestScheduler()
        let recorder = EventRecorder<Int, TestError>()
        SignalProducer<Int, TestError>.never
            .timeout(after: .zero, raising: TestError(), on: scheduler)
            .start(recorder.observer)
        scheduler.advance()
        XCTAssertEqual(recorder.events, [.failed(TestError())])
    }

    /// Thread 1 sends into `signal` and its observer holds the delivery until thread 2's send
    /// sleeps waiting for its turn; then thread 2's event is delivered on thread 2, before its
    /// send returns.
    private func assertEachSenderDelivers(
        _ signal: Signal<Int, Never>,
        sendFromBusyThread: @escaping @Sendable () -> Void,
        sendFromOtherThread: @escaping @Sendable () -> Void,
        expected: [Int],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let run = holdingTheFirstDelivery(
            of: signal, sendFromBusyThread, sendFromOtherThread, otherSendWaits: true,
            file: file, line: line)
        XCTAssertEqual(run.received.values, expected, file: file, line: line)
        XCTAssertEqual(
            run.received.threads, [run.busyThread, run.otherThread],
            "each event delivered on its sender's thread", file: file, line: line)
        XCTAssertEqual(
            run.countWhenOtherReturned, expected.count, "delivered before the send returned",
            file: file, line: line)
    }

    /// Thread 1 sends into `signal` and its observer holds the delivery until thread 2 has sent
    /// (and returned: what hops in does not wait); then thread 2's event is delivered, by thread 1.
    private func assertBusyThreadDelivers(
        _ signal: Signal<Int, Never>,
        sendFromBusyThread: @escaping @Sendable () -> Void,
        sendFromOtherThread: @escaping @Sendable () -> Void,
        expected: [Int],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let run = holdingTheFirstDelivery(
            of: signal, sendFromBusyThread, sendFromOtherThread, otherSendWaits: false,
            file: file, line: line)
        XCTAssertEqual(run.received.values, expected, file: file, line: line)
        XCTAssertEqual(
            run.received.threads, Array(repeating: run.busyThread, count: expected.count),
            "every event delivered by the busy thread", file: file, line: line)
    }

    /// Runs `sendFromBusyThread` on a thread whose first delivery on `signal` is held while
    /// `sendFromOtherThread` runs on a second thread; the hold ends once that send sleeps
    /// waiting for its turn (`otherSendWaits`) or has returned. Waits for both threads.
    private func holdingTheFirstDelivery(
        of signal: Signal<Int, Never>,
        _ sendFromBusyThread: @escaping @Sendable () -> Void,
        _ sendFromOtherThread: @escaping @Sendable () -> Void,
        otherSendWaits: Bool,
        file: StaticString, line: UInt
    ) -> (
        received: ReceivedValues, busyThread: ObjectIdentifier?, otherThread: ObjectIdentifier?,
        countWhenOtherReturned: Int
    ) {
        let inside = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let received = ReceivedValues()
        signal.observeValues { value in
            received.append(value, thread: currentThread())
            if received.count == 1 {
                inside.signal()
                _ = release.wait(timeout: .now() + 30)
            }
        }
        let busyThread = ThreadBox()
        let busyDone = DispatchSemaphore(value: 0)
        Thread {
            busyThread.set(currentThread())
            sendFromBusyThread()
            busyDone.signal()
        }.start()
        XCTAssertEqual(inside.wait(timeout: .now() + 30), .success, file: file, line: line)
        let otherThread = ThreadBox()
        let otherDone = DispatchSemaphore(value: 0)
        let countWhenOtherReturned = ThreadBox()
        Thread {
            otherThread.set(currentThread())
            sendFromOtherThread()
            countWhenOtherReturned.set(count: received.count)
            if !otherSendWaits { release.signal() }
            otherDone.signal()
        }.start()
        if otherSendWaits {
            awaitSleepingSenders(1, in: signal, file: file, line: line)
            release.signal()
        }
        XCTAssertEqual(busyDone.wait(timeout: .now() + 30), .success, file: file, line: line)
        XCTAssertEqual(otherDone.wait(timeout: .now() + 30), .success, file: file, line: line)
        XCTAssertNotEqual(otherThread.value, busyThread.value, file: file, line: line)
        return (received, busyThread.value, otherThread.value, countWhenOtherReturned.count)
    }
}

private func currentThread() -> ObjectIdentifier { ObjectIdentifier(Thread.current) }

private final class ReceivedValues: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [(value: Int, thread: ObjectIdentifier)] = []
    var count: Int { lock.withLock { received.count } }
    var values: [Int] { lock.withLock { received.map(\.value) } }
    var threads: [ObjectIdentifier] { lock.withLock { received.map(\.thread) } }
    func append(_ value: Int, thread: ObjectIdentifier) {
        lock.withLock { received.append((value, thread)) }
    }
}

private final class ThreadBox: @unchecked Sendable {
    private let lock = NSLock()
    private var thread: ObjectIdentifier?
    private var number = -1
    var value: ObjectIdentifier? { lock.withLock { thread } }
    var count: Int { lock.withLock { number } }
    func set(_ thread: ObjectIdentifier) { lock.withLock { self.thread = thread } }
    func set(count: Int) { lock.withLock { number = count } }
}

private final class DeliveryCounts: @unchecked Sendable {
    private let lock = NSLock()
    private var offCount = 0
    private var totalCount = 0
    var off: Int { lock.withLock { offCount } }
    var total: Int { lock.withLock { totalCount } }
    func record(onScheduler: Bool) {
        lock.withLock {
            totalCount += 1
            if !onScheduler { offCount += 1 }
        }
    }
}

/// A scheduler that runs every action at once, on the calling thread, as a `QueueScheduler`
/// whose queue runs a zero-delay timer before the caller's next line can.
private final class ActionsAtOnceScheduler: DateScheduler, @unchecked Sendable {
    var now: Duration { .zero }
    var currentDate: Date { Date(timeIntervalSinceReferenceDate: 0) }

    func schedule(_ action: @escaping () -> Void) -> Disposable? {
        action()
        return nil
    }

    func schedule(after delay: Duration, action: @escaping () -> Void) -> Disposable? {
        action()
        return nil
    }

    func schedule(
        after delay: Duration, interval: Duration, leeway: Duration, action: @escaping () -> Void
    ) -> Disposable? {
        preconditionFailure("not used")
    }
}
