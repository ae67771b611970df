/// Records every output of a view model at once, each under its property name, and checks at
/// the end of the test that every event was asserted.
///
/// It is a `TestObserver` per output without the boilerplate, named as `TestObserver` and
/// `TestScheduler` are: a test double (`Test…`) of the thing it stands for, here a view
/// model's `outputs`. Made from `outputs` (any object or struct), it finds by reflection every
/// stored `Signal`, `SignalProducer` (which it starts), `Property`, `MutableProperty` and
/// `ValidatingProperty`, and records each from that moment: a property's current value
/// first, then each change, as `TestObserver.observe(_:)` records a property.
///
/// <!-- context
/// protocol SignupViewModelInputs { func emailChanged(_ email: String) }
/// protocol SignupViewModelOutputs { var isSignupEnabled: Signal<Bool, Never> { get } }
/// final class SignupViewModel: SignupViewModelInputs, SignupViewModelOutputs {
///     private let email = MutableProperty("")
///     let isSignupEnabled: Signal<Bool, Never>
///     init() { isSignupEnabled = email.signal.map { $0.contains("@") } }
///     var inputs: any SignupViewModelInputs { self }
///     var outputs: any SignupViewModelOutputs { self }
///     func emailChanged(_ email: String) { self.email.value = email }
/// }
/// let viewModel = SignupViewModel()
/// let scheduler = TestScheduler()
/// -->
/// ```swift fragment
/// let outputs = TestOutputs(viewModel.outputs, on: scheduler)
/// viewModel.inputs.emailChanged("blob@example.com")
/// outputs[\.isSignupEnabled].assertValues([true])
/// outputs.finish()  // fails for every event no assertion covered
/// ```
///
/// `outputs[\.name]` is that output's `TestObserver`, typed by the key path, with all of its
/// assertions, reported at the caller's line to XCTest or Swift Testing. An output that
/// reflection cannot see (a computed property) is added with `record(_:named:)`. Inputs'
/// properties are recorded from their next change: each change is an input call.
///
/// **Exhaustive by default.** When the test ends, every event an output sent must have been
/// covered by an assertion: a value assertion (`assertValues`, `assertLastValue`,
/// `assertValueCount`, `assertDidEmitValue`, …) covers that output's values so far, a
/// termination assertion (`assertDidComplete`, `assertFailed`, …) its terminal event, and
/// `assertEvents` everything so far. Reading `values` or `events` yourself covers nothing. An
/// output with uncovered events fails the test, once, at the line where the `TestOutputs`
/// was made, naming the output and listing its events:
///
///     isValid sent 1 event that was not asserted: [value(false)]
///       all events of isValid: [value(true), value(false)]
///
/// Opt out with `skipEvents(_:)` (these events, explicitly), `exclude(_:)` (one output) or
/// `isExhaustive = false` (the whole recorder). The end of the test is `finish()`, called by
/// `XCTestCase.recordOutputs(_:on:exhaustive:)` in a teardown block, by
/// `withTestOutputs(_:on:exhaustive:_:)` when its scope ends, or by the test itself.
///
/// **A picture of the run.** Every failure, from the check or from an assertion through
/// `outputs[…]`, ends with a marble diagram of all inputs and outputs on the scheduler's
/// virtual time; `marbles(tick:)` returns it for snapshot-style assertions.
///
/// **ios-oss view models.** When `outputs` is the view model itself, its stored input
/// properties are recorded too: a stored property whose name ends in `Property` (the
/// template's `emailChangedProperty` behind `emailChanged(_:)`) is an *input*: drawn in the
/// picture to show when the inputs were called, never required to be asserted.
///
/// The recorder does not keep an object `outputs` alive, so leak tracking still works; it
/// must outlive the outputs' last event to record it.
public final class TestOutputs<Outputs>: @unchecked Sendable {
    let session: OutputsSession
    let held: Held
    /// The logs found for key paths so far (see `find(_:)`).
    let keyed = TestingLocked<[AnyKeyPath: OutputLog]>([:])

    /// Starts recording every output that reflection finds in `outputs`.
    ///
    /// - Parameters:
    ///   - outputs: The view model's outputs: a struct, an object, or the view model itself.
    ///   - scheduler: The scheduler whose virtual time the picture follows; without one, the
    ///     picture shows the order of events.
    ///   - exhaustive: Whether `finish()` fails for events no assertion covered.
    ///   - fileID: The caller's file ID, where the exhaustive check reports.
    ///   - file: The caller's file path, where the exhaustive check reports.
    ///   - line: The caller's line, where the exhaustive check reports.
    ///   - column: The caller's column, where the exhaustive check reports.
    public init(
        _ outputs: Outputs, on scheduler: TestScheduler? = nil, exhaustive: Bool = true,
        fileID: StaticString = #fileID, file: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        session = OutputsSession(
            scheduler: scheduler, isExhaustive: exhaustive,
            locus: SourceLocus(fileID, file, line, column))
        held = Held(outputs)
        var mirror: Mirror? = Mirror(reflecting: outputs)
        while let current = mirror {
            for child in current.children {
                guard let label = child.label, let output = child.value as? RecordableOutput
                else { continue }
                let name = Self.propertyName(label)
                let isInput = name.hasSuffix("Property") && name != "Property"
                _ = output.startRecording(
                    named: name, role: isInput ? .input : .output, in: session)
            }
            mirror = current.superclassMirror
        }
    }

    deinit {
        session.logs.forEach { $0.stop() }
    }

    /// The names of the recorded outputs, in the order they were found.
    public var outputNames: [String] {
        session.logs.filter { $0.role == .output }.map(\.name)
    }

    /// The names of the recorded inputs (stored properties named `…Property`).
    public var inputNames: [String] {
        session.logs.filter { $0.role == .input }.map(\.name)
    }

    /// Ends the recording: stops observing (interrupting the producers it started) and, when
    /// exhaustive, fails once for each output that sent an event no assertion covered, at
    /// the line where this recorder was made. A second call does nothing.
    public func finish() {
        session.finish()
    }

    /// All inputs and outputs as one marble diagram, one aligned line each, followed by the
    /// value each letter stands for:
    ///
    ///     timeline, one column per 0.3 seconds of virtual time:
    ///       input  queryChanged  ab
    ///       output isLoading     ab
    ///       output results       -a
    ///     values:
    ///       queryChanged: a = "", b = "rip"
    ///       isLoading: a = true, b = false
    ///       results: a = ["Ripple"]
    ///
    /// With a scheduler a column is one `tick` of virtual time since the recorder was made;
    /// without one (or when the run is wider than 120 ticks), one event, in the order the
    /// recorder received them. The view model observes its inputs before the recorder does,
    /// so in that order an input call comes after the outputs it changed at once; pass the
    /// scheduler to see them in one column.
    ///
    /// - Parameter tick: The duration of one column; by default the largest duration that
    ///   divides the time of every event.
    /// - Returns: The diagram.
    public func marbles(tick: Duration? = nil) -> String {
        session.picture(tick: tick)
    }

    /// A stored property's name from its mirror label: `_title` (a property wrapper's storage)
    /// is `title`, and so is a lazy property's storage.
    private static func propertyName(_ label: String) -> String {
        let lazyPrefix = "$__lazy_storage_$_"
        if label.hasPrefix(lazyPrefix) { return String(label.dropFirst(lazyPrefix.count)) }
        if label.hasPrefix("_"), label.count > 1 { return String(label.dropFirst()) }
        return label
    }

    /// The outputs, weakly when they are an object.
    struct Held {
        private weak var object: AnyObject?
        private let value: Outputs?

        init(_ outputs: Outputs) {
            if Mirror(reflecting: outputs).displayStyle == .class {
                object = outputs as AnyObject
                value = nil
            } else {
                value = outputs
            }
        }

        var outputs: Outputs? { value ?? object as? Outputs }
    }
}
