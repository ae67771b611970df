import Ripple
import XCTest

/// What building and observing a signal holds, in bytes requested from the heap: a budget per
/// shape, so a field added to the entry base or a core (which every observer or stage pays
/// for, and which can move an object into the next malloc size class) fails here. The
/// figures are the same in a debug and a release build (object layout does not depend on
/// optimization); `Docs/PerformanceLog.md` lists them.
final class SignalByteBudgetTests: XCTestCase {
    func test_mapStage_bytes() throws {
        // Each run adds a stage to the last one, so the stage counted joins a signal with no
        // observer yet, as in a chain (a second observer of one signal allocates its array).
        let (signal, input) = Signal<Int, Never>.pipe()
        var last = signal
        let bytes = try allocatedBytes { last = last.map { $0 + 1 } }
        XCTAssertLessThanOrEqual(bytes, ByteBudget.mapStage, "one map stage")
        withExtendedLifetime((last, input)) {}
    }

    func test_filterStage_bytes() throws {
        let (signal, input) = Signal<Int, Never>.pipe()
        var last = signal
        let bytes = try allocatedBytes { last = last.filter { $0 > 0 } }
        XCTAssertLessThanOrEqual(bytes, ByteBudget.filterStage, "one filter stage")
        withExtendedLifetime((last, input)) {}
    }

    func test_valuesObserver_bytes() throws {
        // Each run observes a signal of its own, so the observer counted is a signal's only one.
        let pipes = (0..<countingRuns).map { _ in Signal<Int, Never>.pipe() }
        var observations: [Disposable?] = []
        observations.reserveCapacity(countingRuns)
        var seen = 0
        var run = 0
        let bytes = try allocatedBytes {
            observations.append(pipes[run].output.observeValues { seen += $0 })
            run += 1
        }
        for pipe in pipes { pipe.input.send(value: 1) }
        XCTAssertEqual(seen, countingRuns, "every observer is live")
        XCTAssertLessThanOrEqual(bytes, ByteBudget.valuesObserver, "one observeValues observer")
    }

    func test_liveMapFilterObserverChain_bytes() throws {
        var chains: [(Signal<Int, Never>.Observer, Disposable?)] = []
        chains.reserveCapacity(countingRuns)
        var total = 0
        let bytes = try allocatedBytes {
            let (signal, input) = Signal<Int, Never>.pipe()
            let observation = signal.map { $0 * 2 }.filter { $0 > 2 }.observeValues { total += $0 }
            chains.append((input, observation))
        }
        for (input, _) in chains { input.send(value: 2) }
        XCTAssertEqual(total, 4 * countingRuns, "every chain is live")
        XCTAssertLessThanOrEqual(
            bytes, ByteBudget.liveMapFilterObserverChain, "a live pipe → map → filter → observer")
    }
}

/// The byte budgets, requested from the heap, debug or release build alike.
enum ByteBudget {
    /// The stage's core (88: its entry state, observers, domain, receiver and transform) and
    /// its `Signal` (24).
    static let mapStage = 112
    /// As `mapStage`, with the predicate for the transform.
    static let filterStage = 112
    /// One `ValuesEntry`: the entry state (40) and the closure (16).
    static let valuesObserver = 56
    /// The pipe (its root core, 88, which is also its delivery domain, records the thread
    /// delivering, keeps its cleanup in its receiver slot and its inbox in the word where a
    /// stage keeps its root; its `Signal` and its input observer), two stages, the observer
    /// and the closures' contexts. 513 while the domain was an object of its own, 441 while
    /// the root kept its cleanup apart, 425 before the root recorded its owner, 433 while it
    /// kept its inbox in a word of its own (96 B, a 112-byte chunk; 88 B is a 96-byte one).
    static let liveMapFilterObserverChain = 425
}
