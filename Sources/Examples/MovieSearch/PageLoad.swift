import Ripple

/// One step of loading a search's pages: what the movie search view model's outputs are
/// derived from.
enum PageLoad: Equatable {
    /// A page's request started.
    case started(page: Int)

    /// A page arrived: the cached copy or the fresh one.
    case loaded(MoviesPage)

    /// A page's request failed.
    case failed(MoviesError)

    /// A page's request ended, with the last page it delivered.
    case finished(MoviesPage?)

    /// The pages of `query` from `page` on: this page (cached, then fresh), then, at each
    /// next scroll to the bottom, the following one, while there are more.
    ///
    ///     scrolledToBottom: ----------s----------
    ///     result:           S-LL-F----S-LL-F-----  (S started, L loaded, F finished)
    ///
    /// Disposing it cancels the request in flight.
    static func pages(
        of query: String, from page: Int, using useCase: SearchMoviesUseCase,
        nextPageWhen scrolledToBottom: Signal<Void, Never>
    ) -> SignalProducer<PageLoad, Never> {
        useCase.execute(query: query, page: page)
            .map(PageLoad.loaded)
            .flatMapError { SignalProducer(value: PageLoad.failed($0)) }
            .prefix(value: .started(page: page))
            .concat(value: .finished(nil))
            .scan(PageLoad.finished(nil)) { previous, load in
                // Carries the last page delivered into `finished`.
                guard case .loaded(let last) = previous, case .finished = load else { return load }
                return .finished(last)
            }
            .flatMap(.concat) { load -> SignalProducer<PageLoad, Never> in
                guard case .finished(let last?) = load, last.hasNextPage else {
                    return SignalProducer(value: load)
                }
                let nextPage = SignalProducer(scrolledToBottom).take(first: 1)
                    .flatMap(.concat) { _ in
                        pages(
                            of: query, from: last.page + 1, using: useCase,
                            nextPageWhen: scrolledToBottom)
                    }
                return SignalProducer(value: load).concat(nextPage)
            }
    }
}
