import Examples
import Ripple
import RippleTesting
import XCTest

/// A store whose images a test sets, and which records each request.
private final class StubImageStore: CategoryImageStore, @unchecked Sendable {
    var imagesByCategory: [String: [CategoryImage]] = [:]
    private(set) var requests: [String] = []

    func images(in category: String) -> [CategoryImage] {
        requests.append(category)
        return imagesByCategory[category] ?? []
    }
}

private let lake = CategoryImage(id: "1", caption: "Lake")
private let peak = CategoryImage(id: "2", caption: "Peak")
private let ridge = CategoryImage(id: "3", caption: "Ridge")

final class CategoryTests: XCTestCase {
    private let store = StubImageStore()
    private lazy var vm: any CategoryViewModelType = CategoryViewModel(store: self.store)

    private let goToImageDetail = TestObserver<CategoryImage, Never>()
    private let images = TestObserver<[CategoryImage], Never>()
    private let isEmptyStateVisible = TestObserver<Bool, Never>()
    private let title = TestObserver<String, Never>()

    override func setUp() {
        super.setUp()
        self.store.imagesByCategory = ["mountains": [lake, peak]]
        self.vm.outputs.goToImageDetail.observe(self.goToImageDetail.observer)
        self.vm.outputs.images.observe(self.images.observer)
        self.vm.outputs.isEmptyStateVisible.observe(self.isEmptyStateVisible.observer)
        self.vm.outputs.title.observe(self.title.observer)
    }

    func test_title_emitsAfterConfigureAndViewDidLoad() {
        self.vm.inputs.configureWith(category: "mountains")
        self.title.assertDidNotEmitValue()

        self.vm.inputs.viewDidLoad()

        self.title.assertValues(["#mountains"])
    }

    func test_images_loadOnViewDidLoadAndReloadOnRefresh() {
        self.vm.inputs.imagesRefreshed()
        self.vm.inputs.configureWith(category: "mountains")
        self.images.assertDidNotEmitValue("Nothing before the view loads")

        self.vm.inputs.viewDidLoad()
        self.images.assertValues([[lake, peak]])

        self.store.imagesByCategory["mountains"] = [ridge, lake, peak]
        self.vm.inputs.imagesRefreshed()

        self.images.assertValues([[lake, peak], [ridge, lake, peak]])
        XCTAssertEqual(self.store.requests, ["mountains", "mountains"], "one read per load")
    }

    func test_isEmptyStateVisible_followsImages() {
        self.store.imagesByCategory = [:]
        self.vm.inputs.configureWith(category: "mountains")
        self.vm.inputs.viewDidLoad()
        self.vm.inputs.imagesRefreshed()
        self.store.imagesByCategory["mountains"] = [lake]
        self.vm.inputs.imagesRefreshed()

        self.isEmptyStateVisible.assertValues([true, false], "Only changes are sent")
    }

    func test_goToImageDetail_emitsTappedImage() {
        self.vm.inputs.imageTapped(at: 0)
        self.vm.inputs.configureWith(category: "mountains")
        self.vm.inputs.viewDidLoad()
        self.goToImageDetail.assertDidNotEmitValue("A tap before the images is ignored")

        self.vm.inputs.imageTapped(at: 1)
        self.vm.inputs.imageTapped(at: 7)

        self.goToImageDetail.assertValues([peak], "An index out of range is ignored")
    }

    func test_view_showsOutputs() {
        let view = CategoryView(viewModel: self.vm, category: "mountains")
        view.viewDidLoad()
        view.didSelectImage(at: 0)

        XCTAssertEqual(view.title, "#mountains")
        XCTAssertEqual(view.images, [lake, peak])
        XCTAssertFalse(view.isEmptyStateVisible)
        XCTAssertEqual(view.presentedImage, lake)
    }

    func test_viewAndViewModel_areReleasedWhenScreenGoesAway() {
        let store = self.store
        assertReleased { tracker in
            let viewModel = tracker.track(CategoryViewModel(store: store))
            let view = tracker.track(CategoryView(viewModel: viewModel, category: "mountains"))
            view.viewDidLoad()
            view.didSelectImage(at: 1)
            XCTAssertEqual(view.presentedImage, peak)
        }
    }
}

// MARK: - The old closure style, for comparison

/// BluePic's shape: the view model tells its view controller to reload through a closure.
private final class LegacyCategoryViewModel {
    var notifyVC: (() -> Void)?
    private(set) var images: [CategoryImage] = []
    private let store: StubImageStore

    init(store: StubImageStore) {
        self.store = store
    }

    func load(category: String) {
        images = store.images(in: category)
        notifyVC?()
    }
}

/// The view controller sets the closure and, as BluePic's did, captures itself strongly.
private final class LegacyCategoryViewController {
    let viewModel: LegacyCategoryViewModel
    private(set) var shownImages: [CategoryImage] = []

    init(store: StubImageStore) {
        viewModel = LegacyCategoryViewModel(store: store)
        viewModel.notifyVC = { self.reloadCollectionView() }
    }

    func reloadCollectionView() {
        shownImages = viewModel.images
    }
}

final class LegacyCategoryTests: XCTestCase {
    /// Why `CategoryViewModel` has no `notifyVC`: view controller → view model → closure →
    /// view controller is a retain cycle, and the leak tracker catches it.
    func test_legacyClosureStyle_leaksViewControllerAndViewModel() {
        let store = StubImageStore()
        store.imagesByCategory = ["mountains": [lake]]
        weak var weakViewController: LegacyCategoryViewController?
        weak var weakViewModel: LegacyCategoryViewModel?

        let failures = withFailureRecorder {
            assertReleased { tracker in
                let viewController = tracker.track(LegacyCategoryViewController(store: store))
                tracker.track(viewController.viewModel)
                viewController.viewModel.load(category: "mountains")
                XCTAssertEqual(viewController.shownImages, [lake])
                weakViewController = viewController
                weakViewModel = viewController.viewModel
            }
        }

        XCTAssertEqual(failures.count, 2, "both objects are reported as leaked")
        XCTAssertNotNil(weakViewController, "the closure keeps the view controller alive")
        XCTAssertNotNil(weakViewModel, "the view controller keeps the view model alive")

        weakViewModel?.notifyVC = nil  // breaking the cycle by hand releases both

        XCTAssertNil(weakViewController)
        XCTAssertNil(weakViewModel)
    }
}
