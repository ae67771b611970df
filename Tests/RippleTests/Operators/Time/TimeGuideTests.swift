import Ripple
import RippleTesting
import XCTest

// The search view model of the Time guide in Docs/Operators.md, compiled and tested as the
// guide shows it.

protocol SearchViewModelInputs {
    /// Call when the text of the search field changes.
    func searchTextChanged(_ text: String)
}

protocol SearchViewModelOutputs {
    /// Emits the query to search for once the user stops typing for 300 ms.
    var searchRequested: Signal<String, Never> { get }
}

protocol SearchViewModelType: ViewModelType
where Inputs == any SearchViewModelInputs, Outputs == any SearchViewModelOutputs {}

final class SearchViewModel: SearchViewModelType, SearchViewModelInputs, SearchViewModelOutputs {
    init(scheduler: DateScheduler = QueueScheduler.main) {
        searchRequested = searchTextChangedProperty.signal
            .debounce(.milliseconds(300), on: scheduler)
    }

    private let searchTextChangedProperty = MutableProperty("")
    func searchTextChanged(_ text: String) {
        searchTextChangedProperty.value = text
    }

    let searchRequested: Signal<String, Never>

    var inputs: any SearchViewModelInputs { self }
    var outputs: any SearchViewModelOutputs { self }
}

final class TimeGuideTests: XCTestCase {
    private let scheduler = TestScheduler()
    private var viewModel: SearchViewModel!
    private var searchRequested: [String] = []

    override func setUp() {
        super.setUp()
        viewModel = SearchViewModel(scheduler: scheduler)
        viewModel.outputs.searchRequested.observeValues { [unowned self] in
            searchRequested.append($0)
        }
    }

    func test_searchRequested_waitsForTheUserToStopTyping() {
        viewModel.inputs.searchTextChanged("r")
        scheduler.advance(by: .milliseconds(100))
        viewModel.inputs.searchTextChanged("ri")
        scheduler.advance(by: .milliseconds(100))
        viewModel.inputs.searchTextChanged("rip")

        scheduler.advance(by: .milliseconds(299))
        XCTAssertEqual(searchRequested, [], "still typing")

        scheduler.advance(by: .milliseconds(1))
        XCTAssertEqual(searchRequested, ["rip"])
    }

    func test_searchRequested_searchesAgainAfterTheNextPause() {
        viewModel.inputs.searchTextChanged("rip")
        scheduler.advance(by: .milliseconds(300))
        viewModel.inputs.searchTextChanged("ripple")
        scheduler.advance(by: .milliseconds(300))

        XCTAssertEqual(searchRequested, ["rip", "ripple"])
    }

    func test_searchRequested_asAMarbleDiagram() {
        let recorder = MarbleRecorder(
            viewModel.outputs.searchRequested, on: scheduler, tick: .milliseconds(100))
        let typing = scheduler.createHotSignal(
            "-ab---c----", values: ["a": "r", "b": "ri", "c": "rip"], tick: .milliseconds(100))
        let observation = typing.observeValues { [viewModel] in
            viewModel?.inputs.searchTextChanged($0)
        }

        scheduler.run()

        XCTAssertEqual(recorder.marbles(values: ["ri": "b", "rip": "c"]), "-----b---c")
        // Diagrams without a terminal event: their signals stay while observed.
        observation?.dispose()
        recorder.dispose()
    }
}
