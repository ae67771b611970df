import Ripple
import XCTest

/// What building and observing a signal allocates, in a debug build (`swift test`): a budget
/// per shape, so a change to the core that allocates more fails here. `Docs/PerformanceLog.md`
/// lists the same counts beside the release build's.
final class SignalAllocationBudgetTests: XCTestCase {
    func test_mapStage_build() throws {
        // Each run adds a stage to the last one, so the stage counted joins a signal with no
        // observer yet, as in a chain (a second observer of one signal allocates its array).
        let (signal, input) = Signal<Int, Never>.pipe()
        var last = signal
        let count = try allocations { last = last.map { $0 + 1 } }
        XCTAssertLessThanOrEqual(count, Budget.mapStage, "one map stage")
        withExtendedLifetime((last, input)) {}
    }

    func test_mapConstStage_build() throws {
        // As `test_mapStage_build`. A `Bool` constant: a closure capturing it would need a
        // context of its own.
        let (signal, input) = Signal<Int, Never>.pipe()
        var last = signal
        let count = try allocations { last = last.mapConst(true).map { $0 ? 1 : 0 } }
        XCTAssertLessThanOrEqual(
            count, Budget.mapConstStage + Budget.mapStage, "one mapConst stage and a map stage")
        withExtendedLifetime((last, input)) {}
    }

    func test_compactMapStage_build() throws {
        // As `test_mapStage_build`.
        let (signal, input) = Signal<Int, Never>.pipe()
        var last = signal
        let count = try allocations { last = last.compactMap { $0 > 0 ? $0 : nil } }
        XCTAssertLessThanOrEqual(count, Budget.compactMapStage, "one compactMap stage")
        withExtendedLifetime((last, input)) {}
    }

    func test_filterStage_build() throws {
        // Each run adds a stage to the last one, so the stage counted joins a signal with no
        // observer yet, as in a chain (a second observer of one signal allocates its array).
        let (signal, input) = Signal<Int, Never>.pipe()
        var last = signal
        let count = try allocations { last = last.filter { $0 > 0 } }
        XCTAssertLessThanOrEqual(count, Budget.filterStage, "one filter stage")
        withExtendedLifetime((last, input)) {}
    }

    func test_mapFilterObserverChain_wholeLife() throws {
        var total = 0
        let count = try allocations {
            let (signal, input) = Signal<Int, Never>.pipe()
            signal.map { $0 * 2 }.filter { $0 > 2 }.observeValues { total += $0 }
            input.send(value: 2)
        }
        XCTAssertEqual(total, 4 * countingRuns, "every run delivered its value")
        XCTAssertLessThanOrEqual(
            count, Budget.mapFilterObserverChain, "pipe → map → filter → observer")
    }

    func test_observeAndDispose() throws {
        let (signal, input) = Signal<Int, Never>.pipe()
        var seen = 0
        let count = try allocations {
            let disposable = signal.observeValues { seen += $0 }
            input.send(value: 1)
            disposable?.dispose()
        }
        input.send(value: 1)
        XCTAssertEqual(seen, countingRuns, "each observer saw the value sent while it was attached")
        XCTAssertLessThanOrEqual(count, Budget.observeAndDispose, "observe + dispose")
    }

    func test_observeThenDisposeInsideADelivery() throws {
        // The observer attached first disposes the one attached in the run, while the pipe
        // delivers: the removal is queued behind the delivery. The inbox it waits in is made in
        // the first run; the run counted pays for its observer only.
        let (signal, input) = Signal<Int, Never>.pipe()
        let target = SerialDisposable()
        let trigger = signal.observeValues { _ in target.inner?.dispose() }
        var seen = 0
        let count = try allocations {
            target.inner = signal.observeValues { seen += $0 }
            input.send(value: 1)
        }
        input.send(value: 1)
        XCTAssertEqual(seen, 0, "each observer was disposed before the value reached it")
        XCTAssertLessThanOrEqual(
            count, Budget.observeAndDisposeInsideADelivery, "observe + dispose inside a delivery")
        trigger?.dispose()
    }

    func test_combineLatestOfTwo_build() throws {
        // Each run combines pipes of its own, so the run counted observes signals that had no
        // observer (a second observer of one signal would add its array of observers).
        let pipes = (0..<countingRuns).map { _ in
            (Signal<Int, Never>.pipe(), Signal<Int, Never>.pipe())
        }
        var combined: [Signal<(Int, Int), Never>] = []
        combined.reserveCapacity(countingRuns)
        var run = 0
        let count = try allocations {
            combined.append(Signal.combineLatest(pipes[run].0.output, pipes[run].1.output))
            run += 1
        }
        XCTAssertLessThanOrEqual(count, Budget.combineLatestOfTwo, "combineLatest of two")
    }

    func test_combineLatestOfThree_build() throws {
        // As `test_combineLatestOfTwo_build`: each run combines pipes of its own.
        let pipes = (0..<countingRuns).map { _ in
            (Signal<Int, Never>.pipe(), Signal<Int, Never>.pipe(), Signal<Int, Never>.pipe())
        }
        var combined: [Signal<(Int, Int, Int), Never>] = []
        combined.reserveCapacity(countingRuns)
        var run = 0
        let count = try allocations {
            combined.append(
                Signal.combineLatest(
                    pipes[run].0.output, pipes[run].1.output, pipes[run].2.output))
            run += 1
        }
        XCTAssertLessThanOrEqual(count, Budget.combineLatestOfThree, "combineLatest of three")
    }
}

/// The budgets, in allocations, for a debug build. Before the per-stage object model (a stage as
/// one object) they were 5, 5, 27, 2 and 21, counted with every run observing the same signal,
/// which added the growth of its observer array to the stages and to `combineLatest` (one each).
/// Then 2, 2, 10, 2 and 13, until a root core became its own delivery domain (one allocation fewer
/// per root, the pipe, `combineLatest`'s output) and `combineLatest`'s composite of inputs became
/// one object holding its lock and its two members, its receivers capturing only its state. A
/// removal queued inside a delivery cost two allocations more (its closure over the signal and the
/// entry, and the inbox's thunk for it) before removals that do not allocate. Then
/// `combineLatest`'s output, state and inputs' observations became one object (`CombiningRoot`): 7
/// → 4 (the root, its `Signal`, an observer entry per input). `combineLatest` of three, a two-input
/// output with a second one and a `map` over it until it became one object (its third input's
/// observation in a slot of its own, not an array), costs the same shape: the root, its `Signal`,
/// an observer entry per input. Since the output observes its first input itself
/// (`CombiningRoot.attachFirst`): the root, its `Signal`, an entry per input after the first,
/// 3 and 4.
enum Budget {
    static let mapStage = 2
    /// Was 3 while it was a `map` over a closure that captured the constant.
    static let mapConstStage = 2
    /// Was 3 while it was a derived stage and a receiver over the transform and the output (a
    /// context).
    static let compactMapStage = 2
    static let filterStage = 2
    static let mapFilterObserverChain = 8
    static let observeAndDispose = 1
    static let observeAndDisposeInsideADelivery = 1
    static let combineLatestOfTwo = 3
    static let combineLatestOfThree = 4
}
