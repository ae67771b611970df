/// A movie in the search results.
public struct Movie: Equatable, Sendable {
    /// The movie's identifier.
    public var id: String

    /// The movie's title.
    public var title: String

    /// Creates a movie.
    ///
    /// - Parameters:
    ///   - id: The identifier.
    ///   - title: The title.
    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }
}

/// One page of search results.
public struct MoviesPage: Equatable, Sendable {
    /// The page's number, from 1.
    public var page: Int

    /// How many pages the search has.
    public var totalPages: Int

    /// The movies on this page.
    public var movies: [Movie]

    /// Whether a page follows this one.
    public var hasNextPage: Bool { page < totalPages }

    /// Creates a page.
    ///
    /// - Parameters:
    ///   - page: The page's number, from 1.
    ///   - totalPages: How many pages the search has.
    ///   - movies: The movies on this page.
    public init(page: Int, totalPages: Int, movies: [Movie]) {
        self.page = page
        self.totalPages = totalPages
        self.movies = movies
    }
}

/// A failed search, with a message to show.
public struct MoviesError: Error, Equatable, Sendable {
    /// What went wrong, for the user.
    public var message: String

    /// Creates an error.
    ///
    /// - Parameter message: What went wrong, for the user.
    public init(message: String) {
        self.message = message
    }
}
