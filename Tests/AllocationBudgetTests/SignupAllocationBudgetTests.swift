import Examples
import Foundation
import Ripple
import XCTest

/// What a whole view model allocates, in a debug build (`swift test`): the
/// `Signup` example built, its seven outputs observed, and released, as `ripple-bench` V1
/// measures it in a release build. A change anywhere in Ripple that makes a view model cost
/// more objects fails here.
final class SignupAllocationBudgetTests: XCTestCase {
    func test_signupViewModel_buildObserveRelease() throws {
        let api = BudgetGitHubAPI()
        let validation = DefaultGitHubValidationService(api: api)
        let scheduler = IdleScheduler()
        var seen = 0
        let count = try allocations {
            let viewModel = SignupViewModel(
                api: api, validationService: validation, scheduler: scheduler)
            let outputs = viewModel.outputs
            outputs.errorMessage.observeValues { _ in seen += 1 }
            outputs.signedIn.observeValues { _ in seen += 1 }
            outputs.signingIn.observeValues { _ in seen += 1 }
            outputs.signupEnabled.observeValues { _ in seen += 1 }
            outputs.validatedPassword.observeValues { _ in seen += 1 }
            outputs.validatedPasswordRepeated.observeValues { _ in seen += 1 }
            outputs.validatedUsername.observeValues { _ in seen += 1 }
        }
        XCTAssertEqual(seen, 0, "no input: no output sends")
        // Releasing completes the inputs; the debounce sends its completion on the scheduler.
        XCTAssertEqual(scheduler.scheduled, countingRuns, "one scheduled completion per view model")
        XCTAssertLessThanOrEqual(count, ViewModelBudget.signup, "Signup: build, observe, release")
    }
}

/// The budget, in allocations, for a debug build; `ripple-bench` V1 counts the same life in a
/// release build (`Docs/Performance.md`). Before the per-site allocation cuts it was 290, after
/// them 217; the root core that is its own delivery domain took 10 more, removals that do not
/// allocate, a combining output and its state as one object
/// (`CombiningRoot`) and a `MutableProperty` of three objects, not five, took it to 162, and
/// `takeWhen` with no `map` stage of its own to 159, and `flatMap` on `CombiningRoot` (its two
/// `flatMap(.latest)`, three objects fewer each) to 153, and the debounce's lock and its
/// scheduled output's stopped flag kept in their objects to 150, and the debounce's output,
/// state and upstream observer as one object (`DebounceState`, a `ScheduledRoot`) to 140, and
/// `combineLatest` of three as one object (`CombineLatestTripleState`, no two-input stage and
/// `map` under it) to 133, and `mapConst` as one stage that keeps its constant (its three
/// `mapConst`s, no closure context each) to 130, and `compactMap` as one stage whose receiver
/// captures nothing (its `values()` and `errors()`) to 128, and `skipRepeats` as one stage
/// holding its previous value to 127, and `take(first:)` as one stage holding its count to 126,
/// and later changes elsewhere to 115. (`flatMap` keeping its transform in its output took it to
/// 113, but kept what the transform captures alive as long as an inner run, which leaked a
/// transform that captures its own inner sources; that was undone.) Each combining output
/// observing its first input itself (`CombiningRoot.attachFirst`: its seven combining operators
/// an entry object fewer each) took it to 108, and the debounce's output observing its
/// upstream itself (`RootCore.observeItself`) to 107, and each `flatMap`'s output observing its
/// outer stream itself, keeping the transform (`FlatMapState`), to 105. (A `MutableProperty`
/// made its `Signal` once and kept it; it makes one on each read of `signal` since, which a
/// release build keeps on the caller's stack, four allocations fewer; this debug build makes
/// the four on the heap, the count unchanged.)
enum ViewModelBudget {
    static let signup = 105
}

/// The sign-up API of the budget: answers at once (never asked: no input is given).
private struct BudgetGitHubAPI: GitHubAPI {
    func usernameAvailable(_ username: String) -> SignalProducer<Bool, Never> {
        SignalProducer(value: true)
    }

    func signup(username: String, password: String) -> SignalProducer<Bool, GitHubAPIError> {
        SignalProducer(value: true)
    }
}
