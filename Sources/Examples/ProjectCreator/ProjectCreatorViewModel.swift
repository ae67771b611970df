import Foundation
import Ripple

/// The inputs of `ProjectCreatorViewModel`.
public protocol ProjectCreatorViewModelInputs {
    /// Call with the project whose creator to show.
    func configureWith(project: Project)

    /// Call when the creator's name or avatar is tapped.
    func creatorTapped()

    /// Call from the view controller's `viewDidLoad`.
    func viewDidLoad()
}

/// The outputs of `ProjectCreatorViewModel`.
public protocol ProjectCreatorViewModelOutputs {
    /// The creator's avatar image address, or `nil` if the API sent an invalid one.
    var creatorImageURL: Signal<URL?, Never> { get }

    /// The creator's name.
    var creatorName: Signal<String, Never> { get }

    /// The creator whose profile to open, on each tap.
    var goToCreatorProfile: Signal<User, Never> { get }

    /// The project's name.
    var projectName: Signal<String, Never> { get }
}

/// The shape of `ProjectCreatorViewModel` that a view sees.
public protocol ProjectCreatorViewModelType: ViewModelType
where
    Inputs == any ProjectCreatorViewModelInputs,
    Outputs == any ProjectCreatorViewModelOutputs
{}

/// Kickstarter's own view-model template (ios-oss, "native-docs"), ported by changing the
/// imports.
///
/// The problem it answers: a view model that needs its model at construction cannot exist
/// before the model does, and one that emits as soon as it has the model draws before the
/// view is loaded. Here the project arrives as an input, and every output waits for both
/// inputs: `combineLatest(project, viewDidLoad).map(first)`, in whichever order they come.
///
///     project:     -p----------
///     viewDidLoad: ----v-------
///     creatorName: ----n-------
public final class ProjectCreatorViewModel: ProjectCreatorViewModelType,
    ProjectCreatorViewModelInputs, ProjectCreatorViewModelOutputs
{
    /// Creates a view model with no project yet.
    public init() {
        let project = configureWithProjectProperty.signal.skipNil()
            .combineLatest(with: viewDidLoadProperty.signal)
            .map { project, _ in project }

        creatorImageURL = project.map { URL(string: $0.creator.avatarURL) }
        creatorName = project.map(\.creator.name)
        goToCreatorProfile = project.map(\.creator).takeWhen(creatorTappedProperty.signal)
        projectName = project.map(\.name)
    }

    private let configureWithProjectProperty = MutableProperty<Project?>(nil)
    /// Call with the project whose creator to show.
    public func configureWith(project: Project) {
        configureWithProjectProperty.value = project
    }

    private let creatorTappedProperty = MutableProperty()
    /// Call when the creator's name or avatar is tapped.
    public func creatorTapped() {
        creatorTappedProperty.value = ()
    }

    private let viewDidLoadProperty = MutableProperty()
    /// Call from the view controller's `viewDidLoad`.
    public func viewDidLoad() {
        viewDidLoadProperty.value = ()
    }

    /// The creator's avatar image address.
    public let creatorImageURL: Signal<URL?, Never>
    /// The creator's name.
    public let creatorName: Signal<String, Never>
    /// The creator whose profile to open, on each tap.
    public let goToCreatorProfile: Signal<User, Never>
    /// The project's name.
    public let projectName: Signal<String, Never>

    /// The view model's inputs: itself.
    public var inputs: any ProjectCreatorViewModelInputs { self }
    /// The view model's outputs: itself.
    public var outputs: any ProjectCreatorViewModelOutputs { self }
}
