import Ripple

/// The inputs of `CategoryViewModel`.
public protocol CategoryViewModelInputs {
    /// Call with the category the screen shows.
    func configureWith(category: String)

    /// Call when an image in the collection view is tapped.
    func imageTapped(at index: Int)

    /// Call when the store reports that its images changed (BluePic's refresh notification).
    func imagesRefreshed()

    /// Call from the view controller's `viewDidLoad`.
    func viewDidLoad()
}

/// The outputs of `CategoryViewModel`.
public protocol CategoryViewModelOutputs {
    /// The image to open in the detail screen, on each tap of a shown image.
    var goToImageDetail: Signal<CategoryImage, Never> { get }

    /// The images to show: reload the collection view with each value.
    var images: Signal<[CategoryImage], Never> { get }

    /// Whether the "no images yet" message is visible.
    var isEmptyStateVisible: Signal<Bool, Never> { get }

    /// The screen's title.
    var title: Signal<String, Never> { get }
}

/// The shape of `CategoryViewModel` that a view sees.
public protocol CategoryViewModelType: ViewModelType
where Inputs == any CategoryViewModelInputs, Outputs == any CategoryViewModelOutputs {}

/// The category feed of IBM's BluePic, without the closure that leaked its view controller.
///
/// BluePic's view model was created with a `notifyVC` closure that the view controller wrote
/// as `{ self.reloadDataInCollectionView() }`: the view controller held the view model, the
/// view model held the closure, the closure held the view controller, and neither was ever
/// released. Here the view model holds nothing of the view: the view calls inputs and binds
/// its properties to the outputs with `<~`; the bindings hold the view weakly and end in its
/// `deinit` (see `CategoryView`).
///
///     category+load: -c-----------
///     refreshed:     -----r-------
///     tap(1):        ---------t---
///     images:        -[a,b]-[a,b,c]---
///     goToDetail:    ---------b---
public final class CategoryViewModel: CategoryViewModelType, CategoryViewModelInputs,
    CategoryViewModelOutputs
{
    /// Creates a view model that reads images from `store`.
    ///
    /// - Parameter store: Where the category's images come from.
    public init(store: any CategoryImageStore) {
        let category = configureWithCategoryProperty.signal.skipNil()
            .combineLatest(with: viewDidLoadProperty.signal)
            .map { category, _ in category }
        let categoryToLoad = Signal.merge(
            category, category.takeWhen(imagesRefreshedProperty.signal))
        let images = categoryToLoad.map { store.images(in: $0) }

        self.goToImageDetail = images.takePairWhen(imageTappedProperty.signal)
            .compactMap { images, index in images.indices.contains(index) ? images[index] : nil }
        self.images = images
        self.isEmptyStateVisible = images.map(\.isEmpty).skipRepeats()
        self.title = category.map { "#\($0)" }
    }

    private let configureWithCategoryProperty = MutableProperty<String?>(nil)
    /// Call with the category the screen shows.
    public func configureWith(category: String) {
        configureWithCategoryProperty.value = category
    }

    private let imageTappedProperty = MutableProperty(0)
    /// Call when an image in the collection view is tapped.
    public func imageTapped(at index: Int) {
        imageTappedProperty.value = index
    }

    private let imagesRefreshedProperty = MutableProperty()
    /// Call when the store reports that its images changed.
    public func imagesRefreshed() {
        imagesRefreshedProperty.value = ()
    }

    private let viewDidLoadProperty = MutableProperty()
    /// Call from the view controller's `viewDidLoad`.
    public func viewDidLoad() {
        viewDidLoadProperty.value = ()
    }

    /// The image to open in the detail screen.
    public let goToImageDetail: Signal<CategoryImage, Never>
    /// The images to show.
    public let images: Signal<[CategoryImage], Never>
    /// Whether the "no images yet" message is visible.
    public let isEmptyStateVisible: Signal<Bool, Never>
    /// The screen's title.
    public let title: Signal<String, Never>

    /// The view model's inputs: itself.
    public var inputs: any CategoryViewModelInputs { self }
    /// The view model's outputs: itself.
    public var outputs: any CategoryViewModelOutputs { self }
}
