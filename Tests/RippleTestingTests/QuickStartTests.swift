import Ripple
import RippleTesting
import XCTest

/// The README's quick start, verbatim: if this file stops compiling or its test fails, fix
/// the README with it. The code sits in a namespace only so that its `GreetingViewModel`
/// does not collide with the one in `KickstarterPortTests.swift`.
enum QuickStart {
    protocol GreetingViewModelInputs { func nameChanged(_ name: String) }
    protocol GreetingViewModelOutputs { var greeting: Signal<String, Never> { get } }

    final class GreetingViewModel: GreetingViewModelInputs, GreetingViewModelOutputs {
        private let nameProperty = MutableProperty("")
        let greeting: Signal<String, Never>

        init() {
            greeting = nameProperty.signal.filter { !$0.isEmpty }.map { "Hello \($0)" }
        }

        func nameChanged(_ name: String) { nameProperty.value = name }
    }

    static func testTarget() {
        // In a test target:
        let viewModel = GreetingViewModel()
        let greeting = TestObserver<String, Never>()
        viewModel.greeting.observe(greeting.observer)
        viewModel.nameChanged("David Blaine")
        greeting.assertValues(["Hello David Blaine"])
    }
}

final class QuickStartTests: XCTestCase {
    func test_readmeQuickStart_compilesAndPasses() {
        QuickStart.testTarget()
    }

    func test_readmeQuickStart_assertionCanFail() {
        let viewModel = QuickStart.GreetingViewModel()
        let greeting = TestObserver<String, Never>()
        viewModel.greeting.observe(greeting.observer)

        let failures = withFailureRecorder {
            viewModel.nameChanged("")
            greeting.assertValues(["Hello David Blaine"])
        }

        XCTAssertEqual(failures.count, 1, "an empty name is filtered out, so the assertion fails")
    }
}
