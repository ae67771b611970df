import Examples
import Ripple
import RippleTesting
import XCTest

/// A service whose every request answers after 1 s through the test's scheduler, as
/// Kickstarter's mock and real services do (`delay(…, on: AppEnvironment.current.scheduler)`).
private final class DelayedSearchService: ProjectSearchService, @unchecked Sendable {
    let scheduler: TestScheduler

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    func searchProjects(query: String) -> SignalProducer<[String], Never> {
        SignalProducer(value: ["\(query) 1", "\(query) 2"]).delay(.seconds(1), on: scheduler)
    }
}

final class ProjectSearchTests: XCTestCase {
    private let scheduler = TestScheduler()
    private var viewModel: ProjectSearchViewModel!
    private let isLoading = TestObserver<Bool, Never>()
    private let projectTitles = TestObserver<[String], Never>()

    override func setUp() {
        super.setUp()
        viewModel = ProjectSearchViewModel(service: DelayedSearchService(scheduler: scheduler))
        viewModel.outputs.isLoading.producer.start(isLoading.observer)
        viewModel.outputs.projectTitles.observe(projectTitles.observer)
    }

    func test_oneSearch_spinnerTurnsOnThenOff() {
        viewModel.inputs.searchSubmitted("cats")
        isLoading.assertValues([false, true])
        scheduler.advance(by: .seconds(1))
        isLoading.assertValues([false, true, false])
        projectTitles.assertValues([["cats 1", "cats 2"]])
    }

    func test_secondSearchInterruptsTheFirst_spinnerStaysOnUntilTheSecondEnds_thenTurnsOff() {
        viewModel.inputs.searchSubmitted("cats")
        scheduler.advance(by: .milliseconds(500))
        viewModel.inputs.searchSubmitted("dogs")
        // The first request's interruption arrives at the scheduler's next turn: the second
        // request is still running, so the spinner stays on.
        scheduler.advance()
        XCTAssertTrue(viewModel.outputs.isLoading.value)
        isLoading.assertValues([false, true])
        scheduler.advance(by: .seconds(1))
        isLoading.assertValues([false, true, false])
        XCTAssertFalse(viewModel.outputs.isLoading.value)
        projectTitles.assertValues([["dogs 1", "dogs 2"]])
    }
}
