import Ripple

/// Where search results come from: the clean-architecture article's data layer.
public protocol MoviesRepository: Sendable {
    /// Sends the cached copy of the page, if there is one, then the fresh page from the
    /// network, then completes. Disposing cancels the network request.
    ///
    /// - Parameters:
    ///   - query: What to search for.
    ///   - page: The page, from 1.
    /// - Returns: A producer of up to two pages: cached, then fresh.
    func fetchMovies(query: String, page: Int) -> SignalProducer<MoviesPage, MoviesError>
}

/// The cache the repository answers from first.
public protocol MoviesCache: Sendable {
    /// The stored copy of a page, or `nil`.
    ///
    /// - Parameters:
    ///   - query: The search.
    ///   - page: The page, from 1.
    /// - Returns: The stored page, if any.
    func page(for query: String, page: Int) -> MoviesPage?

    /// Stores a fresh page.
    ///
    /// - Parameters:
    ///   - page: The page to store.
    ///   - query: The search it answers.
    func save(_ page: MoviesPage, for query: String)
}

/// The network service the repository asks for fresh pages.
public protocol MoviesNetworkService: Sendable {
    /// Fetches a page; disposing cancels the request.
    ///
    /// - Parameters:
    ///   - query: What to search for.
    ///   - page: The page, from 1.
    /// - Returns: A producer of one page.
    func fetch(query: String, page: Int) -> SignalProducer<MoviesPage, MoviesError>
}

/// The repository of the article: the cached page at once, then the network's, which it
/// stores for next time.
///
///     cache:   c|
///     network: ------f|
///     result:  c-----f|
public struct DefaultMoviesRepository: MoviesRepository {
    private let cache: any MoviesCache
    private let network: any MoviesNetworkService

    /// Creates a repository.
    ///
    /// - Parameters:
    ///   - cache: Answers first, and stores fresh pages.
    ///   - network: Answers with fresh pages.
    public init(cache: any MoviesCache, network: any MoviesNetworkService) {
        self.cache = cache
        self.network = network
    }

    /// Sends the cached page, if any, then the network's page, which it stores.
    ///
    /// - Parameters:
    ///   - query: What to search for.
    ///   - page: The page, from 1.
    /// - Returns: A producer of up to two pages: cached, then fresh.
    public func fetchMovies(query: String, page: Int) -> SignalProducer<MoviesPage, MoviesError> {
        let cache = self.cache
        let network = self.network
        return SignalProducer(cache.page(for: query, page: page).map { [$0] } ?? [])
            .concat(
                network.fetch(query: query, page: page)
                    .on(value: { cache.save($0, for: query) }))
    }
}
