import Foundation
import Ripple
import XCTest

/// One test per rule of Docs/Contracts.md: the name of each test is the rule it proves.
final class ContractTests: XCTestCase {
    func test_contract_sendsAfterTerminationAreIgnored() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = EventRecorder<Int, TestError>()
        signal.observe(recorder.observer)

        input.send(value: 1)
        input.sendCompleted()
        input.send(value: 2)
        input.send(error: TestError())
        input.sendInterrupted()

        XCTAssertEqual(recorder.events, [.value(1), .completed])
    }

    func test_contract_eventsAreDeliveredSerially_eightThreadStress() {
        let threads = 8
        let sendsPerThread = 5_000
        let (signal, input) = Signal<(thread: Int, sequence: Int), Never>.pipe()
        let delivering = NSLock()
        var overlaps = 0
        var delivered = 0
        var lastSequence = [Int](repeating: -1, count: threads)
        var reordered = 0
        signal.observeValues { value in
            if !delivering.try() {
                overlaps += 1
                return
            }
            delivered += 1
            if value.sequence <= lastSequence[value.thread] { reordered += 1 }
            lastSequence[value.thread] = value.sequence
            delivering.unlock()
        }

        runOnThreads(threads) { thread in
            for sequence in 0..<sendsPerThread {
                input.send(value: (thread, sequence))
            }
        }

        XCTAssertEqual(overlaps, 0)
        XCTAssertEqual(reordered, 0)
        XCTAssertEqual(delivered, threads * sendsPerThread)
        XCTAssertEqual(lastSequence, [Int](repeating: sendsPerThread - 1, count: threads))
    }

    func test_contract_reentrantSendIsQueued() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var first: [Int] = []
        var second: [Int] = []
        signal.observeValues { value in
            first.append(value)
            if value == 1 {
                input.send(value: 2)
                input.send(value: 3)
                first.append(-1)  // still inside the delivery of 1
            }
        }
        signal.observeValues { second.append($0) }

        input.send(value: 1)

        XCTAssertEqual(first, [1, -1, 2, 3])
        XCTAssertEqual(second, [1, 2, 3])
        input.sendCompleted()  // the first observer holds the input
    }

    func test_contract_crossThreadSendDuringDeliveryWaitsAndIsDeliveredOnItsOwnThread() {
        let (signal, input) = Signal<Int, Never>.pipe()
        // Threads by identity: a list holding the sender would hold its block, which holds
        // the list.
        let received = LockedList<(value: Int, thread: ObjectIdentifier)>()
        let seenWhenTheSendReturned = LockedList<[Int]>()
        let senderDone = DispatchSemaphore(value: 0)
        let sender = Thread {
            input.send(value: 2)  // waits for the delivery of 1, then delivers 2 itself
            seenWhenTheSendReturned.append(received.elements.map(\.value))
            senderDone.signal()
        }
        signal.observeValues { value in
            received.append((value, ObjectIdentifier(Thread.current)))
            guard value == 1 else { return }
            sender.start()
            awaitSleepingSenders(1, in: signal)
            // Still inside the delivery of 1.
            received.append((-1, ObjectIdentifier(Thread.current)))
        }

        input.send(value: 1)
        senderDone.wait()

        XCTAssertEqual(received.elements.map(\.value), [1, -1, 2])
        XCTAssertTrue(
            received.elements[2].thread == ObjectIdentifier(sender),
            "2 is delivered on its sender's thread")
        XCTAssertEqual(
            seenWhenTheSendReturned.elements, [[1, -1, 2]], "delivered before the send returned")
        input.sendCompleted()  // the observer holds the sender, which holds the input
    }

    func test_contract_signalsSendingIntoEachOtherFromTwoThreadsDoNotDeadlock() {
        let (left, leftInput) = Signal<Int, Never>.pipe()
        let (right, rightInput) = Signal<Int, Never>.pipe()
        let counts = Counts()
        left.observeValues { value in
            counts.add(left: 1)
            if value >= 0 { rightInput.send(value: -1) }
        }
        right.observeValues { value in
            counts.add(right: 1)
            if value >= 0 { leftInput.send(value: -1) }
        }

        runOnThreads(2) { thread in
            for index in 0..<2_000 {
                if thread == 0 {
                    leftInput.send(value: index)
                } else {
                    rightInput.send(value: index)
                }
            }
        }

        XCTAssertEqual(counts.left, 4_000)
        XCTAssertEqual(counts.right, 4_000)
        // Each observer holds the other signal's input: ending both lets go of the cycle.
        leftInput.sendCompleted()
        rightInput.sendCompleted()
    }

    func test_contract_terminatedSignalReleasesObserversAtOnce() {
        let (signal, input) = Signal<Int, Never>.pipe()
        weak var weakCanary: Canary?
        do {
            let canary = Canary()
            weakCanary = canary
            signal.observeValues { _ in _ = canary }
        }
        XCTAssertNotNil(weakCanary)

        input.sendCompleted()

        XCTAssertNil(weakCanary)
    }

    func test_contract_releasedInputInterruptsAndReleasesObservers() {
        var input: Signal<Int, Never>.Observer?
        let signal: Signal<Int, Never>
        (signal, input) = Signal<Int, Never>.pipe()
        let recorder = EventRecorder<Int, Never>()
        signal.observe(recorder.observer)
        weak var weakCanary: Canary?
        do {
            let canary = Canary()
            weakCanary = canary
            signal.observeValues { _ in _ = canary }
        }

        XCTAssertNotNil(input)
        input = nil

        XCTAssertEqual(recorder.events, [.interrupted])
        XCTAssertNil(weakCanary)
    }

    func test_contract_unobservedSignalIsReleasedAndStopsItsWork() {
        let (source, input) = Signal<Int, Never>.pipe()
        var derived: Signal<Int, Never>? = Signal { observer, lifetime in
            lifetime += source.observe(observer)
        }
        weak let weakDerived = derived
        XCTAssertNotNil(weakDerived)

        derived = nil
        input.send(value: 1)

        XCTAssertNil(weakDerived)
    }

    func test_contract_keptDisposableHoldsNothingOfTheObserver() {
        let (signal, input) = Signal<Int, Never>.pipe()
        weak var disposedCanary: Canary?
        weak var terminatedCanary: Canary?
        var disposed: Disposable?
        var terminated: Disposable?
        do {
            let first = Canary()
            let second = Canary()
            disposedCanary = first
            terminatedCanary = second
            disposed = signal.observeValues { _ in _ = first }
            terminated = signal.observeValues { _ in _ = second }
        }

        disposed?.dispose()
        XCTAssertNil(disposedCanary)
        XCTAssertNotNil(terminatedCanary)
        input.sendCompleted()

        XCTAssertNil(terminatedCanary)
        XCTAssertEqual(disposed?.isDisposed, true)
        XCTAssertNotNil(terminated)
    }

    func test_contract_disposingIsIdempotentAndThreadSafe() {
        var runs = 0
        let lock = NSLock()
        let disposable = AnyDisposable {
            lock.lock()
            runs += 1
            lock.unlock()
        }

        runOnThreads(8) { _ in
            for _ in 0..<100 { disposable.dispose() }
        }

        XCTAssertTrue(disposable.isDisposed)
        XCTAssertEqual(runs, 1)
    }

    func test_contract_disposedObservationStopsBeforeDisposeReturns() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var received: [Int] = []
        var later: Disposable?
        signal.observeValues { value in
            if value == 2 { later?.dispose() }
        }
        later = signal.observeValues { received.append($0) }

        input.send(value: 1)
        input.send(value: 2)  // disposed by the first observer, before its own turn
        input.send(value: 3)

        XCTAssertEqual(received, [1])
        XCTAssertEqual(later?.isDisposed, true)
    }

    func test_contract_signalOperatorsAreEager_oneUpstreamObservationSharedByAllObservers() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var transforms = 0
        let counted = signal.map { value -> Int in
            transforms += 1
            return value
        }
        let running = signal.scan(0, +)
        input.send(value: 1)  // before anyone observes: the eager scan already counts it
        var first: [Int] = []
        var second: [Int] = []
        var totals: [Int] = []
        counted.observeValues { first.append($0) }
        counted.observeValues { second.append($0) }
        running.observeValues { totals.append($0) }

        input.send(value: 2)

        XCTAssertEqual(transforms, 2)
        XCTAssertEqual(first, [2])
        XCTAssertEqual(second, [2])
        XCTAssertEqual(totals, [3])
    }

    func test_contract_producerIsCold_eachStartRunsTheHandlerAnew() {
        var starts = 0
        let producer = SignalProducer<Int, Never> { observer, _ in
            starts += 1
            observer.send(value: starts)
            observer.sendCompleted()
        }
        var values: [Int] = []

        producer.startWithValues { values.append($0) }
        producer.startWithValues { values.append($0) }

        XCTAssertEqual(starts, 2)
        XCTAssertEqual(values, [1, 2])
    }

    func test_contract_disposingProducerRunInterruptsItAndEndsItsLifetime() {
        var lifetimeEnded = false
        let producer = SignalProducer<Int, Never> { _, lifetime in
            lifetime.observeEnded { lifetimeEnded = true }
        }
        let recorder = EventRecorder<Int, Never>()

        let disposable = producer.start(recorder.observer)
        disposable.dispose()

        XCTAssertEqual(recorder.events, [.interrupted])
        XCTAssertTrue(lifetimeEnded)
    }

    func test_contract_propertyProducerReplaysCurrentValueThenChanges() {
        let property = MutableProperty(1)
        var values: [Int] = []
        property.producer.startWithValues { values.append($0) }

        property.value = 2

        XCTAssertEqual(values, [1, 2])
    }

    func test_contract_propertySignalSendsChangesOnly() {
        let property = MutableProperty(1)
        var values: [Int] = []
        property.signal.observeValues { values.append($0) }

        property.value = 2

        XCTAssertEqual(values, [2])
    }

    func test_contract_setAndModifyAreAtomic() {
        let property = MutableProperty(0)
        var observed = 0
        property.signal.observeValues { _ in observed += 1 }

        runOnThreads(8) { _ in
            for _ in 0..<1_000 { property.modify { $0 += 1 } }
        }

        XCTAssertEqual(property.value, 8_000)
        XCTAssertEqual(observed, 8_000)
    }

    func test_contract_readingValueInsideItsOwnObserverWorks() {
        let property = MutableProperty(0)
        var seen: [Int] = []
        let observation = property.signal.observeValues { _ in seen.append(property.value) }

        property.value = 5

        XCTAssertEqual(seen, [5])
        observation?.dispose()  // the observer holds the property
    }

    func test_contract_mutablePropertyCompletesWhenReleased() {
        var property: MutableProperty<Int>? = MutableProperty(0)
        let recorder = EventRecorder<Int, Never>()
        property?.signal.observe(recorder.observer)

        property?.value = 1
        property = nil

        XCTAssertEqual(recorder.events, [.value(1), .completed])
    }

    func test_contract_derivedPropertyDoesNotKeepItsSourceAlive() {
        var source: MutableProperty<Int>? = MutableProperty(1)
        weak let weakSource = source
        let derived = source?.map { $0 * 10 }
        source?.value = 2

        source = nil

        XCTAssertNil(weakSource)
        XCTAssertEqual(derived?.value, 20)
    }
}

/// Runs `body` on `count` threads at once and waits for all of them.
func runOnThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let group = DispatchGroup()
    for index in 0..<count {
        group.enter()
        Thread {
            body(index)
            group.leave()
        }.start()
    }
    group.wait()
}

/// Counters shared by observers on several threads.
final class Counts: @unchecked Sendable {
    private let lock = NSLock()
    private var leftCount = 0
    private var rightCount = 0

    var left: Int { lock.withLock { leftCount } }
    var right: Int { lock.withLock { rightCount } }

    func add(left: Int = 0, right: Int = 0) {
        lock.withLock {
            leftCount += left
            rightCount += right
        }
    }
}
