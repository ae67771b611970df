import Foundation
import Ripple
import RippleTesting
import XCTest

final class TestOutputsTests: FailureCapturingTestCase {
    private let scheduler = TestScheduler()

    func test_iosOssViewModel_recordsEveryStoredSignalWithNoPerOutputLine() {
        let viewModel = LoginViewModel(scheduler: scheduler)
        let outputs = TestOutputs(viewModel.outputs, on: scheduler)

        XCTAssertEqual(outputs.outputNames, ["isValid", "submitted"])
        XCTAssertEqual(outputs.inputNames, ["emailChangedProperty", "submitTappedProperty"])
        outputs.finish()
    }

    func test_keyPath_assertsTheOutputWithTestObserverVocabulary() {
        let viewModel = LoginViewModel(scheduler: scheduler)
        let failures = failureMessages {
            let outputs = TestOutputs(viewModel.outputs, on: scheduler)
            viewModel.inputs.emailChanged("blob")
            scheduler.advance(by: .milliseconds(300))
            viewModel.inputs.emailChanged("blob@example.com")
            scheduler.advance(by: .milliseconds(300))
            viewModel.inputs.submitTapped()

            outputs[\.isValid].assertValues([false, true])
            outputs[\.isValid].assertDidNotComplete()
            outputs[\.submitted].assertValue("blob@example.com")
            XCTAssertEqual(outputs[\.submitted].lastValue, "blob@example.com")
            outputs.finish()
        }
        XCTAssertEqual(failures, [])
    }

    func test_unassertedEvent_failsAtTheRecorderNamingOutputAndEvents() {
        let viewModel = LoginViewModel(scheduler: scheduler)
        var line = 0
        let failures = withFailureRecorder {
            line = #line + 1
            let outputs = TestOutputs(viewModel.outputs, on: scheduler)
            viewModel.inputs.emailChanged("blob@example.com")
            scheduler.advance(by: .milliseconds(300))
            viewModel.inputs.submitTapped()
            outputs[\.submitted].assertValues(["blob@example.com"])
            outputs.finish()
        }
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(failures.first?.fileID, #fileID)
        XCTAssertTrue(
            failures.first?.message.hasPrefix(
                """
                isValid sent 1 event that was not asserted: [value(true)]
                  all events of isValid: [value(true)]
                  assert them through `outputs[\\.isValid]`, or skip them with \
                `skipEvents(\\.isValid)`, or leave isValid unchecked with `exclude(\\.isValid)`
                timeline,
                """) == true, "\(failures)")
    }

    func test_eventsAfterTheLastAssertion_areUnasserted() {
        let (saved, savedInput) = Signal<Int, Never>.pipe()
        let failures = failureMessages {
            let outputs = TestOutputs(SavedOutputs(saved: saved))
            savedInput.send(value: 1)
            outputs[\.saved].assertValues([1])
            savedInput.send(value: 2)
            savedInput.sendCompleted()
            outputs.finish()
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(
            failures.first?.hasPrefix(
                "saved sent 2 events that were not asserted: [value(2), completed]\n"
                    + "  all events of saved: [value(1), value(2), completed]") == true,
            "\(failures)")
    }

    func test_valueAssertionDoesNotCoverTermination() {
        let (saved, savedInput) = Signal<Int, Never>.pipe()
        let failures = failureMessages {
            let outputs = TestOutputs(SavedOutputs(saved: saved))
            savedInput.send(value: 1)
            savedInput.sendCompleted()
            outputs[\.saved].assertValues([1])
            outputs.finish()
        }
        XCTAssertTrue(
            failures.first?.hasPrefix(
                "saved sent 1 event that was not asserted: [completed]") == true, "\(failures)")
    }

    func test_optOuts_pass() {
        let (saved, savedInput) = Signal<Int, Never>.pipe()
        let failures = failureMessages {
            let skipped = TestOutputs(SavedOutputs(saved: saved))
            let excluded = TestOutputs(SavedOutputs(saved: saved))
            let offLater = TestOutputs(SavedOutputs(saved: saved))
            let offAtStart = TestOutputs(SavedOutputs(saved: saved), exhaustive: false)
            let skippedAll = TestOutputs(SavedOutputs(saved: saved))
            excluded.exclude(\.saved)
            savedInput.send(value: 1)
            skipped.skipEvents(\.saved)
            offLater.isExhaustive = false
            skippedAll.skipAllEvents()
            [skipped, excluded, offLater, offAtStart, skippedAll].forEach { $0.finish() }
        }
        XCTAssertEqual(failures, [])
    }

    func test_skipEvents_coversOnlyTheEventsSoFar() {
        let (saved, savedInput) = Signal<Int, Never>.pipe()
        let failures = failureMessages {
            let outputs = TestOutputs(SavedOutputs(saved: saved))
            savedInput.send(value: 1)
            outputs.skipEvents(\.saved)
            savedInput.send(value: 2)
            outputs.finish()
            outputs.finish()
        }
        XCTAssertEqual(failures.count, 1, "A second finish() checks nothing")
        XCTAssertTrue(failures.first?.hasPrefix("saved sent 1 event") == true, "\(failures)")
    }

    func test_xctest_wrongValueFailsAtTheCallersLineWithThePicture() {
        let viewModel = LoginViewModel(scheduler: scheduler)
        let outputs = TestOutputs(viewModel.outputs, on: scheduler)
        viewModel.inputs.emailChanged("blob")
        scheduler.advance(by: .milliseconds(300))

        let line = #line + 1
        let failures = capturingFailures { outputs[\.isValid].assertValues([true]) }

        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(failures.first?.filePath, "\(#filePath)")
        XCTAssertTrue(
            failures.first?.description.contains(
                """
                values differ at index 0: expected true, got false
                  expected: [true] (1 value)
                  actual:   [false] (1 value)
                timeline, one column per 0.3 seconds of virtual time:
                  input  emailChanged  a-
                  input  submitTapped  --
                  output isValid       -a
                  output submitted     --
                """) == true, "\(failures)")
        outputs.finish()
    }

    func test_recordOutputs_checksInATeardownBlock() {
        // Teardown blocks run last-added first: this one runs after the check.
        addTeardownBlock {
            let failures = self.stopCapturingFailures()
            XCTAssertEqual(failures.map(\.line), [self.recordedLine])
            XCTAssertTrue(
                failures.first?.description.contains(
                    "isValid sent 1 event that was not asserted: [value(false)]") == true,
                "\(failures)")
        }
        let viewModel = LoginViewModel(scheduler: scheduler)
        recordedLine = #line + 1
        _ = recordOutputs(viewModel.outputs, on: scheduler)
        viewModel.inputs.emailChanged("blob")
        scheduler.advance(by: .milliseconds(300))
        startCapturingFailures()
    }

    private var recordedLine = 0

    func test_recordOutputs_passesWhenEverythingIsAsserted() {
        let viewModel = LoginViewModel(scheduler: scheduler)
        let outputs = recordOutputs(viewModel.outputs, on: scheduler)
        viewModel.inputs.emailChanged("blob")
        scheduler.advance(by: .milliseconds(300))
        outputs[\.isValid].assertLastValue(false)
    }

    func test_struct_recordsPropertiesProducersAndSignals() {
        let (profile, savedInput) = makeProfileOutputs()
        let failures = failureMessages {
            let outputs = TestOutputs(profile)
            profile.nickname.value = "blobby"
            savedInput.send(error: .boom)

            XCTAssertEqual(outputs.outputNames, ["name", "nickname", "avatar", "saved"])
            outputs[\.name].assertValues(["Blob"])
            outputs[\.name].assertDidComplete()
            outputs[\.nickname].assertValues(["b", "blobby"])
            outputs[\.avatar].assertEvents([.value(7), .completed])
            outputs[\.saved].assertDidNotEmitValue()
            outputs[\.saved].assertFailed(.boom)
            outputs.finish()
        }
        XCTAssertEqual(failures, [])
    }

    func test_computedOutput_isAddedByKeyPath() {
        let viewModel = LoginViewModel(scheduler: scheduler)
        let failures = failureMessages {
            let outputs = TestOutputs(viewModel.outputs, on: scheduler)
            outputs.record(\.title, named: "title")
            viewModel.inputs.emailChanged("blob@example.com")
            scheduler.advance(by: .milliseconds(300))

            XCTAssertEqual(outputs.outputNames, ["isValid", "submitted", "title"])
            outputs[\.title].assertValues(["Ready"])
            outputs[\.isValid].assertValues([true])
            outputs.finish()
        }
        XCTAssertEqual(failures, [])
    }

    func test_unrecordedKeyPath_failsAtTheCallersLine() {
        let viewModel = LoginViewModel(scheduler: scheduler)
        let outputs = TestOutputs(viewModel.outputs, on: scheduler, exhaustive: false)
        var line = 0
        let failures = withFailureRecorder {
            line = #line + 1
            outputs[\.title].assertDidNotEmitValue()
        }
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertTrue(
            failures.first?.message.contains(
                "is not a recorded output (recorded: isValid, submitted); add it with "
                    + "`record(_:named:)`") == true, "\(failures)")
    }

    func test_marbles_drawsEveryOutputOnVirtualTime() {
        let viewModel = LoginViewModel(scheduler: scheduler)
        let outputs = TestOutputs(viewModel.outputs, on: scheduler, exhaustive: false)
        viewModel.inputs.emailChanged("blob")
        scheduler.advance(by: .milliseconds(300))
        viewModel.inputs.emailChanged("blob@example.com")
        viewModel.inputs.submitTapped()
        scheduler.advance(by: .milliseconds(300))
        viewModel.inputs.submitTapped()
        outputs.finish()

        XCTAssertEqual(
            outputs.marbles(),
            """
            timeline, one column per 0.3 seconds of virtual time:
              input  emailChanged  ab-
              input  submitTapped  -aa
              output isValid       -ab
              output submitted     -ab
            values:
              emailChanged: a = "blob", b = "blob@example.com"
              submitTapped: a = ()
              isValid: a = false, b = true
              submitted: a = "blob", b = "blob@example.com"
            """)
    }

    func test_marbles_groupsEventsOfOneTickAndAlignsTheColumns() {
        let (first, firstInput) = Signal<Int, Never>.pipe()
        let (second, secondInput) = Signal<Int, Never>.pipe()
        let outputs = TestOutputs(
            PairOutputs(first: first, second: second), on: scheduler, exhaustive: false)
        firstInput.send(value: 1)
        firstInput.send(value: 2)
        secondInput.send(value: 1)
        scheduler.advance(by: .milliseconds(2))
        secondInput.send(value: 2)
        firstInput.sendCompleted()

        XCTAssertEqual(
            outputs.marbles(),
            """
            timeline, one column per 0.002 seconds of virtual time:
              output first   (ab)|
              output second  a   b
            values:
              first: a = 1, b = 2
              second: a = 1, b = 2
            """)
        XCTAssertEqual(
            outputs.marbles(tick: .milliseconds(1)).split(separator: "\n")[1],
            "  output first   (ab)-|")
        let ordered = TestOutputs(PairOutputs(first: first, second: second), exhaustive: false)
        secondInput.send(value: 3)
        XCTAssertEqual(
            ordered.marbles().split(separator: "\n").first,
            "timeline, one column per event, in the order sent:")
    }

    func test_recorder_doesNotKeepTheViewModelAlive() {
        weak var released: LoginViewModel?
        let outputs: TestOutputs<any LoginViewModelOutputs>
        do {
            let viewModel = LoginViewModel(scheduler: scheduler)
            released = viewModel
            outputs = TestOutputs(viewModel.outputs, on: scheduler)
        }
        XCTAssertNil(released)
        outputs.finish()
    }
}

/// Two signals, to test the alignment of the picture.
private struct PairOutputs {
    let first: Signal<Int, Never>
    let second: Signal<Int, Never>
}

/// Outputs with one signal, to test the exhaustive check in isolation.
private struct SavedOutputs {
    let saved: Signal<Int, Never>
}

final class TestOutputsReflectionTests: XCTestCase {
    func test_reflection_findsSuperclassWrapperAndValidatingOutputs() {
        let derived = DerivedOutputs()
        let outputs = TestOutputs(derived)

        XCTAssertEqual(outputs.outputNames, ["count", "email", "base"])
        outputs[\.$count].assertEvents(
            [.value(0), .completed], "A wrapper's projected value, matched by identity")
        outputs[\.base].assertEvents([.value("base"), .completed])
        outputs[\.email].assertDidNotComplete()
        let failures = failureMessages { outputs.finish() }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(
            failures.first?.hasPrefix(
                "email sent 1 event that was not asserted: [value(\"\")]") == true, "\(failures)")
        XCTAssertEqual(derived.count, 0)
    }

    func test_excludeNamed_reachesAPrivatePipe() {
        let viewModel = PipeViewModel()
        let failures = failureMessages {
            let outputs = TestOutputs(viewModel)
            viewModel.tap()
            outputs.exclude(named: "tapSignal")
            outputs.exclude(named: "missing")
            outputs[\.taps].assertValueCount(1)
            outputs.finish()
        }
        XCTAssertEqual(
            failures, ["no recorded output is named missing (recorded: tapSignal, taps)"])
    }

    func test_marbles_withoutAScheduler_drawsTheOrderOfEvents() {
        let (first, firstInput) = Signal<Int, Never>.pipe()
        let (second, secondInput) = Signal<Int, Never>.pipe()
        let outputs = TestOutputs(Pair(first: first, second: second), exhaustive: false)
        firstInput.send(value: 1)
        secondInput.send(value: 5)
        firstInput.send(value: 1)
        secondInput.sendCompleted()

        XCTAssertEqual(
            outputs.marbles(),
            """
            timeline, one column per event, in the order sent:
              output first   a-a-
              output second  -a-|
            values:
              first: a = 1
              second: a = 5
            """)
    }

    func test_recording_isThreadSafe() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let outputs = TestOutputs(Pair(first: signal, second: .never))
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for value in 0..<250 { input.send(value: worker * 1000 + value) }
        }
        outputs[\.first].assertValueCount(1000)
        XCTAssertEqual(failureMessages { outputs.finish() }, [])
    }
}

/// A superclass's stored output.
private class BaseOutputs {
    let base = Property(value: "base")
}

/// A property wrapper's storage (`_count`) and a `ValidatingProperty`, on top of the base.
private final class DerivedOutputs: BaseOutputs {
    @Property var count: Int
    let email = ValidatingProperty<String, TestError>("") { _ in .valid }

    override init() {
        _count = Property(value: 0)
        super.init()
    }
}

/// A view model with a private pipe as its input.
private final class PipeViewModel {
    private let (tapSignal, tapObserver) = Signal<(), Never>.pipe()
    let taps: Signal<Int, Never>

    init() { taps = tapSignal.scan(0) { count, _ in count + 1 } }

    func tap() { tapObserver.send(value: ()) }
}

/// Two signals.
private struct Pair {
    let first: Signal<Int, Never>
    let second: Signal<Int, Never>
}

final class TestOutputsRecordTests: XCTestCase {
    func test_record_addsComputedOutputsOfEveryKind() {
        let outputs = TestOutputs(ComputedOutputs())
        outputs.record(\.doubled)
        outputs.record(\.label, named: "label")
        outputs.record(\.flag, named: "flag")
        outputs.record(\.stored)

        XCTAssertEqual(outputs.outputNames, ["stored", "output 2", "label", "flag"])
        outputs[\.doubled].assertEvents([.value(2), .completed])
        outputs[\.label].assertEvents([.value("one"), .completed], "A released property completes")
        outputs[\.flag].assertValues([true])
        outputs[\.flag].assertDidComplete()
        outputs[\.stored].assertEvents([.value(1), .completed])
        XCTAssertEqual(failureMessages { outputs.finish() }, [])
    }

    func test_record_afterTheOutputsAreGone_fails() {
        let outputs: TestOutputs<any LoginViewModelOutputs>
        do {
            let viewModel = LoginViewModel(scheduler: TestScheduler())
            outputs = TestOutputs(viewModel.outputs, exhaustive: false)
        }

        let failures = failureMessages { outputs.record(\.title) }

        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.hasPrefix("the outputs are gone: record") == true)
    }
}

/// Outputs that reflection sees only in part.
private struct ComputedOutputs {
    let stored = SignalProducer<Int, Never>(value: 1)
    var doubled: SignalProducer<Int, Never> { stored.map { $0 * 2 } }
    var label: Property<String> { Property(value: "one") }
    var flag: MutableProperty<Bool> { MutableProperty(true) }
}
