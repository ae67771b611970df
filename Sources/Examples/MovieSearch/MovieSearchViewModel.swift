import Ripple

/// The inputs of `MovieSearchViewModel`.
public protocol MovieSearchViewModelInputs {
    /// Call when the list is scrolled to its bottom: loads the next page, if there is one.
    func didScrollToBottom()

    /// Call with the search field's text on each change.
    func queryChanged(_ query: String)

    /// Call from the view controller's `viewDidLoad`.
    func viewDidLoad()
}

/// The outputs of `MovieSearchViewModel`.
public protocol MovieSearchViewModelOutputs {
    /// The message of a failed request.
    var errorMessage: Signal<String, Never> { get }

    /// Whether a request is running (show a spinner).
    var isLoading: Signal<Bool, Never> { get }

    /// The movies to show: emptied when a new search starts, then each page as it arrives
    /// (the cached copy, then the fresh one), later pages appended.
    var movies: Signal<[Movie], Never> { get }
}

/// The shape of `MovieSearchViewModel` that a view sees.
public protocol MovieSearchViewModelType: ViewModelType
where Inputs == any MovieSearchViewModelInputs, Outputs == any MovieSearchViewModelOutputs {}

/// The movie search of the clean-architecture MVVM article, with its bookkeeping replaced by
/// operators.
///
/// The article's view model keeps `currentPage`, `totalPageCount` and a `moviesLoadTask` to
/// cancel by hand, resets them on each search, and gets the cached page and the fresh one
/// through two completion closures. Here the repository answers with a producer (cached
/// page, then fresh page; disposing cancels), the use case passes it on, and the view model
/// is a chain: typing is debounced by 300 ms on the injected scheduler, each query starts its
/// pages with `flatMap(.latest)` — which disposes, so cancels, the previous query's request —
/// and a scroll to the bottom loads the next page while there is one.
///
///     queryChanged: -b-ba---------s----------   (b: "bat", ba: "batman", s: "superman")
///     movies:       --------[]-c-f---[]-c-f--   (300 ms after typing: cleared, cached, fresh)
///     isLoading:    --------t----f---t----f--
public final class MovieSearchViewModel: MovieSearchViewModelType, MovieSearchViewModelInputs,
    MovieSearchViewModelOutputs
{
    /// How long typing must pause before a search starts.
    public static let queryDebounce = Duration.milliseconds(300)

    /// Creates a view model.
    ///
    /// - Parameters:
    ///   - useCase: Searches.
    ///   - scheduler: Times the pause before a search.
    public init(useCase: SearchMoviesUseCase, scheduler: any DateScheduler) {
        let scrolledToBottom = didScrollToBottomProperty.signal
        let query = queryChangedProperty.signal
            .combineLatest(with: viewDidLoadProperty.signal)
            .map { query, _ in query }
            .debounce(Self.queryDebounce, on: scheduler)
            .filter { !$0.isEmpty }
            .skipRepeats()

        let loads = query.flatMap(.latest) { query in
            PageLoad.pages(
                of: query, from: 1, using: useCase, nextPageWhen: scrolledToBottom)
        }

        self.errorMessage = loads.compactMap { load in
            guard case .failed(let error) = load else { return nil }
            return error.message
        }
        self.isLoading = loads.compactMap { load -> Bool? in
            switch load {
            case .started: true
            case .finished: false
            case .loaded, .failed: nil
            }
        }
        .skipRepeats()
        self.movies = loads.compactMap { load -> MoviesPage? in
            switch load {
            case .started(page: 1): MoviesPage(page: 1, totalPages: 1, movies: [])
            case .loaded(let page): page
            case .started, .failed, .finished: nil
            }
        }
        .scan([MoviesPage]()) { pages, page in
            // A page replaces its cached copy and everything after it: page 1 starts over.
            pages.prefix { $0.page < page.page } + [page]
        }
        .map { pages in pages.flatMap(\.movies) }
    }

    private let didScrollToBottomProperty = MutableProperty()
    /// Call when the list is scrolled to its bottom.
    public func didScrollToBottom() {
        didScrollToBottomProperty.value = ()
    }

    private let queryChangedProperty = MutableProperty("")
    /// Call with the search field's text on each change.
    public func queryChanged(_ query: String) {
        queryChangedProperty.value = query
    }

    private let viewDidLoadProperty = MutableProperty()
    /// Call from the view controller's `viewDidLoad`.
    public func viewDidLoad() {
        viewDidLoadProperty.value = ()
    }

    /// The message of a failed request.
    public let errorMessage: Signal<String, Never>
    /// Whether a request is running.
    public let isLoading: Signal<Bool, Never>
    /// The movies to show.
    public let movies: Signal<[Movie], Never>

    /// The view model's inputs: itself.
    public var inputs: any MovieSearchViewModelInputs { self }
    /// The view model's outputs: itself.
    public var outputs: any MovieSearchViewModelOutputs { self }
}
