import Ripple
import RippleTesting
import XCTest

// A test written the ios-oss way compiles and runs unchanged against RippleTesting: one
// `TestObserver` per output as a property, observed in `setUp` through `.observer`, Kickstarter's
// assertion names and argument labels, and a helper that forwards `file:line:` (a helper
// declared with `#file` gets a compiler warning: forward `#filePath`, as XCTest does).

private protocol GreetingViewModelInputs {
    func configureWith(name: String?)
    func tapped()
}

private protocol GreetingViewModelOutputs {
    var greeting: Signal<String, Never> { get }
    var subtitle: Signal<String?, Never> { get }
    var tapCount: Signal<Void, Never> { get }
    var loadFailed: Signal<Int, TestError> { get }
}

private protocol GreetingViewModelType: ViewModelType
where Inputs == any GreetingViewModelInputs, Outputs == any GreetingViewModelOutputs {}

private final class GreetingViewModel: GreetingViewModelType, GreetingViewModelInputs,
    GreetingViewModelOutputs
{
    private let greetingPipe = Signal<String, Never>.pipe()
    private let subtitlePipe = Signal<String?, Never>.pipe()
    private let tapPipe = Signal<Void, Never>.pipe()
    private let failurePipe = Signal<Int, TestError>.pipe()

    var inputs: any GreetingViewModelInputs { self }
    var outputs: any GreetingViewModelOutputs { self }

    var greeting: Signal<String, Never> { greetingPipe.output }
    var subtitle: Signal<String?, Never> { subtitlePipe.output }
    var tapCount: Signal<Void, Never> { tapPipe.output }
    var loadFailed: Signal<Int, TestError> { failurePipe.output }

    func configureWith(name: String?) {
        greetingPipe.input.send(value: "Hello \(name ?? "there")")
        subtitlePipe.input.send(value: name)
        if name == nil { failurePipe.input.send(error: .boom) }
    }

    func tapped() {
        tapPipe.input.send(value: ())
    }
}

final class KickstarterPortTests: XCTestCase {
    private let vm: any GreetingViewModelType = GreetingViewModel()

    private let greeting = TestObserver<String, Never>()
    private let subtitle = TestObserver<String?, Never>()
    private let tapCount = TestObserver<Void, Never>()
    private let loadFailed = TestObserver<Int, TestError>()

    override func setUp() {
        super.setUp()
        self.vm.outputs.greeting.observe(self.greeting.observer)
        self.vm.outputs.subtitle.observe(self.subtitle.observer)
        self.vm.outputs.tapCount.observe(self.tapCount.observer)
        self.vm.outputs.loadFailed.observe(self.loadFailed.observer)
    }

    func test_port_kickstarterStyleTestRunsUnchanged() {
        self.greeting.assertValueCount(0)
        self.loadFailed.assertDidNotFail()

        self.vm.inputs.configureWith(name: "David Blaine")
        self.vm.inputs.tapped()
        self.vm.inputs.tapped()

        self.greeting.assertValues(["Hello David Blaine"], "Emits the greeting")
        self.greeting.assertValue("Hello David Blaine")
        self.greeting.assertLastValue("Hello David Blaine")
        self.subtitle.assertValues(["David Blaine"])
        self.tapCount.assertValueCount(2, "Emits each tap")
        self.tapCount.assertDidEmitValue()
        self.loadFailed.assertDidNotEmitValue()
        self.loadFailed.assertDidNotTerminate()

        self.vm.inputs.configureWith(name: nil)

        self.subtitle.assertValues(["David Blaine", nil])
        self.loadFailed.assertDidFail()
        self.loadFailed.assertFailed(.boom, message: "Fails without a name")
        self.loadFailed.assertDidTerminate()
        self.assertGreetings(["Hello David Blaine", "Hello there"])
    }

    private func assertGreetings(
        _ expected: [String], file: StaticString = #filePath, line: UInt = #line
    ) {
        self.greeting.assertValues(expected, file: file, line: line)
    }
}
