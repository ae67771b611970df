import Ripple
import XCTest

/// What a signal operator with more than one input allocates over its whole life (built on
/// two pipes, observed, a value through each input, disposed), in a debug build
/// (`swift test`): each input's receiver captures only the operator's state (no closure
/// context per input).
final class CombiningAllocationBudgetTests: XCTestCase {
    func test_combineLatest_wholeLife() throws {
        var total = 0
        let count = try allocations {
            let (first, firstInput) = Signal<Int, Never>.pipe()
            let (second, secondInput) = Signal<Int, Never>.pipe()
            let observation = first.combineLatest(with: second).observeValues { total += $0 + $1 }
            firstInput.send(value: 1)
            secondInput.send(value: 2)
            observation?.dispose()
        }
        XCTAssertEqual(total, 3 * countingRuns, "every run delivered its pair")
        XCTAssertLessThanOrEqual(count, CombiningBudget.combineLatest, "combineLatest")
    }

    func test_merge_wholeLife() throws {
        var total = 0
        let count = try allocations {
            let (first, firstInput) = Signal<Int, Never>.pipe()
            let (second, secondInput) = Signal<Int, Never>.pipe()
            let observation = Signal.merge(first, second).observeValues { total += $0 }
            firstInput.send(value: 1)
            secondInput.send(value: 2)
            observation?.dispose()
        }
        XCTAssertEqual(total, 3 * countingRuns, "every run delivered both values")
        XCTAssertLessThanOrEqual(count, CombiningBudget.merge, "merge")
    }

    func test_takeWhen_wholeLife() throws {
        var total = 0
        let count = try allocations {
            let (source, sourceInput) = Signal<Int, Never>.pipe()
            let (trigger, triggerInput) = Signal<Void, Never>.pipe()
            let observation = source.takeWhen(trigger).observeValues { total += $0 }
            sourceInput.send(value: 1)
            triggerInput.send(value: ())
            observation?.dispose()
        }
        XCTAssertEqual(total, countingRuns, "every run delivered the sampled value")
        XCTAssertLessThanOrEqual(count, CombiningBudget.takeWhen, "takeWhen")
    }

    func test_takePairWhen_wholeLife() throws {
        var total = 0
        let count = try allocations {
            let (source, sourceInput) = Signal<Int, Never>.pipe()
            let (trigger, triggerInput) = Signal<Int, Never>.pipe()
            let observation = source.takePairWhen(trigger).observeValues { total += $0.0 + $0.1 }
            sourceInput.send(value: 1)
            triggerInput.send(value: 2)
            observation?.dispose()
        }
        XCTAssertEqual(total, 3 * countingRuns, "every run delivered the sampled pair")
        XCTAssertLessThanOrEqual(count, CombiningBudget.takePairWhen, "takePairWhen")
    }

    func test_flatMapLatest_wholeLife() throws {
        var total = 0
        let count = try allocations {
            let (outer, outerInput) = Signal<Int, Never>.pipe()
            let observation = outer.flatMap(.latest) { SignalProducer<Int, Never>(value: $0) }
                .observeValues { total += $0 }
            outerInput.send(value: 1)
            outerInput.send(value: 2)
            observation?.dispose()
        }
        XCTAssertEqual(total, 3 * countingRuns, "every run delivered both inner values")
        XCTAssertLessThanOrEqual(count, CombiningBudget.flatMapLatest, "flatMap(.latest)")
    }

    /// One outer value of a live `flatMap(.latest)` whose inner producer has a start handler
    /// (a network call's shape): the inner's start, its value and its completion.
    func test_flatMapLatest_innerWithAStartHandler_perOuterValue() throws {
        var total = 0
        let (outer, outerInput) = Signal<Int, Never>.pipe()
        let observation = outer.flatMap(.latest) { value in
            SignalProducer<Int, Never> { observer, _ in
                observer.send(value: value)
                observer.sendCompleted()
            }
        }
        .observeValues { total += $0 }
        let count = try allocations { outerInput.send(value: 1) }
        observation?.dispose()
        XCTAssertEqual(total, countingRuns, "every outer value delivered its inner value")
        XCTAssertLessThanOrEqual(
            count, CombiningBudget.flatMapLatestHandlerInner, "flatMap(.latest), handler inner")
    }

    /// One outer value of a live `flatMap(.latest)` into the Signup validation's shape,
    /// `SignalProducer(value:).map { … }.prefix(value:)`: what V2 pays per keystroke for it.
    func test_flatMapLatest_innerMappedAndPrefixed_perOuterValue() throws {
        var total = 0
        let (outer, outerInput) = Signal<Int, Never>.pipe()
        let observation = outer.flatMap(.latest) { value in
            SignalProducer<Int, Never>(value: value).map { $0 + 1 }.prefix(value: 0)
        }
        .observeValues { total += $0 }
        let count = try allocations { outerInput.send(value: 1) }
        observation?.dispose()
        XCTAssertEqual(total, 2 * countingRuns, "every outer value delivered 0, then 2")
        XCTAssertLessThanOrEqual(
            count, CombiningBudget.flatMapLatestPrefixedInner, "flatMap(.latest), prefixed inner")
    }
}

/// The budgets, in allocations, for a debug build. Before the per-site allocation cuts they were
/// 25, 29, 31 and 28: each input's observation paid a closure context for
/// `CombiningOutput.attach`'s receiver and one for the bound method it called, the composite of
/// inputs three objects and two arrays, and a flatten two per `AtomicInt`. After those cuts they
/// were 18, 20, 24 and 16; the root core that is its own delivery domain took them to 15, 17, 22
/// and 14; removals that do not allocate took `takeWhen` to 17 (disposing its inputs from inside a
/// terminal delivery queues nothing and makes no inbox), and a combining output and its state as
/// one object (`CombiningRoot`: no separate state, composite of inputs or cleanup closure) took
/// them to 12, 14 and 14, and `takeWhen` sending the latest value itself, with no `map` stage after
/// a `takePairWhen`, to 12. `flatMap` on `CombiningRoot` (`FlattenState` is its output: no
/// `CombiningOutput`, composite of inputs or cleanup closure) took `flatMapLatest` from 14 to 11,
/// and its outer observation keeping the transform itself (an entry of its own) to 10, and the
/// output observing its outer stream itself, keeping the transform (`FlatMapState`), to 9. The
/// output observing its first input itself (`CombiningRoot.attachFirst`, no entry object for it)
/// took the others from 12, 14, 12 and 12 to 11, 13, 11 and 11.
enum CombiningBudget {
    static let combineLatest = 11
    static let merge = 13
    static let takeWhen = 11
    /// 11 while `takeWhen` was built on it; since the sample state makes its output with a
    /// closure (the pair here, the latest value alone for `takeWhen`), the pairing closure is a
    /// context in a debug build, which does not specialize it (none in a release build).
    static let takePairWhen = 11
    static let flatMapLatest = 9
    /// 10 while each inner ran as a run of its own (root, `Signal`, input,
    /// interrupter, the observation of the run), 6 with the inner's lifetime and observer,
    /// whose closure captured the state and the `FlattenInner`; 5 once it captures the latter
    /// alone.
    static let flatMapLatestHandlerInner = 5
    /// 37 while `prefix(value:)` started its producer as a run nested in its own (with the cut
    /// above already made), 29 before the inner's observer captured only its `FlattenInner`, 28
    /// before removals stopped allocating, 24 while `map` over the constant started the constant as
    /// a run (a lifted constant delivers through its stages without one,
    /// `UpstreamLift.startConstant`), 13 while `map` over a constant was lifted at all (its
    /// signal, root, stage, observation and lift); `map` over a value is now a value made at
    /// each start, which `prefix(value:)` and `flatten` deliver as a constant.
    static let flatMapLatestPrefixedInner = 6
}
