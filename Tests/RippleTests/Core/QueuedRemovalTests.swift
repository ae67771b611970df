import XCTest

@testable import Ripple

/// How an observation disposed while its signal's domain is busy leaves it (a removal that
/// allocates nothing): the removal waits behind the op under way, in order, holding the
/// signal until it runs; from inside the signal's own terminal delivery nothing waits at all.
final class QueuedRemovalTests: XCTestCase {
    private final class Sentinel {}

    func test_disposedInsideADelivery_getsNothingMore_andLetsGoOfItsClosureBeforeTheSendReturns()
        throws
    {
        let (signal, input) = Signal<Int, Never>.pipe()
        let target = SerialDisposable()
        var seen: [Int] = []
        weak var weakSentinel: Sentinel?
        let trigger = signal.observeValues { _ in target.inner?.dispose() }
        do {
            let sentinel = Sentinel()
            weakSentinel = sentinel
            target.inner = signal.observeValues { [sentinel] value in
                withExtendedLifetime(sentinel) { seen.append(value) }
            }
        }

        input.send(value: 1)

        XCTAssertEqual(seen, [], "disposed before the value reached it")
        XCTAssertNil(weakSentinel, "the queued removal ran before send returned")
        XCTAssertEqual(signal.core.observerCount, 1, "only the trigger is left")
        XCTAssertNotNil(signal.core.base.domain.inboxIfMade, "the removal was queued")
        trigger?.dispose()
    }

    func test_disposedInsideItsSignalsOwnTerminalDelivery_queuesNothing() throws {
        let (signal, input) = Signal<Int, Never>.pipe()
        let target = SerialDisposable()
        var events: [String] = []
        weak var weakSentinel: Sentinel?
        signal.observeCompleted {
            events.append("first completed")
            target.inner?.dispose()
        }
        do {
            let sentinel = Sentinel()
            weakSentinel = sentinel
            target.inner = signal.observe { [sentinel] event in
                withExtendedLifetime(sentinel) { events.append("second \(event)") }
            }
        }

        input.sendCompleted()

        XCTAssertEqual(events, ["first completed"], "disposed before its turn in the walk")
        XCTAssertNil(weakSentinel, "the terminal walk let go of it")
        XCTAssertNil(signal.core.base.domain.inboxIfMade, "nothing was queued: no inbox made")
    }

    func test_aDerivedSignalWhoseLastObserverIsDisposedInsideADelivery_leavesItsUpstreamAtOnce() {
        // The map's removal waits behind the value under way; once it runs, the map has no
        // observer and no `Signal`, so it leaves its upstream in that same op: the value sent
        // after the dispose, queued behind the removal, never reaches the map's transform.
        let (signal, input) = Signal<Int, Never>.pipe()
        let target = SerialDisposable()
        var transformed: [Int] = []
        var seen: [Int] = []
        let trigger = signal.observeValues { value in
            guard value == 1 else { return }
            target.inner?.dispose()
            input.send(value: 2)
        }
        target.inner =
            signal
            .map { value -> Int in
                transformed.append(value)
                return value
            }
            .observeValues { seen.append($0) }

        input.send(value: 1)

        XCTAssertEqual(transformed, [1], "the value under way still crossed the map")
        XCTAssertEqual(seen, [], "the disposed observer got nothing")
        XCTAssertEqual(signal.core.observerCount, 1, "the map left the pipe")
        trigger?.dispose()
    }

    func test_disposedFromAnotherThreadWhileBusy_isRemovedByTheBusyThread() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var seen: [Int] = []
        let observation = signal.observeValues { seen.append($0) }
        let disposed = DispatchSemaphore(value: 0)
        let trigger = signal.observeValues { value in
            guard value == 1 else { return }
            // Disposed from another thread while this thread delivers: queued, not waited for.
            let thread = Thread {
                observation?.dispose(); disposed.signal()
            }
            thread.start()
            disposed.wait()
        }

        input.send(value: 1)
        input.send(value: 2)

        XCTAssertEqual(seen, [1], "nothing after dispose returned")
        XCTAssertEqual(signal.core.observerCount, 1, "the removal ran")
        trigger?.dispose()
    }
}
