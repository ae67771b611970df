import Examples
import Foundation
import Ripple
import RippleTesting
import XCTest

extension User {
    fileprivate static let template = User(
        id: 1, name: "Blob", avatarURL: "https://ksr.example/avatars/blob.jpg")
}

extension Project {
    fileprivate static let template = Project(
        id: 1, name: "The Project", creator: .template)
}

/// Kickstarter's template test, with one `recordOutputs` line instead of one `TestObserver`
/// and one `observe` per output: every output is recorded, and each event any output sends
/// must be asserted (or skipped, saying so) by the end of the test.
final class ProjectCreatorTests: XCTestCase {
    private let vm: any ProjectCreatorViewModelType = ProjectCreatorViewModel()

    func test_creatorName_emitsAfterConfigureAndViewDidLoad() {
        let outputs = self.recordOutputs(self.vm.outputs)
        self.vm.inputs.configureWith(project: .template)

        outputs[\.creatorName].assertValueCount(0, "Nothing before the view loads")

        self.vm.inputs.viewDidLoad()

        outputs[\.creatorName].assertValues(["Blob"])
        outputs[\.creatorImageURL].assertValues([
            URL(string: "https://ksr.example/avatars/blob.jpg")
        ])
        outputs[\.projectName].assertValues(["The Project"])
    }

    func test_creatorName_emitsWhenViewLoadsBeforeConfigure() {
        let outputs = self.recordOutputs(self.vm.outputs)
        self.vm.inputs.viewDidLoad()

        outputs[\.creatorName].assertValueCount(0, "Nothing before the project")

        self.vm.inputs.configureWith(project: .template)

        outputs[\.creatorName].assertValues(["Blob"])
        outputs[\.creatorImageURL].assertValueCount(1)
        outputs[\.projectName].assertValueCount(1)
    }

    func test_creatorImageURL() {
        let outputs = self.recordOutputs(self.vm.outputs)
        self.vm.inputs.configureWith(project: .template)
        outputs[\.creatorImageURL].assertValueCount(0)

        self.vm.inputs.viewDidLoad()

        outputs[\.creatorImageURL].assertValues([
            URL(string: "https://ksr.example/avatars/blob.jpg")
        ])
        outputs.skipEvents(\.creatorName)  // asserted by the creatorName tests
        outputs.skipEvents(\.projectName)  // asserted by test_projectName
    }

    func test_projectName() {
        let outputs = self.recordOutputs(self.vm.outputs)
        self.vm.inputs.configureWith(project: .template)
        outputs[\.projectName].assertValueCount(0)

        self.vm.inputs.viewDidLoad()

        outputs[\.projectName].assertValues(["The Project"])
        outputs.skipEvents(\.creatorName)  // asserted by the creatorName tests
        outputs.skipEvents(\.creatorImageURL)  // asserted by test_creatorImageURL
    }

    func test_outputs_followReconfiguredProject() {
        let outputs = self.recordOutputs(self.vm.outputs)
        self.vm.inputs.configureWith(project: .template)
        self.vm.inputs.viewDidLoad()
        var other = Project.template
        other.name = "Another Project"
        other.creator.name = "Blobby"

        self.vm.inputs.configureWith(project: other)

        outputs[\.creatorName].assertValues(["Blob", "Blobby"])
        outputs[\.projectName].assertValues(["The Project", "Another Project"])
        outputs[\.creatorImageURL].assertValueCount(2, "The same avatar, sent again")
    }

    func test_goToCreatorProfile_emitsCreatorOnTap() {
        let outputs = self.recordOutputs(self.vm.outputs)
        self.vm.inputs.creatorTapped()
        self.vm.inputs.configureWith(project: .template)
        self.vm.inputs.viewDidLoad()
        outputs.skipAllEvents()  // the project's outputs, asserted by the tests above

        outputs[\.goToCreatorProfile].assertValueCount(0, "Nothing before a tap after load")

        self.vm.inputs.creatorTapped()

        outputs[\.goToCreatorProfile].assertValues([.template])
    }

    func test_viewModel_isReleased() {
        assertReleased { tracker in
            let viewModel = tracker.track(ProjectCreatorViewModel())
            withTestOutputs(viewModel.outputs) { outputs in
                viewModel.inputs.configureWith(project: .template)
                viewModel.inputs.viewDidLoad()
                viewModel.inputs.creatorTapped()
                outputs[\.creatorName].assertValues(["Blob"])
                outputs[\.goToCreatorProfile].assertValues([.template])
                outputs.exclude(\.creatorImageURL)
                outputs.exclude(\.projectName)
            }
        }
    }
}
