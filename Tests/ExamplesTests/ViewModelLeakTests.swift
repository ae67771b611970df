import Examples
import Foundation
import Ripple
import RippleTesting
import XCTest

/// A whole Kickstarter-style view model, observed by a view whose closures capture it, lets
/// go of the view once the view model is released: its inputs complete, so every output
/// completes and drops its observers. Checked with RippleTesting's `LeakTracker`, as
/// `assertReleasesSentinel` (`Tests/RippleTests/Support/LeakCheck.swift`) does.
final class ViewModelLeakTests: XCTestCase {
    /// Stands for the view controller: the observers' closures capture it strongly.
    private final class View {
        var log: [String] = []
    }

    func test_projectCreatorViewModel_released_releasesTheViewThatObservesIt() {
        let tracker = LeakTracker()
        weak var weakView: View?
        var vm: ProjectCreatorViewModel? = ProjectCreatorViewModel()
        do {
            let view = tracker.track(View())
            weakView = view
            guard let vm else { return }
            vm.outputs.creatorName.observeValues { view.log.append($0) }
            vm.outputs.creatorImageURL.observeValues { view.log.append("\($0 as Any)") }
            vm.outputs.goToCreatorProfile.observeValues { view.log.append($0.name) }
            vm.outputs.projectName.observeValues { view.log.append($0) }
            let creator = User(id: 1, name: "Blob", avatarURL: "https://ksr.example/blob.jpg")
            vm.inputs.configureWith(project: Project(id: 1, name: "P", creator: creator))
            vm.inputs.viewDidLoad()
            vm.inputs.creatorTapped()
            XCTAssertEqual(view.log.count, 4)
        }
        XCTAssertNotNil(weakView, "the view model's outputs hold the view")
        vm = nil
        tracker.assertAllReleased()
    }

    func test_credentialsViewModel_released_releasesTheViewThatObservesIt() {
        let tracker = LeakTracker()
        weak var weakView: View?
        var vm: CredentialsViewModel? = CredentialsViewModel()
        do {
            let view = tracker.track(View())
            weakView = view
            guard let vm else { return }
            vm.outputs.isSubmitEnabled.producer.startWithValues { view.log.append("\($0)") }
            vm.outputs.submitted.observeValues { view.log.append($0.userName) }
            vm.outputs.password.signal.observeValues { view.log.append($0) }
            vm.inputs.configureWith(savedUserName: "blob")
            vm.outputs.password.value = "secret"
            vm.inputs.submitTapped()
            XCTAssertTrue(view.log.contains("blob"))
        }
        XCTAssertNotNil(weakView, "the view model's outputs hold the view")
        vm = nil
        tracker.assertAllReleased()
    }

    func test_credentialsViewModel_derivedOutputDroppedUnobserved_isReleasedWhileTheViewModelLives()
    {
        let tracker = LeakTracker()
        let vm = CredentialsViewModel()
        weak var weakView: View?
        var title: Property<String>?
        do {
            let view = tracker.track(View())
            weakView = view
            title = vm.outputs.isSubmitEnabled.map { enabled in
                _ = view
                return enabled ? "Submit" : "Fill in both fields"
            }
        }
        XCTAssertEqual(title?.value, "Fill in both fields")
        XCTAssertNotNil(weakView, "the derived property's transform holds the view")
        title = nil
        tracker.assertAllReleased()
        vm.outputs.userName.value = "blob"
        vm.outputs.password.value = "secret"
        XCTAssertTrue(vm.outputs.isSubmitEnabled.value)
    }
}
