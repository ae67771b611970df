// V2: one keystroke (`usernameChanged`) into a live `Signup` view model whose passwords are
// filled in, then the clock advanced past the 300 ms debounce: the user name is validated
// (`validating`, then the server's answer, alternately free and taken) and sign-up toggles
// between enabled and disabled. V2o is the same keystroke with the user name's character check
// left out on both sides (`UncheckedUsernameValidationService`): Ripple's own part of it.

import Examples
import Ripple

extension Scenario {
    static func v2(_ config: Config) -> Scenario {
        let count = config.scaled(40_000)
        return Scenario(
            id: "V2", name: "Signup keystroke → all outputs (past the debounce)",
            unit: "input", target: .none,
            variants: [
                Variant(
                    size: count, opsPerRun: count, runs: config.runs(15),
                    ripple: { V2Ripple(count: count) }, floor: { V2Floor(count: count) })
            ])
    }

    static func v2o(_ config: Config) -> Scenario {
        let count = config.scaled(40_000)
        return Scenario(
            id: "V2o", name: "Signup keystroke, Ripple's own part (no user name character check)",
            unit: "input", target: .none,
            variants: [
                Variant(
                    size: count, opsPerRun: count, runs: config.runs(15),
                    ripple: { V2Ripple(count: count, checksUsernameCharacters: false) },
                    floor: { V2Floor(count: count, checksUsernameCharacters: false) })
            ])
    }
}

final class V2Ripple: Benchmark {
    let count: Int
    let total = Total()
    let services: SignupServices
    var viewModel: SignupViewModel?

    init(count: Int, checksUsernameCharacters: Bool = true) {
        self.count = count
        services = SignupServices(checksUsernameCharacters: checksUsernameCharacters)
    }

    func setUp() {
        let viewModel = SignupViewModel(services)
        _ = viewModel.observe(SignupObservers(adding: total))
        viewModel.passwordChanged("secret")
        viewModel.repeatedPasswordChanged("secret")
        self.viewModel = viewModel
        _ = total.take()
    }

    func run() -> Int {
        guard let viewModel else { return 0 }
        let scheduler = services.scheduler
        for index in 0..<count {
            viewModel.usernameChanged(benchUsernames[index & 63])
            scheduler.advance(by: SignupViewModel.usernameDebounce)
        }
        return total.take()
    }

    func tearDown() { viewModel = nil }
}

final class V2Floor: Benchmark {
    let count: Int
    let total = Total()
    let scheduler = VirtualScheduler()
    let checksUsernameCharacters: Bool
    var viewModel: FloorSignupViewModel?

    init(count: Int, checksUsernameCharacters: Bool = true) {
        self.count = count
        self.checksUsernameCharacters = checksUsernameCharacters
    }

    func setUp() {
        let viewModel = FloorSignupViewModel(
            api: FloorGitHubAPI(), scheduler: scheduler,
            checksUsernameCharacters: checksUsernameCharacters)
        _ = viewModel.observe(SignupObservers(adding: total))
        viewModel.passwordChanged("secret")
        viewModel.repeatedPasswordChanged("secret")
        self.viewModel = viewModel
        _ = total.take()
    }

    func run() -> Int {
        guard let viewModel else { return 0 }
        for index in 0..<count {
            viewModel.usernameChanged(benchUsernames[index & 63])
            scheduler.advance(by: SignupViewModel.usernameDebounce)
        }
        return total.take()
    }

    func tearDown() { viewModel = nil }
}
