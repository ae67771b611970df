import Ripple

/// The article's use case: the domain layer's one entry point for a search. The view model
/// depends on it, never on the repository, so the data layer can change behind it.
public struct SearchMoviesUseCase: Sendable {
    private let repository: any MoviesRepository

    /// Creates the use case.
    ///
    /// - Parameter repository: Where results come from.
    public init(repository: any MoviesRepository) {
        self.repository = repository
    }

    /// Searches for `query`: the cached page, if any, then the fresh one. Disposing cancels.
    ///
    /// - Parameters:
    ///   - query: What to search for.
    ///   - page: The page, from 1.
    /// - Returns: A producer of up to two pages: cached, then fresh.
    public func execute(query: String, page: Int) -> SignalProducer<MoviesPage, MoviesError> {
        repository.fetchMovies(query: query, page: page)
    }
}
