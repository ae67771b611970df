import Ripple

/// The category screen's view: what BluePic's view controller showed, as plain properties.
///
/// It owns the view model and binds to its outputs; the bindings hold the view weakly and end
/// in its `deinit`, so closing the screen releases both the view and the view model.
public final class CategoryView: LifetimeProvider {
    /// Ends in `deinit`, ending every binding into this view.
    public let (lifetime, token) = Lifetime.make()

    /// The images the collection view shows.
    public private(set) var images: [CategoryImage] = []

    /// Whether the "no images yet" message is visible.
    public private(set) var isEmptyStateVisible = false

    /// The image whose detail screen was opened last, if any.
    public private(set) var presentedImage: CategoryImage?

    /// The navigation bar's title.
    public private(set) var title = ""

    private let viewModel: any CategoryViewModelType

    /// Creates the view for `viewModel`, binds it to the outputs, and configures the category.
    ///
    /// - Parameters:
    ///   - viewModel: The view model the view calls and shows.
    ///   - category: The category to show.
    public init(viewModel: any CategoryViewModelType, category: String) {
        self.viewModel = viewModel
        bindingTarget(for: \.images) <~ viewModel.outputs.images
        bindingTarget(for: \.isEmptyStateVisible) <~ viewModel.outputs.isEmptyStateVisible
        bindingTarget(for: \.title) <~ viewModel.outputs.title
        bindingTarget(for: \.presentedImage) <~ viewModel.outputs.goToImageDetail
        viewModel.inputs.configureWith(category: category)
    }

    /// What `viewDidLoad` does: tells the view model.
    public func viewDidLoad() {
        viewModel.inputs.viewDidLoad()
    }

    /// What the collection view's selection does: tells the view model.
    ///
    /// - Parameter index: The index of the selected image.
    public func didSelectImage(at index: Int) {
        viewModel.inputs.imageTapped(at: index)
    }
}
