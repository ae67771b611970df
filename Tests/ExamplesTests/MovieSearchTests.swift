import Examples
import Ripple
import RippleTesting
import XCTest

/// A cache a test fills, or that the repository fills with fresh pages.
private final class StubMoviesCache: MoviesCache, @unchecked Sendable {
    var pages: [String: MoviesPage] = [:]

    func page(for query: String, page: Int) -> MoviesPage? {
        pages["\(query)#\(page)"]
    }

    func save(_ page: MoviesPage, for query: String) {
        pages["\(query)#\(page.page)"] = page
    }
}

/// A network whose every request takes 1 s on the test's scheduler, and which records how
/// each request ended.
private final class StubMoviesNetwork: MoviesNetworkService, @unchecked Sendable {
    enum Outcome: Equatable {
        case running, finished, cancelled
    }

    private let scheduler: TestScheduler
    var totalPages = 2
    var failingQueries: Set<String> = []
    private(set) var requests: [(request: String, outcome: Outcome)] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    func fetch(query: String, page: Int) -> SignalProducer<MoviesPage, MoviesError> {
        SignalProducer { [self] observer, lifetime in
            let index = requests.count
            requests.append(("\(query)#\(page)", .running))
            lifetime.observeEnded { [self] in
                if requests[index].outcome == .running { requests[index].outcome = .cancelled }
            }
            lifetime += scheduler.schedule(after: .seconds(1)) { [self] in
                requests[index].outcome = .finished
                if failingQueries.contains(query) {
                    observer.send(error: MoviesError(message: "No connection"))
                } else {
                    observer.send(value: freshPage(query, page, totalPages: totalPages))
                    observer.sendCompleted()
                }
            }
        }
    }
}

private func freshPage(_ query: String, _ page: Int, totalPages: Int = 2) -> MoviesPage {
    MoviesPage(
        page: page, totalPages: totalPages,
        movies: [Movie(id: "\(query)-\(page)", title: "\(query) \(page)")])
}

private func cachedPage(_ query: String, _ page: Int) -> MoviesPage {
    MoviesPage(
        page: page, totalPages: 2,
        movies: [Movie(id: "\(query)-\(page)", title: "\(query) \(page) (cached)")])
}

final class MovieSearchTests: XCTestCase {
    private let scheduler = TestScheduler()
    private let cache = StubMoviesCache()
    private lazy var network = StubMoviesNetwork(scheduler: self.scheduler)
    // Made in setUp and released in tearDown: XCTest keeps every test case until the process
    // exits, and a view model kept with it keeps its page runs going.
    private var vm: (any MovieSearchViewModelType)!

    private let errorMessage = TestObserver<String, Never>()
    private let isLoading = TestObserver<Bool, Never>()
    private let movies = TestObserver<[Movie], Never>()

    override func setUp() {
        super.setUp()
        self.vm = MovieSearchViewModel(
            useCase: SearchMoviesUseCase(
                repository: DefaultMoviesRepository(cache: self.cache, network: self.network)),
            scheduler: self.scheduler)
        self.vm.outputs.errorMessage.observe(self.errorMessage.observer)
        self.vm.outputs.isLoading.observe(self.isLoading.observer)
        self.vm.outputs.movies.observe(self.movies.observer)
    }

    override func tearDown() {
        self.vm = nil
        super.tearDown()
    }

    private var requests: [String] { self.network.requests.map(\.request) }

    func test_query_debouncedBy300ms() {
        self.vm.inputs.viewDidLoad()
        self.vm.inputs.queryChanged("bat")
        self.scheduler.advance(by: .milliseconds(200))
        self.vm.inputs.queryChanged("batman")
        self.scheduler.advance(by: .milliseconds(299))

        XCTAssertEqual(self.requests, [], "typing has not paused for 300 ms yet")

        self.scheduler.advance(by: .milliseconds(1))
        XCTAssertEqual(self.requests, ["batman#1"], "only the last text is searched")
    }

    func test_movies_cachedPageThenFreshPage_isLoadingOnOff() {
        self.cache.pages["batman#1"] = cachedPage("batman", 1)
        self.vm.inputs.viewDidLoad()
        self.vm.inputs.queryChanged("batman")
        self.scheduler.advance(by: .milliseconds(300))

        self.movies.assertValues([[], cachedPage("batman", 1).movies], "cleared, then the cache")
        self.isLoading.assertValues([true])

        self.scheduler.advance(by: .seconds(1))

        self.movies.assertValues([
            [], cachedPage("batman", 1).movies, freshPage("batman", 1).movies,
        ])
        self.isLoading.assertValues([true, false])
        self.errorMessage.assertDidNotEmitValue()
    }

    func test_movies_onlyLatestQueryShown_previousRequestCancelled() {
        self.vm.inputs.viewDidLoad()
        self.vm.inputs.queryChanged("batman")
        self.scheduler.advance(by: .milliseconds(300) + .milliseconds(500))
        self.vm.inputs.queryChanged("superman")
        self.scheduler.advance(by: .milliseconds(300))

        XCTAssertEqual(
            self.network.requests.map(\.outcome), [.cancelled, .running],
            "the batman request was cancelled when superman's started")

        self.scheduler.run()

        self.movies.assertValues([[], [], freshPage("superman", 1).movies])
        self.isLoading.assertValues([true, false])
    }

    func test_movies_nextPageAppendedOnScrollToBottom() {
        self.vm.inputs.viewDidLoad()
        self.vm.inputs.queryChanged("batman")
        self.scheduler.run()
        self.vm.inputs.didScrollToBottom()
        self.scheduler.run()
        self.vm.inputs.didScrollToBottom()  // page 2 was the last: nothing to load
        self.scheduler.run()

        XCTAssertEqual(self.requests, ["batman#1", "batman#2"])
        self.movies.assertValues([
            [], freshPage("batman", 1).movies,
            freshPage("batman", 1).movies + freshPage("batman", 2).movies,
        ])
        self.isLoading.assertValues([true, false, true, false])
    }

    func test_movies_scrollWhileLoadingIgnored_newQueryStartsOverAtPageOne() {
        self.vm.inputs.viewDidLoad()
        self.vm.inputs.queryChanged("batman")
        self.scheduler.advance(by: .milliseconds(300))
        self.vm.inputs.didScrollToBottom()  // page 1 is still loading
        self.scheduler.run()
        self.vm.inputs.queryChanged("superman")
        self.scheduler.run()

        XCTAssertEqual(self.requests, ["batman#1", "superman#1"])
        self.movies.assertLastValue(freshPage("superman", 1).movies)
    }

    func test_errorMessage_whenRequestFails() {
        self.network.failingQueries = ["batman"]
        self.vm.inputs.viewDidLoad()
        self.vm.inputs.queryChanged("batman")
        self.scheduler.run()

        self.errorMessage.assertValues(["No connection"])
        self.isLoading.assertValues([true, false])
        self.movies.assertValues([[]])
    }

    func test_search_waitsForViewDidLoad() {
        self.vm.inputs.queryChanged("batman")
        self.scheduler.run()
        XCTAssertEqual(self.requests, [])

        self.vm.inputs.viewDidLoad()
        self.scheduler.run()
        XCTAssertEqual(self.requests, ["batman#1"])
    }

    func test_repository_storesFreshPageForNextTime() {
        self.vm.inputs.viewDidLoad()
        self.vm.inputs.queryChanged("batman")
        self.scheduler.run()

        XCTAssertEqual(self.cache.pages["batman#1"], freshPage("batman", 1))
    }

    func test_viewModel_isReleased() {
        let useCase = SearchMoviesUseCase(
            repository: DefaultMoviesRepository(cache: self.cache, network: self.network))
        let scheduler = self.scheduler
        assertReleased { tracker in
            let viewModel = tracker.track(
                MovieSearchViewModel(useCase: useCase, scheduler: scheduler))
            viewModel.inputs.viewDidLoad()
            viewModel.inputs.queryChanged("batman")
            scheduler.run()
            viewModel.inputs.didScrollToBottom()
            scheduler.advance(by: .milliseconds(500))  // page 2 in flight
        }
    }
}
