import Ripple
import XCTest

/// What building and starting a producer `combineLatest`, `zip` or `merge` allocates, in a
/// debug build (`swift test`): the start of their inputs goes through `InputStarts` and their
/// start handler holds a `CombiningPair`/`CombiningList` (so nested starts run as a loop, not
/// one stack frame per level), which must cost no allocation beyond what the plain closure did.
final class ProducerCombiningAllocationBudgetTests: XCTestCase {
    private let first = SignalProducer<Int, Never>(value: 1)
    private let second = SignalProducer<Int, Never>(value: 2)

    func test_combineLatestOfTwoProducers_build() throws {
        var built: [SignalProducer<(Int, Int), Never>] = []
        built.reserveCapacity(countingRuns)
        let count = try allocations { built.append(first.combineLatest(with: second)) }
        XCTAssertLessThanOrEqual(count, ProducerBudget.build, "combineLatest(with:), built")
    }

    func test_combineLatestOfTwoProducers_startToCompletion() throws {
        let producer = first.combineLatest(with: second)
        var total = 0
        let count = try allocations { producer.startWithValues { total += $0.0 + $0.1 } }
        XCTAssertEqual(total, 3 * countingRuns, "every run delivered its value")
        XCTAssertLessThanOrEqual(count, ProducerBudget.combineLatestStart, "combineLatest run")
    }

    func test_zipOfTwoProducers_startToCompletion() throws {
        let producer = first.zip(with: second)
        var total = 0
        let count = try allocations { producer.startWithValues { total += $0.0 + $0.1 } }
        XCTAssertEqual(total, 3 * countingRuns, "every run delivered its value")
        XCTAssertLessThanOrEqual(count, ProducerBudget.zipStart, "zip run")
    }

    func test_mergeOfTwoProducers_startToCompletion() throws {
        let producer = first.merge(with: second)
        var total = 0
        let count = try allocations { producer.startWithValues { total += $0 } }
        XCTAssertEqual(total, 3 * countingRuns, "every run delivered its values")
        XCTAssertLessThanOrEqual(count, ProducerBudget.mergeStart, "merge run")
    }

    func test_combineLatestOfACollection_startToCompletion() throws {
        let producer = SignalProducer.combineLatest([first, second])
        var total = 0
        let count = try allocations { producer.startWithValues { total += $0.reduce(0, +) } }
        XCTAssertEqual(total, 3 * countingRuns, "every run delivered its value")
        XCTAssertLessThanOrEqual(
            count, ProducerBudget.combineLatestCollectionStart, "combineLatest(_:) run")
    }
}

/// The budgets, in allocations, for a debug build. Before nested starts ran as a loop they were
/// 1, 60, 61, 64 and 71; before the per-site allocation cuts (a composite and a lifetime are
/// fewer objects) and a root core becoming its own delivery domain, 1, 60, 61, 61 and 70;
/// before removals that do not allocate (no closure, no inbox for a removal made
/// inside its signal's own terminal delivery) and the output and the state of a run became one
/// object (`CombiningRoot`, which also makes no `Signal` to forward a run, and observes each
/// input's run by a receiver of its own), 1, 48, 49, 49 and 58; then 1, 35, 35, 35 and 47,
/// which later cuts (a run's inner starts and teardown) left loose: measured on 2026-11-28,
/// 1, 30, 31, 30 and 42.
enum ProducerBudget {
    static let build = 1
    static let combineLatestStart = 30
    static let zipStart = 31
    static let mergeStart = 30
    static let combineLatestCollectionStart = 42
}
