import Ripple
import XCTest

/// Flattening, with every strategy, lets go of the transform and of the inner runs' closures
/// after the outer and inner streams terminate, or when the run is disposed; `concat` and
/// `then` let go of the operand's closures. The scenarios are the registry's (`flatMap(_:)`,
/// `concat(_:)`, `then(_:)` in `OperatorRegistry`).
final class FlattenLeakTests: XCTestCase {
    func test_flatMap_everyStrategy_releasesTheSentinel_afterOuterAndInnersComplete() {
        assertScenariosRelease(of: "flatMap(_:)", variant: "all completed", minimum: 5)
    }

    func test_flatMap_everyStrategy_releasesTheSentinel_afterDisposal() {
        assertScenariosRelease(of: "flatMap(_:)", variant: "disposed", minimum: 5)
    }

    func test_flatMapLatest_releasesTheReplacedInnersClosures() {
        assertScenariosRelease(of: "flatMap(_:)", variant: "the replaced inner")
    }

    func test_concatAndThen_releaseTheSentinel_afterCompletion() {
        assertScenariosRelease(of: "concat(_:)")
        assertScenariosRelease(of: "then(_:)")
    }
}
