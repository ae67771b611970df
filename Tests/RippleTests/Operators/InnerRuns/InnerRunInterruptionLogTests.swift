import Ripple
import RippleTesting
import XCTest

/// The first program of the table as a user writes it, with its whole log: a loading counter
/// kept around each inner comes back to zero.
final class InnerRunInterruptionLogTests: XCTestCase {
    func test_merge_disposedBeforeEitherDelayedInnerSends_interruptsBoth() {
        let harness = InnerRunHarness(timeOperator: true)
        let events = harness.run(
            SignalProducer.merge(harness.inner(1), harness.inner(2)), .disposedAt(0.5))
        XCTAssertEqual(events, ["interrupted"])
        XCTAssertEqual(
            harness.log,
            [
                "p1 started", "p2 started", "p1 interrupted", "p1 terminated", "p2 interrupted",
                "p2 terminated",
            ])
    }

    func test_loadingCounter_comesBackToZero_afterACombinedRequestIsDisposed() {
        let scheduler = TestScheduler()
        var loading = 0
        func request(_ value: Int) -> SignalProducer<Int, Never> {
            SignalProducer(value: value).delay(1, on: scheduler)
                .on(starting: { loading += 1 }, terminated: { loading -= 1 })
        }
        let disposable = SignalProducer.combineLatest(request(1), request(2)).start()
        XCTAssertEqual(loading, 2)
        disposable.dispose()
        scheduler.advance()
        XCTAssertEqual(loading, 0)
    }
}
