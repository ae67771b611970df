// V1m: live, observed `Signup` view models held at once: malloc'd bytes per view model. A run
// ends as V1's view models do: released, and their scheduled work (each debounce's
// completion) run, so no run leaves work pending on the scheduler the runs share.

import Examples
import Ripple

extension Scenario {
    static func v1m(_ config: Config) -> Scenario {
        let count = config.scaled(10_000)
        return Scenario(
            id: "V1m", name: "live observed Signup view models", unit: "view model",
            target: .bytes(10_000),
            variants: [
                Variant(
                    size: count, opsPerRun: count, runs: config.runs(5),
                    ripple: { V1mRipple(count: count) }, floor: { V1mFloor(count: count) })
            ])
    }
}

/// Builds `count` view models and observes their seven outputs, measures the bytes they hold
/// (a screen of cells holds its view models so), then releases them.
final class V1mRipple: MemoryBenchmark {
    let count: Int
    let services = SignupServices()
    let observers = SignupObservers(adding: Total())
    var viewModels: [SignupViewModel] = []
    var heldBytes: Int?

    init(count: Int) { self.count = count }

    func setUp() { viewModels.reserveCapacity(count) }

    func run() -> Int {
        let scheduler = services.scheduler
        var observations = 0
        let before = Malloc.bytesInUse()
        for _ in 0..<count {
            let viewModel = SignupViewModel(services)
            observations &+= viewModel.observe(observers)
            viewModels.append(viewModel)
        }
        heldBytes = before.flatMap { before in Malloc.bytesInUse().map { $0 - before } }
        viewModels.removeAll(keepingCapacity: true)
        scheduler.advance(by: .zero)
        return observations &+ scheduler.pendingCount &* 1_000_000_000
    }
}

final class V1mFloor: MemoryBenchmark {
    let count: Int
    let api = FloorGitHubAPI()
    let scheduler = VirtualScheduler()
    let observers = SignupObservers(adding: Total())
    var viewModels: [FloorSignupViewModel] = []
    var heldBytes: Int?

    init(count: Int) { self.count = count }

    func setUp() { viewModels.reserveCapacity(count) }

    func run() -> Int {
        var observations = 0
        let before = Malloc.bytesInUse()
        for _ in 0..<count {
            let viewModel = FloorSignupViewModel(api: api, scheduler: scheduler)
            observations &+= viewModel.observe(observers)
            viewModels.append(viewModel)
        }
        heldBytes = before.flatMap { before in Malloc.bytesInUse().map { $0 - before } }
        viewModels.removeAll(keepingCapacity: true)
        scheduler.advance(by: .zero)
        return observations &+ scheduler.pendingCount &* 1_000_000_000
    }
}
