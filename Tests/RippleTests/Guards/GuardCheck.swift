import Ripple
import RippleTesting

/// What one guard does with a registered operator: the code it runs, or the test it names.
/// `OperatorRegistry`'s doc comment says how each guard uses it.
enum GuardCheck {
    /// Runs handed to the leak suites (`Tests/RippleTests/Leaks/`), which iterate the registry.
    case leak(runs: [LeakRun])
    /// Allocation or byte budget tests, `Class/test_name`, of the `AllocationBudgetTests` target.
    case budget(tests: [String])
    /// A row of the interruption table: its name in `InterruptionTableExpectations` and the
    /// operator applied to the harness's producer on its scheduler.
    case interruption(row: String, apply: InterruptionTableHarness.Operator)
    /// Stages of the randomized suites (a case of `FuzzNode` or of `RandomizedDisposalTests`'s
    /// stages) that run the operator.
    case randomized(stages: [String])
    /// The public-surface tests call it.
    case surface

    static func leak(_ runs: LeakRun...) -> GuardCheck { .leak(runs: runs) }
    static func budget(_ tests: String...) -> GuardCheck { .budget(tests: tests) }
    static func randomized(_ stages: String...) -> GuardCheck { .randomized(stages: stages) }
    static func interruption(
        _ row: String, _ apply: @escaping InterruptionTableHarness.Operator
    ) -> GuardCheck { .interruption(row: row, apply: apply) }

    /// The guard this check belongs to.
    var suite: OperatorGuard {
        switch self {
        case .leak: return .leak
        case .budget: return .budget
        case .interruption: return .interruption
        case .randomized: return .randomized
        case .surface: return .surface
        }
    }
}

/// One leak check of an operator: the shape of scenario a leak suite builds around it, and the
/// operator's part, which captures the sentinel where it takes a closure.
struct LeakRun {
    /// On `Signal<Int, TestError>`: completion, failure, disposal, release of the input
    /// (`SingleUpstreamLeakTests`).
    typealias SignalOperator = (Signal<Int, TestError>, Canary) -> Signal<Int, TestError>
    /// On `SignalProducer<Int, TestError>`: completion, disposal, release unstarted
    /// (`SingleUpstreamLeakTests`).
    typealias ProducerOperator =
        (SignalProducer<Int, TestError>, Canary) -> SignalProducer<Int, TestError>
    /// Two signals into one: both complete, disposal, inputs released (`CombiningLeakTests`).
    typealias Combine = (Signal<Int, Never>, Signal<Int, Never>, Canary) -> Signal<Int, Never>
    /// Two producers into one: both complete, disposal (`CombiningLeakTests`).
    typealias CombineProducers =
        (SignalProducer<Int, Never>, SignalProducer<Int, Never>) -> SignalProducer<Int, Never>
    /// On a signal and a `TestScheduler`: completion or disposal, then the scheduler runs
    /// (`TimeLeakTests`).
    typealias TimeOperator = (Signal<Int, Never>, TestScheduler, Canary) -> Signal<Int, Never>
    /// On a producer and a `TestScheduler`: completion, then the scheduler runs
    /// (`TimeLeakTests`).
    typealias ProducerTimeOperator =
        (SignalProducer<Int, Never>, TestScheduler) -> SignalProducer<Int, Never>
    /// A property derived from a `MutableProperty`: released unobserved, observed then
    /// disposed (`PropertyLeakTests`).
    typealias Derive = (MutableProperty<Int>, Canary) -> AnyObject

    enum Shape {
        case signal(SignalOperator)
        case producer(ProducerOperator)
        case combining(Combine)
        case combiningProducers(CombineProducers)
        case time(TimeOperator)
        case producerTime(ProducerTimeOperator)
        case property(Derive)
        /// A whole scenario of its own, and the step that must release the sentinel
        /// (`ScenarioLeakTests`).
        case scenario(LeakStep, (Canary) -> LeakScenario)
    }

    /// Which of the operator's runs of one shape this is, in the failure message (nil when it
    /// has one).
    let variant: String?
    let shape: Shape

    static func signal(_ variant: String? = nil, _ apply: @escaping SignalOperator) -> LeakRun {
        LeakRun(variant: variant, shape: .signal(apply))
    }
    static func producer(_ variant: String? = nil, _ apply: @escaping ProducerOperator) -> LeakRun {
        LeakRun(variant: variant, shape: .producer(apply))
    }
    static func combining(_ variant: String? = nil, _ apply: @escaping Combine) -> LeakRun {
        LeakRun(variant: variant, shape: .combining(apply))
    }
    static func combiningProducers(
        _ variant: String? = nil, _ apply: @escaping CombineProducers
    ) -> LeakRun {
        LeakRun(variant: variant, shape: .combiningProducers(apply))
    }
    static func time(_ variant: String? = nil, _ apply: @escaping TimeOperator) -> LeakRun {
        LeakRun(variant: variant, shape: .time(apply))
    }
    static func producerTime(
        _ variant: String? = nil, _ apply: @escaping ProducerTimeOperator
    ) -> LeakRun {
        LeakRun(variant: variant, shape: .producerTime(apply))
    }
    static func property(_ variant: String? = nil, _ derive: @escaping Derive) -> LeakRun {
        LeakRun(variant: variant, shape: .property(derive))
    }
    static func scenario(
        _ variant: String? = nil, after step: LeakStep,
        _ build: @escaping (Canary) -> LeakScenario
    ) -> LeakRun {
        LeakRun(variant: variant, shape: .scenario(step, build))
    }
}

extension OperatorRegistry {
    /// Every leak run of one shape in the registry, named `operator` or `operator, variant`:
    /// the list a leak suite iterates.
    static func leakRuns<Run>(_ pick: (LeakRun.Shape) -> Run?) -> [(String, Run)] {
        entries.flatMap { entry in
            entry.leakRuns.compactMap { run in
                pick(run.shape).map {
                    (run.variant.map { "\(entry.name), \($0)" } ?? entry.name, $0)
                }
            }
        }
    }

    /// The rows of the interruption table, from the registry's time operators.
    static var interruptionRows: [(String, InterruptionTableHarness.Operator)] {
        entries.flatMap { entry in
            entry.checks.compactMap {
                if case .interruption(let row, let apply) = $0 { return (row, apply) }
                return nil
            }
        }
    }
}
