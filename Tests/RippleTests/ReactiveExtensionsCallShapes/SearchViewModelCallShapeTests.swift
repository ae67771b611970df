import Foundation
import Ripple
import RippleTesting
import XCTest

// A view model written as Kickstarter writes them on ReactiveExtensions: inputs are
// `MutableProperty`s set by input methods, outputs are `Signal<…, Never>`s built in `init`,
// time comes from an injected `DateScheduler`, and the test observes each output with a
// `TestObserver` and drives time with a `TestScheduler`. The same file compiles and passes
// against ReactiveSwift 7.2.1 with ReactiveExtensions 2.0.0 (imports changed).

private enum KsrSearchError: Error, Equatable {
    case offline
}

private struct KsrSearchEnvironment {
    let scheduler: DateScheduler
    let debounceInterval: DispatchTimeInterval
    let apiDelayInterval: DispatchTimeInterval
    let search: (String) -> SignalProducer<[String], KsrSearchError>
}

private protocol KsrSearchViewModelInputs {
    func searchTextChanged(_ text: String)
    func searchButtonTapped()
    func projectTapped(at index: Int)
    func cancelButtonTapped()
    func viewWillDisappear()
    func connectivityChanged(isOnline: Bool)
}

private protocol KsrSearchViewModelOutputs {
    var projects: Signal<[String], Never> { get }
    var isSearching: Signal<Bool, Never> { get }
    var searchFailed: Signal<String, Never> { get }
    var goToProject: Signal<String, Never> { get }
    var trackSearch: Signal<String, Never> { get }
    var clearSearchField: Signal<Void, Never> { get }
}

private protocol KsrSearchViewModelType {
    var inputs: KsrSearchViewModelInputs { get }
    var outputs: KsrSearchViewModelOutputs { get }
}

private final class KsrSearchViewModel: KsrSearchViewModelType, KsrSearchViewModelInputs,
    KsrSearchViewModelOutputs
{
    init(environment: KsrSearchEnvironment) {
        let query = self.searchTextChangedProperty.signal
            .ksr_debounce(environment.debounceInterval, on: environment.scheduler)

        let searchEvent =
            query
            .switchMap { query in
                environment.search(query)
                    .ksr_delay(environment.apiDelayInterval, on: environment.scheduler)
                    .materialize()
            }

        self.projects = searchEvent.values()
        self.searchFailed = searchEvent.errors().mapConst("Something went wrong.")
        self.isSearching = query.mapConst(true)
            .mergeWith(searchEvent.filter { $0.isTerminating }.mapConst(false))

        self.goToProject = self.projects
            .takePairWhen(self.projectTappedProperty.signal.skipNil())
            .map { projects, index in projects[index] }

        self.trackSearch = self.searchTextChangedProperty.signal
            .takeWhen(self.searchButtonTappedProperty.signal)
            .filterWhenLatestFrom(self.connectivityChangedProperty.signal, satisfies: { $0 })
            .enumerated()
            .map { "search \($0.idx + 1): \($0.value)" }

        self.clearSearchField = self.cancelButtonTappedProperty.signal.ignoreValues()
            .mergeWith(self.viewWillDisappearProperty.signal)
    }

    fileprivate let searchTextChangedProperty = MutableProperty("")
    func searchTextChanged(_ text: String) { self.searchTextChangedProperty.value = text }

    fileprivate let searchButtonTappedProperty = MutableProperty(())
    func searchButtonTapped() { self.searchButtonTappedProperty.value = () }

    fileprivate let projectTappedProperty = MutableProperty<Int?>(nil)
    func projectTapped(at index: Int) { self.projectTappedProperty.value = index }

    fileprivate let cancelButtonTappedProperty = MutableProperty(())
    func cancelButtonTapped() { self.cancelButtonTappedProperty.value = () }

    fileprivate let viewWillDisappearProperty = MutableProperty(())
    func viewWillDisappear() { self.viewWillDisappearProperty.value = () }

    fileprivate let connectivityChangedProperty = MutableProperty(true)
    func connectivityChanged(isOnline: Bool) { self.connectivityChangedProperty.value = isOnline }

    let projects: Signal<[String], Never>
    let isSearching: Signal<Bool, Never>
    let searchFailed: Signal<String, Never>
    let goToProject: Signal<String, Never>
    let trackSearch: Signal<String, Never>
    let clearSearchField: Signal<Void, Never>

    var inputs: KsrSearchViewModelInputs { return self }
    var outputs: KsrSearchViewModelOutputs { return self }
}

final class SearchViewModelCallShapeTests: XCTestCase {
    private let scheduler = TestScheduler()
    private let projects = TestObserver<[String], Never>()
    private let isSearching = TestObserver<Bool, Never>()
    private let searchFailed = TestObserver<String, Never>()
    private let goToProject = TestObserver<String, Never>()
    private let trackSearch = TestObserver<String, Never>()
    private let clearSearchField = TestObserver<Void, Never>()
    private var vm: KsrSearchViewModelType!

    override func setUp() {
        super.setUp()
        let environment = KsrSearchEnvironment(
            scheduler: self.scheduler,
            debounceInterval: .milliseconds(300),
            apiDelayInterval: .seconds(1),
            search: { query in
                query == "offline"
                    ? SignalProducer(error: .offline)
                    : SignalProducer(value: ["\(query)alogue", "\(query)s"])
            })
        self.vm = KsrSearchViewModel(environment: environment)
        self.vm.outputs.projects.observe(self.projects.observer)
        self.vm.outputs.isSearching.observe(self.isSearching.observer)
        self.vm.outputs.searchFailed.observe(self.searchFailed.observer)
        self.vm.outputs.goToProject.observe(self.goToProject.observer)
        self.vm.outputs.trackSearch.observe(self.trackSearch.observer)
        self.vm.outputs.clearSearchField.observe(self.clearSearchField.observer)
    }

    func testSearch_DebouncesTypingThenShowsTheLatestQuerysProjects() {
        self.vm.inputs.searchTextChanged("c")
        self.vm.inputs.searchTextChanged("ca")
        self.vm.inputs.searchTextChanged("cat")
        self.scheduler.advance(by: .milliseconds(250))
        self.isSearching.assertDidNotEmitValue("still typing")

        self.scheduler.advance(by: .milliseconds(100))
        self.isSearching.assertValues([true])
        self.projects.assertDidNotEmitValue("the request takes a second")

        self.scheduler.advance(by: .seconds(1))
        self.projects.assertValues([["catalogue", "cats"]])
        self.isSearching.assertValues([true, false])
        self.searchFailed.assertDidNotEmitValue()
    }

    func testSearch_ANewQueryCancelsTheRequestInFlight() {
        self.vm.inputs.searchTextChanged("cat")
        self.scheduler.advance(by: .milliseconds(300))
        self.vm.inputs.searchTextChanged("dog")
        self.scheduler.advance(by: .milliseconds(300))
        self.scheduler.advance(by: .seconds(1))
        self.projects.assertValues([["dogalogue", "dogs"]], "the first request was switched away")
        self.isSearching.assertLastValue(false)
    }

    /// Where Ripple differs: the switched-away request's `ksr_delay` ends it at the scheduler's
    /// next turn, and ReactiveSwift 7.2.1's `flatMap(.latest)` still forwards that late end,
    /// which `materialize()` has made a value (`.interrupted`): one more `false`, giving
    /// `[true, true, false, false]`. Ripple never forwards a replaced inner's events.
    func testSearch_TheSwitchedAwayRequestsLateInterruptionIsNotForwarded() {
        self.vm.inputs.searchTextChanged("cat")
        self.scheduler.advance(by: .milliseconds(300))
        self.vm.inputs.searchTextChanged("dog")
        self.scheduler.advance(by: .milliseconds(300))
        self.scheduler.advance(by: .seconds(1))
        self.isSearching.assertValues([true, true, false])
    }

    func testSearch_AFailureShowsAnErrorAndLaterSearchesStillRun() {
        self.vm.inputs.searchTextChanged("offline")
        self.scheduler.advance(by: .milliseconds(1_300))
        self.searchFailed.assertValues(["Something went wrong."])
        self.projects.assertDidNotEmitValue()
        self.isSearching.assertValues([true, false])

        self.vm.inputs.searchTextChanged("cat")
        self.scheduler.advance(by: .milliseconds(1_300))
        self.projects.assertValues([["catalogue", "cats"]])
        self.isSearching.assertDidNotTerminate("materialize keeps the output alive")
    }

    func testGoToProject_PairsTheTappedIndexWithTheLatestProjects() {
        self.vm.inputs.projectTapped(at: 0)
        self.goToProject.assertDidNotEmitValue("no projects yet")

        self.vm.inputs.searchTextChanged("cat")
        self.scheduler.run()
        self.vm.inputs.projectTapped(at: 1)
        self.vm.inputs.projectTapped(at: 0)
        self.goToProject.assertValues(["cats", "catalogue"])
    }

    func testTrackSearch_CountsSubmittedQueriesWhileOnline() {
        self.vm.inputs.searchButtonTapped()
        self.trackSearch.assertDidNotEmitValue(
            "nothing typed: the text field's signal has no value")

        self.vm.inputs.searchTextChanged("cat")
        self.vm.inputs.connectivityChanged(isOnline: true)
        self.vm.inputs.searchButtonTapped()
        self.vm.inputs.connectivityChanged(isOnline: false)
        self.vm.inputs.searchButtonTapped()
        self.vm.inputs.connectivityChanged(isOnline: true)
        self.vm.inputs.searchTextChanged("dog")
        self.vm.inputs.searchButtonTapped()
        self.trackSearch.assertValues(["search 1: cat", "search 2: dog"])
    }

    func testClearSearchField_OnCancelAndWhenTheViewDisappears() {
        self.vm.inputs.cancelButtonTapped()
        self.vm.inputs.viewWillDisappear()
        self.clearSearchField.assertValueCount(2)
    }
}
