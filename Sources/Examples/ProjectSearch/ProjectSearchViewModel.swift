import Ripple

/// The search service of `ProjectSearchViewModel`: Kickstarter's `ServiceType` shape, one
/// producer per request (disposing it cancels the request).
public protocol ProjectSearchService: Sendable {
    /// The titles of the projects that match `query`.
    func searchProjects(query: String) -> SignalProducer<[String], Never>
}

/// The inputs of `ProjectSearchViewModel`.
public protocol ProjectSearchViewModelInputs {
    /// Call with the search field's text when the user submits it.
    func searchSubmitted(_ query: String)
}

/// The outputs of `ProjectSearchViewModel`.
public protocol ProjectSearchViewModelOutputs {
    /// Whether a search request is running (show a spinner).
    var isLoading: Property<Bool> { get }

    /// The titles found by the latest search.
    var projectTitles: Signal<[String], Never> { get }
}

/// The shape of `ProjectSearchViewModel` that a view sees.
public protocol ProjectSearchViewModelType: ViewModelType
where Inputs == any ProjectSearchViewModelInputs, Outputs == any ProjectSearchViewModelOutputs {}

/// A search screen in the style of Kickstarter's ios-oss view models: each submitted query
/// starts a request inside `switchMap`, and the request is wrapped in
/// `on(starting:terminated:)` to drive the loading indicator.
///
/// A new query interrupts the request still running: its `terminated` runs (at the
/// scheduler's next turn when the service delivers through a scheduler, as ReactiveSwift
/// does), so the count of running requests goes back down and the spinner turns off once the
/// last request ends.
///
///     searchSubmitted: -a--b--------   (b submitted while a's request runs)
///     running:         -1--21-----0-   (b starts, then a's interruption arrives)
///     isLoading:       -t---------f-
///     projectTitles:   -----------r-   (b's results; a's never arrive)
public final class ProjectSearchViewModel: ProjectSearchViewModelType,
    ProjectSearchViewModelInputs, ProjectSearchViewModelOutputs
{
    /// Creates a view model.
    ///
    /// - Parameter service: Runs the searches.
    public init(service: any ProjectSearchService) {
        let running = MutableProperty(0)
        self.isLoading = running.map { $0 > 0 }.skipRepeats()
        self.projectTitles = searchSubmittedProperty.signal.skipNil()
            .switchMap { query in
                service.searchProjects(query: query)
                    .on(
                        starting: { running.modify { $0 += 1 } },
                        terminated: { running.modify { $0 -= 1 } })
            }
        self.running = running
    }

    /// The count of running requests behind `isLoading`.
    private let running: MutableProperty<Int>

    private let searchSubmittedProperty = MutableProperty<String?>(nil)
    /// Call with the search field's text when the user submits it.
    public func searchSubmitted(_ query: String) {
        searchSubmittedProperty.value = query
    }

    /// Whether a search request is running.
    public let isLoading: Property<Bool>
    /// The titles found by the latest search.
    public let projectTitles: Signal<[String], Never>

    /// The view model's inputs: itself.
    public var inputs: any ProjectSearchViewModelInputs { self }
    /// The view model's outputs: itself.
    public var outputs: any ProjectSearchViewModelOutputs { self }
}
