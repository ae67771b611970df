import Ripple
import RippleTesting
import Testing

/// `TestOutputs` under Swift Testing: the exhaustive check at the end of a `withTestOutputs`
/// scope or at `finish()`, and assertions through a key path, record issues at the right line.
@Suite struct TestOutputsSwiftTesting {
    private let scheduler = TestScheduler()

    @Test func everythingAssertedRecordsNoIssue() {
        let viewModel = LoginViewModel(scheduler: scheduler)
        withTestOutputs(viewModel.outputs, on: scheduler) { outputs in
            viewModel.inputs.emailChanged("blob@example.com")
            scheduler.advance(by: .milliseconds(300))
            viewModel.inputs.submitTapped()

            outputs[\.isValid].assertValues([true])
            outputs[\.submitted].assertLastValue("blob@example.com")
        }
    }

    @Test func unassertedEventRecordsIssueAtTheScope() {
        let viewModel = LoginViewModel(scheduler: scheduler)
        let line = #line + 3

        withKnownIssue {
            withTestOutputs(viewModel.outputs, on: scheduler) { outputs in
                viewModel.inputs.emailChanged("blob@example.com")
                scheduler.advance(by: .milliseconds(300))
                viewModel.inputs.submitTapped()
                outputs[\.submitted].assertValues(["blob@example.com"])
            }
        } matching: { issue in
            let message = issue.comments.map(\.rawValue).joined()
            return message.hasPrefix(
                """
                isValid sent 1 event that was not asserted: [value(true)]
                  all events of isValid: [value(true)]
                """)
                && message.contains("  output isValid       -a")
                && issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileID == #fileID
        }
    }

    @Test func optingOutRecordsNoIssue() {
        let viewModel = LoginViewModel(scheduler: scheduler)
        withTestOutputs(viewModel.outputs, on: scheduler, exhaustive: false) { _ in
            viewModel.inputs.emailChanged("blob@example.com")
            scheduler.advance(by: .milliseconds(300))
        }
        withTestOutputs(viewModel.outputs, on: scheduler) { outputs in
            viewModel.inputs.emailChanged("blob")
            scheduler.advance(by: .milliseconds(300))
            outputs.exclude(\.isValid)
        }
    }

    @Test func wrongValueRecordsIssueAtTheCallersLine() {
        let viewModel = LoginViewModel(scheduler: scheduler)
        let outputs = TestOutputs(viewModel.outputs, on: scheduler)
        viewModel.inputs.emailChanged("blob")
        scheduler.advance(by: .milliseconds(300))
        let line = #line + 3

        withKnownIssue {
            outputs[\.isValid].assertValues([true])
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix(
                "values differ at index 0: expected true, got false")
                && issue.sourceLocation?.line == line
        }
        outputs.finish()
    }

    @Test func explicitFinishRecordsIssueAtTheRecorder() {
        let (saved, savedInput) = Signal<Int, Never>.pipe()
        let line = #line + 1
        let outputs = TestOutputs(SavedSignal(saved: saved))
        savedInput.send(value: 1)

        withKnownIssue {
            outputs.finish()
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix(
                "saved sent 1 event that was not asserted: [value(1)]")
                && issue.sourceLocation?.line == line
        }
    }

    @Test func asyncScopeChecksAtItsEnd() async {
        let (saved, savedInput) = Signal<Int, Never>.pipe()
        await withTestOutputs(SavedSignal(saved: saved)) { outputs in
            await Task.yield()
            savedInput.send(value: 1)
            outputs[\.saved].assertValue(1)
        }
    }
}

/// Outputs with one signal.
private struct SavedSignal {
    let saved: Signal<Int, Never>
}
