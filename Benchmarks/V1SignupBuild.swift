// V1: the `Signup` example view model: build it, observe its seven outputs, release it.

import Examples
import Ripple

extension Scenario {
    static func v1(_ config: Config) -> Scenario {
        let count = config.scaled(4_000)
        return Scenario(
            id: "V1", name: "Signup view model: build, observe 7 outputs, release",
            unit: "view model", target: .none,
            variants: [
                Variant(
                    size: count, opsPerRun: count, runs: config.runs(15),
                    ripple: { V1Ripple(count: count) }, floor: { V1Floor(count: count) })
            ])
    }
}

final class V1Ripple: Benchmark {
    let count: Int
    let services = SignupServices()
    let observers = SignupObservers(adding: Total())

    init(count: Int) { self.count = count }

    func run() -> Int {
        var observations = 0
        for _ in 0..<count {
            let viewModel = SignupViewModel(services)
            observations &+= viewModel.observe(observers)
        }
        return observations
    }
}

final class V1Floor: Benchmark {
    let count: Int
    let api = FloorGitHubAPI()
    let scheduler = VirtualScheduler()
    let observers = SignupObservers(adding: Total())

    init(count: Int) { self.count = count }

    func run() -> Int {
        var observations = 0
        for _ in 0..<count {
            let viewModel = FloorSignupViewModel(api: api, scheduler: scheduler)
            observations &+= viewModel.observe(observers)
        }
        return observations
    }
}
