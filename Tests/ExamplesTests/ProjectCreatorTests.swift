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

final class ProjectCreatorTests: XCTestCase {
    private let vm: any ProjectCreatorViewModelType = ProjectCreatorViewModel()

    private let creatorImageURL = TestObserver<URL?, Never>()
    private let creatorName = TestObserver<String, Never>()
    private let goToCreatorProfile = TestObserver<User, Never>()
    private let projectName = TestObserver<String, Never>()

    override func setUp() {
        super.setUp()
        self.vm.outputs.creatorImageURL.observe(self.creatorImageURL.observer)
        self.vm.outputs.creatorName.observe(self.creatorName.observer)
        self.vm.outputs.goToCreatorProfile.observe(self.goToCreatorProfile.observer)
        self.vm.outputs.projectName.observe(self.projectName.observer)
    }

    func test_creatorName_emitsAfterConfigureAndViewDidLoad() {
        self.vm.inputs.configureWith(project: .template)

        self.creatorName.assertValueCount(0, "Nothing before the view loads")

        self.vm.inputs.viewDidLoad()

        self.creatorName.assertValues(["Blob"])
    }

    func test_creatorName_emitsWhenViewLoadsBeforeConfigure() {
        self.vm.inputs.viewDidLoad()

        self.creatorName.assertValueCount(0, "Nothing before the project")

        self.vm.inputs.configureWith(project: .template)

        self.creatorName.assertValues(["Blob"])
    }

    func test_creatorImageURL() {
        self.vm.inputs.configureWith(project: .template)
        self.creatorImageURL.assertValueCount(0)

        self.vm.inputs.viewDidLoad()

        self.creatorImageURL.assertValues([URL(string: "https://ksr.example/avatars/blob.jpg")])
    }

    func test_projectName() {
        self.vm.inputs.configureWith(project: .template)
        self.projectName.assertValueCount(0)

        self.vm.inputs.viewDidLoad()

        self.projectName.assertValues(["The Project"])
    }

    func test_outputs_followReconfiguredProject() {
        self.vm.inputs.configureWith(project: .template)
        self.vm.inputs.viewDidLoad()
        var other = Project.template
        other.name = "Another Project"
        other.creator.name = "Blobby"

        self.vm.inputs.configureWith(project: other)

        self.creatorName.assertValues(["Blob", "Blobby"])
        self.projectName.assertValues(["The Project", "Another Project"])
    }

    func test_goToCreatorProfile_emitsCreatorOnTap() {
        self.vm.inputs.creatorTapped()
        self.vm.inputs.configureWith(project: .template)
        self.vm.inputs.viewDidLoad()

        self.goToCreatorProfile.assertValueCount(0, "Nothing before a tap after load")

        self.vm.inputs.creatorTapped()

        self.goToCreatorProfile.assertValues([.template])
    }

    func test_viewModel_isReleased() {
        assertReleased { tracker in
            let viewModel = tracker.track(ProjectCreatorViewModel())
            let names = TestObserver<String, Never>()
            viewModel.outputs.creatorName.observe(names.observer)
            viewModel.inputs.configureWith(project: .template)
            viewModel.inputs.viewDidLoad()
            viewModel.inputs.creatorTapped()
            names.assertValues(["Blob"])
        }
    }
}
