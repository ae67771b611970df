// V1: the `Signup` example view model's whole life: build it, observe its seven outputs,
// release it, and run the work the release left on its scheduler (the debounce's completion,
// scheduled at once), all inside the timed region, as an app's run loop would run it before
// the next screen. Every view model's scheduled work has run before the next is built, so no
// run leaves work piling up on the scheduler the runs share. The checksum adds the values
// every output sent (by code, as `SignupObservers` adds them) to the number of observations
// and to what is left pending (nothing, on both sides).

import Examples
import Ripple

extension Scenario {
    static func v1(_ config: Config) -> Scenario {
        let count = config.scaled(4_000)
        return Scenario(
            id: "V1",
            name:
                "Signup view model whole life: build, observe 7 outputs, release, run its scheduled work",
            unit: "view model", target: .none,
            variants: [
                Variant(
                    size: count, opsPerRun: count, runs: config.runs(15),
                    ripple: { V1Ripple(count: count) }, floor: { V1Floor(count: count) })
            ])
    }
}

/// A V1 run's checksum: the observations made, the output values' codes, and the actions
/// still pending on the scheduler after the run (weighted so none can hide another).
func v1Checksum(observations: Int, values: Int, pending: Int) -> Int {
    observations &+ values &* 1_000 &+ pending &* 1_000_000_000
}

final class V1Ripple: Benchmark {
    let count: Int
    let services = SignupServices()
    let total = Total()
    let observers: SignupObservers

    init(count: Int) {
        self.count = count
        observers = SignupObservers(adding: total)
    }

    func run() -> Int {
        let scheduler = services.scheduler
        var observations = 0
        for _ in 0..<count {
            // The view model is a temporary: released at the end of the statement.
            observations &+= SignupViewModel(services).observe(observers)
            scheduler.advance(by: .zero)
        }
        return v1Checksum(
            observations: observations, values: total.take(), pending: scheduler.pendingCount)
    }
}

final class V1Floor: Benchmark {
    let count: Int
    let api = FloorGitHubAPI()
    let scheduler = VirtualScheduler()
    let total = Total()
    let observers: SignupObservers

    init(count: Int) {
        self.count = count
        observers = SignupObservers(adding: total)
    }

    func run() -> Int {
        var observations = 0
        for _ in 0..<count {
            observations &+= FloorSignupViewModel(api: api, scheduler: scheduler)
                .observe(observers)
            scheduler.advance(by: .zero)
        }
        return v1Checksum(
            observations: observations, values: total.take(), pending: scheduler.pendingCount)
    }
}
