import Foundation
import Ripple
import XCTest

/// Per sender, events arrive in the order sent, however many threads send into one signal at
/// once (Docs/Contracts.md, "Delivery"). One round is rarely enough to see a reordering: these
/// run many rounds of eight senders started together.
final class PerSenderOrderTests: XCTestCase {
    private let senders = 8
    /// When the delivery domain appended an op before counting it, 300 rounds found a
    /// reordered round in every run (2 to 20 of them; 20 runs of 20) and a value lost to its
    /// sender's completion in 9 runs of 20 (the completion test runs twice as many rounds).
    /// Under the thread sanitizer (a round about ten times slower) 60 rounds failed 4 runs of 5.
    private var rounds: Int { isThreadSanitizerActive ? 100 : 300 }

    func test_eightSendersThroughOnePipe_eachSendersValuesArriveInOrder() {
        var reorderedRounds = 0
        var lostValues = 0
        for _ in 0..<rounds {
            let (signal, input) = Signal<(sender: Int, sequence: Int), Never>.pipe()
            let order = SenderOrder(senders: senders)
            signal.observeValues { order.receive($0.sender, $0.sequence) }

            runTogether(senders) { sender in
                for sequence in 0..<valuesPerSender {
                    input.send(value: (sender, sequence))
                }
            }

            if order.reordered > 0 { reorderedRounds += 1 }
            lostValues += senders * valuesPerSender - order.delivered
        }

        XCTAssertEqual(reorderedRounds, 0, "rounds with a sender's values out of order")
        XCTAssertEqual(lostValues, 0)
    }

    func test_sendCompletedRacingASendersLastValue_neverOvertakesIt() {
        var roundsWithALostValue = 0
        var reorderedRounds = 0
        for _ in 0..<(isThreadSanitizerActive ? rounds : 2 * rounds) {
            let (signal, input) = Signal<(sender: Int, sequence: Int), Never>.pipe()
            let order = SenderOrder(senders: senders)
            let completed = Flag()
            signal.observe { event in
                switch event {
                case .value(let value): order.receive(value.sender, value.sequence)
                case .completed: completed.set()
                case .interrupted: break
                }
            }

            // Sender 0 completes the signal after its last value; the others keep sending.
            runTogether(senders) { sender in
                for sequence in 0..<valuesPerSender {
                    input.send(value: (sender, sequence))
                }
                if sender == 0 { input.sendCompleted() }
            }

            XCTAssertTrue(completed.isSet)
            // Every value of sender 0 was sent before its `sendCompleted()`: none may be lost.
            if order.count(of: 0) != valuesPerSender { roundsWithALostValue += 1 }
            if order.reordered > 0 { reorderedRounds += 1 }
        }

        XCTAssertEqual(roundsWithALostValue, 0, "rounds in which completion overtook a value")
        XCTAssertEqual(reorderedRounds, 0)
    }
}

private let valuesPerSender = 500

/// What one observer saw, per sender. Written only from inside the signal's serial delivery;
/// read after every sender has returned.
private final class SenderOrder: @unchecked Sendable {
    private let lock = NSLock()
    private var last: [Int]
    private var counts: [Int]
    private var reorderedCount = 0
    private var deliveredCount = 0

    var reordered: Int { lock.withLock { reorderedCount } }
    var delivered: Int { lock.withLock { deliveredCount } }

    init(senders: Int) {
        last = Array(repeating: -1, count: senders)
        counts = Array(repeating: 0, count: senders)
    }

    func receive(_ sender: Int, _ sequence: Int) {
        lock.lock()
        defer { lock.unlock() }
        if sequence <= last[sender] { reorderedCount += 1 }
        last[sender] = sequence
        counts[sender] += 1
        deliveredCount += 1
    }

    func count(of sender: Int) -> Int {
        lock.withLock { counts[sender] }
    }
}

/// A flag set from any thread.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}

/// Runs `body` on `count` new threads that start it at the same moment; returns when all are
/// done.
func runTogether(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let ready = DispatchGroup()
    let go = DispatchSemaphore(value: 0)
    let done = DispatchGroup()
    for index in 0..<count {
        ready.enter()
        done.enter()
        Thread {
            ready.leave()
            go.wait()
            body(index)
            done.leave()
        }.start()
    }
    ready.wait()
    for _ in 0..<count { go.signal() }
    done.wait()
}
