import Foundation
import XCTest

@testable import Ripple

/// The thread contract of Docs/Contracts.md ("Which thread delivers"): a send delivers its own
/// event, on its own thread, before it returns; a send from another thread while a delivery
/// runs waits its turn; a send whose wait would close a cycle of signals is queued instead, so
/// signals alone never deadlock. Each scripted test forces its interleaving: a delivery is
/// held until the other thread's send sleeps waiting for its turn.
final class SenderThreadTests: XCTestCase {
    private var rounds: Int { isThreadSanitizerActive ? 50 : 200 }

    /// Each thread holds its own object's lock while it sends that object's change, locks are
    /// taken in the order 0 → 1, and the observer locks the object whose change it gets. Had
    /// thread 1 delivered thread 0's change (queued behind its own), it would wait for lock 0,
    /// held by thread 0 while thread 0 waits for lock 1: a deadlock ReactiveSwift never has.
    func test_perObjectLocks_heldAcrossSends_neverDeadlock() {
        let locks = [NSRecursiveLock(), NSRecursiveLock()]
        let (changes, input) = Signal<Int, Never>.pipe()
        let script = Script()
        changes.observeValues { object in
            locks[object].lock()
            defer { locks[object].unlock() }
            if object == 1, script.holdFirstDelivery() {
                awaitSleepingSenders(1, in: changes)  // thread 0 waits, holding lock 0
            }
        }
        let finished = runOnThreadsWithin(seconds: 60, 2) { thread in
            if thread == 1 {
                locks[1].lock()
                input.send(value: 1)
                locks[1].unlock()
            } else {
                script.awaitFirstDelivery()
                locks[0].lock()
                input.send(value: 0)
                locks[1].lock()
                locks[1].unlock()
                locks[0].unlock()
            }
        }
        XCTAssertTrue(finished, "the two threads deadlocked")
    }

    /// The same pattern, unscripted, many rounds.
    func test_perObjectLocks_freeRuns_neverDeadlock() {
        let locks = [NSRecursiveLock(), NSRecursiveLock()]
        let (changes, input) = Signal<Int, Never>.pipe()
        let delivered = LockedCounter()
        changes.observeValues { object in
            locks[object].lock()
            delivered.add()
            locks[object].unlock()
        }
        let sends = rounds * 10
        let finished = runOnThreadsWithin(seconds: 120, 2) { thread in
            for _ in 0..<sends {
                locks[thread].lock()
                input.send(value: thread)
                if thread == 0 {
                    locks[1].lock()
                    locks[1].unlock()
                }
                locks[thread].unlock()
            }
        }
        XCTAssertTrue(finished, "the two threads deadlocked")
        XCTAssertEqual(delivered.value, 2 * rounds * 10)
    }

    /// Eight threads flood one pipe through a `map`: every value reaches the observer on the
    /// thread that sent it, in each sender's order.
    func test_everyObserverRunsOnTheThreadOfTheSendThatCarriedItsEvent() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let perSender = 500
        let mismatches = LockedCounter()
        let delivered = LockedList<Int>()
        let senders = ThreadNumbers()
        signal.map { $0 }.observeValues { value in
            if senders.current != value / perSender { mismatches.add() }
            delivered.append(value)
        }
        let finished = runOnThreadsWithin(seconds: 120, 8) { thread in
            senders.register(thread)
            for index in 0..<perSender { input.send(value: thread * perSender + index) }
        }
        XCTAssertTrue(finished, "the senders deadlocked")
        XCTAssertEqual(
            mismatches.value, 0, "values delivered on another thread than their sender's")
        let values = delivered.elements
        XCTAssertEqual(values.count, 8 * perSender)
        for thread in 0..<8 {
            let own = values.filter { $0 / perSender == thread }
            XCTAssertEqual(own, Array(thread * perSender..<(thread + 1) * perSender))
        }
    }

    /// A `MutableProperty` set on a thread while another thread delivers one of its changes:
    /// the set waits its turn, so when it returns the properties derived from it show the
    /// new value (a queued change would leave them behind).
    func test_property_setWhileAnotherThreadDelivers_derivedValueIsVisibleWhenTheSetReturns() {
        let root = MutableProperty(0)
        let doubled = root.map { $0 * 2 }
        let script = Script()
        let observation = root.signal.observeValues { value in
            guard value == 1 else { return }
            script.signalFirstDelivery()
            awaitSleepingSenders(1, in: root.signal)
        }
        let seen = LockedList<Int>()
        let finished = runOnThreadsWithin(seconds: 60, 2) { thread in
            if thread == 0 {
                root.value = 1
            } else {
                script.awaitFirstDelivery()
                root.value = 2
                seen.append(doubled.value)
            }
        }
        XCTAssertTrue(finished, "the setters deadlocked")
        XCTAssertEqual(seen.elements, [4], "the derived value when the contended set returned")
        XCTAssertEqual(doubled.value, 4)
        observation?.dispose()  // the observer holds the root
    }

    /// Thread 1 delivers `a` and sends into `b` while thread 2 delivers `b` and sends into `a`:
    /// the second of the two waits would close a cycle, so that send is queued for the other
    /// thread, and both return with every event delivered once.
    func test_crossSignalCycle_onTwoThreads_isQueuedNotDeadlocked() {
        let (a, aInput) = Signal<Int, Never>.pipe()
        let (b, bInput) = Signal<Int, Never>.pipe()
        let both = DispatchGroup()
        both.enter()
        both.enter()
        let aSeen = LockedList<Int>()
        let bSeen = LockedList<Int>()
        a.observeValues { value in
            aSeen.append(value)
            guard value == 1 else { return }
            both.leave()
            both.wait()  // thread 2 is inside the delivery of b's 1
            bInput.send(value: 10)
        }
        b.observeValues { value in
            bSeen.append(value)
            guard value == 1 else { return }
            both.leave()
            both.wait()  // thread 1 is inside the delivery of a's 1
            aInput.send(value: 20)
        }
        let finished = runOnThreadsWithin(seconds: 60, 2) { thread in
            if thread == 0 { aInput.send(value: 1) } else { bInput.send(value: 1) }
        }
        XCTAssertTrue(finished, "the cycle deadlocked")
        XCTAssertEqual(aSeen.elements, [1, 20])
        XCTAssertEqual(bSeen.elements, [1, 10])
        // Each observer holds the other signal's input: ending both lets go of the cycle.
        aInput.sendCompleted()
        bInput.sendCompleted()
    }

    /// Three threads each deliver one signal and send into the next (`a` → `b` → `c` → `a`):
    /// the wait that would close the cycle is found through two other threads' waits, and
    /// that send is queued; every event is delivered once.
    func test_crossSignalCycle_throughThreeThreads_isQueuedNotDeadlocked() {
        let pipes = (0..<3).map { _ in Signal<Int, Never>.pipe() }
        let allInside = DispatchGroup()
        for _ in 0..<3 { allInside.enter() }
        let seen = (0..<3).map { _ in LockedList<Int>() }
        for index in 0..<3 {
            let next = pipes[(index + 1) % 3].input
            pipes[index].output.observeValues { value in
                seen[index].append(value)
                guard value == 1 else { return }
                allInside.leave()
                allInside.wait()  // every thread is inside its own delivery
                next.send(value: 10 + index)
            }
        }
        let finished = runOnThreadsWithin(seconds: 60, 3) { thread in
            pipes[thread].input.send(value: 1)
        }
        XCTAssertTrue(finished, "the cycle deadlocked")
        XCTAssertEqual(seen.map(\.elements), [[1, 12], [1, 10], [1, 11]])
        // Each observer holds the next signal's input: ending them lets go of the cycle.
        for pipe in pipes { pipe.input.sendCompleted() }
    }

    /// Values from several threads race a `sendCompleted()`: the observer sees values, then
    /// `completed`, then nothing; each sender's values that got in are a prefix of its own.
    func test_terminalEventRacingSends_endsTheGrammarCleanly() {
        for _ in 0..<rounds {
            let (signal, input) = Signal<Int, Never>.pipe()
            let events = LockedList<Signal<Int, Never>.Event>()
            signal.observe { events.append($0) }
            let finished = runOnThreadsWithin(seconds: 60, 4) { thread in
                if thread == 3 {
                    input.sendCompleted()
                } else {
                    for index in 0..<50 { input.send(value: thread * 100 + index) }
                }
            }
            XCTAssertTrue(finished, "the senders deadlocked")
            let recorded = events.elements
            XCTAssertEqual(recorded.last, .completed)
            XCTAssertEqual(recorded.filter(\.isTerminating).count, 1)
            let values = recorded.compactMap(\.value)
            for thread in 0..<3 {
                let own = values.filter { $0 / 100 == thread }
                XCTAssertEqual(own, Array(thread * 100..<thread * 100 + own.count))
            }
        }
    }
}

/// Runs `body` on `count` threads at once; returns whether all of them returned within
/// `seconds` (a deadlock fails the test instead of hanging it).
private func runOnThreadsWithin(
    seconds: Double, _ count: Int, _ body: @escaping @Sendable (Int) -> Void
) -> Bool {
    let group = DispatchGroup()
    for index in 0..<count {
        group.enter()
        Thread {
            body(index)
            group.leave()
        }.start()
    }
    return group.wait(timeout: .now() + seconds) == .success
}

/// One-shot rendezvous of a scripted interleaving.
private final class Script: @unchecked Sendable {
    private let lock = NSLock()
    private var held = false
    private let firstDelivery = DispatchSemaphore(value: 0)

    /// `true` the first time only, and then lets `awaitFirstDelivery()` return.
    func holdFirstDelivery() -> Bool {
        let first = lock.withLock { () -> Bool in
            defer { held = true }
            return !held
        }
        if first { firstDelivery.signal() }
        return first
    }

    func signalFirstDelivery() { firstDelivery.signal() }

    func awaitFirstDelivery() { firstDelivery.wait() }
}

private final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add() { lock.withLock { count += 1 } }
}

/// Which test thread (by index) each system thread is.
private final class ThreadNumbers: @unchecked Sendable {
    private let lock = NSLock()
    private var numbers: [ObjectIdentifier: Int] = [:]

    func register(_ number: Int) {
        lock.withLock { numbers[ObjectIdentifier(Thread.current)] = number }
    }

    var current: Int { lock.withLock { numbers[ObjectIdentifier(Thread.current)] ?? -1 } }
}
