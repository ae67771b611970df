import Ripple
import RippleTesting
import XCTest

final class LeakTrackerTests: FailureCapturingTestCase {
    func test_assertReleased_reportsObjectKeptAliveByRetainCycle() {
        weak var leaked: ClosureViewModel?

        let line = #line + 3
        let failures = withFailureRecorder {
            assertReleased { tracker in
                let viewModel = tracker.track(ClosureViewModel())
                viewModel.captureSelfStrongly()
                leaked = viewModel
            }
        }

        XCTAssertEqual(
            failures.map(\.message),
            [
                "ClosureViewModel is still alive: it leaked (a retain cycle?); tracked at "
                    + "RippleTestingTests/LeakTrackerTests.swift:\(line)"
            ])
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertEqual(failures.first?.filePath, "\(#filePath)")
        leaked?.breakCycle()
        XCTAssertNil(leaked)
    }

    func test_assertReleased_passesWhenCaptureIsWeak() {
        weak var released: ClosureViewModel?

        let failures = withFailureRecorder {
            assertReleased { tracker in
                let viewModel = tracker.track(ClosureViewModel())
                viewModel.captureSelfWeakly()
                viewModel.onChange?()
                released = viewModel
            }
        }

        XCTAssertEqual(failures, [])
        XCTAssertNil(released)
    }

    func test_assertReleased_namesEachObjectStillAlive() {
        var leaked: [ClosureViewModel] = []

        let messages = failureMessages {
            assertReleased { tracker in
                let first = tracker.track(ClosureViewModel(), named: "first")
                let second = tracker.track(ClosureViewModel(), named: "second")
                let third = tracker.track(ClosureViewModel(), named: "third")
                first.captureSelfStrongly()
                third.captureSelfStrongly()
                second.captureSelfWeakly()
                leaked = [first, third]
            }
        }

        XCTAssertEqual(
            messages.map { $0.prefix { $0 != ":" } },
            ["first (ClosureViewModel) is still alive", "third (ClosureViewModel) is still alive"])
        leaked.forEach { $0.breakCycle() }
    }

    func test_assertReleased_returnsTheBodysResult() {
        let count = assertReleased { tracker in
            tracker.track(ClosureViewModel()).title.count
        }

        XCTAssertEqual(count, 0)
    }

    func test_assertReleased_async_reportsRetainCycle() async {
        weak var leaked: ClosureViewModel?

        let failures = await withFailureRecorder {
            await assertReleased { tracker in
                await Task.yield()
                let viewModel = tracker.track(ClosureViewModel())
                viewModel.captureSelfStrongly()
                leaked = viewModel
            }
        }

        XCTAssertEqual(failures.count, 1)
        leaked?.breakCycle()
        XCTAssertNil(leaked)
    }

    func test_assertAllReleased_checksOnceThenForgets() {
        let tracker = LeakTracker()
        let viewModel = tracker.track(ClosureViewModel())

        let first = failureMessages { tracker.assertAllReleased() }
        let second = failureMessages { tracker.assertAllReleased() }

        XCTAssertEqual(first.count, 1)
        XCTAssertEqual(second, [])
        XCTAssertEqual(viewModel.title, "")
    }

    func test_trackForLeaks_passesWhenReleasedByEndOfTest() {
        let viewModel = trackForLeaks(ClosureViewModel())
        viewModel.captureSelfWeakly()
        viewModel.onChange?()

        XCTAssertEqual(viewModel.title, "changed")
    }

    func test_trackForLeaks_failsAtTeardownNamingObjectAndLine() {
        weak var leaked: ClosureViewModel?
        // Teardown blocks run last-added first: the leak check below runs before this one.
        addTeardownBlock {
            let failures = self.stopCapturingFailures()
            XCTAssertEqual(failures.map(\.line), [self.trackedLine])
            XCTAssertTrue(
                failures.first?.description.contains(
                    "view model (ClosureViewModel) is still alive: it leaked (a retain cycle?); "
                        + "tracked at RippleTestingTests/LeakTrackerTests.swift:\(self.trackedLine)"
                ) == true,
                "\(failures)")
            leaked?.breakCycle()
            XCTAssertNil(leaked)
        }

        trackedLine = #line + 1
        let viewModel = trackForLeaks(ClosureViewModel(), named: "view model")
        viewModel.captureSelfStrongly()
        leaked = viewModel
        startCapturingFailures()
    }

    private var trackedLine = 0
}
